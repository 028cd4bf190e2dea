/**
 * The random play-out of a search player's own scratch world, made cheap: the same choices, drawn
 * from the same random numbers in the same order, as the generic play-out of src/bots/ismcts.ts
 * (each step: who acts, drawn with `rng.pick` when several may; a uniformly random legal action,
 * `rng.below` of their count, no draw when there is one), so a search gives the same decisions
 * with it or without. In the tricks, where nearly all of a play-out's steps are, it lists the
 * playable cards into scratch space (`legalPlays`, the very list `legalActions` is made of) and
 * plays the chosen one without checking it again or building an action (`playAt`); every other
 * step goes through the engine's public functions.
 */
import type { Random } from '../../cards/random.js';
import { applyInPlace, findInHand, playAt } from './apply.js';
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
  const cards = catalog.playOutCards;
  const distinct = t.ranks * t.suits;
  let spent = 0;
  for (; spent < budget; spent++) {
    if (stop !== null && stop.stop(s)) return spent;
    if (s.phase === PHASE_TRICKS) {
      const player = s.turn;
      const count = legalPlays(s, player, cards);
      if (count === 0) throw new Error(`randomPlayOut: player ${player} has no card to play`);
      const card = cards[count === 1 ? 0 : rng.below(count)] as number;
      playAt(s, player, findInHand(s, player, card));
      if (s.recordLog) s.appendLog(catalog.play[player * distinct + card] as (typeof catalog.play)[number]);
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
