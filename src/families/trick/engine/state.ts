/**
 * The trick-taking game state: small integers in typed arrays so that copying a state for search
 * costs a few short array copies. Copies share the action log's array until one appends past the other.
 */
import { byteAt, entryAt } from '../../../core/cards/typed-reads.js';
import type { TrickAction } from './actions.js';
import { ViewCache } from './view-cache.js';
import type { TrickTables } from './tables.js';

export {
  PHASE_FIRST_DEALER,
  PHASE_DEAL,
  PHASE_BIDDING,
  PHASE_PILE,
  PHASE_REDEAL,
  PHASE_TARGET,
  PHASE_TRICKS,
  PHASE_OVER,
} from './phases.js';

/** Phase names by phase number. */
export const PHASE_NAMES = ['first-dealer', 'deal', 'bidding', 'pile', 'redeal', 'target', 'tricks', 'over'] as const;

/** The name of phase number `phase` (one of the state's PHASE_ constants). */
export function phaseName(phase: number): (typeof PHASE_NAMES)[number] {
  const name = PHASE_NAMES[phase];
  if (name === undefined) throw new RangeError(`internal error: no phase ${phase}`);
  return name;
}

/** A finished hand, kept compactly to explain the score sheets (see `handCards`). */
export interface HandRecord {
  readonly dealer: number;
  readonly bidder: number;
  readonly bidNumber: number;
  /** The winning bid's denomination (the suits, then no trumps), -1 when unknown. */
  readonly bidSuit: number;
  readonly trump: number;
  /** The hand's bids in the order made, coded as `TrickState.bids` (empty where the record keeps scores only). */
  readonly bids: readonly number[];
  /** The hand's tricks in play order from each leader (tricks × players cards). */
  readonly tricks: Uint8Array;
  readonly trickLeaders: Uint8Array;
  readonly trickWinners: Uint8Array;
  /** targets[seat * targetCards + i], targetLen[seat] each. */
  readonly targets: Uint8Array;
  readonly targetLen: Uint8Array;
  /** Each seat's hand score. */
  readonly scores: readonly number[];
}

/** The cards a seat won in a finished hand, and its target cards. */
export function handCards(t: TrickTables, hand: HandRecord, seat: number): { winnings: number[]; targets: number[] } {
  const n = t.players;
  const winnings: number[] = [];
  for (let h = 0; h < hand.trickWinners.length; h++) {
    if (hand.trickWinners[h] === seat) for (let k = 0; k < n; k++) winnings.push(byteAt(hand.tricks, h * n + k));
  }
  const targets = Array.from(hand.targets.subarray(seat * t.targetCards, seat * t.targetCards + byteAt(hand.targetLen, seat)));
  return { winnings, targets };
}

