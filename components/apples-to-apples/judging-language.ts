/** The judging family's phrasebooks in the languages other than English, imported one at a time (see language-shelf.ts). */
import type { Words } from '../../src/core/i18n/words-of.js';
import type { JudgingPhrases } from '../../src/families/judging/phrases/phrases.js';
import type { PhrasebookLoader } from '../core/language-shelf.js';

type Make = (words: Words) => JudgingPhrases;

export const phrasebook: PhrasebookLoader<JudgingPhrases> = async (language): Promise<Make> => {
  switch (language) {
    case 'ko':
      return (await import('../../src/families/judging/phrases/ko.js')).judgingPhrases;
    case 'ru':
      return (await import('../../src/families/judging/phrases/ru.js')).judgingPhrases;
    case 'es':
      return (await import('../../src/families/judging/phrases/es.js')).judgingPhrases;
  }
};
