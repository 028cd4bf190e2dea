/** Dealing a sampled world's hidden cards to the places a view leaves them, within the bids' floors and the seats' voids. */
import { countAt, numberAt } from '../../../core/cards/typed-reads.js';
import type { Random } from '../../../core/cards/random.js';
import type { TrickTables } from './tables.js';

/** Where a hidden card may go: a seat's hand, its targets, its face-down pile cards, or the undealt rest. */
export interface Place {
  readonly seat: number;
  readonly kind: 'hand' | 'target' | 'gift' | 'undealt';
  room: number;
  readonly cards: number[];
}

/** A hidden card, and whether it must be in play (a pile card after the pile was dealt back). */
export interface Hidden {
  readonly card: number;
  readonly inPlay: boolean;
}

/** At least `count` cards of `suit` among `seat`'s hand, targets and face-down pile cards. */
export interface Floor {
  readonly seat: number;
  readonly suit: number;
  readonly count: number;
}

/**
 * The place at `at` and the hidden card at `i`, read in every world dealt: each through its own
 * reader (one kind of list each), not the shared `entryAt`, whose one read site sees lists of
 * every kind (measured: bench/trick-sample-compare.ts).
 */
function placeAt(places: readonly Place[], at: number): Place {
  const place = places[at];
  return place === undefined ? noPlace(at) : place;
}

function hiddenAt(hidden: readonly Hidden[], i: number): Hidden {
  const card = hidden[i];
  return card === undefined ? noPlace(i) : card;
}

function noPlace(index: number): never {
  throw new RangeError(`internal error: no place or hidden card at index ${index}`);
}

/** Which places a card may go to. */
function allowed(t: TrickTables, place: Place, h: Hidden, voids: Uint8Array): boolean {
  if (place.kind === 'undealt') return !h.inPlay;
  if (place.kind === 'hand') return voids[place.seat * t.ranks * t.suits + h.card] === 0;
  return true;
}

/** Deal the hidden cards to the places: bid floors first, then at random; an augmenting search places what the random pass cannot. */
export function tryDeal(
  t: TrickTables,
  hidden: readonly Hidden[],
  template: readonly Place[],
  voids: Uint8Array,
  floors: readonly Floor[],
  rng: Random,
  attempts: number,
): Place[] | null {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const places = template.map((p) => ({ ...p, cards: [] as number[] }));
    const where = new Int16Array(hidden.length).fill(-1);
    const fixed = new Uint8Array(hidden.length);
    const order: number[] = new Array<number>(hidden.length);
    for (let i = 0; i < order.length; i++) order[i] = i;
    rng.shuffle(order);
    const put = (i: number, at: number): void => {
      where[i] = at;
      placeAt(places, at).room--;
    };
    let ok = true;
    for (const f of floors) {
      let need = f.count;
      for (const i of order) {
        if (need === 0) break;
        const h = hiddenAt(hidden, i);
        if ((where[i] ?? -1) >= 0 || t.suitOf[h.card] !== f.suit) continue;
        const at = pickPlace(t, places, h, voids, rng, f.seat);
        if (at < 0) break;
        put(i, at);
        fixed[i] = 1;
        need--;
      }
      if (need > 0) ok = false;
    }
    if (!ok) continue;
    for (const i of order) {
      if ((where[i] ?? -1) >= 0) continue;
      const at = pickPlace(t, places, hiddenAt(hidden, i), voids, rng, -2);
      if (at >= 0) put(i, at);
      else if (!augment(t, hidden, places, where, fixed, voids, i)) {
        ok = false;
        break;
      }
    }
    if (!ok) continue;
    for (let i = 0; i < where.length; i++) placeAt(places, countAt(where, i)).cards.push(hiddenAt(hidden, i).card);
    return places;
  }
  return null;
}

/** A random place with room for the card (weighted by room); only `seat`'s own places unless `seat` is -2. */
function pickPlace(t: TrickTables, places: readonly Place[], h: Hidden, voids: Uint8Array, rng: Random, seat: number): number {
  let total = 0;
  for (const p of places) if ((seat === -2 || p.seat === seat) && p.room > 0 && allowed(t, p, h, voids)) total += p.room;
  if (total === 0) return -1;
  let pick = rng.below(total);
  for (let at = 0; at < places.length; at++) {
    const p = placeAt(places, at);
    if (!((seat === -2 || p.seat === seat) && p.room > 0 && allowed(t, p, h, voids))) continue;
    if (pick < p.room) return at;
    pick -= p.room;
  }
  return -1;
}

/** Place card `i` by moving other (unfixed) cards along a chain of places to one with room; false if none exists. */
function augment(
  t: TrickTables,
  hidden: readonly Hidden[],
  places: Place[],
  where: Int16Array,
  fixed: Uint8Array,
  voids: Uint8Array,
  i: number,
): boolean {
  // Breadth-first over places: from[at] is the card moved into `at` on the way (or i itself at the start).
  const from = new Int16Array(places.length).fill(-2);
  const queue: number[] = [];
  const card = hiddenAt(hidden, i);
  places.forEach((p, at) => {
    if (allowed(t, p, card, voids)) {
      from[at] = -1;
      queue.push(at);
    }
  });
  for (let q = 0; q < queue.length; q++) {
    const at = numberAt(queue, q);
    if (placeAt(places, at).room > 0) {
      // Walk back: each step's card leaves the previous place for this one.
      let cur = at;
      while (from[cur] !== -1) {
        const moved = countAt(from, cur);
        const back = countAt(where, moved);
        where[moved] = cur;
        placeAt(places, cur).room--;
        placeAt(places, back).room++;
        cur = back;
      }
      where[i] = cur;
      placeAt(places, cur).room--;
      return true;
    }
    for (const [j, h] of hidden.entries()) {
      if (where[j] !== at || fixed[j] === 1) continue;
      for (const [to, place] of places.entries()) {
        if (from[to] !== -2 || !allowed(t, place, h, voids)) continue;
        from[to] = j;
        queue.push(to);
      }
    }
  }
  return false;
}