/** A game of the trick-taking family in progress. Treat as opaque: use the engine's functions. */
export class TrickState {
  phase = 0; // PHASE_FIRST_DEALER
  dealer = 0;
  /** Seat to act in the bidding and the tricks. */
  turn = 0;
  /** Chance actions applied so far (the k of `Random.from(seed, k)`). */
  chanceCount = 0;
  /** hands[seat * t.cap + i]; handLen[seat] cards each. */
  hands: Uint8Array;
  handLen: Uint8Array;
  /**
   * suitLen[seat * t.suits + suit]: how many cards of the suit are in the seat's hand, kept with
   * the hand (every change to `hands` changes it too). Hands are sorted, so a suit's cards are
   * the run that starts after the seat's cards of lower suits: legal lists, the follow-suit rule
   * and bids read it instead of scanning the hand.
   */
  suitLen: Uint8Array;
  bidNumber = 0;
  bidSuit = -1;
  bidder = -1;
  passesInRow = 0;
  bidTurns = 0;
  passed: Uint8Array;
  /** This hand's bids: pass = -1 - seat; bid = seat + players * (denomination + (suits + 1) * number), no trumps being denomination `suits`. */
  bids: number[] = [];
  trump = -1;
  /** Cards each seat has given to the pile this hand (the pile takes bidNumber from each). */
  given: Uint8Array;
  pile: Uint8Array;
  pileLen = 0;
  /** Cards each seat put into the pile (seat * bidMax + i), for that seat's own view. */
  gave: Uint8Array;
  faceUp: Uint8Array;
  faceUpLen = 0;
  targets: Uint8Array;
  targetLen: Uint8Array;
  trick: Uint8Array;
  trickLen = 0;
  leader = 0;
  tricksDone = 0;
  /** Cards of the finished tricks of this hand, in play order from the leader. */
  history: Uint8Array;
  historyLeader: Uint8Array;
  historyWinner: Uint8Array;
  /** won[seat * ranks + rank]: how many cards of that rank the seat has won this hand. */
  won: Uint8Array;
  totals: Int32Array;
  finished: HandRecord[] = [];
  handsDealt = 0;
  throwIns = 0;
  winners: number[] | null = null;
  /**
   * The action log: the first `logLength` entries of `log`, an array with room to spare that
   * copies share. A state appends in place while the slot after its entries is empty; a copy
   * that has fallen behind (another copy filled that slot) copies its prefix first (see
   * `appendLog`). So copying a state never copies its log, and appending costs no object.
   */
  log: TrickAction[] = [];
  logLength = 0;
  /** False for a search player's scratch worlds, which need no log. */
  recordLog = true;
  /**
   * @internal Set only in a search player's private scratch worlds: how a hand finished in them
   * is recorded (`scoresOnly` of playout.ts: its scores alone, which is all they read).
   */
  recordHand: ((s: TrickState, scores: number[]) => HandRecord) | null = null;
  /** @internal The block of bytes that holds the small arrays above (see the constructor). */
  readonly bytes: Uint8Array;
  /** @internal The view parts built so far (see view-cache.ts); not part of the game position. */
  readonly vc: ViewCache;

  constructor(
    readonly t: TrickTables,
    readonly seed: number | string,
  ) {
    const n = t.players;
    // Every small array of the position in one block of bytes, each a view of its own part: a
    // copy of a state (a search player copies thousands a decision) is then one block copy.
    // The sizes of the parts below, in all.
    const buffer = new ArrayBuffer(
      n * (t.cap + 5 + 3 * t.bidMax + t.ranks + t.suits) + Math.max(1, n * t.targetCards) + t.trickCount * (n + 2),
    );
    let at = 0;
    const part = (size: number): Uint8Array => new Uint8Array(buffer, (at += size) - size, size);
    this.bytes = new Uint8Array(buffer);
    this.hands = part(n * t.cap);
    this.handLen = part(n);
    this.suitLen = part(n * t.suits);
    this.passed = part(n);
    this.given = part(n);
    this.pile = part(n * t.bidMax);
    this.gave = part(n * t.bidMax);
    this.faceUp = part(n * t.bidMax);
    this.targets = part(Math.max(1, n * t.targetCards));
    this.targetLen = part(n);
    this.trick = part(n);
    this.history = part(t.trickCount * n);
    this.historyLeader = part(t.trickCount);
    this.historyWinner = part(t.trickCount);
    this.won = part(n * t.ranks);
    this.totals = new Int32Array(n);
    this.vc = new ViewCache();
  }

  /** A copy sharing only immutable parts (tables, finished hands, the log's shared prefix). */
  copy(): TrickState {
    // Built by the constructor, not Object.create + assign: copies then share the hidden class of
    // every other state, so the engine's hot functions stay monomorphic (a second shape slowed all
    // later self-play by about 40%).
    const s = new TrickState(this.t, this.seed);
    s.copyFrom(this);
    return s;
  }

