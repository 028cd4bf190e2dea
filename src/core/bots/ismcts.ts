/**
 * Information-set Monte Carlo tree search (Cowling, Powley and Whitehouse 2012, "single
 * observer" ISMCTS; the idea of OpenSpiel's is_mcts), written once over the game contract:
 * any family whose engine offers `sampleWorld` gets a search player from this file.
 *
 * Each iteration draws one world the player cannot tell from the real one (`sampleWorld` of
 * its view: a determinization), then walks down one shared tree in it. A node stands for what
 * the searching player has seen happen since the decision; its edges are the actions taken
 * there, told apart by a stable key (the action's JSON). Where actions differ between worlds
 * (another player's cards differ from world to world), only the actions legal in this world
 * compete, and UCT counts how often each was available rather than how often the node was
 * visited. The walk adds one new edge, plays the game out to the end with the rollout policy
 * (or for at most `maxActions`), and credits every edge on its path with the result of the
 * player who took it.
 *
 * The player never sees the real state: it decides from its view and the legal actions alone,
 * like every `Bot`, and plans only on sampled worlds. Its options and the engines it plans with are
 * in ismcts-options.ts, the tree in ismcts-tree.ts.
 */
import { Random } from '../cards/random.js';
import type { Bot, GameEvent, GameResult } from '../game/game.js';
import type { RulesetBase } from '../rules/ruleset.js';
import type { BotMaker } from '../registry.js';
import type { Horizon, IsmctsOptions, SearchableEngine } from './ismcts-options.js';
import { addEdge, edgeOf, keyer, newNode, type Edge, type TreeNode } from './ismcts-tree.js';

/**
 * Each player's worth of a finished game, 0 to 1 (see `IsmctsOptions.winWeight`), written into
 * `out` (a fresh array unless given: a search reuses one) and returned.
 */
export function resultValues(result: GameResult, players: number, winWeight: number, out: number[] = []): number[] {
  const { scores, winners } = result;
  let low = Infinity;
  let high = -Infinity;
  for (let p = 0; p < players; p++) {
    const s = scores[p] ?? 0;
    if (s < low) low = s;
    if (s > high) high = s;
  }
  if (out.length !== players) out.length = players;
  for (let p = 0; p < players; p++) {
    const win = winners.includes(p) ? 1 / winners.length : 0;
    const score = high > low ? ((scores[p] ?? 0) - low) / (high - low) : 0.5;
    out[p] = winWeight * win + (1 - winWeight) * score;
  }
  return out;
}

/**
 * An ISMCTS player for one game. `seed` fixes its random choices: with an iteration budget the
 * same views and legal actions give the same decisions.
 */
