/**
 * What <apples-to-apples> provides to its parts (the score sheet, and the views drawn in the
 * element) through @lit/context. The key is a string so that two copies of the script still match.
 */
import { createContext } from '@lit/context';
import type { JudgingPlayerAction, JudgingView } from '../../src/families/judging/engine/index.js';
import type { JudgingRuleset } from '../../src/families/judging/ruleset.js';
import type { LanguageTag } from '../../src/core/i18n/languages.js';

/** The game as its parts see it. A new value is provided after every change (never mutated). */
export interface ApplesToApplesContext {
  readonly ruleset: JudgingRuleset;
  /** The view of the seat at the screen (never another player's hand). */
  readonly view: JudgingView;
  /** Seat names as shown (text, never HTML). */
  readonly names: readonly string[];
  /** The seat at the screen. */
  readonly viewer: number;
  /** Seats the game waits for. */
  readonly toAct: readonly number[];
  /** Seats that have chosen their card face down in this lap (applied together, in a drawn order). */
  readonly ready: readonly number[];
  /** Whether a replay is shown (nobody is choosing). */
  readonly replaying: boolean;
  /**
   * Whether the face-down choices go down in a drawn order (at this screen); an online table
   * places cards in the order they reach the server.
   */
  readonly fairLap: boolean;
  /** The viewer's own face-down choice in this lap, not yet applied. */
  readonly chosen: JudgingPlayerAction | null;
  /** The drawn order of the last completed lap (seats), shown so the table sees that speed decides nothing. */
  readonly drawnOrder: readonly number[];
  /** The viewer's legal actions now, from the engine; empty when they may not act (or the hand is hidden). */
  readonly legal: readonly JudgingPlayerAction[];
  /** Play an action for the viewer; the engine decides whether it is legal. */
  readonly act: (action: JudgingPlayerAction) => void;
  /** The language the game speaks (the deck's card texts stay as the deck wrote them). */
  readonly language: LanguageTag;
}

/** The context <apples-to-apples> provides. */
export const applesToApplesContext = createContext<ApplesToApplesContext | undefined>('pomona-apples-to-apples');
