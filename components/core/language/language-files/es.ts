/**
 * Everything the elements read in Spanish beyond the script: their messages (the catalogue that
 * `lit-localize build` writes), the card words, the shipped rulesets' own texts and every family's sentences in it. One module, so that the embeds make it one file,
 * pomona-es.js beside the script, fetched once by a page in Spanish and never by another.
 */
export { templates } from '../../../locales/es.js';
export { words } from '../../../../src/core/i18n/card-words-es.js';
export { shippedTranslations } from '../../../../src/core/rules/generated/shipped-translations-es.js';
export { phrasebooks } from '../../../../src/core/rules/generated/phrasebooks-es.js';
