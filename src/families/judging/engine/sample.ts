/**
 * `sampleWorld`: a full state consistent with everything one player's view shows (OpenSpiel's
 * ResampleFromInfostate), for search players.
 *
 * What a view fixes: the player's own hand and placed cards, the green card, every decided
 * round with its owners, how many cards each seat holds and has placed, the stack sizes, the
 * discard pile (the last `discards` cards judged: a reshuffle takes the whole pile), and once
 * revealed the cards to judge. What it leaves open, and is drawn here at random: the other
 * hands, the cards the others placed face down (or, once revealed, which of the revealed cards
 * each of them placed), which red cards are still in the stack (the stacks are shuffled lazily,
 * so a stack is the set of its cards; green cards put back under the green stack stay at its
 * bottom, in order), which card went back to another player unjudged, and the seed of the
 * chance events to come. The unseen red cards are spread uniformly over the places they may be; after
 * a reshuffle a careful player could narrow down which ones are still in the stack, which this
 * sampler does not try. A sampled world has an empty log: its past actions are not known.
 */
import type { Random } from '../../../core/cards/random.js';
import type { JudgingRuleset } from '../ruleset.js';
import { cardsOf } from './tables.js';
import type { JudgingState, JudgingView, Placement, RoundRecord } from './types.js';
import { itemAt } from '../../../core/cards/checked.js';

