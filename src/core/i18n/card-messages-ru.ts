/** What Pomona says of cards written by hand, in Russian (see src/core/cards/card-messages.ts). */
import type { ATTRIBUTE_CARD_MESSAGES } from '../cards/attribute-messages.js';
import type { CARD_MESSAGES } from '../cards/card-messages.js';
import type { CARD_COUNT_MESSAGES } from '../cards/count-messages.js';

export const messages: Readonly<
  Record<keyof typeof CARD_MESSAGES | keyof typeof ATTRIBUTE_CARD_MESSAGES | keyof typeof CARD_COUNT_MESSAGES, string>
> = {
  'not-a-card': "'{word}' — не карта: напишите достоинство ({ranks}, или T вместо 10) и букву масти ({suits}), например 10D или QS",
  'too-many': 'карт {count}, а в колоде их только {total}',
  removed: 'карты {card} нет в колоде (правила её убирают)',
  'too-often': 'карта {card} указана больше раз, чем есть в колоде: {times} из {holds}',
  'too-often-one': 'карта {card} указана больше одного раза ({times}), а в колоде она одна',
  'not-an-object': 'карта — это объект её свойств, например {example}; а здесь {got}',
  'unknown-attribute': "неизвестное свойство '{name}'; свойства колоды: {names}",
  'lacks-attribute': 'у карты {card} нет свойства {attribute}',
  'value-not-in-deck': '{attribute} {value} нет в колоде; значение должно быть одним из: {values}',
  'not-card-json': 'не карта: {text} (ожидался JSON вида {example})',
};
