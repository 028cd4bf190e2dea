/**
 * The data of an Apples to Apples game: state, actions, events, views and the family's refusal
 * codes. Everything here is plain JSON. Card ids are indices into the ruleset's green and red decks.
 */
import type { GameOverEvent, ScoreLine } from '../../../core/game/game.js';
import type { OptionValues } from '../../../core/rules/ruleset.js';

/**
 * The refusal codes of Apples to Apples' own rules, with what each means. Every other refusal
 * uses a shared code of `src/core/game/refusals.ts` (`malformed-action`, `wrong-phase`,
 * `not-your-turn`, `card-not-in-hand`, `bad-chance-outcome`, `game-over`, `not-chance`,
 * `bad-setup`, `bad-option`).
 */
export const JUDGING_REFUSALS = {
  'judge-cannot-place': 'the judge does not place red cards (nor declares done)',
  'already-done': 'the player has declared done, or placed every card they may, this round',
  'too-many-cards': 'the player has already placed the most red cards a player may place this round',
  'too-few-cards': 'the player must place more red cards before declaring done',
  'placing-closed': 'placing is closed for this round: the first cards to be judged are down, or the cards are revealed',
  'not-judged': 'the judge chose a red card that is not among the revealed cards',
} as const;

/** A code of the family's own rules. */
export type JudgingRefusalCode = keyof typeof JUDGING_REFUSALS;

/** The numbers of one game, evaluated from the ruleset once for its player count and options. */
export interface JudgingNumbers {
  /** Red cards each player holds. */
  readonly handSize: number;
  /** Green cards needed to win. */
  readonly goal: number;
  /** Fewest and most red cards each non-judge may place in a round. */
  readonly minEach: number;
  readonly maxEach: number;
  /** The card placed last goes back to its owner unjudged. */
  readonly lastReturns: boolean;
  /** Placing closes when this many cards are down (only these are judged), or null. */
  readonly firstJudged: number | null;
  /** Where the judge's role goes next: left is the next seat up. */
  readonly passes: 'left' | 'right';
  /** Which red card the judge picks: the best match for the green card, or the worst (Crab Apples). */
  readonly judgeChooses: 'best' | 'worst';
}

/** The card texts a game is played with, by id (shared between copies, never changed by the game). */
export interface JudgingCards {
  readonly green: readonly CardFace[];
  readonly red: readonly CardFace[];
}

/**
 * Where a game stands. `first-judge`, `deal`, `turn` and `reveal` wait for a chance action;
 * `placing` and `judging` for players.
 */
export type JudgingPhase = 'first-judge' | 'deal' | 'turn' | 'placing' | 'reveal' | 'judging' | 'over';

/** A red card placed by a player. Placements held by the state are never changed (shared between copies). */
export interface Placement {
  readonly player: number;
  readonly card: number;
}

/** A decided round, public once the judge has chosen. Never changed once recorded (shared between copies). */
export interface RoundRecord {
  readonly round: number;
  readonly judge: number;
  readonly green: number;
  /** The judged cards in the order the judge saw them, with their owners. */
  readonly judged: readonly Placement[];
  /** The card that went back to its owner unjudged, if any. */
  readonly returned: Placement | null;
  /** The winning card and its owner; null when no card was judged. */
  readonly winner: Placement | null;
}

/** The full state of a game. Mutated only by the engine's `applyInPlace`. */
export interface JudgingState {
  readonly ruleset: string;
  readonly players: number;
  readonly seed: number | string;
  readonly options: OptionValues;
  readonly numbers: JudgingNumbers;
  readonly cards: JudgingCards;
  phase: JudgingPhase;
  /** Chance events applied so far; the next one draws from `Random.from(seed, chances)`. */
  chances: number;
  /** 1-based number of the current round (0 before the first green card). */
  round: number;
  /**
   * The stacks, shuffled lazily: a stack's shuffled part is held as a pool in no particular
   * order, and each card taken from it is drawn uniformly at random by a chance action (which
   * gives the same games as shuffling the whole stack first, without shuffling 1,100 cards a game).
   * The green cards not yet turned, still in the shuffled part.
   */
  greenPool: number[];
  /** Green cards put back under the green stack (rounds with nothing judged), bottom to top: turned only once the pool is empty. */
  greenUnder: number[];
  /** The red stack: every red card not dealt, in no particular order. */
  redPool: number[];
  /** Where each red card is in `redPool`, or -1 (so a dealt card is found and taken in one step). */
  redAt: number[];
  /** Red cards played in earlier rounds, in the order they were discarded. */
  discards: number[];
  hands: number[][];
  /** Green cards won, by seat. */
  won: number[][];
  /** The judge's seat, or -1 before the first judge is drawn. */
  judge: number;
  /** The green card of this round, or -1. */
  green: number;
  /** Red cards placed this round, in the order they reached the game. */
  placed: Placement[];
  /** How many of `placed` each seat placed (kept beside it: asked at every decision). */
  placedBy: number[];
  /** Seats that declared they are done placing this round. */
  done: boolean[];
  /** This round's card that went back to its owner. */
  returned: Placement | null;
  /** The cards to judge, in the anonymised order once revealed (empty before). */
  judged: number[];
  history: RoundRecord[];
  /** The actions applied so far (a sampled world starts with an empty log: its past is not known). */
  log: JudgingAction[];
}

/** Chance actions carry their outcome, so a log replays without the seed. */
export type JudgingChanceAction =
  /** A new stack, bottom to top: a permutation of every card id of that deck. */
  /**
   * Hands are filled: the red cards dealt, in dealing order (seat by seat from the judge's
   * passing side, each seat up to the hand size), drawn from the red stack; when the stack runs
   * out, the discards become the new stack and the deal goes on from them.
   */
  | { readonly kind: 'deal'; readonly cards: readonly number[] }
  | { readonly kind: 'first-judge'; readonly judge: number }
  /** The judge turns a green card: one of the shuffled part, or when that is used up, the top card put back under the stack. */
  | { readonly kind: 'turn'; readonly card: number }
  /** The anonymised order of the cards to judge. */
  | { readonly kind: 'reveal'; readonly order: readonly number[] };

