/** Compile a trick-taking ruleset (Apples): the French deck, bidding, pile, tricks, group scores. */
import type { Expr, Name } from './ast.js';
import type { CompileContext } from './compile-context.js';
import type { BaseContext, BidContext, CompiledExpr, GroupContext, GroupScoreRule, TrickRuleset } from './ruleset.js';
import { suggest } from './suggest.js';

/** The ranks and suits a French deck can name (the ruleset orders them). */
export const FRENCH_RANKS = ['A', 'K', 'Q', 'J', '10', '9', '8', '7', '6', '5', '4', '3', '2'] as const;
export const FRENCH_SUITS = ['spades', 'hearts', 'diamonds', 'clubs'] as const;

const ALWAYS: Expr = { kind: 'bool', value: true, loc: { start: { offset: 0, line: 1, column: 1 }, end: { offset: 0, line: 1, column: 1 } } };

/** Check an ordering of a fixed vocabulary: every member exactly once, with did-you-mean. */
function checkOrder(cx: CompileContext, file: string, items: readonly Name[], vocabulary: readonly string[], what: string, at: Name | null): string[] | null {
  const seen = new Map<string, number>();
  let ok = true;
  for (const item of items) {
    const canonical = vocabulary.find((v) => v.toLowerCase() === item.text.toLowerCase());
    if (!canonical) {
      const guess = suggest(item.text, vocabulary);
      cx.error(file, item.loc, 'unknown-name', `unknown ${what} '${item.text}'${guess ? ` — did you mean '${guess}'?` : ''}`);
      ok = false;
    } else if (seen.has(canonical)) {
      cx.error(file, item.loc, 'duplicate', `${what} '${canonical}' appears twice in the order (first at line ${seen.get(canonical)})`);
      ok = false;
    } else seen.set(canonical, item.loc.start.line);
  }
  const left = vocabulary.filter((v) => !seen.has(v));
  if (ok && left.length && at) {
    cx.error(file, at.loc, 'incomplete-order', `the ${what} order leaves out ${left.map((v) => `'${v}'`).join(', ')}; the French deck has ${vocabulary.length} ${what}s`);
    ok = false;
  }
  return ok ? items.map((i) => vocabulary.find((v) => v.toLowerCase() === i.text.toLowerCase()) as string) : null;
}

