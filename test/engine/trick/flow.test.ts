import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Random } from '../../../src/core/cards/random.js';
import { trickEngine } from '../../../src/families/trick/engine/index.js';
import type { TrickAction, TrickEvent } from '../../../src/families/trick/engine/index.js';
import { KNOWN_HANDS, PILE_GIVES, biddingWonBySeat0, card, cards, giveAll, knownDeal, must, ruleset, throughTargets } from './helpers.js';

const r = ruleset();
const clubs = r.deck.suits.indexOf('clubs');
const hearts = r.deck.suits.indexOf('hearts');

describe('Apples: a hand from the first dealer to the scores', () => {
  it('waits for the first dealer, then the deal, as chance events', () => {
    const created = trickEngine.create(r, { players: 4, seed: 5 });
    assert.ok(created.ok);
    const s = created.state;
    assert.deepEqual(trickEngine.toAct(s), { kind: 'chance' });
    const first = trickEngine.chanceAction(s);
    assert.equal(first.kind, 'first-dealer');
    must(s, first);
    const deal = trickEngine.chanceAction(s);
    assert.equal(deal.kind, 'deal');
    must(s, deal);
    assert.equal(trickEngine.phase(s), 'bidding');
    assert.deepEqual(trickEngine.view(s, 0).handSizes, [13, 13, 13, 13]);
  });

  it('draws the same chance events from the same seed and position, without changing the state', () => {
    const a = trickEngine.create(r, { players: 4, seed: 'same' });
    const b = trickEngine.create(r, { players: 4, seed: 'same' });
    assert.ok(a.ok && b.ok);
    assert.deepEqual(trickEngine.chanceAction(a.state), trickEngine.chanceAction(b.state));
    assert.deepEqual(trickEngine.chanceAction(a.state), trickEngine.chanceAction(a.state));
  });

  it('starts the bidding left of the dealer', () => {
    const s = knownDeal(r);
    assert.deepEqual(trickEngine.toAct(s), { kind: 'players', players: [0] });
  });

  it('lets a player who passed bid on a later turn (passing is not final)', () => {
    const s = knownDeal(r);
    must(s, { kind: 'bid', player: 0, number: 1, suit: 0 });
    must(s, { kind: 'pass', player: 1 });
    must(s, { kind: 'pass', player: 2 });
    must(s, { kind: 'bid', player: 3, number: 2, suit: hearts });
    must(s, { kind: 'pass', player: 0 });
    must(s, { kind: 'bid', player: 1, number: 3, suit: clubs });
    assert.deepEqual(trickEngine.view(s, 2).highBid, { player: 1, number: 3, suit: clubs });
  });

  it('accepts the same number in a higher suit, and ends the bidding after three passes', () => {
    const s = knownDeal(r);
    biddingWonBySeat0(r, s);
    const view = trickEngine.view(s, 1);
    assert.equal(view.phase, 'pile');
    assert.deepEqual(view.highBid, { player: 0, number: 3, suit: 0 });
    assert.equal(view.trump, 0);
  });

  it('throws the hand in when all four pass on the first round, and the deal moves left', () => {
    const s = knownDeal(r);
    const events: TrickEvent[] = [];
    for (const p of [0, 1, 2, 3]) assert.equal(trickEngine.applyInPlace(s, { kind: 'pass', player: p }, events), null);
    assert.equal(trickEngine.phase(s), 'deal');
    assert.deepEqual(
      events.filter((e) => e.kind === 'thrown-in'),
      [{ kind: 'thrown-in', hand: 1 }],
    );
    const view = trickEngine.view(s, 0);
    assert.equal(view.dealer, 0);
    assert.deepEqual(view.totals, [0, 0, 0, 0]);
  });

  it("shows the bid winner's pile cards face up to everyone, and the others' only to their owners", () => {
    const s = knownDeal(r);
    biddingWonBySeat0(r, s);
    giveAll(s, 0, cards(r, '9S 10S JS'));
    giveAll(s, 1, cards(r, '8D 7D 6D'));
    assert.deepEqual(trickEngine.view(s, 2).pile.faceUp.slice().sort(), cards(r, '9S 10S JS').sort());
    assert.deepEqual(trickEngine.view(s, 2).pile.mine, []);
    assert.deepEqual(trickEngine.view(s, 1).pile.mine.slice().sort(), cards(r, '8D 7D 6D').sort());
    assert.deepEqual(trickEngine.view(s, 3).handSizes, [10, 10, 13, 13]);
  });

  it('shuffles the pile and deals N back to each, so everyone holds 13 again', () => {
    const s = knownDeal(r);
    biddingWonBySeat0(r, s);
    for (const [p, g] of ['9S 10S JS', '8D 7D 6D', 'QH JH 10H', '5D 4D 3D'].entries()) giveAll(s, p, cards(r, g));
    assert.deepEqual(trickEngine.toAct(s), { kind: 'chance' });
    const redeal = trickEngine.chanceAction(s);
    assert.equal(redeal.kind, 'redeal');
    must(s, redeal);
    assert.equal(trickEngine.phase(s), 'target');
    assert.deepEqual(trickEngine.view(s, 0).handSizes, [13, 13, 13, 13]);
  });

  it('sets one target card aside per player; the bid winner then leads with 12 cards each', () => {
    const s = knownDeal(r);
    biddingWonBySeat0(r, s);
    throughTargets(r, s);
    const view = trickEngine.view(s, 2);
    assert.equal(view.phase, 'tricks');
    assert.deepEqual(view.handSizes, [12, 12, 12, 12]);
    assert.deepEqual(view.targets, [card(r, '10H')]);
    assert.deepEqual(view.toAct, [0]);
  });

  it('lets a player with none of the led suit trump, and the trump wins over the ace', () => {
    const s = knownDeal(r);
    biddingWonBySeat0(r, s);
    throughTargets(r, s);
    must(s, { kind: 'play', player: 0, card: card(r, 'AH') });
    must(s, { kind: 'play', player: 1, card: card(r, '6S') });
    must(s, { kind: 'play', player: 2, card: card(r, '7H') });
    must(s, { kind: 'play', player: 3, card: card(r, '2H') });
    const view = trickEngine.view(s, 0);
    assert.equal(view.tricks[0]?.winner, 1);
    assert.deepEqual(view.toAct, [1]);
  });

  it('gives the trick to the highest card of the led suit when no trump is played', () => {
    const s = knownDeal(r);
    biddingWonBySeat0(r, s);
    throughTargets(r, s);
    must(s, { kind: 'play', player: 0, card: card(r, 'KH') });
    must(s, { kind: 'play', player: 1, card: card(r, 'QC') });
    must(s, { kind: 'play', player: 2, card: card(r, 'QH') });
    must(s, { kind: 'play', player: 3, card: card(r, '6H') });
    assert.equal(trickEngine.view(s, 0).tricks[0]?.winner, 0);
  });

  it('scores the hand after 12 tricks, carries the totals and passes the deal', () => {
    const s = knownDeal(r);
    biddingWonBySeat0(r, s);
    throughTargets(r, s);
    while (trickEngine.phase(s) === 'tricks') {
      const seat = trickEngine.view(s, 0).toAct[0] as number;
      must(s, trickEngine.legalActions(s, seat)[0]!);
    }
    assert.equal(trickEngine.phase(s), 'deal');
    assert.equal(trickEngine.view(s, 0).dealer, 0);
    const sheets = trickEngine.explain(s);
    const scores = trickEngine.view(s, 0).handScores[0]!;
    assert.deepEqual(trickEngine.view(s, 0).totals, scores);
    sheets.forEach((sheet, p) =>
      assert.equal(
        sheet.lines.reduce((sum, l) => sum + l.points, 0),
        scores[p],
      ),
    );
  });
});

