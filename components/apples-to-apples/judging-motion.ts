/**
 * The motion of <apples-to-apples>, started from the judging engine's events: a placed red card
 * travels face down from its player (your hand, or the player's seat) to the table; at the reveal
 * the face-down cards turn face up into the cards to judge; the card the judge chose stays a
 * moment, then travels to its owner's seat; a new green card turns up; dealt cards arrive in the
 * hand. Cards placed together in a drawn order (a fair lap applies several actions at once) are
 * landed together once the table is drawn again.
 */
import type { JudgingAction, JudgingEvent } from '../../src/families/judging/engine/index.js';
import { boxOf, motionTimes, type Box, type MotionScript, type MotionStage } from '../core/motion/motion.js';

/** Where things were before the actions were drawn. */
interface Before {
  readonly hand: ReadonlyMap<number, Box>;
  readonly seats: ReadonlyMap<number, Box>;
  readonly backs: readonly Box[];
  /** The card chosen by the judge, as it looked, and where. */
  chosen: { readonly copy: Element; readonly box: Box } | null;
}

/** The motion of <apples-to-apples> (its shadow root holds every card). */
export const judgingMotion: MotionScript<JudgingAction, Before> = {
  measure,
  // The card the judge chose is copied as it looked: the table drawn again shows it no more.
  note(root, before, { events }) {
    const judged = (events as readonly JudgingEvent[]).find((e) => e.kind === 'round-judged');
    if (!judged || judged.kind !== 'round-judged') return;
    const card = root.querySelector(`.judged [data-card="${judged.card}"]`);
    const box = boxOf(card);
    if (card && box) before.chosen = { copy: faceCopy(card), box };
  },
  duration: ({ events }) =>
    events.some((e) => e.kind === 'round-judged') ? motionTimes.hold + motionTimes.travel : motionTimes.travel * 2,
  land,
};

function land({ root, before, applied, viewer, motion }: MotionStage<JudgingAction, Before>): void {
  const queued = applied.map(({ action, events }) => ({ action, events: events as readonly JudgingEvent[] }));
  const backs = Array.from(root.querySelectorAll('.face-down .card.back'));
  const placed = queued.flatMap(({ action, events }) => events.filter((e) => e.kind === 'card-placed').map((e) => ({ action, event: e })));
  // The last card placed may go straight back to its owner (a placing rule): it lies on the table no more.
  if (queued.some(({ events }) => events.some((e) => e.kind === 'placing-closed' && e.returnedTo !== null))) placed.pop();
  // The newest backs are the cards just placed, in the order they went down.
  const firstNew = backs.length - placed.length;
  placed.forEach(({ action, event }, i) => {
    if (event.kind !== 'card-placed') return;
    const fromHand = action.kind === 'place' && action.player === viewer ? before.hand.get(action.card) : undefined;
    motion.arrive(backs[firstNew + i], fromHand ?? before.seats.get(event.player) ?? null, { delay: i * motionTimes.stagger * 2 });
  });
  for (const { events } of queued) {
    for (const event of events) {
      if (event.kind === 'revealed') {
        const cards = Array.from(root.querySelectorAll('.judged .card'));
        cards.forEach((card, i) =>
          motion.arrive(card, before.backs[i] ?? before.backs[before.backs.length - 1] ?? null, {
            turn: true,
            delay: i * motionTimes.stagger * 2,
          }),
        );
      } else if (event.kind === 'round-judged' && before.chosen) {
        const to = boxOf(root.querySelector(`.seat[data-seat="${event.owner}"]`));
        before.chosen.copy.classList.add('chosen-card');
        motion.ghost(root, before.chosen.copy, before.chosen.box, to, { delay: motionTimes.hold });
      } else if (event.kind === 'green-turned') {
        motion.turnUp(root.querySelector('[part="green-card"]'));
      } else if (event.kind === 'dealt' && event.player === viewer) {
        const round = boxOf(root.querySelector('[part="round"]'));
        let i = 0;
        for (const card of Array.from(root.querySelectorAll<HTMLElement>('[part="hand"] .card[data-card]'))) {
          if (!before.hand.has(Number(card.dataset.card))) motion.arrive(card, round, { delay: i++ * motionTimes.stagger });
        }
      }
    }
  }
}

/** A plain copy of a card's face (never a button: nothing may find or press it while it travels). */
function faceCopy(card: Element): Element {
  const copy = document.createElement('div');
  copy.className = 'card red';
  for (const child of Array.from(card.childNodes)) {
    if (child instanceof Element && child.classList.contains('verb')) continue;
    copy.append(child.cloneNode(true));
  }
  return copy;
}

function measure(root: ShadowRoot): Before {
  const hand = new Map<number, Box>();
  for (const card of Array.from(root.querySelectorAll<HTMLElement>('[part="hand"] .card[data-card]'))) {
    const box = boxOf(card);
    if (box) hand.set(Number(card.dataset.card), box);
  }
  const seats = new Map<number, Box>();
  for (const seat of Array.from(root.querySelectorAll<HTMLElement>('.seat[data-seat]'))) {
    const box = boxOf(seat);
    if (box) seats.set(Number(seat.dataset.seat), box);
  }
  const backs = Array.from(root.querySelectorAll('.face-down .card.back')).flatMap((b) => {
    const box = boxOf(b);
    return box ? [box] : [];
  });
  return { hand, seats, backs, chosen: null };
}
