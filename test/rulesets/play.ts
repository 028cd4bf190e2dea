/** Test helpers: load a shipped ruleset from disk and let computer players play a whole game of any family. */
import '../../src/families/index.js';
import { familyDescriptor } from '../../src/core/registry.js';
import { Random } from '../../src/core/cards/random.js';
import type { Bot } from '../../src/core/game/game.js';
import { loadRulesetFile } from '../../src/core/rules/node-host.js';
import type { Ruleset } from '../../src/core/rules/ruleset.js';

/** A shipped ruleset (path relative to rulesets/), compiled; throws if it does not compile. */
export function shippedRuleset(name: string): Ruleset {
  const result = loadRulesetFile(new URL(`../../rulesets/${name}`, import.meta.url).pathname);
  if (!result.ok) throw new Error(`${name} does not compile: ${result.diagnostics.map((d) => d.message).join('; ')}`);
  return result.ruleset;
}

/** A game played to its end: the final state and how many actions it took. */
export interface Played {
  readonly state: unknown;
  readonly actions: number;
}

/**
 * Play one game of `ruleset` with `players` seats, each seat a computer player named `bots[i]`.
 * Throws when the setup is refused, an action is refused, or the game has not ended after
 * `limit` actions (a hang).
 */
export function playGame(ruleset: Ruleset, players: number, bots: readonly string[], seed: string, limit = 200_000, options: Readonly<Record<string, unknown>> = {}): Played {
  const entry = familyDescriptor(ruleset.family);
  if (!entry) throw new Error(`no engine for ${ruleset.family}`);
  const created = entry.engine.create(ruleset, { players, seed, options });
  if (!created.ok) throw new Error(`setup refused (${created.error.code}): ${created.error.message}`);
  const state = created.state;
  const seats: Bot<unknown, unknown>[] = Array.from({ length: players }, (_, i) => {
    const maker = entry.bots[bots[i % bots.length] as string];
    if (!maker) throw new Error(`no computer player '${bots[i % bots.length]}'`);
    return maker.create(ruleset, `${seed}/${i}`);
  });
  const order = Random.from(seed, 0x5049434b);
  for (let actions = 0; actions < limit; actions++) {
    const toAct = entry.engine.toAct(state);
    if (toAct.kind === 'over') return { state, actions };
    let action: unknown;
    if (toAct.kind === 'chance') action = entry.engine.chanceAction(state);
    else {
      const seat = toAct.players.length === 1 ? (toAct.players[0] as number) : order.pick(toAct.players);
      action = (seats[seat] as Bot<unknown, unknown>).decide(entry.engine.view(state, seat), entry.engine.legalActions(state, seat));
    }
    const error = entry.engine.applyInPlace(state, action);
    if (error) throw new Error(`action refused (${error.code}): ${error.message}`);
  }
  throw new Error(`the game did not end within ${limit} actions`);
}
