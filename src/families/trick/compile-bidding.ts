/** The bidding of a trick-taking ruleset: the shape of a bid, the bids allowed, no trumps, and when the bidding ends. */
import type { Expr } from '../../core/rules/ast.js';
import type { CompileContext } from '../../core/rules/compile-context.js';
import { clauseOf } from '../../core/rules/merge.js';
import { known, type compileDeal } from './compile-deck.js';
import { say } from '../../core/i18n/diagnostics.js';
import { trickSays } from './messages/say.js';

const ALWAYS: Expr = {
  kind: 'bool',
  value: true,
  loc: { start: { offset: 0, line: 1, column: 1 }, end: { offset: 0, line: 1, column: 1 } },
};

/** The bidding block, checked against the deal at every table (null parts after reporting errors). */
export function compileBidding(
  cx: CompileContext,
  base: { players: { min: number; max: number } },
  suits: string[] | null,
  { deal, dealEach }: ReturnType<typeof compileDeal>,
) {
  // Bidding.
  cx.single('bidding', trickSays('needs-bidding'));
  const bidding = cx.merged.bidding;
  const bidClause = clauseOf(bidding, 'bid');
  const endsClause = clauseOf(bidding, 'ends');
  if (!bidClause && bidding.size) cx.missing(trickSays('needs-bid-shape'));
  if (!endsClause && bidding.size) cx.missing(trickSays('needs-bidding-end'));
  const numbers = bidClause ? cx.range(bidClause.file, bidClause.node.numbers, say('what-bid'), 1, 1000) : null;
  // A bid counts cards of one suit held in a hand, so none can exceed the cards dealt.
  if (numbers && bidClause && dealEach !== null && deal) {
    cx.everyTable((ctx) => {
      const each = deal.evaluate(ctx);
      if (numbers.max <= each) return false;
      // The player count is named only where the deal can differ by it.
      const setting = base.players.min === base.players.max ? '' : cx.tableSetting(ctx);
      cx.error(
        bidClause.file,
        bidClause.node.numbers.max.loc,
        'out-of-range',
        trickSays('bid-above-deal', { each, max: numbers.max, setting }),
      );
      return true;
    });
  }
  const allowClause = clauseOf(bidding, 'allow');
  const allow = cx.expression(allowClause?.file ?? cx.entry, allowClause?.node.expr ?? ALWAYS, 'bid', 'bool');
  // Every hand must be able to bid, or a table can throw in hand after hand for ever: a hand of
  // `each` cards is sure to hold ceil(each / suits) cards of some suit, and the lowest bid must be
  // allowed with that many.
  if (numbers && bidClause && allow && suits && suits.length > 0 && dealEach !== null && deal && !cx.hasErrors()) {
    const suitCount = suits.length;
    cx.everyTable((ctx) => {
      const each = deal.evaluate(ctx);
      const sure = Math.ceil(each / suitCount);
      if (allow.evaluate({ ...ctx, number: numbers.min, held: sure })) return false;
      const setting = base.players.min === base.players.max ? '' : cx.tableSetting(ctx);
      cx.error(
        bidClause.file,
        bidClause.node.numbers.min.loc,
        'out-of-range',
        trickSays('lowest-bid-unsure', { min: numbers.min, sure, each, setting }),
      );
      return true;
    });
  }
  // No trumps: a bid may name no suit, ranked among the suits where the ruleset says (above them all by default).
  const noTrumpsClause = clauseOf(bidding, 'no-trumps');
  let noTrumpsBelow: number | null = bidClause?.node.noTrumps ? 0 : null;
  if (noTrumpsClause) {
    if (!bidClause?.node.noTrumps) {
      // The bid line may be in the file this one extends: then the message names that file.
      if (bidClause) {
        const line = bidClause.node.loc.start.line;
        const where =
          bidClause.file === noTrumpsClause.file
            ? trickSays('at-line', { line })
            : trickSays('at-line-of', { line, file: bidClause.file.split('/').pop() ?? '' });
        cx.error(
          noTrumpsClause.file,
          noTrumpsClause.node.loc,
          'conflict',
          trickSays('no-trumps-unbid', { side: noTrumpsClause.node.above ? 'above' : 'below', where }),
        );
      }
    } else if (suits) {
      const suit = known(cx, noTrumpsClause.file, noTrumpsClause.node.suit, suits, 'suit');
      if (suit) noTrumpsBelow = suits.indexOf(suit) + (noTrumpsClause.node.above ? 0 : 1);
    }
  }
  const endsAfter = endsClause
    ? cx.inRange(endsClause.file, endsClause.node.passes, say('what-passes'), 1, Math.max(1, base.players.max - 1))
    : null;
  return { bidding, numbers, allow, noTrumpsBelow, endsAfter };
}
