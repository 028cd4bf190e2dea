/** Compile a trick-taking ruleset (Apples): the French deck, bidding, pile, tricks, group scores. */
import type { Expr, Name } from '../../core/rules/ast.js';
import type { CompileContext } from '../../core/rules/compile-context.js';
import type { BaseContext, CompiledExpr } from '../../core/rules/ruleset.js';
import type { GroupScoreRule, TrickRuleset } from './ruleset.js';
import { clauseOf } from '../../core/rules/merge.js';
import { didYouMean } from '../../core/rules/suggest.js';

/** The ranks and suits a French deck can name (the ruleset orders them). */
export const FRENCH_RANKS = ['A', 'K', 'Q', 'J', '10', '9', '8', '7', '6', '5', '4', '3', '2'] as const;
/** The suits a French deck can name. */
export const FRENCH_SUITS = ['spades', 'hearts', 'diamonds', 'clubs'] as const;

/** Hands a game lasts at most when the ruleset states no `limit` (so every game ends, whatever its scores). */
export const DEFAULT_HAND_LIMIT = 100;

const ALWAYS: Expr = {
  kind: 'bool',
  value: true,
  loc: { start: { offset: 0, line: 1, column: 1 }, end: { offset: 0, line: 1, column: 1 } },
};

/** `item` as the vocabulary spells it (case does not matter), or undefined after reporting an unknown `what`. */
function known(cx: CompileContext, file: string, item: Name, vocabulary: readonly string[], what: string): string | undefined {
  const word = vocabulary.find((v) => v.toLowerCase() === item.text.toLowerCase());
  if (!word) cx.error(file, item.loc, 'unknown-name', `unknown ${what} '${item.text}'${didYouMean(item.text, vocabulary)}`);
  return word;
}

