import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadRulesetFromSources } from '../../../src/rules/index.js';
import type { TrickRuleset } from '../../../src/rules/ruleset.js';
import { ERROR_CODES, trickEngine } from '../../../src/engine/trick/index.js';
import type { TrickAction, TrickState } from '../../../src/engine/trick/index.js';
import { biddingWonBySeat0, card, cards, knownDeal, must, ruleset, throughTargets } from './helpers.js';

const r = ruleset();
const spades = 0;
const clubs = r.deck.suits.indexOf('clubs');
const hearts = r.deck.suits.indexOf('hearts');
const seen = new Set<string>();

/** Expect a refusal with `code`, and the state exactly as it was. */
function refused(s: TrickState, action: TrickAction, code: string): void {
  const before = JSON.stringify(trickEngine.view(s, 0)) + JSON.stringify(Array.from(s.hands));
  const logLength = trickEngine.log(s).length;
  const error = trickEngine.applyInPlace(s, action);
  assert.equal(error?.code, code, `expected ${code}, got ${JSON.stringify(error)}`);
  assert.ok(error && error.message.length > 10);
  assert.equal(JSON.stringify(trickEngine.view(s, 0)) + JSON.stringify(Array.from(s.hands)), before);
  assert.equal(trickEngine.log(s).length, logLength);
  const applied = trickEngine.apply(s, action);
  assert.ok(!applied.ok && applied.error.code === code);
  seen.add(code);
}

function passingFinal(): TrickRuleset {
  const dir = fileURLToPath(new URL('../../../rulesets/', import.meta.url));
  const loaded = loadRulesetFromSources(`${dir}final.rules`, (path) =>
    path.endsWith('final.rules') ? 'extends "apples.rules"\ngame "Apples (passing final)"\nbidding {\n  passing final\n}\n' : readFileSync(path, 'utf8'),
  );
  assert.ok(loaded.ok && loaded.ruleset.family === 'trick-taking', JSON.stringify(!loaded.ok && loaded.diagnostics));
  return loaded.ruleset;
}

