import '../../../src/families/index.js';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadRulesetFromSources } from '../../../src/core/rules/index.js';
import type { TrickRuleset } from '../../../src/families/trick/ruleset.js';
import { TRICK_REFUSALS, trickEngine } from '../../../src/families/trick/engine/index.js';
import { SHARED_REFUSALS } from '../../../src/core/game/refusals.js';
import type { TrickAction, TrickState } from '../../../src/families/trick/engine/index.js';
import { biddingWonBySeat0, card, cards, giveAll, knownDeal, must, ruleset, throughTargets } from './helpers.js';

const r = ruleset();
const spades = 0;
const clubs = r.deck.suits.indexOf('clubs');
const hearts = r.deck.suits.indexOf('hearts');
const seen = new Set<string>();

/** Expect a refusal with `code`, and the whole state exactly as it was (its serialised form, log included). */
function refused(s: TrickState, action: TrickAction, code: string): void {
  const before = JSON.stringify(s);
  const logLength = trickEngine.log(s).length;
  const events: unknown[] = [];
  const error = trickEngine.applyInPlace(s, action, events as never[]);
  assert.equal(error?.code, code, `expected ${code}, got ${JSON.stringify(error)}`);
  assert.ok(error && error.message.length > 10);
  assert.equal(JSON.stringify(s), before);
  assert.equal(trickEngine.log(s).length, logLength);
  assert.deepEqual(events, [], 'a refused action reports nothing');
  const applied = trickEngine.apply(s, action);
  assert.ok(!applied.ok && applied.error.code === code);
  seen.add(code);
}

function passingFinal(): TrickRuleset {
  const dir = fileURLToPath(new URL('../../../rulesets/', import.meta.url));
  const loaded = loadRulesetFromSources(`${dir}final.rules`, (path) =>
    path.endsWith('final.rules')
      ? 'extends "apples.rules"\ngame "Apples (passing final)"\nbidding {\n  passing final\n}\n'
      : readFileSync(path, 'utf8'),
  );
  assert.ok(loaded.ok && loaded.ruleset.family === 'trick-taking', JSON.stringify(!loaded.ok && loaded.diagnostics));
  return loaded.ruleset;
}

