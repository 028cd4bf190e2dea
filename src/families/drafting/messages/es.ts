/** The drafting (Orchard) family's own messages in Spanish (see en.ts). */
import type { DRAFTING_MESSAGES } from './en.js';

export const messages: Readonly<Record<keyof typeof DRAFTING_MESSAGES, string>> = {
  'needs-leader': 'un juego de draft necesita quien abre cada fase: leader passes left',
  'needs-batch': 'un juego de draft necesita al menos un lote',
  'needs-length': 'un juego de draft necesita su duración: cards 12 each',
  'needs-centre': 'un juego de draft necesita el tamaño del centro: centre per player by players { 2: 3 | 3..6: 2 }',
  'needs-deck': 'un juego de draft necesita una baraja de cartas con atributos: deck apples { attribute colour = red, green ... }',
};
