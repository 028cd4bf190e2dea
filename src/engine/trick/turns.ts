/** Who the game is waiting for. */
import type { ToAct } from '../game.js';
import * as phases from './phases.js';
import type { TrickState } from './state.js';

// Module-local copies: cheaper than a cross-module read on the hot path.
const PHASE_BIDDING = phases.PHASE_BIDDING;
const PHASE_DEAL = phases.PHASE_DEAL;
const PHASE_FIRST_DEALER = phases.PHASE_FIRST_DEALER;
const PHASE_OVER = phases.PHASE_OVER;
const PHASE_PILE = phases.PHASE_PILE;
const PHASE_REDEAL = phases.PHASE_REDEAL;
const PHASE_TARGET = phases.PHASE_TARGET;
const PHASE_TRICKS = phases.PHASE_TRICKS;

/** The seats that may act now (empty for chance events and at the end). */
export function toActPlayers(s: TrickState): number[] {
  const n = s.t.players;
  const out: number[] = [];
  switch (s.phase) {
    case PHASE_BIDDING:
    case PHASE_TRICKS:
      out.push(s.turn);
      break;
    case PHASE_PILE:
      for (let p = 0; p < n; p++) if (s.given[p] === 0) out.push(p);
      break;
    case PHASE_TARGET:
      for (let p = 0; p < n; p++) if ((s.targetLen[p] as number) < s.t.targetCards) out.push(p);
      break;
    default:
      break;
  }
  return out;
}

/** The engine's ToAct for a state. */
export function toAct(s: TrickState): ToAct {
  if (s.phase === PHASE_OVER) return { kind: 'over' };
  if (s.phase === PHASE_FIRST_DEALER || s.phase === PHASE_DEAL || s.phase === PHASE_REDEAL) return { kind: 'chance' };
  return { kind: 'players', players: toActPlayers(s) };
}

/** The one seat to ask next, in seat order for simultaneous phases; -1 for chance or the end. */
export function nextActor(s: TrickState): number {
  switch (s.phase) {
    case PHASE_BIDDING:
    case PHASE_TRICKS:
      return s.turn;
    case PHASE_PILE:
      for (let p = 0; p < s.t.players; p++) if (s.given[p] === 0) return p;
      return -1;
    case PHASE_TARGET:
      for (let p = 0; p < s.t.players; p++) if ((s.targetLen[p] as number) < s.t.targetCards) return p;
      return -1;
    default:
      return -1;
  }
}
