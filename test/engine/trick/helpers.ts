/** Shared set-up for the trick-taking tests: the shipped rulesets and hands written in card notation. */
import '../../../src/families/index.js';
import { fileURLToPath } from 'node:url';
import { loadRulesetFile } from '../../../src/core/rules/index.js';
import type { TrickRuleset } from '../../../src/families/trick/ruleset.js';
import type { TrickAction, TrickState } from '../../../src/families/trick/engine/index.js';
import { trickEngine } from '../../../src/families/trick/engine/index.js';
import { PlayingCards } from '../../../src/core/cards/playing.js';

/** Load a shipped trick-taking ruleset by file name. */
export function ruleset(name = 'apples.rules'): TrickRuleset {
  const loaded = loadRulesetFile(fileURLToPath(new URL(`../../../rulesets/${name}`, import.meta.url)));
  if (!loaded.ok) throw new Error(`${name}: ${loaded.diagnostics.map((d) => d.message).join('; ')}`);
  if (loaded.ruleset.family !== 'trick-taking') throw new Error(`${name} is not trick-taking`);
  return loaded.ruleset;
}

/** Load a test fixture ruleset (test/rulesets/) by file name. */
export function fixture(name: string): TrickRuleset {
  const loaded = loadRulesetFile(fileURLToPath(new URL(`../../rulesets/${name}`, import.meta.url)));
  if (!loaded.ok) throw new Error(`${name}: ${loaded.diagnostics.map((d) => d.message).join('; ')}`);
  if (loaded.ruleset.family !== 'trick-taking') throw new Error(`${name} is not trick-taking`);
  return loaded.ruleset;
}

/** Cards from notation, for a ruleset's deck. */
export function cards(r: TrickRuleset, text: string): number[] {
  const parsed = new PlayingCards(r.deck).parseList(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.cards;
}

/** One card from notation. */
export function card(r: TrickRuleset, text: string): number {
  return cards(r, text)[0] as number;
}

/**
 * A known deal, dealer seat 3 so seat 0 bids first. Seat 0: six spades and the top hearts and
 * diamonds; seat 1: no hearts; seat 2: six hearts; seat 3: one spade.
 */
export const KNOWN_HANDS = [
  'AS KS QS JS 10S 9S AC KC AH KH AD KD QD',
  '8S 7S 6S QC JC 10C 9C JD 10D 9D 8D 7D 6D',
  '5S 4S 3S 8C 7C 6C 5C 9H 8H 7H QH JH 10H',
  '2S 4C 3C 2C 6H 5H 4H 3H 2H 5D 4D 3D 2D',
];

/** A new game that has drawn dealer seat 3 and dealt KNOWN_HANDS. */
export function knownDeal(r: TrickRuleset = ruleset(), options: Record<string, unknown> = {}): TrickState {
  const created = trickEngine.create(r, { players: 4, seed: 'known', options });
  if (!created.ok) throw new Error(created.error.message);
  const s = created.state;
  must(s, { kind: 'first-dealer', dealer: 3 });
  must(s, { kind: 'deal', hands: KNOWN_HANDS.map((h) => cards(r, h)) });
  return s;
}

/** Apply an action that must be accepted. */
export function must(s: TrickState, action: TrickAction): void {
  const error = trickEngine.applyInPlace(s, action);
  if (error) throw new Error(`refused ${JSON.stringify(action)}: ${error.code} ${error.message}`);
}

/** Bid 3 spades from seat 0 (seat 1 bids 3 clubs in between), then three passes: seat 0 wins. */
export function biddingWonBySeat0(r: TrickRuleset, s: TrickState): void {
  const spades = 0;
  const clubs = r.deck.suits.indexOf('clubs');
  must(s, { kind: 'bid', player: 0, number: 2, suit: spades });
  must(s, { kind: 'bid', player: 1, number: 3, suit: clubs });
  must(s, { kind: 'pass', player: 2 });
  must(s, { kind: 'pass', player: 3 });
  must(s, { kind: 'bid', player: 0, number: 3, suit: spades });
  must(s, { kind: 'pass', player: 1 });
  must(s, { kind: 'pass', player: 2 });
  must(s, { kind: 'pass', player: 3 });
}

/** Give each of `list` to the pile, one `give` action per card. */
export function giveAll(s: TrickState, player: number, list: readonly number[]): void {
  for (const c of list) must(s, { kind: 'give', player, card: c });
}

/** Everyone's pile cards for a 3-spade bid by seat 0; each seat gets its own cards back in the redeal. */
export const PILE_GIVES = ['9S 10S JS', '8D 7D 6D', 'QH JH 10H', '5D 4D 3D'];

/** Play through the pile (each gets its own cards back) and the targets KD, 9D, 10H, 2D. */
export function throughTargets(r: TrickRuleset, s: TrickState): void {
  PILE_GIVES.forEach((g, p) => giveAll(s, p, cards(r, g)));
  must(s, { kind: 'redeal', hands: PILE_GIVES.map((g) => cards(r, g)) });
  ['KD', '9D', '10H', '2D'].forEach((c, p) => must(s, { kind: 'target', player: p, card: card(r, c) }));
}

/** Every card of a game where the table shows it: each seat's hand and targets (from its own view), the pile while it lies on the table, and the cards played this hand. */
export function cardsOnTable(s: TrickState): { hands: number[][]; targets: number[][]; pile: number[]; played: number[] } {
  const views = Array.from({ length: trickEngine.view(s, 0).players }, (_, p) => trickEngine.view(s, p));
  const first = views[0] as (typeof views)[number];
  // The pile holds what every seat gave from the first gift until it is dealt back.
  const pileOnTable = first.phase === 'pile' || first.phase === 'redeal';
  return {
    hands: views.map((v) => [...v.hand]),
    targets: views.map((v) => [...v.targets]),
    pile: pileOnTable ? views.flatMap((v) => v.pile.mine) : [],
    played: [...first.trick.cards, ...first.tricks.flatMap((trick) => trick.cards)],
  };
}

/** The suit index of a card id (cards are numbered suit by suit, ranks high to low). */
export function suitOf(r: TrickRuleset, c: number): number {
  return Math.floor(c / r.deck.ranks.length);
}