describe('Apples: illegal actions are refused with a stable code and leave the state unchanged', () => {
  it('refuses an action that is not one (malformed-action)', () => {
    const s = knownDeal(r);
    refused(s, { type: 'bid', player: 9, number: 1, suit: 0 }, 'malformed-action');
    refused(s, { type: 'shout', player: 0 } as unknown as TrickAction, 'malformed-action');
  });

  it('refuses a play during the bidding (wrong-phase)', () => {
    refused(knownDeal(r), { type: 'play', player: 0, card: card(r, 'AS') }, 'wrong-phase');
  });

  it('refuses a bid out of turn (not-your-turn)', () => {
    refused(knownDeal(r), { type: 'bid', player: 1, number: 1, suit: clubs }, 'not-your-turn');
  });

  it('refuses a bid of 0 or 14 (bid-out-of-range)', () => {
    const s = knownDeal(r);
    refused(s, { type: 'bid', player: 0, number: 0, suit: spades }, 'bid-out-of-range');
    refused(s, { type: 'bid', player: 0, number: 14, suit: spades }, 'bid-out-of-range');
  });

  it('refuses a bid in a suit the deck does not have (unknown-suit)', () => {
    refused(knownDeal(r), { type: 'bid', player: 0, number: 1, suit: 4 }, 'unknown-suit');
  });

  it('refuses a bid above the cards held in that suit (bid-exceeds-suit)', () => {
    const s = knownDeal(r);
    refused(s, { type: 'bid', player: 0, number: 7, suit: spades }, 'bid-exceeds-suit');
    must(s, { type: 'bid', player: 0, number: 6, suit: spades });
  });

  it('refuses a bid that is not higher: a lower number, or the same number in a lower suit (bid-not-higher)', () => {
    const s = knownDeal(r);
    must(s, { type: 'bid', player: 0, number: 2, suit: spades });
    refused(s, { type: 'bid', player: 1, number: 2, suit: clubs }, 'bid-not-higher');
    refused(s, { type: 'bid', player: 1, number: 1, suit: clubs }, 'bid-not-higher');
    must(s, { type: 'bid', player: 1, number: 3, suit: clubs });
  });

  it('refuses a second bid from a player who passed when the rules make passing final (passed-for-good)', () => {
    const f = passingFinal();
    const s = knownDeal(f);
    must(s, { type: 'pass', player: 0 });
    must(s, { type: 'bid', player: 1, number: 1, suit: clubs });
    must(s, { type: 'pass', player: 2 });
    must(s, { type: 'pass', player: 3 });
    refused(s, { type: 'bid', player: 0, number: 2, suit: spades }, 'passed-for-good');
    assert.deepEqual(trickEngine.legalActions(s, 0), [{ type: 'pass', player: 0 }]);
  });

  it('refuses pile cards from the bid winner that are not trumps (pile-card-not-trump)', () => {
    const s = knownDeal(r);
    biddingWonBySeat0(r, s);
    refused(s, { type: 'give', player: 0, cards: cards(r, '9S 10S AD') }, 'pile-card-not-trump');
  });

  it('refuses the wrong number of pile cards (wrong-pile-count)', () => {
    const s = knownDeal(r);
    biddingWonBySeat0(r, s);
    refused(s, { type: 'give', player: 1, cards: cards(r, '8D 7D') }, 'wrong-pile-count');
  });

  it('refuses pile cards the player does not hold (card-not-in-hand)', () => {
    const s = knownDeal(r);
    biddingWonBySeat0(r, s);
    refused(s, { type: 'give', player: 1, cards: cards(r, '8D 7D AS') }, 'card-not-in-hand');
    refused(s, { type: 'give', player: 1, cards: cards(r, '8D 8D 7D') }, 'card-not-in-hand');
  });

  it('refuses giving to the pile twice (already-given)', () => {
    const s = knownDeal(r);
    biddingWonBySeat0(r, s);
    must(s, { type: 'give', player: 1, cards: cards(r, '8D 7D 6D') });
    refused(s, { type: 'give', player: 1, cards: cards(r, 'JD 10D 9D') }, 'already-given');
  });

  it('refuses a redeal that does not match the pile (bad-chance-outcome)', () => {
    const s = knownDeal(r);
    biddingWonBySeat0(r, s);
    for (const [p, g] of ['9S 10S JS', '8D 7D 6D', 'QH JH 10H', '5D 4D 3D'].entries()) must(s, { type: 'give', player: p, cards: cards(r, g) });
    refused(s, { type: 'redeal', hands: [cards(r, '9S 10S AS'), cards(r, '8D 7D 6D'), cards(r, 'QH JH 10H'), cards(r, '5D 4D 3D')] }, 'bad-chance-outcome');
    refused(s, { type: 'redeal', hands: [cards(r, '9S 10S'), cards(r, 'JS 8D 7D 6D'), cards(r, 'QH JH 10H'), cards(r, '5D 4D 3D')] }, 'bad-chance-outcome');
  });

  it('refuses a deal with a card twice (bad-chance-outcome)', () => {
    const created = trickEngine.create(r, { players: 4, seed: 1 });
    assert.ok(created.ok);
    must(created.state, { type: 'first-dealer', dealer: 0 });
    const hand = cards(r, 'AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S');
    refused(created.state, { type: 'deal', hands: [hand, hand, hand, hand] }, 'bad-chance-outcome');
  });

  it('refuses a second target (target-already-set)', () => {
    const s = knownDeal(r);
    biddingWonBySeat0(r, s);
    for (const [p, g] of ['9S 10S JS', '8D 7D 6D', 'QH JH 10H', '5D 4D 3D'].entries()) must(s, { type: 'give', player: p, cards: cards(r, g) });
    must(s, { type: 'redeal', hands: ['9S 10S JS', '8D 7D 6D', 'QH JH 10H', '5D 4D 3D'].map((g) => cards(r, g)) });
    must(s, { type: 'target', player: 2, card: card(r, '10H') });
    refused(s, { type: 'target', player: 2, card: card(r, 'JH') }, 'target-already-set');
  });

  it('refuses a card that does not follow the led suit when the player holds that suit (must-follow-suit)', () => {
    const s = knownDeal(r);
    biddingWonBySeat0(r, s);
    throughTargets(r, s);
    must(s, { type: 'play', player: 0, card: card(r, 'AH') });
    must(s, { type: 'play', player: 1, card: card(r, 'QC') });
    refused(s, { type: 'play', player: 2, card: card(r, '5C') }, 'must-follow-suit');
    refused(s, { type: 'play', player: 2, card: card(r, 'AD') }, 'card-not-in-hand');
    refused(s, { type: 'play', player: 3, card: card(r, '2H') }, 'not-your-turn');
    assert.ok(trickEngine.legalActions(s, 2).every((a) => a.type === 'play' && Math.floor(a.card / r.deck.ranks.length) === hearts));
  });

  it('refuses everything once the game is over (game-over)', () => {
    const created = trickEngine.create(r, { players: 4, seed: 2 });
    assert.ok(created.ok);
    const s = created.state;
    let k = 0;
    while (trickEngine.toAct(s).kind !== 'over') {
      const toAct = trickEngine.toAct(s);
      const legal = toAct.kind === 'players' ? trickEngine.legalActions(s, toAct.players[0]!) : [trickEngine.chanceAction(s)];
      const bid = legal.find((a) => a.type === 'bid');
      must(s, bid ?? legal[k++ % legal.length]!);
    }
    refused(s, { type: 'pass', player: 0 }, 'game-over');
  });

  it('has a test for every error code', () => {
    assert.deepEqual([...ERROR_CODES].filter((c) => c !== 'bad-setup' && !seen.has(c)), []);
  });
});
