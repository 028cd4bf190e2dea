/**
 * The motion of <orchard-board>, started from the drafting engine's events: an apple taken from
 * the centre travels to its batch (your batch, or the batch in a computer player's compact
 * orchard), and the cards turned up at a new phase turn over one after another. The centre's
 * boxes are measured before the board is drawn again; the events say what moved.
 */
import type { DraftingAction, DraftingEvent } from '../../src/families/drafting/engine/index.js';
import { boxOf, motionTimes, type Box, type MotionScript } from '../core/motion/motion.js';

/** The centre's cards before the action is drawn, by card. */
type Centre = ReadonlyMap<number, Box>;

/** The motion of <orchard-board> (its shadow root holds every card). */
export const draftMotion: MotionScript<DraftingAction, Centre> = {
  measure(root) {
    const centre = new Map<number, Box>();
    for (const button of Array.from(root.querySelectorAll<HTMLElement>('.centre button[data-card]'))) {
      const box = boxOf(button);
      if (box) centre.set(Number(button.dataset.card), box);
    }
    return centre;
  },
  duration({ events }) {
    const revealed = (events as readonly DraftingEvent[]).find((e) => e.kind === 'revealed');
    return motionTimes.travel + (revealed ? revealed.cards.length * motionTimes.stagger * 2 : 0);
  },
  land({ root, before: centre, applied, viewer, motion }) {
    for (const event of applied.flatMap(({ events }) => events as readonly DraftingEvent[])) {
      if (event.kind === 'placed') {
        // Your batch shows the card itself; another player's compact orchard shows it as a chip.
        const to =
          event.player === viewer
            ? root.querySelector(`.batch[data-batch="${event.batch}"] li[data-card="${event.card}"]`)
            : root.querySelector(`.other[data-seat="${event.player}"] [data-batch="${event.batch}"] li:last-child`);
        motion.arrive(to, centre.get(event.card) ?? null);
      } else if (event.kind === 'revealed') {
        event.cards.forEach((card, i) =>
          motion.turnUp(root.querySelector(`.centre button[data-card="${card}"]`), { delay: i * motionTimes.stagger * 2 }),
        );
      }
    }
  },
};
