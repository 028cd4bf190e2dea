/**
 * Must-trump and must-overtrump when void in the led suit (`when void trump if able`,
 * `when void overtrump if able`): legal actions, refusals that change nothing, and sampleWorld's
 * reading of what a player who did not trump (or did not overtrump) cannot hold.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Random } from '../../../src/core/cards/random.js';
import { trickEngine } from '../../../src/families/trick/engine/index.js';
import type { TrickAction, TrickState, TrickView } from '../../../src/families/trick/engine/index.js';
import type { TrickRuleset } from '../../../src/families/trick/ruleset.js';
import { compile, shipped } from '../../rules/helpers.js';
import { biddingWonBySeat0, card, knownDeal, must, ruleset, throughTargets } from './helpers.js';

/** Apples with `line` in its tricks block. */
function apples(line: string): TrickRuleset {
  const result = compile({
    'main.rules': `extends "shipped/apples.rules"\ntricks {\n  ${line}\n}\n`,
    'shipped/apples.rules': shipped('apples.rules'),
  });
  if (!result.ok || result.ruleset.family !== 'trick-taking') throw new Error(result.diagnostics.map((d) => d.message).join('; '));
  return result.ruleset;
}

const mustTrump = ruleset('variants/apples-must-trump.rules');
const overtrump = apples('when void overtrump if able');

/** Refused with `code`, and the state exactly as before. */
function refused(s: TrickState, action: TrickAction, code: string): void {
  const before = JSON.stringify(s);
  const error = trickEngine.applyInPlace(s, action);
  assert.equal(error?.code, code, `expected ${code}, got ${JSON.stringify(error)}`);
  assert.equal(JSON.stringify(s), before);
}

const suitOf = (r: TrickRuleset, c: number): number => Math.floor(c / r.deck.ranks.length);
const rankOf = (r: TrickRuleset, c: number): number => c % r.deck.ranks.length;

/** The cards the rule lets a player void in the led suit play, worked out here from the rules text. */
function expectedPlays(
  r: TrickRuleset,
  rule: 'trump' | 'overtrump',
  hand: readonly number[],
  trick: readonly number[],
  trump: number,
): number[] | null {
  if (trick.length === 0 || trump < 0) return null;
  const led = suitOf(r, trick[0] as number);
  if (led === trump || hand.some((c) => suitOf(r, c) === led)) return null;
  const trumps = hand.filter((c) => suitOf(r, c) === trump);
  if (trumps.length === 0) return null;
  if (rule === 'trump') return trumps;
  const played = trick.filter((c) => suitOf(r, c) === trump).map((c) => rankOf(r, c));
  const beat = played.length ? trumps.filter((c) => rankOf(r, c) < Math.min(...played)) : trumps;
  return beat.length ? beat : trumps;
}

describe('when void: trump if able', () => {
  it('refuses a discard from a player without the led suit who holds a trump, and offers only trumps', () => {
    const s = knownDeal(mustTrump);
    biddingWonBySeat0(mustTrump, s);
    throughTargets(mustTrump, s);
    must(s, { kind: 'play', player: 0, card: card(mustTrump, 'AH') });
    // Seat 1 holds no hearts, and 8S 7S 6S with spades trumps.
    refused(s, { kind: 'play', player: 1, card: card(mustTrump, 'QC') }, 'must-trump');
    const legal = trickEngine
      .legalActions(s, 1)
      .map((a) => (a.kind === 'play' ? a.card : -1))
      .sort((a, b) => a - b);
    assert.deepEqual(
      legal,
      ['8S', '7S', '6S'].map((c) => card(mustTrump, c)).sort((a, b) => a - b),
    );
    must(s, { kind: 'play', player: 1, card: card(mustTrump, '6S') });
  });

  it('lets Apples itself discard there', () => {
    const r = ruleset();
    const s = knownDeal(r);
    biddingWonBySeat0(r, s);
    throughTargets(r, s);
    must(s, { kind: 'play', player: 0, card: card(r, 'AH') });
    must(s, { kind: 'play', player: 1, card: card(r, 'QC') });
  });
});

