/** The trick-taking family's phrasebooks in the languages other than English, imported one at a time (see language-shelf.ts). */
import type { Words } from '../../src/core/i18n/words-of.js';
import type { TrickPhrases } from '../../src/families/trick/phrases/phrases.js';
import type { PhrasebookLoader } from '../core/language-shelf.js';

type Make = (words: Words) => TrickPhrases;

export const phrasebook: PhrasebookLoader<TrickPhrases> = async (language): Promise<Make> => {
  switch (language) {
    case 'ko':
      return (await import('../../src/families/trick/phrases/ko.js')).trickPhrases;
    case 'ru':
      return (await import('../../src/families/trick/phrases/ru.js')).trickPhrases;
    case 'es':
      return (await import('../../src/families/trick/phrases/es.js')).trickPhrases;
  }
};
