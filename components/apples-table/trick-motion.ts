/**
 * The motion of <apples-table>, started from the trick-taking engine's events: a played card
 * travels from the hand (or from its player's card backs) to its place in the trick; a finished
 * trick stays a moment, then travels to its winner's seat; a dealt hand arrives from the dealer;
 * cards given to the bidding pile travel there; a bid pops up beside its bidder; the rest of the
 * hand closes up when a card leaves it. Boxes are measured before the table is drawn again (the
 * First of FLIP) and after (the Last); the events say what moved, never a comparison of views.
 */
import type { TrickAction, TrickEvent } from '../../src/families/trick/engine/index.js';
import { boxOf, motionTimes, type AppliedAction, type Box, type MotionScript, type MotionStage } from '../core/motion/motion.js';

/** Where everything is now, before the action is drawn. */
interface Before {
  readonly hand: ReadonlyMap<number, Box>;
  readonly seats: ReadonlyMap<number, Box>;
  readonly backs: ReadonlyMap<number, Box>;
  readonly pile: Box | null;
}

function partRoot(root: ShadowRoot, tag: 'apples-trick' | 'apples-hand'): ShadowRoot | null {
  return root.querySelector(tag)?.shadowRoot ?? null;
}

function measure(root: ShadowRoot): Before {
  const hand = new Map<number, Box>();
  for (const button of Array.from(partRoot(root, 'apples-hand')?.querySelectorAll<HTMLElement>('button.card[data-card]') ?? [])) {
    const box = boxOf(button);
    if (box) hand.set(Number(button.dataset.card), box);
  }
  const seats = new Map<number, Box>();
  const backs = new Map<number, Box>();
  const trick = partRoot(root, 'apples-trick');
  for (const seat of Array.from(trick?.querySelectorAll<HTMLElement>('section.seat[data-seat]') ?? [])) {
    const n = Number(seat.dataset.seat);
    const box = boxOf(seat);
    if (box) seats.set(n, box);
    const fan = boxOf(seat.querySelector('.fan .backs apples-card:last-child'));
    if (fan) backs.set(n, fan);
  }
  return { hand, seats, backs, pile: boxOf(trick?.querySelector('.pile')) };
}

/** How long the motion of an action will take, so that the computer players wait for it. */
function duration({ events }: AppliedAction<TrickAction>, before: Before): number {
  const handSize = Math.max(before.hand.size, 13);
  let ms = 0;
  for (const event of events as readonly TrickEvent[]) {
    if (event.kind === 'trick-won') ms = Math.max(ms, motionTimes.travel * 2 + motionTimes.hold);
    else if (event.kind === 'dealt' || event.kind === 'pile-redealt')
      ms = Math.max(ms, motionTimes.travel + handSize * motionTimes.stagger);
    else ms = Math.max(ms, motionTimes.travel);
  }
  return ms;
}

/** The motion of <apples-table>: it waits for its parts, where the cards are, to be drawn again. */
export const trickMotion: MotionScript<TrickAction, Before> = {
  parts: ['apples-trick', 'apples-hand'],
  measure,
  duration,
  land: ({ root, before, applied, viewer, motion }) => {
    for (const { action, events } of applied) land({ root, before, viewer, motion }, action, events as readonly TrickEvent[]);
  },
};

/** Start the motion of one action, the table drawn again. */
function land(
  { root, before, viewer, motion }: Omit<MotionStage<TrickAction, Before>, 'applied'>,
  action: TrickAction,
  events: readonly TrickEvent[],
): void {
  const trick = partRoot(root, 'apples-trick');
  const hand = partRoot(root, 'apples-hand');
  if (!trick || !hand) return;
  const seatBox = (seat: number) => boxOf(trick.querySelector(`section.seat[data-seat="${seat}"]`));
  const handButtons = Array.from(hand.querySelectorAll<HTMLElement>('button.card[data-card]'));
  // The card that left the viewer's hand (played, given or set aside as the target).
  const fromHand = 'player' in action && action.player === viewer && 'card' in action ? action.card : -1;
  let handMoved = false;
  for (const event of events) {
    switch (event.kind) {
      case 'card-played': {
        const card = trick.querySelector(`.played[data-card="${event.card}"] apples-card`);
        const from =
          event.player === viewer ? before.hand.get(event.card) : (before.backs.get(event.player) ?? before.seats.get(event.player));
        motion.arrive(card, from ?? null, { turn: event.player !== viewer });
        break;
      }
      case 'trick-won': {
        const to = seatBox(event.winner);
        for (const card of Array.from(trick.querySelectorAll('.played')))
          motion.leave(card, to, { delay: motionTimes.travel + motionTimes.hold });
        break;
      }
      case 'dealt':
        handButtons.forEach((button, i) =>
          motion.arrive(button, before.seats.get(event.dealer) ?? null, { delay: i * motionTimes.stagger }),
        );
        handMoved = true;
        break;
      case 'pile-redealt': {
        // Cards kept slide to their new places; the cards dealt back come from the pile.
        let dealt = 0;
        for (const button of handButtons) {
          const kept = before.hand.get(Number(button.dataset.card));
          motion.arrive(button, kept ?? before.pile, kept ? {} : { delay: dealt++ * motionTimes.stagger });
        }
        handMoved = true;
        break;
      }
      case 'card-given': {
        const pile = trick.querySelector('.pile');
        const card =
          event.card !== null
            ? pile?.querySelector(`apples-card[data-card="${event.card}"]`)
            : pile?.querySelector('apples-card[face-down]:last-of-type');
        const from =
          event.player === viewer ? before.hand.get(fromHand) : (before.backs.get(event.player) ?? before.seats.get(event.player));
        motion.arrive(card, from ?? null, { turn: event.player !== viewer && event.card !== null });
        break;
      }
      case 'target-set':
        if (event.player === viewer) motion.arrive(trick.querySelector('.middle .played apples-card'), before.hand.get(fromHand) ?? null);
        break;
      case 'bid':
      case 'pass':
        motion.pop(trick.querySelector(`section.seat[data-seat="${event.player}"] .bid`));
        break;
      default:
        break;
    }
  }
  // The rest of the hand closes up over the gap the card left.
  if (fromHand >= 0 && !handMoved) {
    for (const button of handButtons) motion.arrive(button, before.hand.get(Number(button.dataset.card)) ?? null, { duration: 200 });
  }
}
