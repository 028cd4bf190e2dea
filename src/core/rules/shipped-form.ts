/**
 * The shipped rulesets, compiled at build time: a compiled Ruleset written as plain data (the
 * "shipped form") and turned back into a Ruleset in the browser without the Peggy parser, the
 * merge of `extends` chains or the compilers' checks. scripts/compile-rulesets.ts writes the forms
 * with the real compiler; `reviveRuleset` here rebuilds the expression closures from the
 * expression trees the compiler type-checked, with the same expression compiler, so a shipped
 * ruleset behaves exactly as when it is compiled from its text.
 *
 * An expression of a ruleset is data in the form (its tree, its context kind and its source); a
 * word deck is the deck files it reads, read again from the deck texts (pomona-decks.js) when a
 * judging ruleset is revived. Everything else in a Ruleset is already plain data.
 */
import type { Expr, Loc } from './ast.js';
import type { CardAggregates, PlayerTables } from './expression-core.js';
import type { ExprProblem } from './expression-problems.js';
import { compileExpression, type ContextKind, type LetDef } from './expression.js';
import type { Attribute, BaseContext, CompiledExpr, IntRange, OptionDecl, Ruleset, WordDeck } from './ruleset.js';

/** How one compiled expression of a ruleset was made, as data. */
export type ExprRecipe =
  /** An expression of the rules language, compiled for a context. */
  | {
      readonly via: 'expr';
      readonly expr: Expr;
      readonly source: string;
      readonly words: string;
      readonly expected: 'number' | 'bool';
      readonly kind: ContextKind;
    }
  /** A table of values by player count (`by players { 3: 10 | 4..5: 8 }`). */
  | { readonly via: 'table'; readonly source: string; readonly rows: readonly { readonly range: IntRange; readonly value: ExprRecipe }[] }
  /** Whether the judge picks the worst match, maybe under a condition. */
  | { readonly via: 'judge-choice'; readonly worst: boolean; readonly when: ExprRecipe | null };

/** What the expression compiler knows about a ruleset, the same for every expression of it. */
export interface RecipeEnv {
  readonly options: readonly OptionDecl[];
  readonly attributes: readonly Attribute[];
  readonly sequences: readonly (readonly [string, readonly number[]])[];
  readonly batchNames: readonly string[];
  readonly lets: readonly { readonly name: string; readonly expr: Expr; readonly index: number; readonly line: number }[];
  readonly players: IntRange | null;
}

/** A word deck as the deck files it is read from, each with its tag vocabulary file. */
export interface DeckRecipe {
  readonly name: string;
  readonly files: readonly { readonly path: string; readonly tags: string | null }[];
}

/**
 * A shipped ruleset compiled at build time. `ruleset` is the Ruleset's JSON where every compiled
 * expression is `{ "$expr": index into exprs }` and every word deck `{ "$deck": DeckRecipe }`.
 */
export interface ShippedForm {
  readonly format: 'pomona-shipped-ruleset';
  readonly env: RecipeEnv;
  readonly exprs: readonly ExprRecipe[];
  readonly ruleset: unknown;
  /** Whether an expression (or a definition) has a `by players` table: their compiler is loaded only for such forms. */
  readonly playerTables: boolean;
}

/** A table of values by player count as a compiled expression (shared with the compiler). */
export function tableExpr(
  source: string,
  rows: readonly { readonly range: IntRange; readonly value: CompiledExpr<BaseContext, number> }[],
): CompiledExpr<BaseContext, number> {
  const find = (n: number) => rows.find((r) => n >= r.range.min && n <= r.range.max);
  return Object.freeze({
    source,
    words: `By the number of players: ${rows.map((r) => `${r.range.min === r.range.max ? r.range.min : `${r.range.min} to ${r.range.max}`}: ${r.value.words.replace(/\.$/, '')}`).join('; ')}.`,
    evaluate: (ctx: BaseContext) => find(ctx.players)?.value.evaluate(ctx) ?? 0,
    explain: (ctx: BaseContext) => {
      const row = find(ctx.players);
      if (!row) return { value: 0, text: `no row for ${ctx.players} players: 0` };
      const inner = row.value.explain(ctx);
      const label = row.range.min === row.range.max ? `${row.range.min}` : `${row.range.min}..${row.range.max}`;
      return { value: inner.value, text: `with ${ctx.players} players (row ${label}): ${inner.text}` };
    },
  });
}

/**
 * `judge chooses the worst match` (Crab Apples), maybe `if` a condition (then the best match
 * otherwise), as a compiled expression (shared with the compiler).
 */
export function judgeChoiceExpr(worst: boolean, when: CompiledExpr<BaseContext, boolean> | null): CompiledExpr<BaseContext, boolean> {
  const which = (w: boolean): string => (w ? 'the worst match' : 'the best match');
  if (!when)
    return Object.freeze({
      source: which(worst),
      words: `The judge chooses ${which(worst)}.`,
      evaluate: () => worst,
      explain: () => ({ value: worst, text: `the judge chooses ${which(worst)}` }),
    });
  return Object.freeze({
    source: `${which(worst)} if ${when.source}`,
    words: `The judge chooses ${which(worst)} if ${when.words.replace(/\.$/, '').replace(/^./, (c) => c.toLowerCase())}, otherwise ${which(!worst)}.`,
    evaluate: (ctx: BaseContext) => when.evaluate(ctx) === worst,
    explain: (ctx: BaseContext) => {
      const test = when.explain(ctx);
      const value = test.value === worst;
      return { value, text: `${test.text}, so the judge chooses ${which(value)}` };
    },
  });
}

