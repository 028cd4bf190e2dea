/**
 * Everything the elements read in Spanish beyond the script: their messages (the catalogue that
 * `lit-localize build` writes) and the card words. One module, so that the embeds make it one file,
 * pomona-es.js beside the script, fetched once by a page in Spanish and never by another.
 */
export { templates } from '../../locales/es.js';
export { words } from '../../../src/core/i18n/card-words-es.js';
