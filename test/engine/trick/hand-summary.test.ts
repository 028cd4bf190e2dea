import '../../../src/families/index.js';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Random } from '../../../src/core/cards/random.js';
import { trickEngine } from '../../../src/families/trick/engine/index.js';
import type { BidEntry, TrickAction, TrickEvent, TrickView } from '../../../src/families/trick/engine/index.js';
import { handSummary } from '../../../src/families/trick/engine/hand-summary.js';
import { ruleset } from './helpers.js';

/** Each seat's last word in the bidding as the views showed it: its last bid, or a pass when it only passed. */
function lastWords(bids: readonly BidEntry[], players: number): (BidEntry | null)[] {
  const out = new Array<BidEntry | null>(players).fill(null);
  for (const entry of bids) if (!entry.pass || !out[entry.player]) out[entry.player] = entry;
  return out;
}

for (const file of ['apples.rules', 'variants/apples-partnerships.rules', 'apples-3.rules']) {
  describe(`the summary of a finished hand (${file})`, () => {
    const r = ruleset(file);
    it('gives each seat its last bid, the tricks it took, its targets, its points and its total, as the hand was played', () => {
      for (const seed of [1, 2, 3]) {
        const created = trickEngine.create(r, { players: r.players.min, seed });
        assert.ok(created.ok);
        const s = created.state;
        const players = trickEngine.view(s, 0).players;
        const rng = Random.from(seed, 7);
        let hands = 0;
        // Every seat's view before each action: the last one before a hand is scored holds its bids and targets.
        let before: TrickView[] = [];
        let tricksTaken = new Array<number>(players).fill(0);
        while (hands < 3 && trickEngine.toAct(s).kind !== 'over') {
          const toAct = trickEngine.toAct(s);
          let action: TrickAction;
          if (toAct.kind !== 'players') action = trickEngine.chanceAction(s);
          else {
            const seat = rng.pick(toAct.players);
            action = rng.pick(trickEngine.legalActions(s, seat));
          }
          before = Array.from({ length: players }, (_, p) => trickEngine.view(s, p));
          const events: TrickEvent[] = [];
          assert.equal(trickEngine.applyInPlace(s, action, events), null);
          for (const e of events) {
            if (e.kind === 'dealt') tricksTaken = new Array<number>(players).fill(0);
            if (e.kind === 'trick-won') tricksTaken[e.winner]! += 1;
            if (e.kind !== 'hand-scored') continue;
            hands++;
            const summary = handSummary(s, e.hand);
            assert.ok(summary);
            assert.equal(summary.hand, e.hand);
            const shown = before[0]!;
            assert.equal(summary.bidder, shown.highBid?.player ?? -1);
            const words = lastWords(shown.bids, players);
            summary.seats.forEach((seat, p) => {
              assert.deepEqual(seat.bid, words[p], `seat ${p}'s bid in hand ${e.hand}`);
              assert.equal(seat.tricks, tricksTaken[p], `seat ${p}'s tricks in hand ${e.hand}`);
              assert.deepEqual(seat.targets, before[p]!.targets, `seat ${p}'s targets in hand ${e.hand}`);
              assert.equal(seat.points, e.sheets[p]!.total);
              assert.equal(seat.total, e.totals[p]);
            });
          }
        }
        assert.ok(hands > 0, `seed ${seed} scored no hand`);
        // An earlier hand keeps its own totals: the sum of the hands up to it.
        const first = handSummary(s, 1);
        assert.deepEqual(
          first?.seats.map((seat) => seat.total),
          first?.seats.map((seat) => seat.points),
        );
        assert.equal(handSummary(s, hands + 1), null);
        assert.equal(handSummary(s, 0), null);
      }
    });
  });
}
