/** The drafting (Orchard) family's own messages in Russian (see en.ts). */
import type { DRAFTING_MESSAGES } from './en.js';
import type { DRAFTING_FACTS } from './facts.js';
import type { DRAFTING_LAYOUT } from './layout.js';

export const messages: Readonly<
  Record<keyof typeof DRAFTING_MESSAGES | keyof typeof DRAFTING_FACTS | keyof typeof DRAFTING_LAYOUT, string>
> = {
  'needs-leader': 'игре с набором нужен ведущий фазы: leader passes left',
  'needs-batch': 'игре с набором нужна хотя бы одна группа',
  'needs-length': 'игре с набором нужна длина: cards 12 each',
  'needs-centre': 'игре с набором нужен размер центра: centre per player by players { 2: 3 | 3..6: 2 }',
  'needs-deck': 'игре с набором нужна колода карт со свойствами: deck apples { attribute colour = red, green ... }',
  'attribute-range-too-large': "у свойства '{name}' было бы значений: {size}, а можно не больше {most}",
  'attribute-mixed': "свойство '{name}' смешивает числа и слова: его значения должны быть либо все числа, либо все слова",
  'attribute-too-many': "у свойства '{name}' значений: {size}, а можно не больше {most}",
  'attribute-value-twice': "свойство '{name}' называет '{value}' дважды",
  'attribute-twice': "свойство '{name}' объявлено дважды",
  'deck-too-large': 'в этой колоде было бы карт: {size}, а в колоде может быть не больше {most}',
  'deck-empty': 'в этой колоде нет карт: у каждой карты 0 копий',
  'sequence-too-long': 'в последовательности может быть не больше {most} чисел',
  'deck-too-small': 'игрокам ({players}) по {each} карт каждому нужно {needed} карт, а в колоде {has}',
  'centre-empty': 'в центр нужно открывать хотя бы 1 карту на игрока, а здесь {value} {setting}',
  'batch-needs-score': 'группе "{name}" нужен подсчёт очков (score)',
  'no-fallback':
    'у каждой группы есть правило выкладки или предел, так что у игрока может не остаться допустимого хода; оставьте одну группу, которая принимает любую карту (как Bad Batch)',
  'tie-shared': 'игра с набором кончается последней фазой, так что при равных суммах победа делится: напишите tie shared win',
  'fact-attribute': 'свойство {name}',
  'fact-copies': 'копий каждой карты',
  'fact-centre': 'карт в центр на игрока',
  'fact-cards-each': 'карт у каждого',
  'fact-leader': 'ход переходит',
  'fact-tie': 'ничья в конце',
  'fact-batch': 'группа «{name}»',
  'fact-in-orchard': 'в саду',
  'fact-batch-holds': 'группа «{name}»: вмещает',
  'fact-batch-rule': 'группа «{name}»: правило выкладки',
  'fact-batch-rule-n': 'группа «{name}»: правило выкладки {n}',
  'fact-batch-score': 'группа «{name}»: очки',
  'layout-not-object': 'раскладка должна быть объектом JSON, который сопоставляет именам групп списки карт',
  'layout-unknown-batch': 'неизвестная группа "{name}"; группы: {batches}',
  'layout-not-list': 'группа "{name}" должна перечислять свои карты в массиве',
  'layout-card': 'группа "{name}", карта {n}: {problem}',
  'layout-too-often': 'группа "{name}", карта {n}: {card} встречается чаще, чем есть в колоде ({copies})',
};