/** Check an ordering of a fixed vocabulary: every member exactly once, with did-you-mean. */
function checkOrder(
  cx: CompileContext,
  file: string,
  items: readonly Name[],
  vocabulary: readonly string[],
  what: string,
  at: Name,
): string[] | null {
  const seen = new Map<string, number>();
  for (const item of items) {
    const word = known(cx, file, item, vocabulary, what);
    if (word && seen.has(word))
      cx.error(file, item.loc, 'duplicate', `${what} '${word}' appears twice in the order (first at line ${seen.get(word)})`);
    else if (word) seen.set(word, item.loc.start.line);
  }
  if (seen.size < items.length) return null;
  const left = vocabulary.filter((v) => !seen.has(v));
  if (left.length) {
    cx.error(
      file,
      at.loc,
      'incomplete-order',
      `the ${what} order leaves out ${left.map((v) => `'${v}'`).join(', ')}; the French deck has ${vocabulary.length} ${what}s`,
    );
    return null;
  }
  return [...seen.keys()];
}

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
  const deckAt = cx.deck('deck-playing', 'a trick-taking game needs a deck: deck playing { ranks ... suits ... }');
  let ranks: string[] | null = null;
  let suits: string[] | null = null;
  let copies = 1;
  const removed: { rank: string; suit: string }[] = [];
  const removeAt = deckAt?.node.remove ?? null;
  if (deckAt) {
    const deck = deckAt.node;
    if (!deck.ranks) cx.error(deckAt.file, deck.name.loc, 'missing', 'the deck needs its rank order: ranks A K Q J 10 9 8 7 6 5 4 3 2');
    else ranks = checkOrder(cx, deckAt.file, deck.ranks, FRENCH_RANKS, 'rank', deck.ranks[deck.ranks.length - 1] ?? deck.name);
    if (!deck.suits)
      cx.error(deckAt.file, deck.name.loc, 'missing', 'the deck needs its suit order: suits spades > clubs > hearts > diamonds');
    else suits = checkOrder(cx, deckAt.file, deck.suits, FRENCH_SUITS, 'suit', deck.suits[deck.suits.length - 1] ?? deck.name);
    if (deck.copies) copies = cx.inRange(deckAt.file, deck.copies, 'copies of each card', 1, 8) ?? 1;
    // Removed cards: each name takes one copy out, so a card may be named as often as the deck holds it.
    if (deck.remove && ranks && suits) {
      const taken = new Map<string, number>();
      for (const named of deck.remove) {
        const rank = known(cx, deckAt.file, named.rank, ranks, 'rank');
        const suit = known(cx, deckAt.file, named.suit, suits, 'suit');
        if (!rank || !suit) continue;
        const key = `${rank} of ${suit}`;
        const times = (taken.get(key) ?? 0) + 1;
        if (times > copies)
          cx.error(
            deckAt.file,
            named.loc,
            'out-of-range',
            `the ${key} is removed ${times} times, but the deck holds ${copies === 1 ? 'one' : copies}`,
          );
        else {
          taken.set(key, times);
          removed.push({ rank, suit });
        }
      }
    }
  }

  // Card values: every rank exactly once.
  const valueAt = cx.single('value', 'a trick-taking game needs card values: value A: 15 | K Q J 10: 10 | ...');
  let values: number[] = [];
  if (valueAt && ranks) {
    const given = new Map<string, number>();
    let unknown = false;
    cx.bounded(
      valueAt.file,
      valueAt.node.entries.map((e) => e.value),
      'a card value',
    );
    for (const entry of valueAt.node.entries) {
      for (const rank of entry.ranks) {
        const word = known(cx, valueAt.file, rank, ranks, 'rank');
        if (!word) unknown = true;
        else if (given.has(word)) cx.error(valueAt.file, rank.loc, 'duplicate', `rank '${word}' is given a value twice`);
        else given.set(word, entry.value.value);
      }
    }
    const missingRanks = ranks.filter((r) => !given.has(r));
    if (missingRanks.length && !unknown)
      cx.error(
        valueAt.file,
        valueAt.node.loc,
        'table-gap',
        `the value table gives no value for ${missingRanks.map((r) => `'${r}'`).join(', ')}`,
      );
    values = ranks.map((r) => given.get(r) ?? 0);
  }

  const passes = cx.rotation('dealer', 'a trick-taking game needs a dealer: dealer from seed, passes left') ?? 'left';

  const dealAt = cx.single('deal', 'a trick-taking game needs a deal: deal 13 each');
  const fullDeck = 52 * copies;
  const deckSize = fullDeck - removed.length;
  // The deal may differ by player count (`deal by players { 3: 17 | 4: 13 } each`): it is compiled
  // for every count, and `dealEach` is the deal at the fewest players (the trick count below must
  // match the deal at every count, so a ruleset check accepts has one deal for all its counts).
  const deal = dealAt ? cx.expression(dealAt.file, dealAt.node.each, 'base', 'number') : null;
  let dealEach: number | null = null;
  if (dealAt && deal) {
    const first = cx.optionSamples()[0] ?? {};
    dealEach = deal.evaluate({ options: first, players: base.players.min });
    cx.everyTable((ctx) => {
      const each = deal.evaluate(ctx);
      const setting = cx.describeTable(ctx);
      if (each < 1 || each > 1000) {
        cx.error(
          dealAt.file,
          dealAt.node.each.loc,
          'out-of-range',
          `cards dealt to each player must be from 1 to 1000, but this gives ${each} ${setting}`,
        );
        dealEach = null;
        return true;
      }
      if (each * ctx.players > deckSize) {
        // The removed cards are at fault when the whole deck would have been enough.
        const firstRemoved = removeAt?.[0];
        const atRemove = firstRemoved && deckAt && each * ctx.players <= fullDeck;
        const has = removed.length ? `${deckSize} (${fullDeck} less ${removed.length} removed)` : `${deckSize}`;
        if (atRemove)
          cx.error(
            deckAt.file,
            firstRemoved.loc,
            'out-of-range',
            `removing ${removed.length} card${removed.length === 1 ? '' : 's'} leaves ${deckSize}, too few for dealing ${each} each to ${ctx.players} players (${each * ctx.players} cards)`,
          );
        else
          cx.error(
            dealAt.file,
            dealAt.node.loc,
            'out-of-range',
            `dealing ${each} each to ${ctx.players} players needs ${each * ctx.players} cards, but the deck has ${has}`,
          );
        dealEach = null;
        return true;
      }
      return false;
    });
  }

  // Bidding.
  cx.single('bidding', 'a trick-taking game needs a bidding block');
  const bidding = cx.merged.bidding;
  const bidClause = clauseOf(bidding, 'bid');
  const endsClause = clauseOf(bidding, 'ends');
  if (!bidClause && bidding.size) cx.missing('the bidding block needs the shape of a bid: bid number 1..13 and suit');
  if (!endsClause && bidding.size) cx.missing('the bidding block needs to say when it ends: ends after 3 passes');
  const numbers = bidClause ? cx.range(bidClause.file, bidClause.node.numbers, 'a bid', 1, 1000) : null;
  // A bid counts cards of one suit held in a hand, so none can exceed the cards dealt.
  if (numbers && bidClause && dealEach !== null && deal) {
    cx.everyTable((ctx) => {
      const each = deal.evaluate(ctx);
      if (numbers.max <= each) return false;
      // The player count is named only where the deal can differ by it.
      const setting = base.players.min === base.players.max ? '' : ` ${cx.describeTable(ctx)}`;
      cx.error(
        bidClause.file,
        bidClause.node.numbers.max.loc,
        'out-of-range',
        `a bid can be at most the ${each} cards each player is dealt, not ${numbers.max}${setting}`,
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
      const setting = base.players.min === base.players.max ? '' : ` ${cx.describeTable(ctx)}`;
      cx.error(
        bidClause.file,
        bidClause.node.numbers.min.loc,
        'out-of-range',
        `the lowest bid, ${numbers.min}, is not allowed with the ${sure} cards of one suit that every hand of ${each} is sure to hold${setting}, so every player could be made to pass and the hand thrown in again and again`,
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
      const where = bidClause
        ? `line ${bidClause.node.loc.start.line}${bidClause.file === noTrumpsClause.file ? '' : ` of ${bidClause.file.split('/').pop()}`}`
        : '';
      if (bidClause)
        cx.error(
          noTrumpsClause.file,
          noTrumpsClause.node.loc,
          'conflict',
          `'no trumps ${noTrumpsClause.node.above ? 'above' : 'below'} ...' ranks a no-trump bid, but the bid (${where}) does not allow one: say 'bid number ... and suit or no trumps'`,
        );
    } else if (suits) {
      const suit = known(cx, noTrumpsClause.file, noTrumpsClause.node.suit, suits, 'suit');
      if (suit) noTrumpsBelow = suits.indexOf(suit) + (noTrumpsClause.node.above ? 0 : 1);
    }
  }
  const endsAfter = endsClause
    ? cx.inRange(endsClause.file, endsClause.node.passes, 'passes that end the bidding', 1, Math.max(1, base.players.max - 1))
    : null;

  // The pile (optional): all three clauses or none.
  let pile: TrickRuleset['pile'] = null;
  const pileAt = cx.single('pile');
  if (pileAt) {
    const winner = clauseOf(cx.merged.pile, 'winner');
    const others = clauseOf(cx.merged.pile, 'others');
    if (!winner || !others || !cx.merged.pile.get('redeal')) {
      cx.error(
        pileAt.file,
        pileAt.node.loc,
        'missing',
        'the pile block needs three lines: what the winner gives, what the others give, and "then shuffle and deal number each"',
      );
    } else {
      pile = { winnerGivesTrumps: winner.node.trumps, winnerFaceUp: winner.node.faceUp, othersFaceUp: others.node.faceUp };
    }
  }
  const targetAt = cx.single('target');
  const targetCards = targetAt ? (cx.inRange(targetAt.file, targetAt.node.count, 'target cards', 0, 1) ?? 0) : 0;

  // Tricks.
  const tricksAt = cx.single('tricks', 'a trick-taking game needs a tricks block');
  const countClause = clauseOf(cx.merged.tricks, 'count');
  if (tricksAt && !countClause)
    cx.error(tricksAt.file, tricksAt.node.loc, 'missing', 'the tricks block needs the number of tricks: count 12');
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
          `${tricks} tricks do not match the ${each - targetCards} cards each player holds (${each} dealt${targetCards ? `, ${targetCards} set aside as target` : ''}) ${cx.describeTable(ctx)}`,
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
    const line = `when void ${voidClause.node.rule} if able`;
    if (follow && !follow.node.must)
      cx.error(
        voidClause.file,
        voidClause.node.loc,
        'conflict',
        `'${line}' needs players to follow suit, but the tricks say 'follow any card' (line ${follow.node.loc.start.line})`,
      );
    else if (trumps && !trumps.node.bidSuit)
      cx.error(
        voidClause.file,
        voidClause.node.loc,
        'conflict',
        `'${line}' needs a trump suit, but the tricks say 'trumps none' (line ${trumps.node.loc.start.line})`,
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

  // Group scores: no gaps between the sizes that score.
  cx.single('score-groups', 'a trick-taking game needs group scores: score groups of rank in winnings and target { ... }');
  const groupScores: GroupScoreRule[] = [];
  const maxGroup = 4 * copies;
  const plainSizes: number[] = [];
  for (const { file, node } of cx.merged.groups.values()) {
    const size = cx.inRange(file, node.size, 'a group size', 1, maxGroup);
    const points = cx.expression(file, node.expr, 'group', 'number');
    if (size === null || !points) continue;
    if (!node.withTarget) plainSizes.push(size);
    groupScores.push({ size, withTarget: node.withTarget, points });
  }
  plainSizes.sort((a, b) => a - b);
  // Each size against the one below it.
  let below: number | null = null;
  for (const size of plainSizes) {
    const gapAt = below === null ? size : below + 1;
    if (size > gapAt) {
      const later = [...cx.merged.groups.values()].find((g) => !g.node.withTarget && g.node.size.value === size);
      if (later)
        cx.error(
          later.file,
          later.node.loc,
          'table-gap',
          `the group scores have a gap: groups of ${below} and ${size} score, but there is no score for a group of ${gapAt}`,
        );
    }
    below = size;
  }
  groupScores.sort((a, b) => a.size - b.size || Number(a.withTarget) - Number(b.withTarget));

  const goalAt = cx.single('goal-points', 'a trick-taking game needs a goal: goal 250 points');
  const goal = goalAt ? cx.expression(goalAt.file, goalAt.node.expr, 'base', 'number') : null;
  if (goal && goalAt) {
    cx.everyTable((ctx) => {
      const points = goal.evaluate(ctx);
      if (points >= 1) return false;
      cx.error(
        goalAt.file,
        goalAt.node.expr.loc,
        'out-of-range',
        `the goal must be at least 1 point, but this gives ${points} ${cx.describeTable(ctx)}`,
      );
      return true;
    });
  }
  const tie = cx.single('tie');
  const limitAt = cx.single('limit');
  const handLimit = limitAt ? cx.inRange(limitAt.file, limitAt.node.hands, 'the most hands a game lasts', 1, 1000) : DEFAULT_HAND_LIMIT;

  // Contract scoring: what the bid winner's side scores for making or failing its bid.
  let contract: TrickRuleset['contract'] = null;
  if (cx.single('contract')) {
    const made = clauseOf(cx.merged.contract, 'made');
    const failed = clauseOf(cx.merged.contract, 'failed');
    contract = {
      made: made ? cx.expression(made.file, made.node.expr, 'contract', 'number') : null,
      failed: failed ? cx.expression(failed.file, failed.node.expr, 'contract', 'number') : null,
    };
    if (!made && !failed) cx.missing('the contract block needs a score: made = 10 * bid + overtricks, failed = -10 * bid');
  }

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

/** The teams as seat indexes, or null; every seat of every table the ruleset allows must be in exactly one team. */
function compileTeams(cx: CompileContext, players: { min: number; max: number }): TrickRuleset['teams'] {
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
        cx.error(
          file,
          seat.loc,
          'out-of-range',
          `there is no seat ${seat.value}: the game is for ${players.min === players.max ? players.max : `${players.min} to ${players.max}`} players`,
        );
        ok = false;
      } else if (seen.has(seat.value)) {
        cx.error(file, seat.loc, 'duplicate', `seat ${seat.value} is in two teams (first at line ${seen.get(seat.value)})`);
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
    cx.error(file, node.loc, 'out-of-range', 'teams need at least two teams, or there is no one to play against');
    return null;
  }
  // Teams are fixed seats, so they fit one table size: the one where every seat is in a team.
  if (players.min !== players.max || seen.size !== players.max) {
    const missing = Array.from({ length: players.max }, (_, i) => i + 1).filter((seat) => !seen.has(seat));
    const why = missing.length
      ? `seat${missing.length === 1 ? '' : 's'} ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} in no team`
      : `the game allows ${players.min} to ${players.max} players`;
    cx.error(file, node.loc, 'conflict', `the teams must seat every player of one table size (${seen.size} seats named), but ${why}`);
    return null;
  }
  return teams;
}
