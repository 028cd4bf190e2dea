/** Who the game is waiting for: shared frozen answers from the game's catalog (no allocation). */
import { missing } from '../../../core/cards/typed-reads.js';
import type { ToAct } from '../../../core/game/game.js';
import { someToAct } from './catalog.js';
import * as phases from './phases.js';
import type { TrickState } from './state.js';

// Module-local copies: cheaper than a cross-module read on the hot path.
const PHASE_BIDDING = phases.PHASE_BIDDING;
const PHASE_OVER = phases.PHASE_OVER;
const PHASE_PILE = phases.PHASE_PILE;
const PHASE_TARGET = phases.PHASE_TARGET;
const PHASE_TRICKS = phases.PHASE_TRICKS;

const NOBODY: readonly number[] = Object.freeze([]);

/** The engine's ToAct for a state: in the pile and target phases every seat still to act, at once. */
export function toAct(s: TrickState): ToAct {
  const t = s.t;
  const catalog = t.catalog;
  switch (s.phase) {
    case PHASE_BIDDING:
    case PHASE_TRICKS:
      return catalog.one[s.turn] ?? missing();
    case PHASE_PILE: {
      let mask = 0;
      for (let p = 0; p < t.players; p++) if ((s.given[p] ?? missing()) < s.bidNumber) mask |= 1 << p;
      return oneOrSome(s, mask);
    }
    case PHASE_TARGET: {
      let mask = 0;
      for (let p = 0; p < t.players; p++) if ((s.targetLen[p] ?? missing()) < t.targetCards) mask |= 1 << p;
      return oneOrSome(s, mask);
    }
    case PHASE_OVER:
      return catalog.over;
    default:
      return catalog.chance;
  }
}

function oneOrSome(s: TrickState, mask: number): ToAct {
  // A single seat left: the shared one-seat answer (a power of two).
  if (mask !== 0 && (mask & (mask - 1)) === 0) return s.t.catalog.one[31 - Math.clz32(mask)] ?? missing();
  return someToAct(s.t.catalog, mask, s.t.players);
}

/** The seats that may act now (empty for chance events and at the end): a shared frozen list. */
export function toActPlayers(s: TrickState): readonly number[] {
  const answer = toAct(s);
  return answer.kind === 'players' ? answer.players : NOBODY;
}
