/** A deck file's check in Russian (see src/core/rules/deck-messages.ts). */
import type { DECK_MESSAGES } from '../rules/deck-messages.js';

export const messages: Readonly<Record<keyof typeof DECK_MESSAGES, string>> = {
  'bad-tag': "'{tag}' — не метка: пишите строчными латинскими буквами, цифрами и дефисами",
  'vocabulary-too-large': 'файл словаря меток слишком велик ({characters} знаков)',
  'tag-twice': "метка '{tag}' указана дважды",
  'file-too-long': 'в файле колоды {characters} знаков; читается не больше {max}',
  'line-too-long': 'в этой строке {characters} знаков; в строке карты может быть не больше {max}',
  kind: "вид колоды — 'green' или 'red', а не '{kind}'",
  'tags-from': 'словарь меток указывается так: tags from "tags.txt"',
  'too-many-cards': 'в файле колоды может быть не больше {max} карт',
  'three-parts': 'в строке карты три части, TEXT | DETAIL | TAGS, а в этой {parts}',
  'no-text': 'у карты нет текста до первой |',
  'control-character': 'в строке есть управляющий символ',
  'card-twice': "карта '{card}' повторяется (впервые в строке {line})",
  'unknown-tag': "неизвестная метка '{tag}'[[guess| — может быть, '{guess}'?]]",
  'no-tags': "у карты '{card}' нет меток; компьютерным игрокам нужна хотя бы одна",
  'no-kind': "в файле колоды не указан её вид: добавьте строку 'kind green' или 'kind red'",
};
