/**
 * The shipped Apples variants under rulesets/variants/ play by their own rules, measured over
 * simulated games: each test plays the variant (and Apples itself, with the same players and
 * seeds) and compares a statistic of the finished hands that the variant's rule must change.
 */
import '../../src/families/index.js';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { trickEngine, type TrickState } from '../../src/families/trick/engine/index.js';
import type { TrickRuleset } from '../../src/families/trick/ruleset.js';
import { loadFixture } from '../conformance/fixtures.js';
import { playGame, shippedRuleset } from './play.js';
import { handsOf, holding, playedBy, suitOf, type PlayedHand } from './trick-hands.js';

/** Every trick of every finished hand of games of `name` between random and rules players. */
function tricksOf(
  name: string,
  games: number,
  players?: number,
): { ruleset: TrickRuleset; tricks: { cards: readonly number[]; winner: number; trump: number }[]; hands: PlayedHand[] } {
  const ruleset = shippedRuleset(name) as TrickRuleset;
  const n = players ?? ruleset.players.min;
  const tricks: { cards: readonly number[]; winner: number; trump: number }[] = [];
  const hands: PlayedHand[] = [];
  for (let g = 0; g < games; g++) {
    for (const hand of handsOf(playGame(ruleset, n, ['rules', 'random'], `${name}/${g}`).events)) {
      hands.push(hand);
      for (const trick of hand.tricks) tricks.push({ cards: trick.cards, winner: (trick.winner - trick.leader + n) % n, trump: hand.trump });
    }
  }
  return { ruleset, tricks, hands };
}

// (Each variant playing to the end with every computer player at every player count is test/conformance/'s.)

describe('Apples, misère (rulesets/variants/apples-misere.rules)', () => {
  it('gives every trick to the lowest card of the led suit, which Apples does not', () => {
    /** Share of tricks whose winner played the lowest card of the led suit. */
    const lowestShare = (name: string): number => {
      const { ruleset, tricks } = tricksOf(name, 3);
      const ranks = ruleset.deck.ranks.length;
      let lowest = 0;
      for (const { cards, winner } of tricks) {
        const led = Math.floor((cards[0] as number) / ranks);
        const ofLed = cards.filter((c) => Math.floor(c / ranks) === led).map((c) => c % ranks);
        if ((cards[winner] as number) % ranks === Math.max(...ofLed) && Math.floor((cards[winner] as number) / ranks) === led) lowest++;
      }
      return lowest / tricks.length;
    };
    const misere = lowestShare('variants/apples-misere.rules');
    const apples = lowestShare('apples.rules');
    assert.equal(misere, 1, 'in misère the lowest card of the led suit takes every trick');
    // In Apples the lowest of the led suit wins only when it is the only one, or the trick is trumped away.
    assert.ok(apples < 0.5, `Apples: ${apples.toFixed(2)} of tricks went to the lowest card of the led suit`);
  });
});

describe('Apples, must trump (rulesets/variants/apples-must-trump.rules)', () => {
  it('never lets a player without the led suit discard while holding a trump, which Apples does', () => {
    /** Plays by a player void in the led suit who played neither it nor a trump while holding one. */
    const discards = (name: string): { discards: number; voidPlays: number } => {
      const { ruleset, hands } = tricksOf(name, 3);
      const suit = (c: number): number => suitOf(ruleset, c);
      let count = 0;
      let voidPlays = 0;
      for (const hand of hands) {
        hand.tricks.forEach((trick, h) => {
          const led = suit(trick.cards[0] as number);
          if (hand.trump < 0 || led === hand.trump) return;
          for (let seat = 0; seat < trick.cards.length; seat++) {
            const held = holding(hand, seat, h);
            if (held.some((c) => suit(c) === led)) continue;
            voidPlays++;
            if (suit(playedBy(trick, seat)) !== hand.trump && held.some((c) => suit(c) === hand.trump)) count++;
          }
        });
      }
      return { discards: count, voidPlays };
    };
    const variant = discards('variants/apples-must-trump.rules');
    const apples = discards('apples.rules');
    assert.ok(variant.voidPlays > 20, `only ${variant.voidPlays} plays by a player void in the led suit`);
    assert.equal(variant.discards, 0);
    assert.ok(apples.discards > 0, 'in Apples, players void in the led suit sometimes discard while holding a trump');
  });
});