/** Player actions. */
export type JudgingPlayerAction =
  | { readonly kind: 'place'; readonly player: number; readonly card: number }
  /** "I am done placing" (only between the fewest and the most cards allowed). */
  | { readonly kind: 'done'; readonly player: number }
  | { readonly kind: 'choose'; readonly player: number; readonly card: number };

/** Any action of a judging game: a chance event or a player's. */
export type JudgingAction = JudgingChanceAction | JudgingPlayerAction;

/**
 * What an action did, for hosts to announce and animate (`apply`, or `applyInPlace` with an
 * event list). Events carry only what everyone at the table may see: a card dealt to a hand or
 * placed face down is an event without the card; a card that goes back to its owner unjudged is
 * named only as "a card goes back to player N" (its owner finds it in their own view,
 * `myReturned`). Card ids index the ruleset's decks; seats count from 0.
 */
export type JudgingEvent =
  /** The first judge was drawn. */
  | { readonly kind: 'first-judge'; readonly judge: number }
  /** A stack was shuffled (its order stays hidden): both, once the first judge is drawn. */
  | { readonly kind: 'shuffled'; readonly deck: 'green' | 'red'; readonly cards: number }
  /** The red stack ran out during a deal: the discards were shuffled into a new one. */
  | { readonly kind: 'reshuffled'; readonly cards: number }
  /** `cards` red cards were dealt face down to `player` (which ones only their own view shows). */
  | { readonly kind: 'dealt'; readonly player: number; readonly cards: number }
  /** The judge turned the green card of a new round. */
  | { readonly kind: 'green-turned'; readonly round: number; readonly judge: number; readonly card: number }
  /** `player` placed a red card face down (not which): their `placed`-th this round. */
  | { readonly kind: 'card-placed'; readonly player: number; readonly placed: number }
  /** `player` declared they are done placing this round. */
  | { readonly kind: 'done-placing'; readonly player: number }
  /**
   * Placing is closed: `judged` cards will be judged. `firstJudged` is set when the rule "only
   * the first N are judged" closed it; `returnedTo` names the player whose last-placed card went
   * back to their hand unjudged.
   */
  | { readonly kind: 'placing-closed'; readonly judged: number; readonly firstJudged: number | null; readonly returnedTo: number | null }
  /** The cards to judge, face up in an anonymous order (no owners yet). */
  | { readonly kind: 'revealed'; readonly cards: readonly number[] }
  /** The judge chose `card`; its owner wins the green card. Every judged card's owner is public now. */
  | {
      readonly kind: 'round-judged';
      readonly round: number;
      readonly judge: number;
      readonly green: number;
      readonly card: number;
      readonly owner: number;
      readonly judged: readonly Placement[];
    }
  /** No card was placed to judge: the green card goes back under the green stack. */
  | { readonly kind: 'no-card-judged'; readonly round: number; readonly judge: number; readonly green: number }
  /** `player` scored: the line is the one their score sheet gains (`explain`), `total` their new score. */
  | { readonly kind: 'points'; readonly player: number; readonly points: number; readonly total: number; readonly line: ScoreLine }
  | GameOverEvent;

/** A card as a player sees it. */
export interface CardFace {
  readonly id: number;
  readonly text: string;
  readonly detail: string;
  readonly tags: readonly string[];
}

/** A decided round as players see it (all of it is public). */
export interface RoundView {
  readonly round: number;
  readonly judge: number;
  readonly green: CardFace;
  readonly judged: readonly { readonly player: number; readonly card: CardFace }[];
  /** Who took the last card back; the card itself only in its owner's view (it went back face down). */
  readonly returned: { readonly player: number; readonly card: CardFace | null } | null;
  readonly winner: { readonly player: number; readonly card: CardFace } | null;
}

/**
 * What one player may see. Parts that do not change between decisions (the decided rounds, the
 * card faces, the numbers) are shared between views and frozen: a view is read, never changed.
 */
export interface JudgingView {
  readonly player: number;
  readonly players: number;
  readonly phase: JudgingPhase;
  readonly round: number;
  readonly numbers: JudgingNumbers;
  /** The house-rule options of the game (public). */
  readonly options: OptionValues;
  readonly judge: number;
  readonly hand: readonly CardFace[];
  readonly green: CardFace | null;
  /** How many face-down cards each seat has placed this round (public). */
  readonly placedCounts: readonly number[];
  /** The cards this player placed this round, in order. */
  readonly myPlaced: readonly CardFace[];
  /** Seats that declared they are done this round. */
  readonly done: readonly boolean[];
  /** Who took a card back unplayed this round (the card itself only for its owner). */
  readonly returnedTo: number | null;
  /** The card this player took back unplayed this round, or null. */
  readonly myReturned: CardFace | null;
  /** How many red cards each seat holds (public: the backs are on the table). */
  readonly handSizes: readonly number[];
  /** The revealed cards in the anonymised order, without owners (empty before the reveal). */
  readonly judged: readonly CardFace[];
  /** Green cards won, by seat (face up on the table). */
  readonly scores: readonly number[];
  readonly redStackSize: number;
  readonly greenStackSize: number;
  /** How many red cards lie in the discards: the last ones judged (a reshuffle empties the pile). */
  readonly discards: number;
  /** Every decided round, oldest first: owners are shown once the judge has chosen. */
  readonly history: readonly RoundView[];
}
