/** What every family's compiler shares beyond the checks of compile-checks.ts: options, expressions, `let` definitions, tables. */
import type { Expr, Literal, Table } from './ast.js';
import { CompileChecks } from './compile-checks.js';
import { compileExpression, type ContextKind, type ExpressionValue, type LetDef } from './expression.js';
import { compileByPlayers } from './expression-by-players.js';
import * as cardAggregates from './expression-cards.js';
import { expressionWords } from './expression-words.js';
import type {
  Attribute,
  BaseContext,
  CompiledExpr,
  ExpressionContexts,
  IntRange,
  OptionDecl,
  OptionValue,
  OptionValues,
} from './ruleset.js';
import { tableExpr, type ExprRecipe, type RecipeEnv } from './shipped-form.js';
import { suggest } from './suggest.js';
import { say, type Said } from '../i18n/diagnostics.js';

/** Names the expression language gives a meaning of its own; options may not take them. */
const RESERVED_NAMES = [
  'count',
  'pairs',
  'players',
  'value',
  'size',
  'number',
  'held',
  'card',
  'cards',
  'first',
  'second',
  'last',
  'previous',
  'elsewhere',
  'sum',
  'min',
  'max',
  'abs',
];

/** The most players any ruleset may declare. */
export const MAX_PLAYERS = 100;

/** What an option takes: yes/no, a whole number in a range, or one of its choices. */
type OptionType =
  { kind: 'toggle' } | { kind: 'number'; min: number; max: number } | { kind: 'choice'; choices: readonly (number | string)[] };

/** A compiler pass over one merged ruleset. */
export class CompileContext extends CompileChecks {
  options: OptionDecl[] = [];
  attributes: Attribute[] = [];
  sequences = new Map<string, readonly number[]>();
  batchNames: string[] = [];
  /** The game's player counts, once known (tables by players must cover them). */
  players: IntRange | null = null;
  /** The `let` definitions, compiled where they are used. */
  private lets: Map<string, LetDef> | null = null;
  /**
   * How every compiled expression was made, as data: the build writes the shipped rulesets in this
   * form (see shipped-form.ts) so pages need neither the parser nor the compiler to play them.
   */
  readonly recipes = new Map<object, ExprRecipe>();

  /** Compile an expression written in `file` for a context. */
  expression<K extends ContextKind, E extends 'number' | 'bool'>(
    file: string,
    expr: Expr,
    kind: K,
    expected: E,
  ): CompiledExpr<ExpressionContexts[K], ExpressionValue<E>> | null {
    const source = this.sourceOf(file, expr.loc);
    const words = expressionWords(expr);
    const compiled = compileExpression(
      expr,
      source,
      expected,
      {
        kind,
        // A deck's card rules are worked out once, before any game: options are not known there.
        options: kind === 'card' ? [] : this.options,
        attributes: this.attributes,
        sequences: this.sequences,
        batchNames: this.batchNames,
        lets: this.letDefs(),
        players: this.players,
        report: (loc, problem) => this.problem(file, loc, problem),
        cards: cardAggregates,
        playerTables: { compileByPlayers },
      },
      words,
    );
    if (compiled) this.recipes.set(compiled, { via: 'expr', expr, source, words, expected, kind });
    return compiled;
  }

  /** What the expression compiler knew about this ruleset, for the shipped form. */
  recipeEnv(): RecipeEnv {
    return {
      options: this.options,
      attributes: this.attributes,
      sequences: [...this.sequences],
      batchNames: this.batchNames,
      lets: [...this.letDefs().values()].map(({ name, expr, index, line }) => ({ name, expr, index, line })),
      players: this.players,
    };
  }

  /** The `let` definitions, checked once: a name of their own, and numbers in range. */
  private letDefs(): Map<string, LetDef> {
    if (this.lets) return this.lets;
    const defs = new Map<string, LetDef>();
    const taken = new Set<string>([
      ...RESERVED_NAMES,
      ...this.options.map((o) => o.name),
      ...this.sequences.keys(),
      ...this.attributes.map((a) => a.name),
    ]);
    let index = 0;
    for (const { file, node } of this.merged.lets.values()) {
      const name = node.name.text;
      if (taken.has(name)) {
        this.error(file, node.name.loc, 'reserved-name', say('let-reserved', { name }));
        continue;
      }
      defs.set(name, {
        name,
        expr: node.value,
        index: index++,
        line: node.loc.start.line,
        used: false,
        report: (loc, problem) => this.problem(file, loc, problem),
      });
    }
    this.lets = defs;
    return defs;
  }

