import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Bot } from '../../../src/core/game/game.js';
import type { CardFace, JudgingAction, JudgingView, RoundView } from '../../../src/families/judging/engine/types.js';
import { matcherBot } from '../../../src/families/judging/bots/matcher.js';
import { randomJudgingBot } from '../../../src/families/judging/bots/random.js';
import { learnTaste, readerBot } from '../../../src/families/judging/bots/reader.js';
import { playJudging } from '../../../src/families/judging/bots/selfplay.js';
import { Taste, TasteJudge } from '../../../src/families/judging/bots/taste.js';
import { small } from '../../engine/judging/helpers.js';

let nextId = 1000;
function card(text: string, tags: string[]): CardFace {
  return { id: nextId++, text, detail: '', tags };
}

/** A view of a placing (or judging) moment, with just what the players read. */
function view(over: Partial<JudgingView>): JudgingView {
  return {
    player: 0,
    players: 4,
    phase: 'placing',
    round: 1,
    numbers: { handSize: 7, goal: 8, minEach: 1, maxEach: 2, lastReturns: false, firstJudged: 4, passes: 'left', judgeChooses: 'best' },
    options: {},
    judge: 1,
    hand: [],
    green: null,
    placedCounts: [0, 0, 0, 0],
    myPlaced: [],
    done: [false, false, false, false],
    returnedTo: null,
    myReturned: null,
    handSizes: [7, 7, 7, 7],
    judged: [],
    scores: [0, 0, 0, 0],
    redStackSize: 50,
    greenStackSize: 30,
    discards: 0,
    history: [],
    ...over,
  };
}

function places(v: JudgingView, withDone = false): JudgingAction[] {
  const out: JudgingAction[] = v.hand.map((c) => ({ kind: 'place', player: v.player, card: c.id }));
  if (withDone) out.push({ kind: 'done', player: v.player });
  return out;
}

/** A bot that checks every decision it makes is one of the legal actions. */
function checked(bot: Bot<JudgingView, JudgingAction>): Bot<JudgingView, JudgingAction> {
  return {
    name: bot.name,
    decide(v, legal) {
      const action = bot.decide(v, legal);
      assert.ok(legal.includes(action), `${bot.name} chose an action that was not offered`);
      return action;
    },
  };
}

describe('computer players for Apples to Apples', () => {
  it('only ever choose legal actions, at every table size', () => {
    const makers = [randomJudgingBot, (s: string) => matcherBot(s), (s: string) => readerBot(s)];
    for (let players = 4; players <= 10; players++) {
      for (let g = 0; g < 3; g++) {
        const bots = Array.from({ length: players }, (_, p) =>
          checked((makers[(p + g) % 3] as (s: string) => Bot<JudgingView, JudgingAction>)(`legal/${players}/${g}/${p}`)),
        );
        const played = playJudging(small, { players, seed: `legal/${players}/${g}` }, bots);
        assert.ok(played.ok);
        assert.equal(played.result.winners.length, 1);
      }
    }
  });

  it('the matcher places the red card sharing the most tags with the green card', () => {
    const green = card('Scorching', ['hot', 'dangerous']);
    const hand = [card('Snowmen', ['cold', 'happy']), card('Volcanoes', ['hot', 'dangerous', 'huge']), card('Pizza', ['hot', 'happy'])];
    const v = view({ green, hand });
    for (let seed = 0; seed < 20; seed++) {
      assert.deepEqual(matcherBot(seed).decide(v, places(v)), { kind: 'place', player: 0, card: hand[1]?.id });
    }
  });

  it('the matcher chooses between equally good cards at random, so it is not predictable', () => {
    const green = card('Noisy', ['loud']);
    const hand = [card('Drums', ['loud']), card('Kettles', ['loud', 'hot']), card('Owls', ['quiet'])];
    const v = view({ green, hand });
    const chosen = new Set<number>();
    for (let seed = 0; seed < 30; seed++) {
      const a = matcherBot(seed).decide(v, places(v));
      assert.equal(a.kind, 'place');
      if (a.kind === 'place') chosen.add(a.card);
    }
    assert.deepEqual([...chosen].sort(), [hand[0]?.id, hand[1]?.id].sort());
  });

  it('the matcher places a second card when the rules allow one rather than stopping', () => {
    const green = card('Noisy', ['loud']);
    const hand = [card('Owls', ['quiet']), card('Mice', ['tiny'])];
    const v = view({ green, hand, myPlaced: [card('Drums', ['loud'])] });
    assert.equal(matcherBot(1).decide(v, places(v, true)).kind, 'place');
  });

  it('judges with different seeds have different tastes; the same seed always the same', () => {
    const tags = small.tags;
    const a = new Taste('judge-a');
    const b = new Taste('judge-b');
    const again = new Taste('judge-a');
    assert.ok(tags.some((t) => a.get(t) !== b.get(t)));
    for (const t of tags) assert.equal(a.get(t), again.get(t));
    assert.ok(tags.some((t) => a.get(t) > 0) && tags.some((t) => a.get(t) < 0), 'a judge likes some tags and dislikes others');
  });

  it('a judge without a taste and without whim chooses the best match among the revealed cards', () => {
    const judge = new TasteJudge('plain', { likedShare: 0, liked: 0, dislikedShare: 0, disliked: 0, noise: 0 });
    const green = card('Creepy', ['scary', 'quiet']);
    const judged = [card('Puppies', ['happy']), card('Ghosts', ['scary', 'quiet', 'old']), card('Spiders', ['scary', 'tiny'])];
    const v = view({ phase: 'judging', player: 1, judge: 1, green, judged });
    const legal: JudgingAction[] = judged.map((c) => ({ kind: 'choose', player: 1, card: c.id }));
    assert.deepEqual(judge.choose(v, legal), { kind: 'choose', player: 1, card: judged[1]?.id });
  });

  it("the reader learns a judge's taste from the rounds that judge decided, and plays to it", () => {
    // Judge 2 keeps choosing the scary card over better matches; judge 3 has decided nothing yet.
    const history: RoundView[] = [];
    for (let r = 0; r < 3; r++) {
      const green = card(`Sunny ${r}`, ['happy', 'hot']);
      const good = card(`Beach ${r}`, ['happy', 'hot']);
      const scary = card(`Ghost ${r}`, ['scary']);
      history.push({
        round: r + 1,
        judge: 2,
        green,
        judged: [
          { player: 0, card: good },
          { player: 3, card: scary },
        ],
        returned: null,
        winner: { player: 3, card: scary },
      });
    }
    const weights = learnTaste(history, 2);
    assert.ok((weights.get('scary') ?? 0) > 0.5, 'the judge likes scary things');
    assert.ok((weights.get('happy') ?? 0) < 0, 'and not the happy ones it passed over');
    assert.equal(learnTaste(history, 3).size, 0, 'nothing is known about a judge from rounds others decided');

    const green = card('Cheerful', ['happy']);
    const hand = [card('Birthday Parties', ['happy']), card('Haunted Houses', ['scary', 'old'])];
    const forJudge2 = view({ judge: 2, green, hand, history });
    const forJudge3 = view({ judge: 3, green, hand, history });
    for (let seed = 0; seed < 10; seed++) {
      assert.deepEqual(readerBot(seed).decide(forJudge2, places(forJudge2)), { kind: 'place', player: 0, card: hand[1]?.id });
      assert.deepEqual(readerBot(seed).decide(forJudge3, places(forJudge3)), { kind: 'place', player: 0, card: hand[0]?.id });
    }
  });
});