describe('Apples: the end of the game', () => {
  it('ends after the hand in which someone reaches the goal, with the single highest total winning', () => {
    for (const seed of [1, 2, 3]) {
      const created = trickEngine.create(r, { players: 4, seed });
      assert.ok(created.ok);
      const s = created.state;
      const rng = Random.from(seed);
      let guard = 0;
      while (trickEngine.toAct(s).kind !== 'over' && guard++ < 10000) {
        const toAct = trickEngine.toAct(s);
        must(s, toAct.kind === 'players' ? rng.pick(trickEngine.legalActions(s, toAct.players[0]!)) : trickEngine.chanceAction(s));
      }
      const result = trickEngine.result(s);
      assert.ok(result);
      const best = Math.max(...result.scores);
      assert.ok(best >= 250);
      assert.deepEqual(
        result.winners,
        result.scores.flatMap((x, p) => (x === best ? [p] : [])),
      );
      assert.equal(result.winners.length, 1);
    }
  });

  it('plays to 500 with the winning_score option or the 500 variant', () => {
    const a = trickEngine.create(r, { players: 4, seed: 1, options: { winning_score: 500 } });
    const b = trickEngine.create(ruleset('apples-500.rules'), { players: 4, seed: 1 });
    const c = trickEngine.create(r, { players: 4, seed: 1 });
    assert.ok(a.ok && b.ok && c.ok);
    assert.equal(trickEngine.view(a.state, 0).goal, 500);
    assert.equal(trickEngine.view(b.state, 0).goal, 500);
    assert.equal(trickEngine.view(c.state, 0).goal, 250);
  });

  it('refuses a setup with the wrong number of players (bad-setup) or an unknown option or value (bad-option)', () => {
    const three = trickEngine.create(r, { players: 3, seed: 1 });
    assert.ok(!three.ok && three.error.code === 'bad-setup');
    const option = trickEngine.create(r, { players: 4, seed: 1, options: { winning_score: 7 } });
    assert.ok(!option.ok && option.error.code === 'bad-option');
    const unknown = trickEngine.create(r, { players: 4, seed: 1, options: { colour: 'red' } });
    assert.ok(!unknown.ok && unknown.error.code === 'bad-option');
  });
});

