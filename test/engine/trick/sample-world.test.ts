import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Random } from '../../../src/core/cards/random.js';
import { trickEngine } from '../../../src/families/trick/engine/index.js';
import type { TrickAction, TrickState, TrickView } from '../../../src/families/trick/engine/index.js';
import type { TrickRuleset } from '../../../src/families/trick/ruleset.js';
import { resolveOptions } from '../../../src/core/rules/index.js';
import {
  biddingWonBySeat0,
  card,
  cards,
  cardsOnTable,
  fixture,
  giveAll,
  knownDeal,
  must,
  ruleset,
  suitOf,
  throughTargets,
} from './helpers.js';

const apples = ruleset();
const threeOrFour = fixture('apples-3-to-4.rules');

/** Every card of a state by where the table shows it: hands, targets, and how many are in play (undealt cards are the rest). */
function placesOf(s: TrickState): { hands: number[][]; targets: number[][]; pile: number[]; inPlay: number } {
  const { hands, targets, pile, played } = cardsOnTable(s);
  return { hands, targets, pile, inPlay: hands.flat().length + targets.flat().length + pile.length + played.length };
}

/** Cards dealt to each seat of `r` at `players` seats (with the default options). */
function dealEach(r: TrickRuleset, players: number): number {
  const options = resolveOptions(r, {});
  assert.ok(options.ok);
  return r.deal.evaluate({ options: options.options, players });
}

/** Seats that failed to follow a led suit this hand, as [seat, suit]. */
function voidsOf(r: TrickRuleset, view: TrickView): [number, number][] {
  const out: [number, number][] = [];
  const ranks = r.deck.ranks.length;
  for (const trick of [...view.tricks, view.trick]) {
    const led = Math.floor((trick.cards[0] ?? 0) / ranks);
    trick.cards.forEach((c, k) => {
      if (Math.floor(c / ranks) !== led) out.push([(trick.leader + k) % view.players, led]);
    });
  }
  return out;
}

/** Check one sampled world against the view it came from. */
function checkWorld(r: TrickRuleset, view: TrickView, world: TrickState): void {
  assert.deepEqual(trickEngine.view(world, view.player), view, 'the sampled world shows the viewer exactly their view');
  const { hands, targets, pile, inPlay } = placesOf(world);
  // Every card at most as often as the deck holds it, and as many in play as were dealt.
  const count = new Map<number, number>();
  for (const c of [...hands.flat(), ...targets.flat(), ...pile, ...view.trick.cards, ...view.tricks.flatMap((x) => x.cards)])
    count.set(c, (count.get(c) ?? 0) + 1);
  for (const n of count.values()) assert.ok(n <= r.deck.copies);
  if (['bidding', 'pile', 'redeal', 'target', 'tricks'].includes(view.phase))
    assert.equal(inPlay, view.players * dealEach(r, view.players));
  // Seats that showed a void hold none of that suit.
  for (const [seat, suit] of voidsOf(r, view))
    assert.ok(
      hands[seat]!.every((c) => suitOf(r, c) !== suit),
      `seat ${seat} showed no ${suit} but holds one`,
    );
  // After the pile is dealt back, its face-up cards are in play (a hand, a target or played), never undealt.
  if (view.phase === 'target' || view.phase === 'tricks') {
    const played = [...view.trick.cards, ...view.tricks.flatMap((x) => x.cards)];
    for (const c of view.pile.faceUp)
      assert.ok(hands.flat().includes(c) || targets.flat().includes(c) || played.includes(c), `face-up pile card ${c} left the game`);
  }
  // While the pile lies on the table, its face-up cards and the viewer's own gifts are in it.
  if (view.phase === 'pile' || view.phase === 'redeal') {
    for (const c of [...view.pile.faceUp, ...view.pile.mine]) assert.ok(pile.includes(c));
  }
}