/** Play random games of `r`, calling `at` before every card played. */
function playRandom(r: TrickRuleset, seed: string, at: (s: TrickState, seat: number, rng: Random) => void): void {
  const created = trickEngine.create(r, { players: 4, seed });
  assert.ok(created.ok);
  const s = created.state;
  const rng = Random.from(seed, 3);
  while (trickEngine.toAct(s).kind !== 'over' && trickEngine.view(s, 0).handsDealt <= 3) {
    const toAct = trickEngine.toAct(s);
    if (toAct.kind !== 'players') {
      must(s, trickEngine.chanceAction(s));
      continue;
    }
    const seat = rng.pick(toAct.players);
    if (trickEngine.phase(s) === 'tricks') at(s, seat, rng);
    must(s, rng.pick(trickEngine.legalActions(s, seat)));
  }
}

/** The seat's hand, as card ids. */
const handOf = (s: TrickState, seat: number): number[] => [...trickEngine.view(s, seat).hand];

for (const [rule, r] of [
  ['trump', mustTrump],
  ['overtrump', overtrump],
] as const) {
  describe(`when void: ${rule} if able, in random games`, () => {
    it('offers exactly the cards the rule allows, and refuses any other without a change', () => {
      let forced = 0;
      for (const seed of ['v1', 'v2', 'v3']) {
        playRandom(r, `${rule}/${seed}`, (s, seat) => {
          const hand = handOf(s, seat);
          const { trick: inPlay, trump } = trickEngine.view(s, seat);
          const trick = [...inPlay.cards];
          const expected = expectedPlays(r, rule, hand, trick, trump);
          if (!expected) return;
          forced++;
          const legal = trickEngine.legalActions(s, seat).map((a) => (a.kind === 'play' ? a.card : -1));
          assert.deepEqual(
            [...new Set(legal)].sort((a, b) => a - b),
            [...new Set(expected)].sort((a, b) => a - b),
          );
          const other = hand.find((c) => !expected.includes(c));
          // Under must-overtrump the refusal says so when a trump could take the trick; otherwise it asks for any trump.
          const trumpsPlayed = trick.filter((c) => suitOf(r, c) === trump).map((c) => rankOf(r, c));
          const canBeat = expected.some((c) => trumpsPlayed.every((p) => rankOf(r, c) < p));
          if (other !== undefined)
            refused(s, { kind: 'play', player: seat, card: other }, rule === 'overtrump' && canBeat ? 'must-overtrump' : 'must-trump');
        });
      }
      assert.ok(forced > 20, `only ${forced} plays were forced`);
    });

    it('sampleWorld never gives a player a trump the rule would have made them play', () => {
      let checked = 0;
      for (const seed of ['s1', 's2', 's3'])
        playRandom(r, `${rule}/sample/${seed}`, (s, seat, rng) => {
          if (rng.below(2) !== 0) return;
          const viewer = rng.below(4);
          const view: TrickView = trickEngine.view(s, viewer);
          const world = trickEngine.sampleWorld(r, view, rng);
          assert.deepEqual(trickEngine.view(world, viewer), view);
          for (const trick of [...view.tricks, view.trick]) {
            trick.cards.forEach((c, k) => {
              const p = (trick.leader + k) % 4;
              if (p === viewer || k === 0) return;
              const before = trick.cards.slice(0, k);
              const held = handOf(world, p);
              // What the player holds now, together with the card they played, must not have forced another card.
              const allowed = expectedPlays(r, rule, [...held, c], before, view.trump);
              if (allowed) assert.ok(allowed.includes(c), `seat ${p + 1} played ${c} holding ${held.join(' ')} in the sampled world`);
            });
          }
          checked++;
          void seat;
        });
      assert.ok(checked > 10);
    });
  });
}
