/**
 * The shipped variants for no-trump bids and partnerships with a contract play by their rules,
 * measured over simulated games against Apples with the same players and seeds; and a game whose
 * scores can never reach the goal still ends, at the hand limit.
 */
import '../../src/families/index.js';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { trickEngine, type TrickState } from '../../src/families/trick/engine/index.js';
import { compileTables } from '../../src/families/trick/engine/tables.js';
import { trickWinner } from '../../src/families/trick/engine/winner.js';
import { loadRulesetFromSources } from '../../src/core/rules/load.js';
import type { TrickRuleset } from '../../src/families/trick/ruleset.js';
import { readFileSync } from 'node:fs';
import { playGame, playWith, shippedRuleset } from './play.js';
import { handsOf, holding, playedBy, suitOf, type PlayedHand } from './trick-hands.js';
import { familyUnderTest } from '../conformance/families.js';

/** A finished game: its final state (read through the engine's view and result) and its scored hands. */
interface Game {
  readonly state: TrickState;
  readonly hands: readonly PlayedHand[];
}

/** Finished games of `name` at four seats with the given players (seeded by game number). */
function games(name: string, count: number, bots: readonly string[]): Game[] {
  const ruleset = shippedRuleset(name);
  return Array.from({ length: count }, (_, g) => {
    const played = playGame(ruleset, 4, bots, `${name}/${g}`);
    return { state: played.state as TrickState, hands: handsOf(played.events) };
  });
}

/** The running totals and the winners of a finished game, as every seat sees them. */
function ending(state: TrickState): { totals: readonly number[]; winners: readonly number[] } {
  const result = trickEngine.result(state);
  assert.ok(result, 'the game is over');
  return { totals: trickEngine.view(state, 0).totals, winners: result.winners };
}

// (Each variant playing to the end with every computer player at every player count is test/conformance/'s.)

describe('Apples with no-trump bids (rulesets/variants/apples-no-trumps.rules)', () => {
  it('plays some hands without trumps, where the led suit takes every trick; Apples always has trumps', () => {
    const measure = (name: string): { noTrump: number; hands: number; offSuitWins: number } => {
      let noTrump = 0;
      let hands = 0;
      let offSuitWins = 0;
      const ruleset = shippedRuleset(name) as TrickRuleset;
      for (const { hands: played } of games(name, 6, ['rules', 'rules', 'rules', 'random'])) {
        for (const hand of played) {
          hands++;
          if (hand.trump >= 0) continue;
          noTrump++;
          assert.equal(hand.bidSuit, ruleset.deck.suits.length, 'a hand without trumps was won with a no-trump bid');
          for (const trick of hand.tricks) {
            const winner = playedBy(trick, trick.winner);
            if (suitOf(ruleset, winner) !== suitOf(ruleset, trick.cards[0] as number)) offSuitWins++;
          }
        }
      }
      return { noTrump, hands, offSuitWins };
    };
    const variant = measure('variants/apples-no-trumps.rules');
    const apples = measure('apples.rules');
    assert.ok(variant.noTrump / variant.hands >= 0.05, `${variant.noTrump} of ${variant.hands} hands without trumps`);
    assert.equal(variant.offSuitWins, 0, 'without trumps only the led suit takes tricks');
    assert.equal(apples.noTrump, 0);
  });

  it('lets a no-trump bid beat the same number in spades, and only up to the shortest suit', () => {
    const ruleset = shippedRuleset('variants/apples-no-trumps.rules') as TrickRuleset;
    const created = trickEngine.create(ruleset, { players: 4, seed: 'nt' });
    assert.ok(created.ok);
    const s = created.state;
    while (trickEngine.phase(s) !== 'bidding') assert.equal(trickEngine.applyInPlace(s, trickEngine.chanceAction(s)), null);
    const seat = trickEngine.view(s, 0).toAct[0] as number;
    const legal = trickEngine.legalActions(s, seat).filter((a) => a.kind === 'bid' && a.suit === 4);
    const shortest = Math.min(...[0, 1, 2, 3].map((suit) => trickEngine.view(s, seat).hand.filter((c) => Math.floor(c / 13) === suit).length));
    assert.deepEqual(legal.map((a) => (a.kind === 'bid' ? a.number : 0)), Array.from({ length: shortest }, (_, i) => i + 1));
    const tooMany = trickEngine.apply(s, { kind: 'bid', player: seat, number: shortest + 1, suit: 4 });
    assert.ok(!tooMany.ok && tooMany.error.code === 'bid-exceeds-suit');
    // In Apples the same bid is malformed: there is no fifth denomination.
    const apples = trickEngine.create(shippedRuleset('apples.rules') as TrickRuleset, { players: 4, seed: 'nt' });
    assert.ok(apples.ok);
    const a = apples.state;
    while (trickEngine.phase(a) !== 'bidding') assert.equal(trickEngine.applyInPlace(a, trickEngine.chanceAction(a)), null);
    const refused = trickEngine.apply(a, { kind: 'bid', player: trickEngine.view(a, 0).toAct[0] as number, number: 1, suit: 4 });
    assert.ok(!refused.ok && refused.error.code === 'malformed-action');
  });
});