  /**
   * The option settings a playability check tries: the defaults, every value of each choice or
   * toggle and both ends of each number option one at a time, and every combination when there
   * are at most 64 of them.
   */
  optionSamples(): OptionValues[] {
    const defaults: Record<string, OptionValue> = Object.fromEntries(this.options.map((o) => [o.name, o.default]));
    const valuesOf = (o: OptionDecl): OptionValue[] =>
      o.kind === 'toggle' ? [false, true] : o.kind === 'choice' ? [...o.choices] : [o.min, o.default, o.max];
    const samples: OptionValues[] = [defaults];
    let combinations = 1;
    for (const o of this.options) combinations *= valuesOf(o).length;
    if (combinations <= 64) {
      let all: Record<string, OptionValue>[] = [{}];
      for (const o of this.options) all = all.flatMap((partial) => valuesOf(o).map((v) => ({ ...partial, [o.name]: v })));
      samples.push(...all);
    } else {
      for (const o of this.options) for (const v of valuesOf(o)) samples.push({ ...defaults, [o.name]: v });
    }
    return samples;
  }

  /**
   * Run `check` for every player count the game allows and every sampled option setting, until
   * it reports a problem (returns true); so each problem is reported once, at its first case.
   */
  everyTable(check: (ctx: BaseContext) => boolean): void {
    const players = this.players;
    if (!players) return;
    const samples = this.optionSamples();
    for (let n = players.min; n <= players.max; n++) {
      for (const options of samples) if (check({ options, players: n })) return;
    }
  }

  /** A setting for messages ("with 5 players" and, when they differ from the defaults, the options), as a part said in the reader's language. */
  tableSetting(ctx: BaseContext): Said {
    const changed = this.options
      .filter((o) => ctx.options[o.name] !== o.default)
      .map((o) => `${o.name} = ${formatOption(ctx.options[o.name])}`);
    return say(ctx.players === 1 ? 'table-with-one-player' : 'table-with-players', { players: ctx.players, options: changed.join(', ') });
  }

  /** A warning at every definition no rule uses (its expression is then never checked). */
  reportUnusedLets(): void {
    for (const { file, node } of this.merged.lets.values()) {
      const def = this.letDefs().get(node.name.text);
      if (def && !def.used) this.error(file, node.name.loc, 'unused', say('let-unused', { name: node.name.text }), 'warning');
    }
  }

  /**
   * A table of values by whole number (usually the player count) that must cover `covers`
   * exactly once: overlaps, gaps and uncovered counts are reported.
   */
  table(file: string, table: Table, what: Said, covers: IntRange | null): CompiledExpr<BaseContext, number> | null {
    const rows: { range: IntRange; value: CompiledExpr<BaseContext, number> }[] = [];
    const owner = new Map<number, number>();
    let ok = true;
    for (const entry of table.entries) {
      const range = this.range(file, entry.range, say('what-table-row'), 0, 1000);
      const value = this.expression(file, entry.value, 'base', 'number');
      if (!range || !value) {
        ok = false;
        continue;
      }
      for (let n = range.min; n <= range.max; n++) {
        if (owner.has(n)) {
          this.error(file, entry.range.loc, 'overlap', say('table-twice', { n, what, line: owner.get(n) ?? '' }));
          ok = false;
        } else owner.set(n, entry.range.loc.start.line);
      }
      rows.push({ range, value });
    }
    if (covers) {
      const uncovered: number[] = [];
      for (let n = covers.min; n <= covers.max; n++) if (!owner.has(n)) uncovered.push(n);
      if (uncovered.length) {
        this.error(
          file,
          table.loc,
          'table-gap',
          say('table-uncovered', { what, uncovered: uncovered.join(', '), min: covers.min, max: covers.max }),
        );
        ok = false;
      }
    }
    if (!ok) return null;
    const source = this.sourceOf(file, table.loc);
    const compiled = tableExpr(source, rows);
    this.recipes.set(compiled, {
      via: 'table',
      source,
      rows: rows.map((r) => ({ range: r.range, value: this.recipes.get(r.value) as ExprRecipe })),
    });
    return compiled;
  }

