/**
 * What <orchard-board> provides to its parts (the score sheet) through @lit/context. The key is a
 * string so that two copies of the script still match.
 */
import { createContext } from '@lit/context';
import type { ScoreSheet } from '../../src/core/game/game.js';
import type { DraftingView } from '../../src/families/drafting/engine/index.js';
import type { DraftingRuleset } from '../../src/families/drafting/ruleset.js';
import type { LanguageTag } from '../../src/core/i18n/languages.js';
import type { RulesetTexts } from '../../src/core/rules/ruleset-texts.js';

/** The board as its parts see it. A new value is provided after every change (never mutated). */
export interface OrchardBoardContext {
  readonly ruleset: DraftingRuleset;
  /** The viewer's view (in Orchard every placed card is public). */
  readonly view: DraftingView;
  /** Seat names as shown (text, never HTML). */
  readonly names: readonly string[];
  /** The seat of the person at the screen. */
  readonly viewer: number;
  /** Every seat's points batch by batch, with the ruleset's derivations. */
  readonly sheets: readonly ScoreSheet[];
  /** The language the board speaks. */
  readonly language: LanguageTag;
  /** The ruleset's own texts (game, batch, attribute and value names) in that language, as far as the ruleset translates them. */
  readonly texts: RulesetTexts;
}

/** The context <orchard-board> provides. */
export const orchardBoardContext = createContext<OrchardBoardContext | undefined>('pomona-orchard-board');