describe('Apples in partnerships (rulesets/variants/apples-partnerships.rules)', () => {
  it('gives partners one total and the win together, where Apples has one winner', () => {
    for (const { state } of games('variants/apples-partnerships.rules', 4, ['rules', 'random'])) {
      const { totals, winners } = ending(state);
      assert.equal(totals[0], totals[2]);
      assert.equal(totals[1], totals[3]);
      const sorted = winners.slice().sort();
      assert.ok(JSON.stringify(sorted) === '[0,2]' || JSON.stringify(sorted) === '[1,3]', `winners ${sorted.join(' ')}`);
    }
    for (const { state } of games('apples.rules', 4, ['rules', 'random'])) assert.ok(ending(state).winners.length < 4);
  });

  it('scores the bid winner\'s team its contract: 10 a trick bid and 1 an overtrick, or -10 a trick bid, shown in its sheet', () => {
    let made = 0;
    let failed = 0;
    for (const { state, hands } of games('variants/apples-partnerships.rules', 4, ['rules', 'random'])) {
      const handScores = trickEngine.view(state, 0).handScores;
      assert.equal(handScores.length, hands.length, 'one score per scored hand');
      for (const [i, hand] of hands.entries()) {
        const side = [0, 1, 2, 3].filter((p) => p % 2 === hand.bidder % 2);
        const taken = hand.tricks.filter((trick) => side.includes(trick.winner)).length;
        const contract = taken >= hand.bidNumber ? 10 * hand.bidNumber + (taken - hand.bidNumber) : -10 * hand.bidNumber;
        if (taken >= hand.bidNumber) made++;
        else failed++;
        const sheet = hand.sheets[hand.bidder];
        assert.ok(sheet, "the bidder's sheet is in the hand's score");
        const line = sheet.lines.find((l) => l.label.startsWith('contract'));
        assert.ok(line, "the bidder's sheet has a contract line");
        assert.equal(line.points, contract);
        assert.match(
          line.label,
          new RegExp(`^contract ${hand.bidNumber} \\w[\\w ]* ${taken >= hand.bidNumber ? 'made' : 'failed'}: the bid winner's side took ${taken} tricks?$`),
        );
        assert.equal(
          sheet.lines.reduce((sum, l) => sum + l.points, 0),
          handScores[i]?.[hand.bidder],
        );
        assert.deepEqual(sheet.partners, side);
        const defender = hand.sheets[(hand.bidder + 1) % 4];
        assert.ok(defender && !defender.lines.some((l) => l.label.startsWith('contract')), 'the defenders score no contract');
      }
    }
    assert.ok(made > 0 && failed >= 0, `${made} made, ${failed} failed`);
  });

  it('has the rule-based player play under its winning partner whenever it can, where in Apples it takes that trick', () => {
    /** Tricks where a seat took the lead from the seat across the table (its partner here) while holding a legal card that would not. */
    const overtakes = (name: string): { unforced: number; chances: number } => {
      let unforced = 0;
      let chances = 0;
      const ruleset = shippedRuleset(name) as TrickRuleset;
      const t = compileTables(ruleset, {}, 4);
      const suit = (c: number): number => suitOf(ruleset, c);
      for (const { hands } of games(name, 4, ['rules'])) {
        for (const hand of hands) {
          hand.tricks.forEach((trick, h) => {
            const { cards, leader } = trick;
            for (let k = 2; k < 4; k++) {
              const seat = (leader + k) % 4;
              if ((leader + winnerIndex(t, cards.slice(0, k), hand.trump)) % 4 !== (seat + 2) % 4) continue;
              chances++;
              if (winnerIndex(t, cards.slice(0, k + 1), hand.trump) !== k) continue;
              // What the seat held then, and which of it the rules let it play.
              const held = holding(hand, seat, h);
              const ofLed = held.filter((c) => suit(c) === suit(cards[0] as number));
              const legal = ofLed.length > 0 ? ofLed : held;
              if (legal.some((c) => winnerIndex(t, [...cards.slice(0, k), c], hand.trump) !== k)) unforced++;
            }
          });
        }
      }
      return { unforced, chances };
    };
    const teams = overtakes('variants/apples-partnerships.rules');
    const apples = overtakes('apples.rules');
    assert.ok(teams.chances > 20 && apples.chances > 20);
    assert.equal(teams.unforced, 0, `partners overtaken without need ${teams.unforced} of ${teams.chances} times`);
    assert.ok(apples.unforced > 0, 'in Apples the seat across is an opponent, whose winning card is worth taking');
  });
});


