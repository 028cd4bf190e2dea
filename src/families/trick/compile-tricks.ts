/** The play of a trick-taking ruleset: the pile, the target cards, and the tricks (their count, following, trumps, who wins). */
import type { CompileContext } from '../../core/rules/compile-context.js';
import type { TrickRuleset } from './ruleset.js';
import { clauseOf } from '../../core/rules/merge.js';
import { known, type compileDeal } from './compile-deck.js';
import { say } from '../../core/i18n/diagnostics.js';
import { trickSays } from './messages/say.js';

/** The pile, target and tricks blocks, the trick count checked against the deal at every table (null parts after reporting errors). */
export function compileTricks(
  cx: CompileContext,
  base: { players: { min: number; max: number } },
  ranks: string[] | null,
  suits: string[] | null,
  { deal, dealEach }: ReturnType<typeof compileDeal>,
) {
  // The pile (optional): all three clauses or none.
  let pile: TrickRuleset['pile'] = null;
  const pileAt = cx.single('pile');
  if (pileAt) {
    const winner = clauseOf(cx.merged.pile, 'winner');
    const others = clauseOf(cx.merged.pile, 'others');
    if (!winner || !others || !cx.merged.pile.get('redeal')) {
      cx.error(pileAt.file, pileAt.node.loc, 'missing', trickSays('needs-pile-lines'));
    } else {
      pile = { winnerGivesTrumps: winner.node.trumps, winnerFaceUp: winner.node.faceUp, othersFaceUp: others.node.faceUp };
    }
  }
  const targetAt = cx.single('target');
  const targetCards = targetAt ? (cx.inRange(targetAt.file, targetAt.node.count, say('what-target-cards'), 0, 1) ?? 0) : 0;

  // Tricks.
  const tricksAt = cx.single('tricks', trickSays('needs-tricks'));
  const countClause = clauseOf(cx.merged.tricks, 'count');
  if (tricksAt && !countClause) cx.error(tricksAt.file, tricksAt.node.loc, 'missing', trickSays('needs-count'));
  // The trick count may differ by player count too (`count by players { 3: 16 | 4: 12 }`).
  const countBy = countClause ? cx.expression(countClause.file, countClause.node.count, 'base', 'number') : null;
  let trickCount: number | null = null;
  if (countClause && countBy) {
    trickCount = countBy.evaluate({ options: cx.optionSamples()[0] ?? {}, players: base.players.min });
    if (dealEach !== null && deal) {
      cx.everyTable((ctx) => {
        const each = deal.evaluate(ctx);
        const tricks = countBy.evaluate(ctx);
        if (tricks === each - targetCards) return false;
        cx.error(
          countClause.file,
          countClause.node.loc,
          'out-of-range',
          trickSays('tricks-mismatch', {
            tricks,
            holds: each - targetCards,
            each,
            target: targetCards || '',
            setting: cx.tableSetting(ctx),
          }),
        );
        trickCount = null;
        return true;
      });
    }
  }
  const follow = clauseOf(cx.merged.tricks, 'follow');
  const trumps = clauseOf(cx.merged.tricks, 'trumps');
  const winnerClause = clauseOf(cx.merged.tricks, 'winner');
  // Trumping when void only means something when players follow suit and there are trumps.
  const voidClause = clauseOf(cx.merged.tricks, 'void');
  if (voidClause && voidClause.node.rule !== 'any') {
    const rule = `when void ${voidClause.node.rule} if able`;
    if (follow && !follow.node.must)
      cx.error(
        voidClause.file,
        voidClause.node.loc,
        'conflict',
        trickSays('void-needs-follow', { rule, line: follow.node.loc.start.line }),
      );
    else if (trumps && !trumps.node.bidSuit)
      cx.error(
        voidClause.file,
        voidClause.node.loc,
        'conflict',
        trickSays('void-needs-trumps', { rule, line: trumps.node.loc.start.line }),
      );
  }
  // A suit or a card that always wins: named as the deck names them.
  const always = clauseOf(cx.merged.tricks, 'always');
  let alwaysSuit: string | null = null;
  let alwaysCard: { rank: string; suit: string } | null = null;
  if (always && ranks && suits) {
    const suit = known(cx, always.file, always.node.suit, suits, 'suit');
    const rank = always.node.rank ? known(cx, always.file, always.node.rank, ranks, 'rank') : null;
    if (suit && always.node.rank === null) alwaysSuit = suit;
    else if (suit && rank) alwaysCard = { rank, suit };
  }
  return { pile, targetCards, countBy, trickCount, follow, trumps, winnerClause, voidClause, alwaysSuit, alwaysCard };
}
