/** The scoring of a trick-taking ruleset: the group scores, the contract's scores and the teams. */
import type { CompileContext } from '../../core/rules/compile-context.js';
import type { GroupScoreRule, TrickRuleset } from './ruleset.js';
import { clauseOf } from '../../core/rules/merge.js';
import { say } from '../../core/i18n/diagnostics.js';
import { trickSays } from './messages/say.js';

/** The group scores, smallest group first, with no gaps between the sizes that score. */
export function compileGroupScores(cx: CompileContext, copies: number): GroupScoreRule[] {
  // Group scores: no gaps between the sizes that score.
  cx.single('score-groups', trickSays('needs-groups'));
  const groupScores: GroupScoreRule[] = [];
  const maxGroup = 4 * copies;
  const plainSizes: number[] = [];
  for (const { file, node } of cx.merged.groups.values()) {
    const size = cx.inRange(file, node.size, say('what-group-size'), 1, maxGroup);
    const points = cx.expression(file, node.expr, 'group', 'number');
    if (size === null || !points) continue;
    if (!node.withTarget) plainSizes.push(size);
    groupScores.push({ size, withTarget: node.withTarget, points, source: cx.ruleSource(file, node.loc) });
  }
  plainSizes.sort((a, b) => a - b);
  // Each size against the one below it.
  let below: number | null = null;
  for (const size of plainSizes) {
    const gapAt = below === null ? size : below + 1;
    if (size > gapAt) {
      const later = [...cx.merged.groups.values()].find((g) => !g.node.withTarget && g.node.size.value === size);
      if (later) cx.error(later.file, later.node.loc, 'table-gap', trickSays('group-gap', { below: below ?? 0, size, gap: gapAt }));
    }
    below = size;
  }
  groupScores.sort((a, b) => a.size - b.size || Number(a.withTarget) - Number(b.withTarget));
  return groupScores;
}

/** The contract block: what the bid winner's side scores for making or failing its bid, or null without one. */
export function compileContract(cx: CompileContext): TrickRuleset['contract'] {
  // Contract scoring: what the bid winner's side scores for making or failing its bid.
  let contract: TrickRuleset['contract'] = null;
  if (cx.single('contract')) {
    const made = clauseOf(cx.merged.contract, 'made');
    const failed = clauseOf(cx.merged.contract, 'failed');
    contract = {
      made: made ? cx.expression(made.file, made.node.expr, 'contract', 'number') : null,
      failed: failed ? cx.expression(failed.file, failed.node.expr, 'contract', 'number') : null,
    };
    if (!made && !failed) cx.missing(trickSays('needs-contract-score'));
  }
  return contract;
}

/** The teams as seat indexes, or null; every seat of every table the ruleset allows must be in exactly one team. */
export function compileTeams(cx: CompileContext, players: { min: number; max: number }): TrickRuleset['teams'] {
  const at = cx.single('teams');
  if (!at) return null;
  const { file, node } = at;
  const seen = new Map<number, number>();
  const teams: number[][] = [];
  let ok = true;
  for (const team of node.teams) {
    const seats: number[] = [];
    for (const seat of team.seats) {
      if (seat.value < 1 || seat.value > players.max) {
        const said =
          players.min === players.max
            ? trickSays('no-seat', { seat: seat.value, players: players.max })
            : trickSays('no-seat-between', { seat: seat.value, min: players.min, max: players.max });
        cx.error(file, seat.loc, 'out-of-range', said);
        ok = false;
      } else if (seen.has(seat.value)) {
        cx.error(file, seat.loc, 'duplicate', trickSays('seat-twice', { seat: seat.value, line: seen.get(seat.value) ?? '' }));
        ok = false;
      } else {
        seen.set(seat.value, seat.loc.start.line);
        seats.push(seat.value - 1);
      }
    }
    teams.push(seats);
  }
  if (!ok) return null;
  if (teams.length < 2) {
    cx.error(file, node.loc, 'out-of-range', trickSays('one-team'));
    return null;
  }
  // Teams are fixed seats, so they fit one table size: the one where every seat is in a team.
  if (players.min !== players.max || seen.size !== players.max) {
    const missing = Array.from({ length: players.max }, (_, i) => i + 1).filter((seat) => !seen.has(seat));
    const named = seen.size;
    const said = missing.length
      ? trickSays(missing.length === 1 ? 'seat-in-no-team' : 'seats-in-no-team', { named, seats: missing.join(', ') })
      : trickSays('teams-table-range', { named, min: players.min, max: players.max });
    cx.error(file, node.loc, 'conflict', said);
    return null;
  }
  return teams;
}
