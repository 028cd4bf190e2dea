/**
 * The words of <apples-table> in the page's language: in English, the few counts a table shows
 * come with the script and the family's sentences with the code that speaks (the announcements'
 * and "How to play"'s chunks import them); another language's card words (components/core/
 * card-words.ts) and sentences (src/families/trick/phrases/) are imported on first use, before
 * the page switches to it (the element's `languageData`), so a page in English downloads none of them.
 */
import type { TrickPhrases } from '../../src/families/trick/phrases/phrases.js';
import { LanguageShelf } from '../core/language/language-shelf.js';

/** The trick-taking family's sentences in each language the page has loaded. */
export const trickLanguages = new LanguageShelf<TrickPhrases>('trick');
