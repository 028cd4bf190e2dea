/** Test helpers: load a shipped ruleset from disk and let computer players play a whole game of any family. */
import { Random } from '../../src/core/cards/random.js';
import type { GameEvent } from '../../src/core/game/game.js';
import type { Ruleset } from '../../src/core/rules/ruleset.js';
import { familyUnderTest, type AnyAction, type AnyBot, type FamilyUnderTest, type PlayerUnderTest } from '../conformance/families.js';
import { loadFixture } from '../conformance/fixtures.js';

/** A shipped ruleset (path relative to rulesets/), compiled once; throws, naming its diagnostics, if it does not compile. */
export function shippedRuleset(name: string): Ruleset {
  return loadFixture(`rulesets/${name}`);
}

/** A game played to its end: the final state, how many actions it took and every event of it, in order. */
export interface Played {
  readonly state: unknown;
  readonly actions: number;
  readonly events: readonly GameEvent[];
}

function entryOf(ruleset: Ruleset): FamilyUnderTest {
  const entry = familyUnderTest(ruleset.family);
  if (!entry) throw new Error(`no engine for ${ruleset.family}`);
  return entry;
}

/**
 * Play one game of `ruleset` with `players` seats, each seat a computer player named `bots[i]`
 * at its shipped budget (the measured tests depend on how strong the players are as shipped).
 * Throws when the setup is refused, an action is refused, or the game has not ended after
 * `limit` actions (a hang).
 */
export function playGame(
  ruleset: Ruleset,
  players: number,
  bots: readonly string[],
  seed: string,
  limit = 200_000,
  options: Readonly<Record<string, unknown>> = {},
): Played {
  const entry = entryOf(ruleset);
  const seats = Array.from({ length: players }, (_, i) => {
    const name = bots[i % bots.length] as string;
    const maker = entry.shipped[name];
    if (!maker) throw new Error(`no computer player '${name}'`);
    return maker.create(ruleset, `${seed}/${i}`);
  });
  return playSeated(entry, ruleset, players, seats, seed, limit, options);
}

/** As `playGame`, with the players under their test budgets (test/conformance/families.ts). */
export function playWith(ruleset: Ruleset, players: number, seats: readonly PlayerUnderTest[], seed: string): Played {
  const entry = entryOf(ruleset);
  const bots = Array.from({ length: players }, (_, i) => (seats[i % seats.length] as PlayerUnderTest).create(ruleset, `${seed}/${i}`));
  return playSeated(entry, ruleset, players, bots, seed, 200_000, {});
}

function playSeated(
  entry: FamilyUnderTest,
  ruleset: Ruleset,
  players: number,
  seats: readonly AnyBot[],
  seed: string,
  limit: number,
  options: Readonly<Record<string, unknown>>,
): Played {
  const created = entry.engine.create(ruleset, { players, seed, options });
  if (!created.ok) throw new Error(`setup refused (${created.error.code}): ${created.error.message}`);
  const state = created.state;
  const order = Random.from(seed, 0x5049434b);
  const events: GameEvent[] = [];
  for (let actions = 0; actions < limit; actions++) {
    const toAct = entry.engine.toAct(state);
    if (toAct.kind === 'over') return { state, actions, events };
    let action: AnyAction;
    if (toAct.kind === 'chance') action = entry.engine.chanceAction(state);
    else {
      const seat = toAct.players.length === 1 ? (toAct.players[0] as number) : order.pick(toAct.players);
      action = (seats[seat] as AnyBot).decide(entry.engine.view(state, seat), entry.engine.legalActions(state, seat));
    }
    const error = entry.engine.applyInPlace(state, action, events);
    if (error) throw new Error(`action refused (${error.code}): ${error.message}`);
  }
  throw new Error(`the game did not end within ${limit} actions`);
}
