/**
 * What the studio says that comes from the rules themselves, in the page's language: the rules'
 * diagnostics (from the same catalogue as `pomona check --lang`, every language of which the
 * studio carries) and the games' family names.
 */
import { templates as studioKo } from './locales/ko.js';
import { templates as studioRu } from './locales/ru.js';
import { templates as studioEs } from './locales/es.js';
import { addMessages } from '../core/language/locale.js';
import type { LocaleModule } from '@lit/localize';
import { saidIn, speakEveryDiagnosticLanguage } from '../../src/core/i18n/diagnostic-languages.js';
import { diagnosticMessage } from '../../src/core/i18n/diagnostics.js';
import { englishFacts, type FactSpeech } from '../../src/core/rules/facts.js';
import { languageSpeech, loadLanguageSpeech } from '../core/language/language-shelf.js';
import { diagnosticCatalogue, spokenLanguage } from '../../src/core/i18n/diagnostic-messages.js';
import type { LanguageTag } from '../../src/core/i18n/languages.js';
import { familyDescriptor, familyTitle, type FamilyDescriptor } from '../../src/core/registry.js';
import { msg } from '@lit/localize';
import { rulesetTexts } from '../../src/core/rules/ruleset-texts.js';
import type { Diagnostic } from '../../src/core/rules/diagnostic.js';

/** A diagnostic's message in `language`. */
export function diagnosticIn(d: Diagnostic, language: LanguageTag): string {
  speakEveryDiagnosticLanguage();
  return diagnosticMessage(d, language);
}

/** A message of the catalogues (why a typed position cannot be read, a fact) in `language`. */
export { saidIn } from '../../src/core/i18n/diagnostic-languages.js';

/** "error" or "warning" in `language`. */
export function severityText(severity: 'error' | 'warning', language: LanguageTag): string {
  speakEveryDiagnosticLanguage();
  return diagnosticCatalogue(spokenLanguage(language)).severity[severity];
}

/**
 * How a ruleset's facts are said in `language` ("What this variant changes"): its card words (loaded
 * with the studio's messages) and its catalogue; English until the language's words are here.
 */
export function factSpeechIn(language: LanguageTag): FactSpeech {
  const words = language === 'en' ? undefined : languageSpeech(language)?.words;
  if (!words) return englishFacts();
  return { language, words, said: (message) => saidIn(message, language) };
}

/** A family's games in a few words, in `language` ("Apples (트릭 테이킹)"); the id itself for a family not registered. */
export function familyTitleOf(family: string, language: LanguageTag): string {
  const d = familyDescriptor(family);
  return d ? familyTitle(d, language) : family;
}

/** How a family writes a position as text, in `language` (its English one where it has none in that language). */
export function positionNotationIn(family: FamilyDescriptor, language: LanguageTag): string {
  return (
    (language === 'en' ? undefined : family.positionNotations?.[language]) ??
    family.positionNotation ??
    msg('in card notation', { id: 'studio-in-card-notation' })
  );
}

/** A ruleset's name in `language`: its own translation (a shipped file's comes with the language's file), else as written. */
export function rulesetNameIn(ruleset: { readonly name: string; readonly files?: readonly string[] }, language: LanguageTag): string {
  return rulesetTexts(ruleset, [language]).game();
}

/** The studio's messages in each language, beside the game elements' (which a page that plays fetches without them). */
const studioMessages: Readonly<Record<Exclude<LanguageTag, 'en'>, LocaleModule['templates']>> = {
  ko: studioKo,
  ru: studioRu,
  es: studioEs,
};
const messagesAdded = new Set<LanguageTag>();

/** What the studio's elements load with a language (`LanguageData`): their own messages; true when they were not there yet. */
export async function loadStudioMessages(language: LanguageTag): Promise<boolean> {
  if (language === 'en') return false;
  // The language's card words, which the facts of a variant and the explainer's derivations are said with.
  const spoken = await loadLanguageSpeech(language);
  if (messagesAdded.has(language)) return spoken;
  messagesAdded.add(language);
  addMessages(language, studioMessages[language]);
  return true;
}
