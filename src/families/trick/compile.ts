/** Compile a trick-taking ruleset (Apples): the French deck, bidding, pile, tricks, group scores. */
import type { CompileContext } from '../../core/rules/compile-context.js';
import type { BaseContext, CompiledExpr } from '../../core/rules/ruleset.js';
import type { TrickRuleset } from './ruleset.js';
import { clauseOf } from '../../core/rules/merge.js';
import { compileDeal, compileDeck, compileValues, valueSources } from './compile-deck.js';
import { compileBidding } from './compile-bidding.js';
import { compileTricks } from './compile-tricks.js';
import { compileContract, compileGroupScores, compileTeams } from './compile-scoring.js';
import { say } from '../../core/i18n/diagnostics.js';
import { trickSays } from './messages/say.js';

/** Hands a game lasts at most when the ruleset states no `limit` (so every game ends, whatever its scores). */
export const DEFAULT_HAND_LIMIT = 100;

/** Compile the trick-taking parts of a merged ruleset, or return null with errors reported. */
export function compileTrick(
  cx: CompileContext,
  base: { name: string; players: { min: number; max: number }; files: string[] },
): TrickRuleset | null {
  cx.rejectForeign('trick-taking', [
    'deck-playing',
    'rotation',
    'deal',
    'bidding',
    'pile',
    'target',
    'tricks',
    'value',
    'score-groups',
    'contract',
    'teams',
    'limit',
    'goal-points',
    'tie',
  ]);
  const deck = compileDeck(cx);
  const { ranks, suits, copies, removed } = deck;
  const values = compileValues(cx, ranks);

  const passes = cx.rotation('dealer', trickSays('needs-dealer')) ?? 'left';

  const dealt = compileDeal(cx, base, deck);
  const { deal, dealEach } = dealt;

  const { bidding, numbers, allow, noTrumpsBelow, endsAfter } = compileBidding(cx, base, suits, dealt);

  const { pile, targetCards, countBy, trickCount, follow, trumps, winnerClause, voidClause, alwaysSuit, alwaysCard } = compileTricks(
    cx,
    base,
    ranks,
    suits,
    dealt,
  );

  const groupScores = compileGroupScores(cx, copies);

  const goalAt = cx.single('goal-points', trickSays('needs-goal'));
  const goal = goalAt ? cx.expression(goalAt.file, goalAt.node.expr, 'base', 'number') : null;
  if (goal && goalAt) {
    cx.everyTable((ctx) => {
      const points = goal.evaluate(ctx);
      if (points >= 1) return false;
      cx.error(goalAt.file, goalAt.node.expr.loc, 'out-of-range', trickSays('goal-positive', { points, setting: cx.tableSetting(ctx) }));
      return true;
    });
  }
  const tie = cx.single('tie');
  const limitAt = cx.single('limit');
  const handLimit = limitAt ? cx.inRange(limitAt.file, limitAt.node.hands, say('what-hand-limit'), 1, 1000) : DEFAULT_HAND_LIMIT;

  const contract = compileContract(cx);

  const teams = compileTeams(cx, base.players);

  if (
    cx.hasErrors() ||
    !ranks ||
    !suits ||
    dealEach === null ||
    !deal ||
    !numbers ||
    !allow ||
    endsAfter === null ||
    trickCount === null ||
    !goal ||
    handLimit === null
  )
    return null;
  return {
    ...base,
    family: 'trick-taking',
    options: cx.options,
    deck: { kind: 'playing', ranks, suits, copies, removed },
    values,
    valueSources: valueSources(cx, ranks),
    dealer: { first: 'seed', passes },
    dealEach,
    deal,
    bidding: {
      numbers,
      order: 'number-then-suit',
      allow,
      passIsFinal: clauseOf(bidding, 'passing')?.node.final ?? false,
      endsAfterPasses: endsAfter,
      allPass: 'throw-in',
      noTrumpsBelow,
    },
    pile,
    targetCards,
    tricks: {
      count: trickCount,
      countByPlayers: countBy as CompiledExpr<BaseContext, number>,
      firstLead: 'bid-winner',
      mustFollow: follow?.node.must ?? true,
      trumps: trumps && !trumps.node.bidSuit ? 'none' : 'bid-suit',
      whenVoid: voidClause?.node.rule ?? 'any',
      lowestWins: winnerClause?.node.lowest ?? false,
      alwaysSuit,
      alwaysCard,
    },
    groupScores,
    contract,
    teams,
    goal,
    tie: tie?.node.mode ?? 'another-hand',
    handLimit,
  };
}
