/** The drafting family's phrasebooks in the languages other than English, imported one at a time (see language-shelf.ts). */
import type { Words } from '../../src/core/i18n/words-of.js';
import type { DraftingPhrases } from '../../src/families/drafting/phrases/phrases.js';
import type { PhrasebookLoader } from '../core/language-shelf.js';

type Make = (words: Words) => DraftingPhrases;

export const phrasebook: PhrasebookLoader<DraftingPhrases> = async (language): Promise<Make> => {
  switch (language) {
    case 'ko':
      return (await import('../../src/families/drafting/phrases/ko.js')).draftingPhrases;
    case 'ru':
      return (await import('../../src/families/drafting/phrases/ru.js')).draftingPhrases;
    case 'es':
      return (await import('../../src/families/drafting/phrases/es.js')).draftingPhrases;
  }
};
