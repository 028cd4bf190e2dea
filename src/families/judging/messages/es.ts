/** The judging (Apples to Apples) family's own messages in Spanish (see en.ts). */
import type { JUDGING_MESSAGES } from './en.js';

export const messages: Readonly<Record<keyof typeof JUDGING_MESSAGES, string>> = {
  'needs-goal': 'un juego con juez necesita una meta: goal green cards by players { 4: 8 | ... }',
  'needs-hand': 'un juego con juez necesita el tamaño de la mano: hand 7 red cards',
  'needs-judge': 'un juego con juez necesita un juez: judge from seed, passes left',
  'needs-placing': 'un juego con juez necesita reglas de juego: placing { players 6..10: each plays 1, ... }',
  'needs-deck': 'un juego con juez necesita un mazo {deck}: deck {deck} from "decks/{deck}.cards"',
};
