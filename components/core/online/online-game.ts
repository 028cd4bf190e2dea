/** What a game element shows of an online game (kept apart so the element's types need nothing else of online play). */
import type { GameTypes } from '../game-types.js';

/** The online game in play: the server's view of this page's seat, its moves, who acts. */
export interface OnlineGame<G extends GameTypes> {
  readonly ruleset: G['ruleset'];
  readonly view: G['view'];
  readonly legal: readonly G['action'][];
  readonly toAct: readonly number[];
  readonly viewer: number;
  readonly names: readonly string[];
}
