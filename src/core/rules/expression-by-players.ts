/**
 * `by players { 2: 3 | 3..6: 2 }`: a value by the number of players at the table, whose rows must
 * cover every count the game allows. Few rulesets have one inside an expression (Apples' variants
 * for 3 and 5 players), so the expression compiler is given this by its caller: always by the text
 * front end, and for a shipped ruleset only when its form says it has one (`ShippedForm.playerTables`).
 */
import type { Expr, RangeNode } from './ast.js';
import {
  sameType,
  shown,
  type AggregateCompiler,
  type CardScope,
  type Compiled,
  type Ctx,
  type Ev,
  type ExprType,
} from './expression-core.js';
import { ENGLISH_EXPLAIN, type TableExplainWords } from './explain-words.js';

/** What a `by players` table says in English (see explain-words.ts). */
const ENGLISH_TABLE_EXPLAIN: TableExplainWords = {
  ...ENGLISH_EXPLAIN,
  withPlayers: (players, text) => `with ${players} players, ${text}`,
  noRow: (players) => `no row for ${players} players: 0`,
};

const sayTables = (c: Ctx): TableExplainWords => c.say ?? ENGLISH_TABLE_EXPLAIN;

/** The table of values by player count, its rows checked: from 1 to 100, none twice, no count the game allows left out. */
export function compileByPlayers(
  cx: AggregateCompiler,
  expr: Extract<Expr, { kind: 'by-players' }>,
  scope: CardScope,
  depth: number,
): Compiled | null {
  const rows: { min: number; max: number; value: Compiled }[] = [];
  const owner = new Map<number, RangeNode>();
  let type: ExprType | null = null;
  let ok = true;
  for (const entry of expr.table.entries) {
    const { min, max } = entry.range;
    if (min.value < 1 || max.value > 100 || min.value > max.value) {
      cx.fail(entry.range.loc, { problem: 'bad-row', min: min.value, max: max.value });
      ok = false;
      continue;
    }
    const value = cx.compileAny(entry.value, scope, depth);
    if (!value) {
      ok = false;
      continue;
    }
    if (type && !sameType(type, value.type)) {
      cx.fail(entry.value.loc, { problem: 'rows-differ', above: type, here: value.type });
      ok = false;
    }
    type ??= value.type;
    for (let n = min.value; n <= max.value; n++) {
      if (owner.has(n)) {
        cx.fail(entry.range.loc, { problem: 'players-twice', players: n, line: owner.get(n)?.loc.start.line });
        ok = false;
        break;
      }
      // The row, not its line: only a problem reads a place, so a build-time compiled ruleset needs none (see shipped-form.ts).
      owner.set(n, entry.range);
    }
    rows.push({ min: min.value, max: max.value, value });
  }
  const players = cx.env.players;
  if (ok && players) {
    const uncovered: number[] = [];
    for (let n = players.min; n <= players.max; n++) if (!owner.has(n)) uncovered.push(n);
    if (uncovered.length) return cx.fail(expr.table.loc, { problem: 'table-gap', uncovered, players });
  }
  if (!ok || !type) return null;
  const table: Compiled[] = [];
  for (const row of rows) for (let n = row.min; n <= row.max; n++) table[n] = row.value;
  const rowType = type;
  return {
    type: rowType,
    ev: (
      (rows: (Ev | undefined)[]): Ev =>
      (c, s) =>
        rows[c.players as number]?.(c, s) ?? 0
    )(table.map((row) => row?.ev)),
    ex: (c, s) => {
      const row = table[c.players as number];
      if (!row) return shown(0, sayTables(c).noRow(c.players ?? 0), false);
      const inner = row.ex(c, s);
      const say = sayTables(c);
      return shown(inner.value, say.withPlayers(c.players ?? 0, cx.full(inner, rowType, say)));
    },
  };
}