/** A full state that gives `view` to `view.player` and plays on like any other. */
export function sampleJudgingWorld(ruleset: JudgingRuleset, view: JudgingView, rng: Random): JudgingState {
  const cards = cardsOf(ruleset);
  const n = view.players;
  const viewer = view.player;
  const seated = Number.isInteger(viewer) && viewer >= 0 && viewer < n;
  const phase = view.phase;

  // Decided rounds: owners are public; another player's returned card is drawn further down.
  const history: { record: Omit<RoundRecord, 'returned'> & { returned: { player: number; card: number } | null } }[] = [];
  const won: number[][] = Array.from({ length: n }, () => []);
  const judgedSoFar: number[] = [];
  for (const r of view.history) {
    const judged: Placement[] = r.judged.map((j) => ({ player: j.player, card: j.card.id }));
    for (const p of judged) judgedSoFar.push(p.card);
    const winner = r.winner
      ? (judged.find((p) => p.card === r.winner?.card.id) ?? { player: r.winner.player, card: r.winner.card.id })
      : null;
    if (winner) itemAt(won, winner.player).push(r.green.id);
    const returned = r.returned ? { player: r.returned.player, card: r.returned.card ? r.returned.card.id : -1 } : null;
    history.push({ record: { round: r.round, judge: r.judge, green: r.green.id, judged, returned, winner } });
  }

  // The green stack: every green card not won and not on the table; cards put back under it
  // (rounds where nothing was judged) lie at the bottom, the latest lowest. The rest is the
  // shuffled part, drawn from at random as cards are turned.
  const out = new Uint8Array(cards.green.length);
  for (const w of won) for (const g of w) out[g] = 1;
  if (view.green) out[view.green.id] = 1;
  const greenUnder: number[] = [];
  for (let i = history.length - 1; i >= 0; i--) {
    const r = itemAt(history, i).record;
    if (r.winner === null && !out[r.green]) {
      greenUnder.push(r.green);
      out[r.green] = 1;
    }
  }
  const greenPool: number[] = [];
  for (let g = 0; g < cards.green.length; g++) if (!out[g]) greenPool.push(g);
  if (greenPool.length + greenUnder.length !== view.greenStackSize) {
    throw new Error(
      `the view's green stack (${view.greenStackSize}) does not fit its rounds (${greenPool.length + greenUnder.length} cards left)`,
    );
  }

  // Red cards whose place the viewer knows: own hand and placed cards, the revealed cards, the discards.
  const known = new Uint8Array(cards.red.length);
  const ownHand = seated ? view.hand.map((c) => c.id) : [];
  for (const c of ownHand) known[c] = 1;
  const ownPlaced = view.myPlaced.map((c) => c.id);
  for (const c of ownPlaced) known[c] = 1;
  const revealed = view.judged.map((c) => c.id);
  for (const c of revealed) known[c] = 1;
  const discards = view.discards > 0 ? judgedSoFar.slice(judgedSoFar.length - view.discards) : [];
  for (const c of discards) known[c] = 1;

  const hands: number[][] = Array.from({ length: n }, () => []);
  if (seated) hands[viewer] = ownHand;
  const placed: Placement[] = [];
  const redPool: number[] = [];
  {
    const unseen: number[] = [];
    for (let c = 0; c < cards.red.length; c++) if (!known[c]) unseen.push(c);
    rng.shuffle(unseen);
    let next = 0;
    const draw = (): number => {
      if (next >= unseen.length) throw new Error('the view holds more hidden red cards than the deck has unseen ones');
      return itemAt(unseen, next++);
    };
    for (let p = 0; p < n; p++) {
      if (seated && p === viewer) continue;
      const hand = itemAt(hands, p);
      for (let i = 0; i < itemAt(view.handSizes, p); i++) hand.push(draw());
    }
    // The others' placed cards: face down (drawn), or among the revealed ones (owners drawn).
    const othersRevealed = revealed.filter((c) => !ownPlaced.includes(c));
    rng.shuffle(othersRevealed);
    let nextRevealed = 0;
    const others: Placement[] = [];
    for (let p = 0; p < n; p++) {
      if (seated && p === viewer) continue;
      for (let i = 0; i < itemAt(view.placedCounts, p); i++) {
        const card = phase === 'judging' ? itemAt(othersRevealed, nextRevealed++) : draw();
        others.push({ player: p, card });
      }
    }
    rng.shuffle(others);
    // The viewer's own cards keep their order among the others (their view lists them in order).
    let at = 0;
    for (const card of ownPlaced) {
      const room = others.length - at;
      const skip = room > 0 ? rng.below(room + 1) : 0;
      for (let i = 0; i < skip; i++) placed.push(itemAt(others, at++));
      placed.push({ player: viewer, card });
    }
    while (at < others.length) placed.push(itemAt(others, at++));
    for (let i = 0; i < view.redStackSize; i++) redPool.push(draw());
    if (next !== unseen.length) throw new Error(`the view leaves ${unseen.length - next} red cards nowhere`);
  }

  // Which card went back unjudged: the owner's own view names it; for others, a card of their hand.
  const someCardOf = (player: number): number => {
    const hand = itemAt(hands, player);
    return hand.length > 0 ? itemAt(hand, rng.below(hand.length)) : 0;
  };
  const records: RoundRecord[] = history.map(({ record }) => ({
    ...record,
    returned: record.returned
      ? { player: record.returned.player, card: record.returned.card >= 0 ? record.returned.card : someCardOf(record.returned.player) }
      : null,
  }));
  let returned: Placement | null = null;
  if (view.returnedTo !== null) {
    returned = { player: view.returnedTo, card: view.myReturned ? view.myReturned.id : someCardOf(view.returnedTo) };
  }

  return {
    ruleset: ruleset.name,
    players: n,
    seed: rng.nextUint32(),
    options: view.options,
    numbers: view.numbers,
    cards,
    phase,
    chances: 0,
    round: view.round,
    greenPool,
    greenUnder,
    redPool,
    redAt: positions(redPool, cards.red.length),
    discards,
    hands,
    won,
    judge: view.judge,
    green: view.green ? view.green.id : -1,
    placed,
    placedBy: view.placedCounts.slice(),
    done: view.done.slice(),
    returned,
    judged: phase === 'judging' ? revealed : phase === 'reveal' ? placed.map((p) => p.card) : [],
    history: records,
    log: [],
  };
}

/** Where each of `size` cards is in `pool`, or -1. */
function positions(pool: readonly number[], size: number): number[] {
  const at = new Array<number>(size).fill(-1);
  pool.forEach((card, i) => (at[card] = i));
  return at;
}