/**
 * A problem in a form the build compiled cleanly is a bug (a stale or hand-edited form), not a
 * user's mistake: it is not worded for a person (the wording is the front end's, not loaded here).
 */
function broken(loc: Loc, problem: ExprProblem): never {
  throw new Error(`a shipped ruleset does not compile as it did at build time: ${JSON.stringify(problem)} at line ${loc.start.line}`);
}

/** Rebuild one compiled expression from its recipe. */
function reviveExpr(
  recipe: ExprRecipe,
  env: RecipeEnv,
  lets: ReadonlyMap<string, LetDef>,
  using: ReviveWith,
): CompiledExpr<unknown, number | boolean> {
  if (recipe.via === 'table') {
    const rows = recipe.rows.map((row) => ({
      range: row.range,
      value: reviveExpr(row.value, env, lets, using) as CompiledExpr<BaseContext, number>,
    }));
    return tableExpr(recipe.source, rows);
  }
  if (recipe.via === 'judge-choice') {
    const when = recipe.when ? (reviveExpr(recipe.when, env, lets, using) as CompiledExpr<BaseContext, boolean>) : null;
    return judgeChoiceExpr(recipe.worst, when);
  }
  const compiled = compileExpression(
    recipe.expr,
    recipe.source,
    recipe.expected,
    {
      kind: recipe.kind,
      // As the compiler does: a deck's card rules are worked out before any game, without options.
      options: recipe.kind === 'card' ? [] : env.options,
      attributes: env.attributes,
      sequences: new Map(env.sequences),
      batchNames: env.batchNames,
      lets,
      players: env.players,
      report: broken,
      ...(using.cards ? { cards: using.cards } : {}),
      ...(using.playerTables ? { playerTables: using.playerTables } : {}),
    },
    recipe.words,
  );
  if (!compiled) throw new Error(`a shipped expression does not compile: ${recipe.source}`);
  return compiled;
}

/** The deck files a form reads (empty for all but judging rulesets). */
export function deckFilesOf(form: ShippedForm): string[] {
  const files = new Set<string>();
  const walk = (value: unknown): void => {
    if (!value || typeof value !== 'object') return;
    const deck = (value as { $deck?: DeckRecipe }).$deck;
    if (deck) for (const f of deck.files) [f.path, f.tags].forEach((p) => p && files.add(p));
    else for (const child of Object.values(value)) walk(child);
  };
  walk(form.ruleset);
  return [...files];
}

/** Whether a form's expressions use the aggregates over a batch's cards (drafting rulesets: they have attributes). */
export function needsCardAggregates(form: ShippedForm): boolean {
  return form.env.attributes.length > 0;
}

/** Whether a form's expressions have `by players` tables (see `ShippedForm.playerTables`). */
export function needsPlayerTables(form: ShippedForm): boolean {
  return form.playerTables;
}

/** What reviving a form may need besides the form, loaded by the caller only for the forms that need it. */
export interface ReviveWith {
  /** The word decks of a judging ruleset, from their files (see `deckFilesOf`; shipped-decks.ts reads them). */
  readonly decks?: (recipe: DeckRecipe) => WordDeck;
  /** The card aggregates of expression-cards.ts, for drafting rulesets (see `needsCardAggregates`). */
  readonly cards?: CardAggregates;
  /** The compiler of `by players` tables of expression-by-players.ts (see `needsPlayerTables`). */
  readonly playerTables?: PlayerTables;
}

/** The Ruleset of a shipped form, frozen as a compiled one is. */
export function reviveRuleset(form: ShippedForm, using: ReviveWith = {}): Ruleset {
  if (form.format !== 'pomona-shipped-ruleset') throw new Error('not a shipped ruleset form');
  const env = form.env;
  const lets = new Map<string, LetDef>(env.lets.map((def) => [def.name, { ...def, used: true, report: broken }]));
  const exprs = new Map<number, CompiledExpr<unknown, number | boolean>>();
  const expr = (index: number) => {
    let compiled = exprs.get(index);
    if (!compiled) {
      const recipe = form.exprs[index];
      if (!recipe) throw new Error(`a shipped ruleset names expression ${index}, which it does not have`);
      compiled = reviveExpr(recipe, env, lets, using);
      exprs.set(index, compiled);
    }
    return compiled;
  };
  const revive = (value: unknown): unknown => {
    if (Array.isArray(value)) return Object.freeze(value.map(revive));
    if (!value || typeof value !== 'object') return value;
    const record = value as Record<string, unknown>;
    if (typeof record.$expr === 'number') return expr(record.$expr);
    if (record.$deck) {
      if (!using.decks) throw new Error('a judging ruleset was revived without its deck files');
      return deepFreezeData(using.decks(record.$deck as DeckRecipe));
    }
    return Object.freeze(Object.fromEntries(Object.entries(record).map(([key, child]) => [key, revive(child)])));
  };
  return revive(form.ruleset) as Ruleset;
}

/** Freeze plain data all the way down. */
function deepFreezeData<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value as object)) deepFreezeData(child);
  }
  return value;
}
