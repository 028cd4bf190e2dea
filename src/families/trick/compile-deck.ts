/** The French deck of a trick-taking ruleset: its rank and suit orders, copies and removed cards, the card values and the deal. */
import type { Name } from '../../core/rules/ast.js';
import type { RuleSource } from '../../core/rules/derivation.js';
import type { CompileContext } from '../../core/rules/compile-context.js';
import { suggest } from '../../core/rules/suggest.js';
import { say } from '../../core/i18n/diagnostics.js';
import { trickSays } from './messages/say.js';

/** The ranks and suits a French deck can name (the ruleset orders them). */
export const FRENCH_RANKS = ['A', 'K', 'Q', 'J', '10', '9', '8', '7', '6', '5', '4', '3', '2'] as const;
/** The suits a French deck can name. */
export const FRENCH_SUITS = ['spades', 'hearts', 'diamonds', 'clubs'] as const;

/** `item` as the vocabulary spells it (case does not matter), or undefined after reporting an unknown `what`. */
export function known(
  cx: CompileContext,
  file: string,
  item: Name,
  vocabulary: readonly string[],
  what: 'rank' | 'suit',
): string | undefined {
  const word = vocabulary.find((v) => v.toLowerCase() === item.text.toLowerCase());
  const guess = suggest(item.text, vocabulary) ?? '';
  if (!word)
    cx.error(file, item.loc, 'unknown-name', trickSays(what === 'rank' ? 'unknown-rank' : 'unknown-suit', { name: item.text, guess }));
  return word;
}

/** Check an ordering of a fixed vocabulary: every member exactly once, with did-you-mean. */
function checkOrder(
  cx: CompileContext,
  file: string,
  items: readonly Name[],
  vocabulary: readonly string[],
  what: 'rank' | 'suit',
  at: Name,
): string[] | null {
  const seen = new Map<string, number>();
  for (const item of items) {
    const word = known(cx, file, item, vocabulary, what);
    if (word && seen.has(word))
      cx.error(file, item.loc, 'duplicate', trickSays(`${what}-twice`, { name: word, line: seen.get(word) ?? '' }));
    else if (word) seen.set(word, item.loc.start.line);
  }
  if (seen.size < items.length) return null;
  const left = vocabulary.filter((v) => !seen.has(v));
  if (left.length) {
    cx.error(
      file,
      at.loc,
      'incomplete-order',
      trickSays(`${what}s-left-out`, { left: left.map((v) => `'${v}'`).join(', '), count: vocabulary.length }),
    );
    return null;
  }
  return [...seen.keys()];
}

/** The deck block: the rank and suit orders, the copies of each card and the cards removed (null orders after reporting errors). */
export function compileDeck(cx: CompileContext) {
  const deckAt = cx.deck('deck-playing', trickSays('needs-deck'));
  let ranks: string[] | null = null;
  let suits: string[] | null = null;
  let copies = 1;
  const removed: { rank: string; suit: string }[] = [];
  const removeAt = deckAt?.node.remove ?? null;
  if (deckAt) {
    const deck = deckAt.node;
    if (!deck.ranks) cx.error(deckAt.file, deck.name.loc, 'missing', trickSays('needs-rank-order'));
    else ranks = checkOrder(cx, deckAt.file, deck.ranks, FRENCH_RANKS, 'rank', deck.ranks[deck.ranks.length - 1] ?? deck.name);
    if (!deck.suits) cx.error(deckAt.file, deck.name.loc, 'missing', trickSays('needs-suit-order'));
    else suits = checkOrder(cx, deckAt.file, deck.suits, FRENCH_SUITS, 'suit', deck.suits[deck.suits.length - 1] ?? deck.name);
    if (deck.copies) copies = cx.inRange(deckAt.file, deck.copies, say('what-copies-each'), 1, 8) ?? 1;
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
            trickSays(copies === 1 ? 'removed-too-often-one' : 'removed-too-often', { card: key, times, copies }),
          );
        else {
          taken.set(key, times);
          removed.push({ rank, suit });
        }
      }
    }
  }
  return { deckAt, ranks, suits, copies, removed, removeAt };
}

/** Where each rank's value is stated (`A: 15`), in the deck's rank order; null for a rank the value block does not name. */
export function valueSources(cx: CompileContext, ranks: string[] | null): (RuleSource | null)[] {
  const valueAt = cx.single('value');
  if (!valueAt || !ranks) return [];
  const at = new Map<string, RuleSource>();
  for (const entry of valueAt.node.entries) {
    const source = cx.ruleSource(valueAt.file, entry.loc);
    for (const rank of entry.ranks) if (!at.has(rank.text)) at.set(rank.text, source);
  }
  return ranks.map((r) => at.get(r) ?? null);
}

/** The card values, one for each rank in the deck's order (none without the ranks or the value block). */
export function compileValues(cx: CompileContext, ranks: string[] | null): number[] {
  // Card values: every rank exactly once.
  const valueAt = cx.single('value', trickSays('needs-values'));
  let values: number[] = [];
  if (valueAt && ranks) {
    const given = new Map<string, number>();
    let unknown = false;
    cx.bounded(
      valueAt.file,
      valueAt.node.entries.map((e) => e.value),
      say('what-card-value'),
    );
    for (const entry of valueAt.node.entries) {
      for (const rank of entry.ranks) {
        const word = known(cx, valueAt.file, rank, ranks, 'rank');
        if (!word) unknown = true;
        else if (given.has(word)) cx.error(valueAt.file, rank.loc, 'duplicate', trickSays('value-twice', { rank: word }));
        else given.set(word, entry.value.value);
      }
    }
    const missingRanks = ranks.filter((r) => !given.has(r));
    if (missingRanks.length && !unknown)
      cx.error(valueAt.file, valueAt.node.loc, 'table-gap', trickSays('no-value', { ranks: missingRanks.map((r) => `'${r}'`).join(', ') }));
    values = ranks.map((r) => given.get(r) ?? 0);
  }
  return values;
}

/** The cards dealt to each player, compiled for every table, and the deal at the fewest players (null after reporting errors). */
export function compileDeal(cx: CompileContext, base: { players: { min: number; max: number } }, deck: ReturnType<typeof compileDeck>) {
  const { deckAt, copies, removed, removeAt } = deck;
  const dealAt = cx.single('deal', trickSays('needs-deal'));
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
      const setting = cx.tableSetting(ctx);
      if (each < 1 || each > 1000) {
        cx.error(dealAt.file, dealAt.node.each.loc, 'out-of-range', trickSays('deal-range', { each, setting }));
        dealEach = null;
        return true;
      }
      if (each * ctx.players > deckSize) {
        // The removed cards are at fault when the whole deck would have been enough.
        const firstRemoved = removeAt?.[0];
        const atRemove = firstRemoved && deckAt && each * ctx.players <= fullDeck;
        const has = removed.length
          ? trickSays('deck-less-removed', { left: deckSize, whole: fullDeck, removed: removed.length })
          : deckSize;
        if (atRemove)
          cx.error(
            deckAt.file,
            firstRemoved.loc,
            'out-of-range',
            trickSays(removed.length === 1 ? 'removed-one-too-few' : 'removed-too-few', {
              removed: removed.length,
              left: deckSize,
              each,
              players: ctx.players,
              needed: each * ctx.players,
            }),
          );
        else
          cx.error(
            dealAt.file,
            dealAt.node.loc,
            'out-of-range',
            trickSays('deal-too-many', { each, players: ctx.players, needed: each * ctx.players, has }),
          );
        dealEach = null;
        return true;
      }
      return false;
    });
  }
  return { deal, dealEach };
}
