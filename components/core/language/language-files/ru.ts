/**
 * Everything the elements read in Russian beyond the script: their messages (the catalogue that
 * `lit-localize build` writes), the card words, the shipped rulesets' own texts and every family's sentences in it. One module, so that the embeds make it one file,
 * pomona-ru.js beside the script, fetched once by a page in Russian and never by another.
 */
export { templates } from '../../../locales/ru.js';
export { words } from '../../../../src/core/i18n/card-words-ru.js';
export { shippedTranslations } from '../../../../src/core/rules/generated/shipped-translations-ru.js';
export { phrasebooks } from '../../../../src/core/rules/generated/phrasebooks-ru.js';
