/**
 * Applying the edited rules to a game element on the page: only rules without errors, and only to
 * a game of their family; the game starts again with them (and the chosen house rules), and the
 * editor says what happened in every case.
 */
import { msg, str } from '@lit/localize';
import { pageLanguage } from '../core/language/locale.js';
import { familyTitleOf } from '../studio/studio-words.js';
import type { Ruleset } from '../../src/core/rules/ruleset.js';
import type { TextProblem } from './analysis.js';

/** What a game element offers the editor (every Pomona game element has these). */
export interface GameTarget extends HTMLElement {
  ruleset: string | null;
  options: string | null;
  readonly family?: string;
  newGame?(options?: Readonly<Record<string, unknown>>): void;
}

/** What applying did: the words for the editor, and when applied, the event's detail. */
export type ApplyOutcome =
  | { readonly ok: true; readonly message: () => string; readonly detail: { readonly ruleset: string; readonly text: string } }
  | { readonly ok: false; readonly message: () => string };

/**
 * Start a new game of `ruleset` (compiled from `value`, with these `problems`) on `game`, the
 * element the editor's `for` id names, with the `chosen` house rules.
 */
export function applyRules(
  game: GameTarget | null,
  forId: string | null,
  ruleset: Ruleset | null,
  problems: readonly TextProblem[],
  value: string,
  chosen: Readonly<Record<string, number | string | boolean>>,
): ApplyOutcome {
  if (!game) {
    const message = forId
      ? () => msg(str`There is no game with the id "${forId}" on this page.`, { id: 'studio-there-is-no-game-with-the' })
      : () => msg('This editor is not connected to a game (set its for attribute).', { id: 'studio-this-editor-is-not-connected-to' });
    return { ok: false, message };
  }
  const errors = problems.filter((p) => p.severity === 'error');
  if (!ruleset || errors.length > 0) {
    const count = errors.length;
    return {
      ok: false,
      message: () =>
        count === 1
          ? msg('Not applied: the rules have a problem (listed below). The game keeps its last good rules.', {
              id: 'studio-not-applied-the-rules-have-a',
            })
          : msg(str`Not applied: the rules have ${count} problems (listed below). The game keeps its last good rules.`, {
              id: 'studio-not-applied-the-rules-have-problems',
            }),
    };
  }
  if (game.family && game.family !== ruleset.family) {
    return {
      ok: false,
      message: () => {
        const language = pageLanguage();
        const these = familyTitleOf(ruleset.family, language);
        const plays = familyTitleOf(game.family ?? '', language);
        return msg(str`Not applied: these are rules of ${these}, and the game on the page plays ${plays}. The game keeps its rules.`, {
          id: 'studio-not-applied-these-are-rules-of',
        });
      },
    };
  }
  // The game element reads several lines as rules text; a one-line file gets a line break.
  const text = value.includes('\n') ? value : `${value}\n`;
  game.options = Object.keys(chosen).length ? JSON.stringify(chosen) : null;
  // The same text again does not reload the rules: start the new game directly.
  if (game.ruleset === text && game.newGame) game.newGame(chosen);
  else game.ruleset = text;
  const name = ruleset.name;
  return {
    ok: true,
    message: () => msg(str`Applied: a new game of ${name} has started.`, { id: 'studio-applied-a-new-game-of-has' }),
    detail: { ruleset: name, text },
  };
}