  /** Compile the `option` statements and apply `set` defaults. */
  compileOptions(): void {
    const decls: OptionDecl[] = [];
    for (const { file, node } of this.merged.options.values()) {
      const name = node.name.text;
      if (RESERVED_NAMES.includes(name)) {
        this.error(file, node.name.loc, 'reserved-name', say('option-reserved', { name }));
        continue;
      }
      const description = node.description.value.trim();
      if (!description) this.error(file, node.description.loc, 'missing', say('option-no-description', { name }));
      const type = node.type;
      let spec: OptionType;
      if (type.kind === 'toggle') spec = { kind: 'toggle' };
      else if (type.kind === 'number') {
        const range = this.range(file, type.range, say('what-option', { name }), -1_000_000, 1_000_000);
        if (!range) continue;
        spec = { kind: 'number', ...range };
      } else {
        const choices = type.choices.map(literalValue);
        if (new Set(choices.map(String)).size !== choices.length)
          this.error(file, type.loc, 'duplicate', say('option-choice-twice', { name }));
        if (choices.some((c) => typeof c === 'number') && choices.some((c) => typeof c !== 'number')) {
          this.error(file, type.loc, 'type-mismatch', say('option-mixed-choices', { name }));
          continue;
        }
        spec = { kind: 'choice', choices };
      }
      const d = this.literalAs(file, node.default, spec, name, 'default');
      // A default outside the choices is reported once, here; the option still exists, so the rules
      // that use its name are not also reported as naming something unknown.
      decls.push({ name, description, ...spec, default: d ?? placeholderDefault(spec) } as OptionDecl);
    }
    for (const { file, node } of this.merged.sets.values()) {
      const index = decls.findIndex((o) => o.name === node.name.text);
      const decl = decls[index];
      if (decl === undefined) {
        const guess = suggest(
          node.name.text,
          decls.map((o) => o.name),
        );
        this.error(file, node.name.loc, 'unknown-name', say('option-unknown', { name: node.name.text, guess: guess ?? '' }));
        continue;
      }
      const value = this.literalAs(file, node.value, decl, decl.name);
      if (value !== null) decls[index] = { ...decl, default: value } as OptionDecl;
    }
    this.options = decls;
  }

  private literalAs(
    file: string,
    literal: Literal,
    type: OptionType,
    name: string,
    role: 'default' | 'value' = 'value',
  ): number | boolean | string | null {
    if (type.kind === 'toggle') {
      if (literal.kind === 'bool') return literal.value;
      this.error(file, literal.loc, 'type-mismatch', say('option-yes-no', { name }));
      return null;
    }
    if (type.kind === 'number') {
      if (literal.kind === 'int') return this.inRange(file, literal, say('what-option', { name }), type.min, type.max);
      this.error(file, literal.loc, 'type-mismatch', say('option-number', { name, min: type.min, max: type.max }));
      return null;
    }
    const value = literalValue(literal);
    if (type.choices.includes(value)) return value;
    const params = { name, choices: type.choices.join(', '), value: String(value) };
    this.error(file, literal.loc, 'out-of-range', say(role === 'default' ? 'option-default-not-choice' : 'option-not-choice', params));
    return null;
  }
}

/** A stand-in default for an option whose stated default is refused (the ruleset fails to compile anyway). */
function placeholderDefault(spec: OptionType): OptionValue {
  return spec.kind === 'toggle' ? false : spec.kind === 'number' ? spec.min : (spec.choices[0] ?? 0);
}

function formatOption(value: OptionValue | undefined): string {
  return value === true ? 'yes' : value === false ? 'no' : String(value);
}

/** A literal as an option value: a number, a word, or yes/no. */
function literalValue(literal: Literal): number | string {
  return literal.kind === 'int' ? literal.value : literal.kind === 'name' ? literal.text : literal.value ? 'yes' : 'no';
}

/** Freeze a compiled ruleset all the way down (functions are left as they are). */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value as object)) deepFreeze(child);
  }
  return value;
}