  /** Copy another state of the same game into this one (no allocation): for search loops. */
  copyFrom(o: TrickState): void {
    if (o === this) return;
    this.phase = o.phase;
    this.dealer = o.dealer;
    this.turn = o.turn;
    this.chanceCount = o.chanceCount;
    // Hands, bids, pile, targets, tricks, winnings: one block (see the constructor).
    this.bytes.set(o.bytes);
    this.totals.set(o.totals);
    this.bidNumber = o.bidNumber;
    this.bidSuit = o.bidSuit;
    this.bidder = o.bidder;
    this.passesInRow = o.passesInRow;
    this.bidTurns = o.bidTurns;
    // Every state owns its lists of bids and finished hands (no other state or view holds them):
    // refilled, not replaced.
    copyList(o.bids, this.bids);
    this.trump = o.trump;
    this.pileLen = o.pileLen;
    this.faceUpLen = o.faceUpLen;
    this.trickLen = o.trickLen;
    this.leader = o.leader;
    this.tricksDone = o.tricksDone;
    copyList(o.finished, this.finished);
    this.handsDealt = o.handsDealt;
    this.throwIns = o.throwIns;
    this.winners = o.winners ? o.winners.slice() : null;
    this.log = o.log;
    this.logLength = o.logLength;
    this.recordLog = o.recordLog;
    this.recordHand = o.recordHand;
    this.vc.clear();
  }

  /**
   * The whole state as plain JSON (typed arrays as lists; the view caches and compiled tables
   * left out): two states with equal JSON are the same game position with the same history.
   * The saved-game form is `toSavedGame` of src/core/game/saved.ts.
   */
  toJSON(): Record<string, unknown> {
    const out: Record<string, unknown> = { ruleset: this.t.ruleset.name, players: this.t.players, options: this.t.options };
    for (const [key, value] of Object.entries(this)) {
      if (NOT_SERIALISED.has(key)) continue;
      out[key] = ArrayBuffer.isView(value) ? Array.from(value as Uint8Array) : key === 'finished' ? this.finished.map(recordJSON) : value;
    }
    out['log'] = this.logArray();
    return out;
  }

  /** The log as a fresh array, oldest first. */
  logArray(): TrickAction[] {
    return this.log.slice(0, this.logLength);
  }

  /**
   * Add an applied action to the log. The array has room beyond the entries (empty slots read
   * as undefined): an entry already past this state's length means another copy has appended
   * there, so this state first copies its own prefix. Grown by doubling in one step, not by
   * `push`, whose repeated smaller growths allocated about three times the log's final size.
   */
  appendLog(action: TrickAction): void {
    const n = this.logLength;
    let log = this.log;
    if (n === log.length || log[n] !== undefined) {
      const grown = new Array<TrickAction>(Math.max(LOG_START, 2 * n));
      for (let i = 0; i < n; i++) grown[i] = entryAt(log, i);
      log = this.log = grown;
    }
    log[n] = action;
    this.logLength = n + 1;
  }
}

/** Room for the first actions of a log (a hand of Apples is about 80). */
const LOG_START = 128;

/** Make `to` a copy of `from`, in place. */
function copyList<T>(from: readonly T[], to: T[]): void {
  const length = from.length;
  // Setting an array's length is a call into the runtime: skipped when it is already right.
  if (to.length !== length) to.length = length;
  for (let i = 0; i < length; i++) {
    const item = from[i];
    if (item === undefined) throw new RangeError(`internal error: nothing at index ${i} of a list being copied`);
    to[i] = item;
  }
}

/** Fields written apart or left out: the tables, the view caches, the shared log array (written as `logArray()`), a search world's flag, and the block of bytes (written as its parts). */
const NOT_SERIALISED = new Set(['t', 'vc', 'log', 'recordHand', 'bytes']);

/** A finished hand as plain JSON. */
function recordJSON(h: HandRecord): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(h)) out[key] = ArrayBuffer.isView(value) ? Array.from(value as Uint8Array) : value;
  return out;
}
