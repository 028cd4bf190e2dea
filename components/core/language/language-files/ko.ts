/**
 * Everything the elements read in Korean beyond the script: their messages (the catalogue that
 * `lit-localize build` writes), the card words, the shipped rulesets' own texts and every family's sentences in it. One module, so that the embeds make it one file,
 * pomona-ko.js beside the script, fetched once by a page in Korean and never by another.
 */
export { templates } from '../../../locales/ko.js';
export { words } from '../../../../src/core/i18n/card-words-ko.js';
export { shippedTranslations } from '../../../../src/core/rules/generated/shipped-translations-ko.js';
export { phrasebooks } from '../../../../src/core/rules/generated/phrasebooks-ko.js';
