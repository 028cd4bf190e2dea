/**
 * Loading a game element's rules: a shipped ruleset (compiled at build time, a small chunk of its
 * own) or rules given as text or by URL, for which the text front end and the family's compiler
 * are imported the first time they are needed. A newer load wins over one still under way; what
 * becomes of a load goes to the element's `RulesReceiver` (it needs nothing of the element's lifecycle).
 */
import type { Diagnostic } from '../../../src/core/rules/diagnostic.js';
import type { Ruleset } from '../../../src/core/rules/ruleset.js';
import type { BindingOf, GameTypes } from '../game-types.js';
import { loadShipped, type RulesetOrigin } from './ruleset-source.js';

/** What becomes of a load: the game hears of each step (LiveGame is one). */
export interface RulesReceiver<G extends GameTypes> {
  /** Loading has begun: the table waits for the rules. */
  rulesLoading(): void;
  /**
   * The rules are loaded and belong to this family (`fresh`: start a new game, do not resume the
   * saved one); a promise while a saved game is being resumed (the load lasts until it is).
   */
  rulesLoaded(ruleset: G['ruleset'], fresh: boolean): void | Promise<void>;
  /** The rules did not compile, or are another family's (no diagnostics then). */
  rulesRefused(diagnostics: readonly Diagnostic[], formatted: readonly string[]): void;
  /** The game cannot start: the code that reads rules could not be fetched (the page went offline). */
  fail(message: string): void;
}

/** Loads one element's rules. */
export class RulesLoader<G extends GameTypes> {
  /** The load under way, until it ends (the element's `updateComplete` waits for it). */
  loading: Promise<void> | null = null;
  private token = 0;

  constructor(
    private readonly binding: BindingOf<G>,
    private readonly receiver: RulesReceiver<G>,
  ) {}

  /** Load the rules from `origin` (`fresh`: the receiver is to start a new game, not resume the saved one). */
  load(origin: RulesetOrigin, fresh = false): Promise<void> {
    const loading = this.loadNow(origin, fresh).catch((error: unknown) =>
      this.receiver.fail(`the rules could not be loaded (${error instanceof Error ? error.message : String(error)})`),
    );
    this.loading = loading;
    void loading.finally(() => {
      if (this.loading === loading) this.loading = null;
    });
    return loading;
  }

  private async loadNow(origin: RulesetOrigin, fresh: boolean): Promise<void> {
    const token = ++this.token;
    this.receiver.rulesLoading();
    const shipped = origin.kind === 'bundled' ? await loadShipped(origin.name, this.binding.shipped) : null;
    if (token !== this.token) return;
    const loaded = shipped ? { ok: true as const, ruleset: shipped } : await this.compileText(origin);
    if (token !== this.token || !loaded) return;
    if (loaded.ok && this.binding.accepts(loaded.ruleset)) await this.receiver.rulesLoaded(loaded.ruleset, fresh);
    else if (loaded.ok) this.receiver.rulesRefused([], []);
    else this.receiver.rulesRefused(loaded.diagnostics, loaded.formatted);
  }

  /** Rules given as text or by URL (or a shipped name of another family, to say so at its line). */
  private async compileText(
    origin: RulesetOrigin,
  ): Promise<{ ok: true; ruleset: Ruleset } | { ok: false; diagnostics: Diagnostic[]; formatted: string[] } | null> {
    const token = this.token;
    const [frontEnd, compile] = await Promise.all([import('./rules-front-end.js'), this.binding.compiler()]);
    if (token !== this.token) return null;
    const { result, sources } = await frontEnd.loadRules(origin, { [this.binding.family]: compile });
    if (result.ok) return { ok: true, ruleset: result.ruleset };
    // Only this family's compiler ran, so a ruleset of another family is a 'wrong-family' diagnostic.
    const diagnostics = result.diagnostics.filter((d) => d.severity === 'error');
    return { ok: false, diagnostics, formatted: frontEnd.formatAll(diagnostics, sources) };
  }
}