describe('Apples: the bidding pile, one card per decision', () => {
  it('takes a pile of N cards as N give actions from each seat, listing no more actions than cards held', () => {
    const s = knownDeal(r);
    biddingWonBySeat0(r, s);
    assert.deepEqual(trickEngine.toAct(s), { kind: 'players', players: [0, 1, 2, 3] });
    // The winner must give trumps: only their six spades are listed.
    assert.deepEqual(
      trickEngine.legalActions(s, 0).map((a) => (a.kind === 'give' ? a.card : -1)),
      cards(r, 'AS KS QS JS 10S 9S'),
    );
    for (const seat of [1, 2, 3]) assert.equal(trickEngine.legalActions(s, seat).length, 13);
    const gives = ['9S 10S JS', '8D 7D 6D', 'QH JH 10H', '5D 4D 3D'].map((g) => cards(r, g));
    for (let k = 0; k < 3; k++) {
      for (const [p, g] of gives.entries()) {
        const legal = trickEngine.legalActions(s, p);
        assert.ok(legal.length <= 13 - k && legal.every((a) => a.kind === 'give'));
        must(s, { kind: 'give', player: p, card: g[k]! });
        assert.equal(trickEngine.view(s, p).pile.mine.length, k + 1);
        assert.equal(trickEngine.view(s, (p + 1) % 4).pile.given[p], k + 1);
      }
    }
    assert.deepEqual(trickEngine.view(s, 1).pile.faceUp, gives[0]);
    assert.equal(trickEngine.view(s, 1).pile.each, 3);
    assert.deepEqual(trickEngine.toAct(s), { kind: 'chance' });
  });

  it('lets a seat that has given its N wait while the others give', () => {
    const s = knownDeal(r);
    biddingWonBySeat0(r, s);
    giveAll(s, 2, cards(r, 'QH JH 10H'));
    assert.deepEqual(trickEngine.toAct(s), { kind: 'players', players: [0, 1, 3] });
    assert.deepEqual(trickEngine.legalActions(s, 2), []);
  });
});