export function createIsmctsBot<R extends RulesetBase, S, A, V extends { readonly player: number }, E extends GameEvent>(
  engine: SearchableEngine<R, S, A, V, E>,
  ruleset: R,
  seed: number | string,
  options: IsmctsOptions<R, V, A, S> = {},
): Bot<V, A> {
  const rng = Random.from(seed, 0x15c75);
  const iterations = Math.max(1, Math.floor(options.iterations ?? 1000));
  const exploration = options.exploration ?? 0.7;
  // Math.log of the whole numbers met so far (counts of availability), looked up rather than
  // computed for every candidate at every step of every walk: the same values.
  let logs = new Float64Array(0);
  /** A count past the table: the table grows to hold it (and more), and its log is the one the table now holds. */
  const growLogs = (k: number): number => {
    const more = new Float64Array(Math.max(1024, 2 * k));
    more.set(logs);
    for (let i = logs.length; i < more.length; i++) more[i] = Math.log(i);
    logs = more;
    return Math.log(k);
  };
  const logOf = (k: number): number => logs[k] ?? growLogs(k);
  const winWeight = Math.min(1, Math.max(0, options.winWeight ?? 0.5));
  const rolloutMaker = options.rollout === undefined || options.rollout === 'random' ? null : options.rollout;
  const rolloutPolicy = options.rolloutPolicy ?? null;
  const keyOf = keyer();

  /** Who acts next in a world: the one player, or one of several acting at once (drawn, as in `pomona simulate`). */
  const actor = (world: S): number | 'chance' | 'over' => {
    const toAct = engine.toAct(world);
    if (toAct.kind !== 'players') return toAct.kind;
    const players = toAct.players;
    return (players.length === 1 ? players[0] : undefined) ?? rng.pick(players);
  };

  const maxActions = options.maxActions ?? Infinity;

  /** Play a world on with the rollout policy, to the end, the horizon, or until `budget` actions are spent. */
  const fastPlayOut = rolloutMaker === null && rolloutPolicy === null ? (options.randomPlayOut ?? null) : null;
  const playOut = (world: S, budget: number, horizon: Horizon<S> | null): number => {
    if (fastPlayOut !== null) return fastPlayOut(world, budget, horizon, rng);
    const bots = rolloutMaker && !rolloutPolicy ? new Map<number, Bot<V, A>>() : null;
    let spent = 0;
    for (; spent < budget; spent++) {
      if (horizon && horizon.stop(world)) return spent;
      const who = actor(world);
      if (who === 'over') return spent;
      let action: A;
      if (who === 'chance') action = engine.chanceAction(world);
      else {
        const legal = engine.legalActions(world, who);
        // The policy is asked only to choose; the random play-out draws no number for one action.
        // (Read here rather than through rng.pick: a decision makes up to hundreds of thousands.)
        const only = legal.length === 1 ? legal[0] : undefined;
        if (rolloutPolicy) action = only ?? rolloutPolicy(world, who, legal, rng);
        else if (bots && rolloutMaker) {
          let bot = bots.get(who);
          if (!bot) bots.set(who, (bot = rolloutMaker.create(ruleset, rng.nextUint32())));
          action = bot.decide(engine.view(world, who), legal);
        } else {
          const drawn = only ?? legal[rng.below(legal.length)];
          if (drawn === undefined) throw new Error('ismcts: a player to act has no legal action');
          action = drawn;
        }
      }
      if (engine.applyInPlace(world, action)) throw new Error(`ismcts: the engine refused an action it listed (${JSON.stringify(action)})`);
    }
    return spent;
  };

  /** The result of a world: its end, or its standing by the score sheets when the play-out stopped early. */
  const outcome = (world: S): GameResult => {
    const result = engine.result(world);
    if (result) return result;
    const scores = engine.explain(world).map((sheet) => sheet.total);
    const best = Math.max(...scores);
    return { scores, winners: scores.flatMap((score, p) => (score === best ? [p] : [])) };
  };

  const worldCount = options.worlds === undefined ? Infinity : Math.max(1, Math.floor(options.worlds));

  const copyWorld = options.copyWorld ?? ((from: S): S => engine.clone(from));
  /** The scratch world of the last iteration (the iterations of one decision run one after another). */
  let scratch: S | null = null;

  // The path of the iteration under way: the edges taken and who took each (null for a chance
  // event), kept between iterations so that a walk allocates nothing for its path.
  const pathEdges: Edge[] = [];
  const pathPlayers: (number | null)[] = [];

  /** One iteration: take a world (sampled, or a copy of one sampled before), walk down the tree adding one edge, play out, back up; returns the actions it played. */
  const iterate = (root: TreeNode, view: V, rootKeys: ReadonlySet<number>, pool: S[], i: number): number => {
    let world: S;
    if (worldCount === Infinity) world = engine.sampleWorld(ruleset, view, rng);
    else {
      // Iteration i plays on world i mod worldCount: sampled in the first round (iteration i adds world i), copied after.
      let sampled = pool[i % worldCount];
      if (sampled === undefined) pool.push((sampled = engine.sampleWorld(ruleset, view, rng)));
      world = scratch = copyWorld(sampled, scratch);
    }
    const horizon = options.horizon ? options.horizon(world) : null;
    let depth = 0;
    let node: TreeNode | null = root;
    let expanded = false;
    let spent = 0;
    while (node && !expanded && !(horizon && horizon.stop(world))) {
      // At the root it is the searching player's decision, even where several act at once.
      const atRoot = node === root;
      const who = atRoot ? view.player : actor(world);
      if (who === 'over') break;
      let action: A;
      let edge: Edge;
      if (who === 'chance') {
        // Each chance outcome leads to its own subtree: worlds that drew the same outcome share it.
        action = engine.chanceAction(world);
        const key = keyOf(action);
        let found = edgeOf(node, key);
        if (!found) addEdge(node, (found = { key, visits: 0, value: 0, available: 0, child: null }));
        edge = found;
        pathEdges[depth] = edge;
        pathPlayers[depth++] = null;
      } else {
        // Never changed here: an engine may share its lists between calls.
        const legal = engine.legalActions(world, who);
        let fresh: A[] | null = null;
        let best: Edge | null = null;
        let bestAction: A | null = null;
        let bestScore = -Infinity;
        let listed = 0;
        for (const candidate of legal) {
          const key = keyOf(candidate);
          // At the root, only what the real game lists (a sampled world lists the same).
          if (atRoot && !rootKeys.has(key)) continue;
          listed++;
          const e = edgeOf(node, key);
          if (!e) {
            (fresh ??= []).push(candidate);
            continue;
          }
          e.available++;
          if (fresh) continue;
          const score = e.value / e.visits + exploration * Math.sqrt(logOf(e.available) / e.visits);
          if (score > bestScore) {
            bestScore = score;
            best = e;
            bestAction = candidate;
          }
        }
        if (listed === 0) throw new Error('ismcts: a player to act has no legal action');
        if (fresh) {
          // Expansion: one action never tried here, at random (a pick from one draws no random
          // number); then the rollout takes over.
          const drawn = fresh[rng.below(fresh.length)];
          if (drawn === undefined) throw new Error('ismcts: no untried action to expand');
          action = drawn;
          edge = { key: keyOf(action), visits: 0, value: 0, available: 1, child: null };
          addEdge(node, edge);
          expanded = true;
        } else {
          action = bestAction as A;
          edge = best as Edge;
        }
        pathEdges[depth] = edge;
        pathPlayers[depth++] = who;
      }
      if (engine.applyInPlace(world, action)) throw new Error(`ismcts: the engine refused an action it listed (${JSON.stringify(action)})`);
      spent++;
      if (!expanded) node = edge.child ??= newNode();
    }
    spent += playOut(world, maxActions - spent, horizon);
    let values: readonly number[];
    if (horizon && engine.result(world) === null) values = horizon.values(world);
    else {
      const result = outcome(world);
      values = resultValues(result, result.scores.length, winWeight);
    }
    for (let k = 0; k < depth; k++) {
      const edge = pathEdges[k];
      const player = pathPlayers[k];
      if (edge === undefined || player === undefined) throw new Error(`ismcts: the walk's path has no step ${k}`);
      edge.visits++;
      if (player !== null) edge.value += values[player] ?? 0;
    }
    return spent;
  };

  return {
    name: options.name ?? 'mcts',
    decide(view: V, legal: readonly A[]): A {
      const first = legal[0];
      if (first === undefined) throw new Error('ismcts: asked to decide with no legal action');
      if (legal.length === 1) return first;
      const rootKeys = new Set(legal.map(keyOf));
      const root = newNode();
      const pool: S[] = [];
      scratch = null;
      if (options.ms !== undefined) {
        const end = performance.now() + options.ms;
        let i = 0;
        do iterate(root, view, rootKeys, pool, i++);
        while (performance.now() < end);
      } else {
        const actionBudget = options.actionBudget ?? Infinity;
        const deadline = options.deadlineMs === undefined ? Infinity : performance.now() + options.deadlineMs;
        let actions = 0;
        for (let i = 0; i < iterations && actions < actionBudget; i++) {
          actions += iterate(root, view, rootKeys, pool, i);
          if (deadline !== Infinity && performance.now() >= deadline) break;
        }
      }
      // The most visited action (the robust child); ties go to the first listed.
      let choice: A = first;
      let most = -1;
      for (const action of legal) {
        const visits = edgeOf(root, keyOf(action))?.visits ?? 0;
        if (visits > most) {
          most = visits;
          choice = action;
        }
      }
      return choice;
    },
  };
}

/**
 * The ISMCTS player as a registry entry for a family: `ismctsBot(engine, options).create(ruleset,
 * seed)` gives one player. The options are those of `createIsmctsBot`.
 */
export function ismctsBot<R extends RulesetBase, S, A, V extends { readonly player: number }, E extends GameEvent>(
  engine: SearchableEngine<R, S, A, V, E>,
  options: IsmctsOptions<R, V, A, S> = {},
): BotMaker<R, V, A> {
  return { create: (ruleset, seed) => createIsmctsBot(engine, ruleset, seed, options) };
}
