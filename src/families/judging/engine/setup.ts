/** A new Apples to Apples game: the ruleset's numbers for this table, checked, and an empty table. */
import type { BaseContext, OptionValues } from '../../../core/rules/ruleset.js';
import type { JudgingRuleset } from '../ruleset.js';
import { resolveOptions } from '../../../core/rules/options.js';
import type { CreateResult, GameSetup } from '../../../core/game/game.js';
import { refuseShared, type SharedRefusalCode } from '../../../core/game/refusals.js';
import { cardsOf } from './tables.js';
import type { JudgingNumbers, JudgingState } from './types.js';

/** The ruleset's numbers for `players` seats and the chosen options, or a refusal. */
export function judgingNumbers(
  ruleset: JudgingRuleset,
  players: number,
  options: OptionValues,
): { ok: true; numbers: JudgingNumbers } | { ok: false; code: SharedRefusalCode; message: string } {
  const ctx: BaseContext = { options, players };
  const rule = ruleset.placing.find((r) => players >= r.players.min && players <= r.players.max);
  if (!rule) {
    return { ok: false, code: 'bad-setup', message: `the ruleset has no placing rule for ${players} players` };
  }
  const numbers: JudgingNumbers = Object.freeze({
    handSize: ruleset.handSize.evaluate(ctx),
    goal: ruleset.goal.evaluate(ctx),
    minEach: rule.minEach.evaluate(ctx),
    maxEach: rule.maxEach.evaluate(ctx),
    lastReturns: rule.lastReturns,
    firstJudged: rule.firstJudged ? rule.firstJudged.evaluate(ctx) : null,
    passes: ruleset.judge.passes,
    judgeChooses: ruleset.judgeChoosesWorst.evaluate(ctx) ? 'worst' : 'best',
  });
  const whole = (n: number, min: number): boolean => Number.isInteger(n) && n >= min;
  if (!whole(numbers.handSize, 1)) return bad('bad-setup', `the hand size is ${numbers.handSize}; it must be a whole number of at least 1`);
  if (!whole(numbers.goal, 1)) return bad('bad-setup', `the goal is ${numbers.goal}; it must be a whole number of at least 1`);
  if (!whole(numbers.minEach, 0) || !whole(numbers.maxEach, 1) || numbers.minEach > numbers.maxEach) {
    return bad(
      'bad-setup',
      `each player places ${numbers.minEach}..${numbers.maxEach} cards; that is not a range of whole numbers with a maximum of at least 1`,
    );
  }
  if (numbers.maxEach > numbers.handSize) {
    return bad('bad-setup', `a player may place ${numbers.maxEach} cards but holds only ${numbers.handSize}`);
  }
  if (numbers.firstJudged !== null && !whole(numbers.firstJudged, 1)) {
    return bad('bad-setup', `only the first ${numbers.firstJudged} cards are judged; that must be a whole number of at least 1`);
  }
  return { ok: true, numbers };
}

/** The numbers do not make a game at this table: a setup refusal (the player count and options chose them). */
function bad(code: 'bad-setup', message: string): { ok: false; code: SharedRefusalCode; message: string } {
  return { ok: false, code, message };
}

/** The default options and their numbers, by ruleset and table size (frozen; made once). */
const defaultTables = new WeakMap<JudgingRuleset, ({ readonly options: OptionValues; readonly numbers: JudgingNumbers } | undefined)[]>();

/** A new game waiting for its first chance action (drawing the first judge), or a refusal. */
export function createJudgingGame(ruleset: JudgingRuleset, setup: GameSetup): CreateResult<JudgingState> {
  const players = setup.players;
  if (!Number.isInteger(players) || players < ruleset.players.min || players > ruleset.players.max) {
    return refuse('bad-setup', `${ruleset.name} is for ${ruleset.players.min} to ${ruleset.players.max} players, not ${players}`);
  }
  if (typeof setup.seed !== 'number' && typeof setup.seed !== 'string') {
    return refuse('bad-setup', 'the seed must be a number or a text');
  }
  // The default options' numbers are worked out once per ruleset and table size (self-play starts thousands of games).
  const plain = setup.options === undefined || Object.keys(setup.options).length === 0;
  let table = plain ? defaultTables.get(ruleset)?.[players] : undefined;
  if (!table) {
    const resolved = resolveOptions(ruleset, setup.options ?? {});
    if (!resolved.ok) return refuse('bad-option', resolved.message);
    const found = judgingNumbers(ruleset, players, resolved.options);
    if (!found.ok) return refuse(found.code, found.message);
    table = { options: Object.freeze({ ...resolved.options }), numbers: found.numbers };
    if (plain) {
      let byPlayers = defaultTables.get(ruleset);
      if (!byPlayers) defaultTables.set(ruleset, (byPlayers = []));
      byPlayers[players] = table;
    }
  }
  const numbers = table.numbers;
  // The game must be able to end: every seat can win goal - 1 greens before someone reaches the goal.
  const greensNeeded = players * (numbers.goal - 1) + 1;
  if (ruleset.green.cards.length < greensNeeded) {
    return refuse('bad-setup', `${players} players need at least ${greensNeeded} green cards; the deck has ${ruleset.green.cards.length}`);
  }
  // Hands must fill: with the discards reshuffled, the red deck must cover every full hand.
  const redsNeeded = players * numbers.handSize;
  if (ruleset.red.cards.length < redsNeeded) {
    return refuse(
      'bad-setup',
      `${players} players holding ${numbers.handSize} need at least ${redsNeeded} red cards; the deck has ${ruleset.red.cards.length}`,
    );
  }
  const cards = cardsOf(ruleset);
  const state: JudgingState = {
    ruleset: ruleset.name,
    players,
    seed: setup.seed,
    options: table.options,
    numbers,
    cards,
    phase: 'first-judge',
    chances: 0,
    round: 0,
    // Both stacks start shuffled: lazily, each card drawn at random when it is turned or dealt.
    greenPool: idsOf(cards.green.length).slice(),
    greenUnder: [],
    redPool: idsOf(cards.red.length).slice(),
    redAt: idsOf(cards.red.length).slice(),
    discards: [],
    hands: Array.from({ length: players }, () => []),
    won: Array.from({ length: players }, () => []),
    judge: -1,
    green: -1,
    placed: [],
    placedBy: new Array<number>(players).fill(0),
    done: new Array<boolean>(players).fill(false),
    returned: null,
    judged: [],
    history: [],
    log: [],
  };
  return { ok: true, state };
}

/**
 * The card ids 0..n-1, made once per deck size and only ever copied. Not frozen on purpose:
 * V8 copies a frozen array element by element, about a hundred times slower.
 */
const idLists: (readonly number[] | undefined)[] = [];
function idsOf(n: number): readonly number[] {
  let ids = idLists[n];
  if (!ids) {
    const out: number[] = [];
    for (let i = 0; i < n; i++) out.push(i);
    idLists[n] = ids = out;
  }
  return ids;
}

function refuse(code: SharedRefusalCode, message: string): CreateResult<JudgingState> {
  return { ok: false, error: refuseShared(code, message) };
}