function winnerIndex(t: ReturnType<typeof compileTables>, cards: readonly number[], trump: number): number {
  return trickWinner(t, cards, cards.length, trump);
}

describe('the hand limit', () => {
  const apples = readFileSync(new URL('../../rulesets/apples.rules', import.meta.url), 'utf8');
  /** Apples where every card is worth -15: no score can grow, so the goal is never reached. */
  const hopeless = (limit: string): TrickRuleset => {
    const text = `extends "apples.rules"\ngame "Apples, hopeless"\nvalue A K Q J 10 9 8 7 6 5 4 3 2: -15\n${limit}`;
    const result = loadRulesetFromSources('hopeless.rules', (path) => (path === 'hopeless.rules' ? text : path === 'apples.rules' ? apples : undefined));
    assert.ok(result.ok && result.ruleset.family === 'trick-taking', result.ok ? '' : result.diagnostics.map((d) => d.message).join('; '));
    return result.ruleset;
  };

  it('ends a game whose scores can only fall after the hands `limit` allows, the highest total winning', () => {
    const ruleset = hopeless('limit 6 hands\n');
    // The search player (under the conformance harness's small budget) must cope with scores that only fall too.
    const search = familyUnderTest('trick-taking')?.players.find((p) => p.name === 'search');
    const rules = familyUnderTest('trick-taking')?.players.find((p) => p.name === 'rules');
    assert.ok(search && rules);
    const finished = [
      ...[['rules'], ['random']].map((bots) => playGame(ruleset, 4, bots, `limit/${bots.join()}`).state as TrickState),
      playWith(ruleset, 4, [search, rules], 'limit/search,rules').state as TrickState,
    ];
    for (const s of finished) {
      const { totals, winners } = ending(s);
      assert.equal(trickEngine.view(s, 0).handsDealt, 6);
      assert.ok(Math.max(...totals) < 250);
      const best = Math.max(...totals);
      assert.deepEqual(
        winners,
        [0, 1, 2, 3].filter((p) => totals[p] === best),
      );
    }
  });

  it('ends such a game after 100 hands when the ruleset states no limit', () => {
    const s = playGame(hopeless(''), 4, ['random'], 'limit/default').state as TrickState;
    assert.equal(trickEngine.view(s, 0).handsDealt, 100);
  });

  it('ends a tied game at the limit with a shared win, though the tie rule says play another hand', () => {
    // Every group scores 0 (pairs, triples and fours of worthless cards): every total stays 0.
    const text = 'extends "apples.rules"\nvalue A K Q J 10 9 8 7 6 5 4 3 2: 0\nscore groups of rank in winnings and target {\n  group of 3 with target = 0\n  group of 4 with target = 0\n}\nlimit 3 hands\n';
    const result = loadRulesetFromSources('zero.rules', (path) => (path === 'zero.rules' ? text : path === 'apples.rules' ? apples : undefined));
    assert.ok(result.ok);
    const s = playGame(result.ruleset, 4, ['rules'], 'limit/tie').state as TrickState;
    assert.deepEqual(ending(s).winners, [0, 1, 2, 3]);
    assert.equal(trickEngine.view(s, 0).handsDealt, 3);
  });
});
