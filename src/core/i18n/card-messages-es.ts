/** What Pomona says of cards written by hand, in Spanish (see src/core/cards/card-messages.ts). */
import type { ATTRIBUTE_CARD_MESSAGES } from '../cards/attribute-messages.js';
import type { CARD_MESSAGES } from '../cards/card-messages.js';
import type { CARD_COUNT_MESSAGES } from '../cards/count-messages.js';

export const messages: Readonly<
  Record<keyof typeof CARD_MESSAGES | keyof typeof ATTRIBUTE_CARD_MESSAGES | keyof typeof CARD_COUNT_MESSAGES, string>
> = {
  'not-a-card': "'{word}' no es una carta: escriba un valor ({ranks}, o T para 10) y la letra de un palo ({suits}), p. ej. 10D o QS",
  'too-many': '{count} cartas, pero la baraja solo tiene {total}',
  removed: '{card} no está en la baraja (las reglas la quitan)',
  'too-often': '{card} aparece {times} veces, pero la baraja tiene {holds}',
  'too-often-one': '{card} aparece {times} veces, pero la baraja solo tiene una',
  'not-an-object': 'una carta debe ser un objeto de sus atributos, como {example}; se recibió {got}',
  'unknown-attribute': "atributo desconocido '{name}'; los atributos de la baraja son {names}",
  'lacks-attribute': 'la carta {card} no tiene {attribute}',
  'value-not-in-deck': '{attribute} {value} no está en la baraja; debe ser uno de {values}',
  'not-card-json': 'no es una carta: {text} (se esperaba JSON como {example})',
};
