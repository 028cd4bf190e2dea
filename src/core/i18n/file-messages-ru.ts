/** What Pomona says about reading a file, in Russian (see src/core/rules/file-messages.ts). */
import type { FILE_MESSAGES } from '../rules/file-messages.js';

export const messages: Readonly<Record<keyof typeof FILE_MESSAGES, string>> = {
  'too-large': 'размер файла {size} МБ; Pomona читает файлы не больше {most} МБ',
  'larger-than': 'файл больше {most} МБ',
  'other-site': 'правила могут называть только файлы с сайта той страницы, на которой они стоят',
  'not-text': 'это не текстовый файл',
  'not-rules': 'правила — это файлы, оканчивающиеся на .rules',
  'vocabulary-not-txt': 'словарь меток — это файл .txt',
  'not-a-ruleset': "'{file}' нельзя прочитать как правила: {reason}",
  'not-a-deck': "'{file}' нельзя прочитать как колоду: {reason}",
  'cannot-read': "не удаётся прочитать '{file}'",
  'cannot-read-ruleset': 'не удаётся прочитать правила "{file}"',
  'deck-unusable': "файл колоды '{file}' нельзя использовать: {reason}",
  'deck-unreadable': "не удаётся прочитать файл колоды '{file}'",
  'vocabulary-unusable': "словарь меток '{file}' нельзя использовать: {reason}",
  'vocabulary-unreadable': "не удаётся прочитать словарь меток '{file}'[[path| (искали '{path}')]]",
  'extends-twice': 'правила могут расширять (extends) не больше одних других правил',
  'extends-cycle': "'extends' ходит по кругу: {loop}",
  'extends-too-deep': 'правила могут расширять друг друга не глубже {most} уровней',
  'extends-missing': 'не найдены правила "{file}", которые расширяют эти (искали {path})[[guess| — может быть, "{guess}"?]]',
  'cannot-extend': '"{file}" нельзя расширить: {reason}',
};