/** The hands of the first deal of `name` at `players` seats (seeded), as card ids per seat, read from each seat's view. */
function firstDeal(name: string, players: number, seed: string): { ruleset: TrickRuleset; hands: number[][] } {
  const ruleset = shippedRuleset(name) as TrickRuleset;
  return { ruleset, hands: dealtHands(ruleset, players, seed) };
}

/** Each seat's hand once the first hand is dealt. */
function dealtHands(ruleset: TrickRuleset, players: number, seed: string): number[][] {
  const created = trickEngine.create(ruleset, { players, seed });
  if (!created.ok) throw new Error(created.error.message);
  const s: TrickState = created.state;
  while (trickEngine.view(s, 0).handsDealt === 0) assert.equal(trickEngine.applyInPlace(s, trickEngine.chanceAction(s)), null);
  return Array.from({ length: players }, (_, p) => [...trickEngine.view(s, p).hand]);
}

/** A card id from rank and suit names. */
const cardOf = (r: TrickRuleset, rank: string, suit: string): number => r.deck.suits.indexOf(suit) * r.deck.ranks.length + r.deck.ranks.indexOf(rank);

describe('Apples for three (rulesets/variants/apples-three-players.rules)', () => {
  it('deals every card of its 51 (no two of clubs), where three players of Apples leave 13 undealt', () => {
    for (const seed of ['d1', 'd2', 'd3']) {
      const { ruleset, hands } = firstDeal('variants/apples-three-players.rules', 3, seed);
      const dealt = hands.flat();
      assert.deepEqual(hands.map((h) => h.length), [17, 17, 17]);
      assert.equal(new Set(dealt).size, 51, 'every card once');
      assert.ok(!dealt.includes(cardOf(ruleset, '2', 'clubs')), 'the two of clubs is out');
    }
    const three = shippedRuleset('variants/apples-three-players.rules') as TrickRuleset;
    const { hands } = tricksOf('variants/apples-three-players.rules', 1);
    assert.ok(hands.every((h) => h.tricks.length === 16), '16 tricks a hand');
    assert.equal(three.players.min, 3);
    // The same three seats under Apples' own 13-card deal (test/rulesets/apples-3-to-4.rules): 39 of 52 dealt.
    const fixture = loadFixture('test/rulesets/apples-3-to-4.rules');
    assert.ok(fixture.family === 'trick-taking');
    assert.equal(dealtHands(fixture, 3, 'd1').flat().length, 39);
  });
});

describe('Apples for five (rulesets/variants/apples-five-players.rules)', () => {
  it('deals all 50 cards, 10 each, to five players, and plays 9 tricks a hand; 12 each and 11 tricks with four', () => {
    for (const seed of ['f1', 'f2']) {
      const { ruleset, hands } = firstDeal('variants/apples-five-players.rules', 5, seed);
      const dealt = hands.flat();
      assert.deepEqual(hands.map((h) => h.length), [10, 10, 10, 10, 10]);
      assert.equal(new Set(dealt).size, 50);
      assert.ok(!dealt.includes(cardOf(ruleset, '2', 'clubs')) && !dealt.includes(cardOf(ruleset, '2', 'diamonds')));
      assert.deepEqual(firstDeal('variants/apples-five-players.rules', 4, seed).hands.map((h) => h.length), [12, 12, 12, 12]);
    }
    assert.ok(tricksOf('variants/apples-five-players.rules', 1, 5).hands.every((h) => h.tricks.length === 9));
    assert.ok(tricksOf('variants/apples-five-players.rules', 1, 4).hands.every((h) => h.tricks.length === 11));
  });
});