/** Compile the trick-taking parts of a merged ruleset, or return null with errors reported. */
export function compileTrick(cx: CompileContext, base: { name: string; players: { min: number; max: number }; files: string[] }): TrickRuleset | null {
  cx.rejectForeign('trick-taking', ['deck-playing', 'rotation', 'deal', 'bidding', 'pile', 'target', 'tricks', 'value', 'score-groups', 'goal-points', 'tie']);
  const decks = [...cx.merged.decks.values()].filter((d) => d.node.kind === 'deck-playing');
  if (decks.length !== 1) {
    if (decks.length === 0) cx.missing("a trick-taking game needs a deck: deck playing { ranks ... suits ... }");
    else cx.error(decks[1]!.file, decks[1]!.node.loc, 'duplicate', 'a trick-taking game plays with one deck');
  }
  const deckAt = decks[0];
  let ranks: string[] | null = null;
  let suits: string[] | null = null;
  let copies = 1;
  if (deckAt && deckAt.node.kind === 'deck-playing') {
    const deck = deckAt.node;
    if (!deck.ranks) cx.error(deckAt.file, deck.name.loc, 'missing', 'the deck needs its rank order: ranks A K Q J 10 9 8 7 6 5 4 3 2');
    else ranks = checkOrder(cx, deckAt.file, deck.ranks, FRENCH_RANKS, 'rank', deck.ranks[deck.ranks.length - 1] ?? deck.name);
    if (!deck.suits) cx.error(deckAt.file, deck.name.loc, 'missing', 'the deck needs its suit order: suits spades > clubs > hearts > diamonds');
    else suits = checkOrder(cx, deckAt.file, deck.suits, FRENCH_SUITS, 'suit', deck.suits[deck.suits.length - 1] ?? deck.name);
    if (deck.copies) copies = cx.inRange(deckAt.file, deck.copies.loc, deck.copies.value, 'copies of each card', 1, 8) ?? 1;
  }

  // Card values: every rank exactly once.
  const valueAt = cx.single('value', "a trick-taking game needs card values: value A: 15 | K Q J 10: 10 | ...");
  const values: number[] = [];
  if (valueAt && ranks) {
    const given = new Map<string, number>();
    for (const entry of valueAt.node.entries) {
      for (const rank of entry.ranks) {
        const canonical = ranks.find((r) => r.toLowerCase() === rank.text.toLowerCase());
        if (!canonical) {
          const guess = suggest(rank.text, ranks);
          cx.error(valueAt.file, rank.loc, 'unknown-name', `unknown rank '${rank.text}'${guess ? ` — did you mean '${guess}'?` : ''}`);
        } else if (given.has(canonical)) cx.error(valueAt.file, rank.loc, 'duplicate', `rank '${canonical}' is given a value twice`);
        else given.set(canonical, entry.value.value);
      }
    }
    const unknownRanks = valueAt.node.entries.some((e) => e.ranks.some((rank) => !ranks?.some((r) => r.toLowerCase() === rank.text.toLowerCase())));
    const missingRanks = ranks.filter((r) => !given.has(r));
    if (missingRanks.length && !unknownRanks) cx.error(valueAt.file, valueAt.node.loc, 'table-gap', `the value table gives no value for ${missingRanks.map((r) => `'${r}'`).join(', ')}`);
    for (const r of ranks) values.push(given.get(r) ?? 0);
  }

  const dealer = cx.rotation('dealer', 'trick-taking', 'a trick-taking game needs a dealer: dealer from seed, passes left');
  const passes = dealer?.passes ?? 'left';

  const dealAt = cx.single('deal', 'a trick-taking game needs a deal: deal 13 each');
  const deckSize = 52 * copies;
  const dealEach = dealAt ? cx.constant(dealAt.file, dealAt.node.each, 'cards dealt to each player', 1, 1000) : null;
  if (dealAt && dealEach !== null && dealEach * base.players.max > deckSize) {
    cx.error(dealAt.file, dealAt.node.loc, 'out-of-range', `dealing ${dealEach} each to ${base.players.max} players needs ${dealEach * base.players.max} cards, but the deck has ${deckSize}`);
  }

  // Bidding.
  cx.single('bidding', 'a trick-taking game needs a bidding block');
  const bidClause = cx.merged.bidding.get('bid');
  const endsClause = cx.merged.bidding.get('ends');
  if (!bidClause && cx.merged.bidding.size) cx.missing('the bidding block needs the shape of a bid: bid number 1..13 and suit');
  if (!endsClause && cx.merged.bidding.size) cx.missing('the bidding block needs to say when it ends: ends after 3 passes');
  const numbers = bidClause && bidClause.node.clause === 'bid' ? cx.range(bidClause.file, bidClause.node.numbers, 'a bid', 1, 1000) : null;
  const allowClause = cx.merged.bidding.get('allow');
  const allow = allowClause && allowClause.node.clause === 'allow'
    ? cx.expression<BidContext, boolean>(allowClause.file, allowClause.node.expr, 'bid', 'bool')
    : cx.expression<BidContext, boolean>(cx.entry, ALWAYS, 'bid', 'bool');
  const passing = cx.merged.bidding.get('passing');
  const endsAfter = endsClause && endsClause.node.clause === 'ends' ? cx.inRange(endsClause.file, endsClause.node.passes.loc, endsClause.node.passes.value, 'passes that end the bidding', 1, Math.max(1, base.players.max - 1)) : null;

  // The pile (optional): all three clauses or none.
  let pile: TrickRuleset['pile'] = null;
  const pileAt = cx.single('pile');
  if (pileAt) {
    const winner = cx.merged.pile.get('winner');
    const others = cx.merged.pile.get('others');
    if (!winner || !others || !cx.merged.pile.get('redeal')) {
      cx.error(pileAt.file, pileAt.node.loc, 'missing', 'the pile block needs three lines: what the winner gives, what the others give, and "then shuffle and deal number each"');
    } else if (winner.node.clause === 'winner' && others.node.clause === 'others') {
      pile = { winnerGivesTrumps: winner.node.trumps, winnerFaceUp: winner.node.faceUp, othersFaceUp: others.node.faceUp };
    }
  }
  const targetAt = cx.single('target');
  const targetCards = targetAt ? cx.inRange(targetAt.file, targetAt.node.count.loc, targetAt.node.count.value, 'target cards', 0, 1) ?? 0 : 0;

  // Tricks.
  const tricksAt = cx.single('tricks', 'a trick-taking game needs a tricks block');
  const countClause = cx.merged.tricks.get('count');
  if (tricksAt && !countClause) cx.error(tricksAt.file, tricksAt.node.loc, 'missing', 'the tricks block needs the number of tricks: count 12');
  const trickCount = countClause && countClause.node.clause === 'count' ? countClause.node.count.value : null;
  if (countClause && trickCount !== null && dealEach !== null && trickCount !== dealEach - targetCards) {
    cx.error(countClause.file, countClause.node.loc, 'out-of-range', `${trickCount} tricks do not match the ${dealEach - targetCards} cards each player holds (${dealEach} dealt${targetCards ? `, ${targetCards} set aside as target` : ''})`);
  }
  const follow = cx.merged.tricks.get('follow');
  const trumps = cx.merged.tricks.get('trumps');

  // Group scores: no gaps between the sizes that score.
  cx.single('score-groups', 'a trick-taking game needs group scores: score groups of rank in winnings and target { ... }');
  const groupScores: GroupScoreRule[] = [];
  const maxGroup = 4 * copies;
  const plainSizes: number[] = [];
  for (const { file, node } of cx.merged.groups.values()) {
    const size = cx.inRange(file, node.size.loc, node.size.value, 'a group size', 1, maxGroup);
    const points = cx.expression<GroupContext, number>(file, node.expr, 'group', 'number');
    if (size === null || !points) continue;
    if (!node.withTarget) plainSizes.push(size);
    groupScores.push({ size, withTarget: node.withTarget, points });
  }
  plainSizes.sort((a, b) => a - b);
  for (let i = 1; i < plainSizes.length; i++) {
    const gapAt = plainSizes[i - 1]! + 1;
    if (plainSizes[i]! > gapAt) {
      const later = [...cx.merged.groups.values()].find((g) => !g.node.withTarget && g.node.size.value === plainSizes[i]);
      if (later) cx.error(later.file, later.node.loc, 'table-gap', `the group scores have a gap: groups of ${plainSizes[i - 1]} and ${plainSizes[i]} score, but there is no score for a group of ${gapAt}`);
    }
  }
  groupScores.sort((a, b) => a.size - b.size || Number(a.withTarget) - Number(b.withTarget));

  const goalAt = cx.single('goal-points', 'a trick-taking game needs a goal: goal 250 points');
  const goal = goalAt ? cx.expression<BaseContext, number>(goalAt.file, goalAt.node.expr, 'base', 'number') : null;
  const tie = cx.single('tie');

  if (cx.hasErrors() || !ranks || !suits || dealEach === null || !numbers || !allow || endsAfter === null || trickCount === null || !goal) return null;
  return {
    name: base.name,
    family: 'trick-taking',
    players: base.players,
    options: cx.options,
    files: base.files,
    deck: { kind: 'playing', ranks, suits, copies },
    values,
    dealer: { first: 'seed', passes: passes === 'right' ? 'right' : 'left' },
    dealEach,
    bidding: {
      numbers,
      order: 'number-then-suit',
      allow: allow as CompiledExpr<BidContext, boolean>,
      passIsFinal: passing?.node.clause === 'passing' ? passing.node.final : false,
      endsAfterPasses: endsAfter,
      allPass: 'throw-in',
    },
    pile,
    targetCards,
    tricks: {
      count: trickCount,
      firstLead: 'bid-winner',
      mustFollow: follow?.node.clause === 'follow' ? follow.node.must : true,
      trumps: trumps?.node.clause === 'trumps' && !trumps.node.bidSuit ? 'none' : 'bid-suit',
    },
    groupScores,
    goal,
    tie: tie?.node.mode ?? 'another-hand',
  };
}
