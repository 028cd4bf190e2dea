/**
 * Every language's diagnostics catalogue, for the readers that may ask for any language: the
 * command line (`--lang`, `LC_ALL`, `LANG`), the public `formatDiagnostic` and the studio. The game
 * elements do not import this module, so a page that plays carries no catalogue it never shows.
 */
import { addDiagnosticCatalogue, addFamilyTemplates, type DiagnosticCatalogue } from './diagnostic-messages.js';
import { familyMessages as esFamilies } from '../rules/generated/family-messages-es.js';
import { familyMessages as koFamilies } from '../rules/generated/family-messages-ko.js';
import { familyMessages as ruFamilies } from '../rules/generated/family-messages-ru.js';
import { messages as esDeck } from './deck-messages-es.js';
import { messages as koDeck } from './deck-messages-ko.js';
import { messages as ruDeck } from './deck-messages-ru.js';
import { messages as esCards } from './card-messages-es.js';
import { messages as koCards } from './card-messages-ko.js';
import { messages as ruCards } from './card-messages-ru.js';
import { messages as esFile } from './file-messages-es.js';
import { messages as koFile } from './file-messages-ko.js';
import { messages as ruFile } from './file-messages-ru.js';
import { es } from './diagnostic-messages-es.js';
import { ko } from './diagnostic-messages-ko.js';
import { ru } from './diagnostic-messages-ru.js';
import type { LanguageTag } from './languages.js';
import { renderMessage, type Said } from './diagnostics.js';

/** The catalogue of every language but English (which diagnostic-messages.ts holds), by tag. */
export const TRANSLATED_DIAGNOSTICS: Readonly<Record<Exclude<LanguageTag, 'en'>, DiagnosticCatalogue>> = { ko, ru, es };

/** Messages by scope, keyed as each scope says them (`deck:bad-tag`, `trick:needs-deck`). */
const keyed = (scopes: Readonly<Record<string, Readonly<Record<string, string>>>>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(scopes).flatMap(([scope, messages]) => Object.entries(messages).map(([name, text]) => [`${scope}:${name}`, text])),
  );

/**
 * The messages said with their English beside their code (scoped-messages.ts: each family's
 * compiler, the deck files' check, reading files, cards written by hand) in every language but English, by tag and `scope:name`.
 */
export const TRANSLATED_SCOPED_MESSAGES: Readonly<Record<Exclude<LanguageTag, 'en'>, Readonly<Record<string, string>>>> = {
  ko: keyed({ ...koFamilies, deck: koDeck, file: koFile, cards: koCards }),
  ru: keyed({ ...ruFamilies, deck: ruDeck, file: ruFile, cards: ruCards }),
  es: keyed({ ...esFamilies, deck: esDeck, file: esFile, cards: esCards }),
};

let spoken = false;

/** Let diagnostics be said in every language Pomona speaks (once: every later call is free). */
export function speakEveryDiagnosticLanguage(): void {
  if (spoken) return;
  spoken = true;
  for (const [language, catalogue] of Object.entries(TRANSLATED_DIAGNOSTICS)) addDiagnosticCatalogue(language as LanguageTag, catalogue);
  for (const [language, messages] of Object.entries(TRANSLATED_SCOPED_MESSAGES)) addFamilyTemplates(language as LanguageTag, messages);
}

/** A message of the catalogues (a problem, a file that cannot be read, a fact) said in `language`. */
export function saidIn(message: Said, language: LanguageTag): string {
  speakEveryDiagnosticLanguage();
  return renderMessage(language, message.key, message.params) ?? message.message;
}
