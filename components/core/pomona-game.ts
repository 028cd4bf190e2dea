/**
 * `<pomona-game>`: a plain table for a ruleset of any registered family, also one the package
 * does not ship. It knows nothing of any game: the family's descriptor compiles the rules, its
 * engine says who acts and what is legal, its notation puts actions and events into words, and
 * its computer players take the other seats. Families with an element of their own (Apples,
 * Orchard, Apples to Apples) look better in it; a new family plays here from its first day.
 */
import { LitElement, css, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import type { GameEvent } from '../../src/core/game/game.js';
import { familyDescriptor, type AnyFamilyDescriptor } from '../../src/core/registry.js';
import { loadRulesetSource } from '../../src/core/rules/bundled.js';
import { formatDiagnostic } from '../../src/core/rules/format.js';
import { resolveOptions } from '../../src/core/rules/options.js';
import type { HowToPlaySection } from '../../src/core/rules/how-to-play.js';
import type { RulesetBase } from '../../src/core/rules/ruleset.js';
import { TableDriver, type Applied } from '../../src/core/table/table-driver.js';
import { defineOnce } from './define.js';
import { msg, str } from '@lit/localize';
import { LocaleController } from './language/locale.js';
import { rulesetTexts } from '../../src/core/rules/ruleset-texts.js';
import { firePomonaEvent } from './events.js';
import { inlineRules } from './rules/ruleset-source.js';
import { changedByValue } from './frame/same-value.js';
import { defaultSeats, parseSeats, type SeatKind } from './playing/seats.js';
import { panelStyles, themeStyles } from './frame/theme.js';

/** A game under way: its family, rules, the driver that plays it, and its seats. */
interface Table {
  readonly family: AnyFamilyDescriptor;
  readonly ruleset: RulesetBase;
  /** The game, played through the driver every host uses (its computer players seeded as everywhere). */
  readonly driver: TableDriver<RulesetBase, unknown, unknown, unknown>;
  readonly seats: readonly SeatKind[];
  /** "How to play" these rules, from the family's descriptor (none if it writes none). */
  readonly howToPlay: readonly HowToPlaySection[];
}

/**
 * A table for any registered family: one person against the family's computer players.
 *
 * @fires pomona-game-end - when the game is over; `detail.result` is the engine's result, `detail.names` the seats' names.
 * @csspart table - the table around everything.
 * @csspart actions - the person's choices, one button each.
 * @csspart how-to-play - the "How to play" disclosure, written by the family from the rules.
 */
export class PomonaGame extends LitElement {
  static override styles = [
    themeStyles,
    panelStyles,
    css`
      :host {
        display: block;
        container-type: inline-size;
      }
      .table {
        background: var(--_pomona-felt);
        color: var(--_pomona-felt-ink);
        border-radius: var(--_pomona-radius);
        padding: 0.75rem;
      }
      .actions {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem;
        list-style: none;
        padding: 0;
      }
      button {
        min-height: 44px;
        min-width: 44px;
        font: inherit;
      }
      .how-to-play h3 {
        margin: 0.6rem 0 0.2rem;
        font-size: 1rem;
      }
      ol.log {
        max-height: 12rem;
        overflow: auto;
      }
    `,
  ];

  static override properties = {
    // Compared by value (same-value.ts): a framework setting an equal value again starts nothing.
    rules: { type: String, hasChanged: changedByValue },
    seats: { type: String, hasChanged: changedByValue },
    seed: { type: String },
    botDelay: { type: Number, attribute: 'bot-delay' },
    table: { state: true },
    problem: { state: true },
    said: { state: true },
  };

  /** The rules as text (else an inline `<script type="text/x-pomona-rules">` child is read). */
  rules = '';
  /** Who sits where: "you" for the person, else a computer player's name; the family's default player fills the rest. */
  seats: string | null = null;
  /** The seed of the deal; a game with the same seed and the same choices plays the same. */
  seed: string | null = null;
  /** Milliseconds a computer player waits before it acts. */
  botDelay = 400;

  private table: Table | null = null;
  private problem: string | null = null;
  /** The language the table speaks, from its `lang`, the nearest `lang` above it, or the browser. */
  private readonly locale = new LocaleController(this);
  private said: readonly string[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private loadCount = 0;
  private shown = false;

  override connectedCallback(): void {
    super.connectedCallback();
    void this.load();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.timer);
  }

  protected override updated(changed: PropertyValues<this>): void {
    // The newest line of the log stays in sight.
    const log = this.renderRoot.querySelector('ol.log');
    if (log) log.scrollTop = log.scrollHeight;
    // The first update carries the settings the game was started with; later changes start a new game.
    if (!this.shown) {
      this.shown = true;
      return;
    }
    if (changed.has('rules') || changed.has('seats') || changed.has('seed')) void this.load();
  }

  /** Compile the rules, seat the players and deal. Problems are shown, never thrown. */
  private async load(): Promise<void> {
    const count = ++this.loadCount;
    clearTimeout(this.timer);
    const text = this.rules || inlineRules(this) || '';
    const result = await loadRulesetSource({ kind: 'text', text, entry: 'inline.rules' });
    if (count !== this.loadCount) return;
    if (!result.ok) {
      this.table = null;
      this.problem = result.diagnostics.map((d) => formatDiagnostic(d)).join('\n');
      return;
    }
    const ruleset: RulesetBase = result.ruleset;
    const family = familyDescriptor(ruleset.family);
    if (!family) {
      this.problem = `no family '${ruleset.family}' is registered on this page`;
      return;
    }
    const seated = this.seats
      ? parseSeats(this.seats, Object.keys(family.bots))
      : { ok: true as const, seats: defaultSeats(ruleset.players.min, family.defaultBot) };
    if (!seated.ok) {
      this.problem = seated.message;
      return;
    }
    const options = resolveOptions(ruleset, {});
    if (!options.ok) {
      this.problem = options.message;
      return;
    }
    const seed = this.seed ?? String(Date.now());
    const started = TableDriver.start(
      family.engine,
      ruleset,
      { players: seated.seats.length, seed, options: options.options },
      {
        inPlace: true,
        players: seated.seats.map((s) => (s.kind === 'bot' ? (family.bots[s.bot] ?? null) : null)),
        onApplied: (applied) => this.applied(applied),
      },
    );
    if (!started.ok) {
      this.problem = started.error.message;
      return;
    }
    this.problem = null;
    this.said = [];
    const howToPlay = family.howToPlay?.(ruleset, options.options) ?? [];
    this.table = { family, ruleset, driver: started.driver, seats: seated.seats, howToPlay };
    this.advance();
  }

  /** The person's move: refused with the driver's sentence, or played. */
  private play(seat: number, action: unknown): void {
    const table = this.table;
    if (!table) return;
    const done = table.driver.act(seat, action);
    if (!done.ok) this.said = [...this.said, done.error.message];
    else this.advance();
  }

  /** Say what an action did, and fire the end of the game when it came. */
  private applied({ action, events }: Applied<unknown, GameEvent>): void {
    const table = this.table;
    if (!table) return;
    const words = [
      table.family.describeAction(table.ruleset, action),
      ...events.map((e) => table.family.describeEvent?.(table.ruleset, e) ?? ''),
    ];
    this.said = [...this.said, words.filter((w) => w !== '').join(' ')];
    const result = table.driver.result();
    if (result && events.some((e) => e.kind === 'game-over')) {
      const person = table.seats.findIndex((seat) => seat.kind === 'person');
      const names = table.seats.map((_, seat) => (seat === person ? 'You' : `Player ${seat + 1}`));
      firePomonaEvent(this, 'pomona-game-end', { result, names });
    }
    this.requestUpdate();
  }

  /** Chance events and computer players act on their own (one at a time, in the driver's order); the person's turn waits for a click. */
  private advance(): void {
    const table = this.table;
    if (!table) return;
    table.driver.resolveChance();
    const seat = table.driver.nextBotSeat();
    if (seat === null) return;
    this.timer = setTimeout(() => {
      if (this.table !== table) return;
      table.driver.botMove(seat);
      this.advance();
    }, this.botDelay);
  }

  protected override render(): TemplateResult {
    if (this.problem !== null) return html`<div class="table" part="table" role="alert"><pre>${this.problem}</pre></div>`;
    const table = this.table;
    if (!table) return html`<div class="table" part="table">${msg('Loading…')}</div>`;
    const { driver } = table;
    const toAct = driver.toAct();
    const waiting = toAct.kind === 'players' ? toAct.players.find((p) => table.seats[p]?.kind === 'person') : undefined;
    const person = waiting ?? table.seats.findIndex((s) => s.kind === 'person');
    const legal = person >= 0 ? driver.legal(person) : [];
    const result = driver.result();
    const sheets = table.family.engine.explain(driver.state);
    const language = this.locale.language;
    const name = (seat: number): string => (seat === person ? msg(str`You (player ${seat + 1})`) : msg(str`Player ${seat + 1}`));
    const gameName = rulesetTexts(table.ruleset, [language]).game();
    const winners = new Intl.ListFormat(language, { type: 'conjunction' }).format(result ? result.winners.map(name) : []);
    return html`<section class="table" part="table" aria-label=${gameName}>
      <h2>${gameName}</h2>
      ${
        table.howToPlay.length
          ? html`<details class="how-to-play" part="how-to-play">
              <summary>${msg('How to play')}</summary>
              ${table.howToPlay.map(
                (section) => html`<h3>${section.heading}</h3>
                  <ul>
                    ${section.lines.map((line) => html`<li>${line}</li>`)}
                  </ul>`,
              )}
            </details>`
          : nothing
      }
      <p>
        ${result ? msg(str`Game over: ${winners} won.`) : legal.length ? msg('Your turn.') : msg('Waiting…')}
      </p>
      ${
        legal.length
          ? html`<ul class="actions" part="actions" aria-label=${msg('Your choices')}>
            ${legal.map(
              (a) =>
                html`<li><button type="button" @click=${() => this.play(person, a)}>${table.family.describeAction(table.ruleset, a)}</button></li>`,
            )}
          </ul>`
          : nothing
      }
      <table>
        <caption>
          ${msg('Scores')}
        </caption>
        <tbody>
          ${sheets.map((s) => html`<tr><th scope="row">${name(s.player)}</th><td>${s.total}</td></tr>`)}
        </tbody>
      </table>
      <ol class="log" tabindex="0" aria-live="polite" aria-label=${msg('What happened')}>
        ${this.said.map((line) => html`<li>${line}</li>`)}
      </ol>
    </section>`;
  }
}

defineOnce('pomona-game', PomonaGame);

declare global {
  interface HTMLElementTagNameMap {
    'pomona-game': PomonaGame;
  }
}