describe('Apples: illegal actions are refused with a stable code and leave the state unchanged', () => {
  it('refuses an action that is not one (malformed-action)', () => {
    const s = knownDeal(r);
    refused(s, { kind: 'bid', player: 9, number: 1, suit: 0 }, 'malformed-action');
    refused(s, { kind: 'shout', player: 0 } as unknown as TrickAction, 'malformed-action');
  });

  it('refuses a play during the bidding (wrong-phase)', () => {
    refused(knownDeal(r), { kind: 'play', player: 0, card: card(r, 'AS') }, 'wrong-phase');
  });

  it('refuses a bid out of turn (not-your-turn)', () => {
    refused(knownDeal(r), { kind: 'bid', player: 1, number: 1, suit: clubs }, 'not-your-turn');
  });

  it('refuses a bid of 0 or 14 (bid-out-of-range)', () => {
    const s = knownDeal(r);
    refused(s, { kind: 'bid', player: 0, number: 0, suit: spades }, 'bid-out-of-range');
    refused(s, { kind: 'bid', player: 0, number: 14, suit: spades }, 'bid-out-of-range');
  });

  it('refuses a bid in a suit the deck does not have as not an action of this game (malformed-action)', () => {
    refused(knownDeal(r), { kind: 'bid', player: 0, number: 1, suit: 4 }, 'malformed-action');
  });

  it('refuses a bid above the cards held in that suit (bid-exceeds-suit)', () => {
    const s = knownDeal(r);
    refused(s, { kind: 'bid', player: 0, number: 7, suit: spades }, 'bid-exceeds-suit');
    must(s, { kind: 'bid', player: 0, number: 6, suit: spades });
  });

  it('refuses a bid that is not higher: a lower number, or the same number in a lower suit (bid-not-higher)', () => {
    const s = knownDeal(r);
    must(s, { kind: 'bid', player: 0, number: 2, suit: spades });
    refused(s, { kind: 'bid', player: 1, number: 2, suit: clubs }, 'bid-not-higher');
    refused(s, { kind: 'bid', player: 1, number: 1, suit: clubs }, 'bid-not-higher');
    must(s, { kind: 'bid', player: 1, number: 3, suit: clubs });
  });

  it('refuses a second bid from a player who passed when the rules make passing final (passed-for-good)', () => {
    const f = passingFinal();
    const s = knownDeal(f);
    must(s, { kind: 'pass', player: 0 });
    must(s, { kind: 'bid', player: 1, number: 1, suit: clubs });
    must(s, { kind: 'pass', player: 2 });
    must(s, { kind: 'pass', player: 3 });
    refused(s, { kind: 'bid', player: 0, number: 2, suit: spades }, 'passed-for-good');
    assert.deepEqual(trickEngine.legalActions(s, 0), [{ kind: 'pass', player: 0 }]);
  });

  it('refuses a pile card from the bid winner that is not a trump while they hold trumps (pile-card-not-trump)', () => {
    const s = knownDeal(r);
    biddingWonBySeat0(r, s);
    refused(s, { kind: 'give', player: 0, card: card(r, 'AD') }, 'pile-card-not-trump');
    must(s, { kind: 'give', player: 0, card: card(r, '9S') });
  });

  it('refuses pile cards the player does not hold, or no longer holds (card-not-in-hand)', () => {
    const s = knownDeal(r);
    biddingWonBySeat0(r, s);
    refused(s, { kind: 'give', player: 1, card: card(r, 'AS') }, 'card-not-in-hand');
    must(s, { kind: 'give', player: 1, card: card(r, '8D') });
    refused(s, { kind: 'give', player: 1, card: card(r, '8D') }, 'card-not-in-hand');
  });

  it('refuses a card to the pile once the player has given their N (already-given)', () => {
    const s = knownDeal(r);
    biddingWonBySeat0(r, s);
    giveAll(s, 1, cards(r, '8D 7D 6D'));
    refused(s, { kind: 'give', player: 1, card: card(r, 'JD') }, 'already-given');
    assert.deepEqual(trickEngine.legalActions(s, 1), []);
  });

  it('refuses a redeal that does not match the pile (bad-chance-outcome)', () => {
    const s = knownDeal(r);
    biddingWonBySeat0(r, s);
    for (const [p, g] of ['9S 10S JS', '8D 7D 6D', 'QH JH 10H', '5D 4D 3D'].entries()) giveAll(s, p, cards(r, g));
    refused(
      s,
      { kind: 'redeal', hands: [cards(r, '9S 10S AS'), cards(r, '8D 7D 6D'), cards(r, 'QH JH 10H'), cards(r, '5D 4D 3D')] },
      'bad-chance-outcome',
    );
    refused(
      s,
      { kind: 'redeal', hands: [cards(r, '9S 10S'), cards(r, 'JS 8D 7D 6D'), cards(r, 'QH JH 10H'), cards(r, '5D 4D 3D')] },
      'bad-chance-outcome',
    );
  });

  it('refuses a deal with a card twice (bad-chance-outcome)', () => {
    const created = trickEngine.create(r, { players: 4, seed: 1 });
    assert.ok(created.ok);
    must(created.state, { kind: 'first-dealer', dealer: 0 });
    const hand = cards(r, 'AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S');
    refused(created.state, { kind: 'deal', hands: [hand, hand, hand, hand] }, 'bad-chance-outcome');
    refused(created.state, { kind: 'first-dealer', dealer: 1 }, 'wrong-phase');
  });

  it('refuses a chance event where a player must act (not-chance), and a player action before the deal (wrong-phase)', () => {
    refused(knownDeal(r), { kind: 'first-dealer', dealer: 0 }, 'not-chance');
    const created = trickEngine.create(r, { players: 4, seed: 1 });
    assert.ok(created.ok);
    refused(created.state, { kind: 'pass', player: 0 }, 'wrong-phase');
  });

  it('refuses a second target (target-already-set)', () => {
    const s = knownDeal(r);
    biddingWonBySeat0(r, s);
    for (const [p, g] of ['9S 10S JS', '8D 7D 6D', 'QH JH 10H', '5D 4D 3D'].entries()) giveAll(s, p, cards(r, g));
    must(s, { kind: 'redeal', hands: ['9S 10S JS', '8D 7D 6D', 'QH JH 10H', '5D 4D 3D'].map((g) => cards(r, g)) });
    must(s, { kind: 'target', player: 2, card: card(r, '10H') });
    refused(s, { kind: 'target', player: 2, card: card(r, 'JH') }, 'target-already-set');
  });

  it('refuses a card that does not follow the led suit when the player holds that suit (must-follow-suit)', () => {
    const s = knownDeal(r);
    biddingWonBySeat0(r, s);
    throughTargets(r, s);
    must(s, { kind: 'play', player: 0, card: card(r, 'AH') });
    must(s, { kind: 'play', player: 1, card: card(r, 'QC') });
    refused(s, { kind: 'play', player: 2, card: card(r, '5C') }, 'must-follow-suit');
    refused(s, { kind: 'play', player: 2, card: card(r, 'AD') }, 'card-not-in-hand');
    refused(s, { kind: 'play', player: 3, card: card(r, '2H') }, 'not-your-turn');
    assert.ok(trickEngine.legalActions(s, 2).every((a) => a.kind === 'play' && Math.floor(a.card / r.deck.ranks.length) === hearts));
  });

  it('refuses everything once the game is over (game-over)', () => {
    const created = trickEngine.create(r, { players: 4, seed: 2 });
    assert.ok(created.ok);
    const s = created.state;
    let k = 0;
    while (trickEngine.toAct(s).kind !== 'over') {
      const toAct = trickEngine.toAct(s);
      const legal = toAct.kind === 'players' ? trickEngine.legalActions(s, toAct.players[0]!) : [trickEngine.chanceAction(s)];
      const bid = legal.find((a) => a.kind === 'bid');
      must(s, bid ?? legal[k++ % legal.length]!);
    }
    refused(s, { kind: 'pass', player: 0 }, 'game-over');
  });

  for (const [line, code] of [
    ['when void trump if able', 'must-trump'],
    ['when void overtrump if able', 'must-overtrump'],
  ] as const) {
    it(`refuses a discard by a player void in the led suit who holds a trump, under '${line}' (${code})`, () => {
      const loaded = loadRulesetFromSources('main.rules', (path) =>
        path === 'main.rules'
          ? `extends "apples.rules"\ntricks {\n  ${line}\n}\n`
          : readFileSync(new URL(`../../../rulesets/${path}`, import.meta.url), 'utf8'),
      );
      assert.ok(loaded.ok && loaded.ruleset.family === 'trick-taking');
      const v = loaded.ruleset;
      const s = knownDeal(v);
      biddingWonBySeat0(v, s);
      throughTargets(v, s);
      must(s, { kind: 'play', player: 0, card: card(v, 'AH') });
      // Seat 1 holds no hearts and three spades (trumps).
      refused(s, { kind: 'play', player: 1, card: card(v, 'QC') }, code);
    });
  }

  it('has a test for every family code, and for every shared code an action can get', () => {
    const setupCodes = ['bad-setup', 'bad-option'];
    const all = [...Object.keys(TRICK_REFUSALS), ...Object.keys(SHARED_REFUSALS).filter((c) => !setupCodes.includes(c))];
    assert.deepEqual(
      all.filter((c) => !seen.has(c)),
      [],
    );
    for (const meaning of Object.values(TRICK_REFUSALS)) assert.ok(meaning.length > 20);
  });
});