/** Play random games through the public path; at every few decisions sample worlds for the actor and check them; then play a sampled world to the end. */
function sampleAlong(r: TrickRuleset, players: number, seed: number): number {
  const created = trickEngine.create(r, { players, seed });
  assert.ok(created.ok);
  const s = created.state;
  const rng = Random.from(seed, 7);
  let checked = 0;
  for (let k = 0; trickEngine.toAct(s).kind !== 'over' && trickEngine.view(s, 0).handsDealt <= 3; k++) {
    const toAct = trickEngine.toAct(s);
    if (toAct.kind !== 'players') {
      must(s, trickEngine.chanceAction(s));
      continue;
    }
    const seat = rng.pick(toAct.players);
    if (k % 3 === 0) {
      const viewer = rng.below(players);
      const view = trickEngine.view(s, viewer);
      const world = trickEngine.sampleWorld(r, view, rng);
      checkWorld(r, view, world);
      // The world plays on like any state: to the end of its hand.
      const hands = trickEngine.view(world, 0).handScores.length;
      while (trickEngine.toAct(world).kind === 'players' && trickEngine.view(world, 0).handScores.length === hands) {
        const who = (trickEngine.toAct(world) as { players: readonly number[] }).players[0]!;
        assert.equal(trickEngine.applyInPlace(world, rng.pick(trickEngine.legalActions(world, who))), null);
      }
      checked++;
    }
    must(s, rng.pick<TrickAction>(trickEngine.legalActions(s, seat)));
  }
  return checked;
}

describe("sampleWorld: a full state consistent with a player's view", () => {
  for (const [r, players] of [
    [apples, 4],
    [threeOrFour, 3],
    [threeOrFour, 4],
  ] as const) {
    it(`${r.name} at ${players} players: shows the same view, keeps voids, pile cards and hand sizes, leaves the rest undealt, and plays on`, () => {
      let checked = 0;
      for (let seed = 0; seed < 12; seed++) checked += sampleAlong(r, players, seed);
      assert.ok(checked > 300, `${checked} worlds checked`);
    });
  }

  it('leaves 13 cards undealt at three players, and deals the unseen cards differently from world to world', () => {
    const created = trickEngine.create(threeOrFour, { players: 3, seed: 'three' });
    assert.ok(created.ok);
    const s = created.state;
    must(s, trickEngine.chanceAction(s));
    must(s, trickEngine.chanceAction(s));
    const view = trickEngine.view(s, 0);
    const rng = Random.from('worlds');
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const world = trickEngine.sampleWorld(threeOrFour, view, rng);
      assert.equal(placesOf(world).inPlay, 39);
      assert.deepEqual(placesOf(world).hands[0], view.hand);
      seen.add(JSON.stringify(placesOf(world).hands[1]));
    }
    assert.ok(seen.size > 15);
  });

  it('keeps what bids make certain: a seat that bid 4 hearts holds at least 4 hearts in every world', () => {
    const s = knownDeal(apples);
    const hearts = apples.deck.suits.indexOf('hearts');
    must(s, { kind: 'pass', player: 0 });
    must(s, { kind: 'pass', player: 1 });
    must(s, { kind: 'bid', player: 2, number: 6, suit: hearts });
    const view = trickEngine.view(s, 0);
    const rng = Random.from('bids');
    for (let i = 0; i < 50; i++) {
      const world = trickEngine.sampleWorld(apples, view, rng);
      const held = placesOf(world).hands[2]!.filter((c) => suitOf(apples, c) === hearts).length;
      assert.ok(held >= 6, `seat 2 bid 6 hearts but holds ${held}`);
    }
  });

  it("puts the bid winner's face-up pile cards in the pile, and a void seat gets none of that suit", () => {
    const s = knownDeal(apples);
    biddingWonBySeat0(apples, s);
    giveAll(s, 0, cards(apples, '9S 10S'));
    const view = trickEngine.view(s, 2);
    const world = trickEngine.sampleWorld(apples, view, Random.from('pile'));
    checkWorld(apples, view, world);
    assert.deepEqual(trickEngine.legalActions(world, 2), trickEngine.legalActions(s, 2));

    const tricks = knownDeal(apples);
    biddingWonBySeat0(apples, tricks);
    throughTargets(apples, tricks);
    must(tricks, { kind: 'play', player: 0, card: card(apples, 'AH') });
    must(tricks, { kind: 'play', player: 1, card: card(apples, '6S') });
    const rng = Random.from('voids');
    for (let i = 0; i < 30; i++)
      checkWorld(apples, trickEngine.view(tricks, 3), trickEngine.sampleWorld(apples, trickEngine.view(tricks, 3), rng));
  });
});
