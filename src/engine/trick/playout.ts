/**
 * The random play-out of a search player's own scratch world, made cheap: the same choices, drawn
 * from the same random numbers in the same order, as the generic play-out of src/bots/ismcts.ts
 * (each step: who acts, drawn with `rng.pick` when several may; a uniformly random legal action,
 * `rng.below` of their count, no draw when there is one), so a search gives the same decisions
 * with it or without. In the tricks, where nearly all of a play-out's steps are, it lists where the
 * playable cards are in the hand, into scratch space (`legalPlays`, the very list `legalActions`
 * is made of), and plays the chosen one without looking for it, checking it again or building an
 * action (`playAt`); every other step goes through the engine's public functions.
 */
import type { Random } from '../../cards/random.js';
import { applyInPlace, playAt } from './apply.js';
import { drawChance } from './apply-chance.js';
import { legalActions, legalPlays } from './legal.js';
import * as phases from './phases.js';
import type { TrickState } from './state.js';
import { toAct } from './turns.js';

const PHASE_TRICKS = phases.PHASE_TRICKS;

/**
 * Play `s` on at random until `stop` says so (checked before every step), the game ends, or
 * `budget` steps (chance events included) are played; returns the steps played.
 */
export function randomPlayOut(s: TrickState, budget: number, stop: { stop(world: TrickState): boolean } | null, rng: Random): number {
  const t = s.t;
  const catalog = t.catalog;
  const at = catalog.playOutCards;
  const distinct = t.ranks * t.suits;
  let spent = 0;
  for (; spent < budget; spent++) {
    if (stop !== null && stop.stop(s)) return spent;
    if (s.phase === PHASE_TRICKS) {
      const player = s.turn;
      const count = legalPlays(s, player, at);
      if (count === 0) throw new Error(`randomPlayOut: player ${player} has no card to play`);
      const i = at[count === 1 ? 0 : rng.below(count)] as number;
      if (s.recordLog) s.appendLog(catalog.play[player * distinct + (s.hands[player * t.cap + i] as number)] as (typeof catalog.play)[number]);
      playAt(s, player, i);
      continue;
    }
    const next = toAct(s);
    if (next.kind === 'over') return spent;
    let action;
    if (next.kind === 'chance') {
      action = drawChance(s);
      if (!action) throw new Error(`randomPlayOut: no chance event in phase ${s.phase}`);
    } else {
      const players = next.players;
      const legal = legalActions(s, players.length === 1 ? (players[0] as number) : rng.pick(players));
      action = legal[legal.length === 1 ? 0 : rng.below(legal.length)];
      if (!action) throw new Error('randomPlayOut: a player to act has no legal action');
    }
    const error = applyInPlace(s, action);
    if (error) throw new Error(`randomPlayOut: the engine refused an action it listed (${error.message})`);
  }
  return spent;
}