describe('Apples: anything that is not an action is refused as malformed-action, the state untouched', () => {
  const junk: unknown[] = [
    null,
    42,
    'pass',
    [],
    [{ kind: 'pass', player: 0 }],
    {},
    { type: 'pass', player: 0 },
    { kind: 'shout', player: 0 },
    { kind: 'bid' },
    { kind: 'bid', player: 0, number: Number.NaN, suit: 0 },
    { kind: 'bid', player: 0, number: 1.5, suit: 0 },
    { kind: 'bid', player: 0, number: 1, suit: '0' },
    { kind: 'pass', player: '0' },
    { kind: 'pass', player: 4 },
    { kind: 'pass', player: -1 },
    { kind: 'pass', player: Infinity },
    { kind: 'play', player: 0, card: -1 },
    { kind: 'play', player: 0, card: 52 },
    { kind: 'play', player: 0, card: 'AS' },
    { kind: 'target', player: 0, card: null },
    { kind: 'give', player: 0, cards: [0, 1, 2] },
    { kind: 'deal', hands: 'all of them' },
    { kind: 'deal', hands: [[], [], [], [], []] },
    { kind: 'redeal', hands: [[0], [1], [2], [Number.NaN]] },
    { kind: 'first-dealer', dealer: 'north' },
  ];

  it('in every phase of a hand, from the first dealer to the tricks', () => {
    const fresh = trickEngine.create(r, { players: 4, seed: 3 });
    assert.ok(fresh.ok);
    const bidding = knownDeal(r);
    const pile = knownDeal(r);
    biddingWonBySeat0(r, pile);
    const tricks = knownDeal(r);
    biddingWonBySeat0(r, tricks);
    throughTargets(r, tricks);
    for (const s of [fresh.state, bidding, pile, tricks]) {
      for (const action of junk) {
        const before = JSON.stringify(s);
        const error = trickEngine.applyInPlace(s, action);
        assert.equal(error?.code, 'malformed-action', `${JSON.stringify(action)} in ${trickEngine.phase(s)}: ${JSON.stringify(error)}`);
        assert.equal(JSON.stringify(s), before);
        const applied = trickEngine.apply(s, action);
        assert.ok(!applied.ok && applied.error.code === 'malformed-action');
      }
    }
  });
});
