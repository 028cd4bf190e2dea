/**
 * The random play-out of a search player's own scratch world, made cheap: the same choices, drawn
 * from the same random numbers in the same order, as the generic play-out of src/core/bots/ismcts.ts
 * (each step: who acts, drawn with `rng.pick` when several may; a uniformly random legal action,
 * `rng.below` of their count, no draw when there is one), so a search gives the same decisions
 * with it or without. In the tricks, where nearly all of a play-out's steps are, it lists where the
 * playable cards are in the hand, into scratch space (`legalPlays`, the very list `legalActions`
 * is made of), and plays the chosen one without looking for it, checking it again or building an
 * action (`playAt`); every other step goes through the engine's public functions.
 */
import { missing } from '../../../core/cards/typed-reads.js';
import type { Random } from '../../../core/cards/random.js';
import { applyInPlace, playAt } from './apply.js';
import { drawChance } from './apply-chance.js';
import { legalActions, runLength, runStart } from './legal.js';
import { VOID_FREE, VOID_OVERTRUMP, VOID_TRUMP, voidDemand } from './void-rule.js';
import { wouldWin } from './winner.js';
import * as phases from './phases.js';
import type { HandRecord, TrickState } from './state.js';
import type { TrickTables } from './tables.js';
import { toAct } from './turns.js';

const PHASE_TRICKS = phases.PHASE_TRICKS;

/** `playSuit`'s answer when only the trumps that would take the trick may be played (the void rule's overtrump). */
const ONLY_OVERTRUMPS = -2;

/**
 * What `player`, whose turn it is in the tricks, may play: the cards of one suit when they hold
 * any (the suit led, or trumps under a void rule), -1 for any card, or `ONLY_OVERTRUMPS` (then the
 * cards for which `overtrumps` holds): the rule of `legalActions` (legal.ts), restated here so that
 * a page with no search player does not load it; test/engine/trick/playout.test.ts plays both
 * side by side on the rulesets with void rules.
 */
function playSuit(s: TrickState, player: number): number {
  const t = s.t;
  const demand = t.voidRule === VOID_FREE ? VOID_FREE : voidDemand(s, player);
  if (demand === VOID_OVERTRUMP) return ONLY_OVERTRUMPS;
  if (demand === VOID_TRUMP) return s.trump;
  return t.mustFollow && s.trickLen > 0 ? (t.suitOf[s.trick[0] ?? missing()] ?? missing()) : -1;
}

/** Whether `card` is a trump that would take the trick so far. */
function overtrumps(s: TrickState, card: number): boolean {
  return s.t.suitOf[card] === s.trump && wouldWin(s.t, s.trick, s.trickLen, s.trump, card);
}

/**
 * Where in `player`'s hand (whose turn it is in the tricks) the distinct cards they may play now
 * are, ascending, written to `out` (room for a hand); returns how many. The cards `legalActions`
 * lists, as hand positions.
 */
export function legalPlays(s: TrickState, player: number, out: Uint8Array): number {
  const suit = playSuit(s, player);
  const hands = s.hands;
  const base = player * s.t.cap;
  let from = base;
  let to = base + (s.handLen[player] ?? missing());
  const onlyOvertrumps = suit === ONLY_OVERTRUMPS;
  if (!onlyOvertrumps) {
    from = runStart(s, player, suit);
    to = from + runLength(s, player, suit);
  }
  let k = 0;
  let previous = -1;
  for (let i = from; i < to; i++) {
    const c = hands[i] ?? missing();
    if (c === previous || (onlyOvertrumps && !overtrumps(s, c))) continue;
    previous = c;
    out[k++] = i - base;
  }
  return k;
}

/** Where the cards a seat may play are in its hand (`legalPlays`), for one play-out at a time (grown to a game's largest hand). */
let scratch = new Uint8Array(16);

/** The bids of every scores-only hand record, shared (never written to). */
const NO_BIDS: readonly number[] = Object.freeze([]);

/** The shared empty parts of scores-only hand records, by game (they are never written to). */
const emptyParts = new WeakMap<TrickTables, Pick<HandRecord, 'tricks' | 'targets' | 'targetLen'>>();

/**
 * The record of a hand finished in a search player's scratch world, which reads nothing of it but
 * its scores (`TrickState.recordHand`): the scores, and empty tricks and targets shared by every
 * such record, like the past hands of a sampled world (sample-state.ts), instead of copies of five
 * arrays at the end of every play-out.
 */
export function scoresOnly(s: TrickState, scores: number[]): HandRecord {
  const t = s.t;
  let parts = emptyParts.get(t);
  if (!parts) {
    parts = {
      tricks: new Uint8Array(0),
      targets: new Uint8Array(Math.max(1, t.players * t.targetCards)),
      targetLen: new Uint8Array(t.players),
    };
    emptyParts.set(t, parts);
  }
  return {
    dealer: s.dealer,
    bidder: -1,
    bidNumber: 0,
    bidSuit: -1,
    trump: -1,
    bids: NO_BIDS,
    tricks: parts.tricks,
    trickLeaders: parts.tricks,
    trickWinners: parts.tricks,
    targets: parts.targets,
    targetLen: parts.targetLen,
    scores,
  };
}

/**
 * Play `s` on at random until `stop` says so (checked before every step), the game ends, or
 * `budget` steps (chance events included) are played; returns the steps played.
 */
export function randomPlayOut(s: TrickState, budget: number, stop: { stop(world: TrickState): boolean } | null, rng: Random): number {
  const t = s.t;
  const catalog = t.catalog;
  if (scratch.length < t.cap) scratch = new Uint8Array(t.cap);
  const at = scratch;
  const distinct = t.ranks * t.suits;
  let spent = 0;
  for (; spent < budget; spent++) {
    if (stop !== null && stop.stop(s)) return spent;
    if (s.phase === PHASE_TRICKS) {
      const player = s.turn;
      const count = legalPlays(s, player, at);
      if (count === 0) throw new Error(`randomPlayOut: player ${player} has no card to play`);
      const i = at[count === 1 ? 0 : rng.below(count)] ?? missing();
      if (s.recordLog) s.appendLog(catalog.play[player * distinct + (s.hands[player * t.cap + i] ?? missing())] ?? missing());
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
      const legal = legalActions(s, players.length === 1 ? (players[0] ?? missing()) : rng.pick(players));
      action = legal[legal.length === 1 ? 0 : rng.below(legal.length)];
      if (!action) throw new Error('randomPlayOut: a player to act has no legal action');
    }
    const error = applyInPlace(s, action);
    if (error) throw new Error(`randomPlayOut: the engine refused an action it listed (${error.message})`);
  }
  return spent;
}