describe('Apples: events say what each action did', () => {
  it('reports a whole hand: dealer, deal, bids, passes, the winning bid, pile cards (hidden ones without their face), redeal, targets, plays, tricks and the scores with their lines', () => {
    const created = trickEngine.create(r, { players: 4, seed: 'events' });
    assert.ok(created.ok);
    let s = created.state;
    const events: TrickEvent[] = [];
    const step = (a: TrickAction): void => {
      const applied = trickEngine.apply(s, a);
      assert.ok(applied.ok, JSON.stringify(a));
      events.push(...applied.events);
      s = applied.state;
    };
    step({ kind: 'first-dealer', dealer: 3 });
    step({ kind: 'deal', hands: KNOWN_HANDS.map((h) => cards(r, h)) });
    step({ kind: 'bid', player: 0, number: 3, suit: 0 });
    for (const p of [1, 2, 3]) step({ kind: 'pass', player: p });
    for (const [p, g] of PILE_GIVES.entries()) for (const c of cards(r, g)) step({ kind: 'give', player: p, card: c });
    step({ kind: 'redeal', hands: PILE_GIVES.map((g) => cards(r, g)) });
    for (const [p, c] of ['KD', '9D', '10H', '2D'].entries()) step({ kind: 'target', player: p, card: card(r, c) });
    while (trickEngine.phase(s) === 'tricks') step(trickEngine.legalActions(s, trickEngine.view(s, 0).toAct[0]!)[0]!);
    const kinds = events.map((e) => e.kind);
    assert.deepEqual(kinds.slice(0, 7), ['dealer-drawn', 'dealt', 'bid', 'pass', 'pass', 'pass', 'bidding-won']);
    assert.deepEqual(events[6], { kind: 'bidding-won', player: 0, number: 3, suit: 0, trump: 0 });
    const given = events.filter((e) => e.kind === 'card-given');
    assert.equal(given.length, 12);
    assert.deepEqual(given[0], { kind: 'card-given', player: 0, card: card(r, '9S'), given: 1, of: 3 });
    assert.deepEqual(given[3], { kind: 'card-given', player: 1, card: null, given: 1, of: 3 });
    assert.equal(kinds.filter((k) => k === 'pile-redealt').length, 1);
    assert.equal(kinds.filter((k) => k === 'target-set').length, 4);
    assert.equal(kinds.filter((k) => k === 'card-played').length, 48);
    const tricks = events.filter((e) => e.kind === 'trick-won');
    assert.equal(tricks.length, 12);
    assert.deepEqual(
      tricks.map((e) => (e.kind === 'trick-won' ? e.winner : -1)),
      trickEngine.view(s, 0).tricks.map((x) => x.winner),
    );
    const scored = events.at(-1);
    assert.ok(scored?.kind === 'hand-scored');
    assert.equal(scored.hand, 1);
    assert.deepEqual(scored.totals, trickEngine.view(s, 0).totals);
    assert.deepEqual(
      scored.sheets,
      trickEngine
        .explain(s)
        .map((sheet) => ({ ...sheet, lines: sheet.lines.map((l) => ({ ...l, label: l.label.replace(/^hand 1: /, '') })) })),
    );
    assert.equal(trickEngine.log(s).length, 2 + 4 + 12 + 1 + 4 + 48);
  });

  it('pushes nothing when no events are asked for, and the same events through apply and applyInPlace', () => {
    const s = knownDeal(r);
    const copy = trickEngine.clone(s);
    const viaApply = trickEngine.apply(s, { kind: 'pass', player: 0 });
    const pushed: TrickEvent[] = [];
    assert.equal(trickEngine.applyInPlace(copy, { kind: 'pass', player: 0 }, pushed), null);
    assert.ok(viaApply.ok);
    assert.deepEqual(viaApply.events, pushed);
    assert.equal(trickEngine.applyInPlace(copy, { kind: 'pass', player: 1 }), null);
  });
});

describe('Apples: views are data apart from the state', () => {
  it("leaves the game unchanged when a view's lists are changed", () => {
    const created = trickEngine.create(r, { players: 4, seed: 'apart' });
    assert.ok(created.ok);
    const s = created.state;
    const rng = Random.from('apart');
    while (trickEngine.toAct(s).kind !== 'over') {
      const toAct = trickEngine.toAct(s);
      must(s, toAct.kind === 'players' ? rng.pick(trickEngine.legalActions(s, toAct.players[0]!)) : trickEngine.chanceAction(s));
    }
    const before = JSON.stringify(s);
    const explained = JSON.stringify(trickEngine.explain(s));
    const view = trickEngine.view(s, 0) as unknown as {
      totals: number[];
      handScores: number[][];
      winners: number[];
      hand: number[];
      handSizes: number[];
    };
    view.totals[0] = 999;
    view.handScores[0]![0] = 999;
    view.winners[0] = 3;
    view.hand.push(7);
    view.handSizes[1] = 40;
    assert.equal(JSON.stringify(s), before);
    assert.equal(JSON.stringify(trickEngine.explain(s)), explained);
    assert.deepEqual(trickEngine.result(s)?.winners, (JSON.parse(before) as { winners: unknown }).winners);
  });
});
