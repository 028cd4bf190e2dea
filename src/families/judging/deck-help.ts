/**
 * What `pomona deck` says of itself in each language: it stays out of the command's module, which
 * the CLI imports only to run it. Option names, placeholders and the deck syntax stay as typed.
 */
import type { LanguageTag } from '../../core/i18n/languages.js';

/** The words of `pomona deck` in one language. */
export interface DeckTexts {
  /** The one line of `pomona --help`. */
  readonly summary: string;
  /** The `--help` text. */
  readonly help: string;
  readonly missingSubcommand: string;
  unknownSubcommand(name: string): string;
  unknownOption(option: string): string;
  readonly nameDeckFile: string;
  /** The report's last line, from the counted files, cards, errors and warnings ("1 file", "858 cards"). */
  checked(files: string, cards: string, errors: string, warnings: string): string;
}

export const DECK_TEXTS: Readonly<Record<LanguageTag, DeckTexts>> = {
  en: {
    summary: 'check Apples to Apples deck files (duplicates, missing and unknown tags)',
    help: `Usage: pomona deck check [--json] FILE...

Check Apples to Apples deck files: every card line is TEXT | DETAIL | TAGS, no card appears
twice, every card has tags, and every tag is in the vocabulary the deck names with
'tags from "FILE"' (read relative to the deck file). A file without card lines or a 'kind'
line is checked as a tag vocabulary (one or more tags a line, # comments).

Problems are printed as FILE:LINE:COL: error: MESSAGE with the line and a caret, at most 100
a file. Files over 10 MB, and vocabularies that are not .txt files, are not read.

Options:
  --json   print one JSON object: each file's kind, card count and diagnostics

Exit status: 0 no errors (warnings allowed), 1 errors found, 2 usage error.
`,
    missingSubcommand: 'missing subcommand',
    unknownSubcommand: (name) => `unknown subcommand '${name}'`,
    unknownOption: (option) => `unknown option '${option}'`,
    nameDeckFile: 'name at least one deck file',
    checked: (files, cards, errors, warnings) => `${files} checked, ${cards}: ${errors}, ${warnings}`,
  },
  ko: {
    summary: 'Apples to Apples 덱 파일을 검사합니다 (중복, 빠진 태그와 알 수 없는 태그)',
    help: `사용법: pomona deck check [--json] FILE...

Apples to Apples 덱 파일을 검사합니다: 카드 줄은 모두 TEXT | DETAIL | TAGS 형식이고, 같은 카드가
두 번 나오지 않고, 모든 카드에 태그가 있고, 모든 태그가 덱이 'tags from "FILE"'로 지정한 어휘에
있어야 합니다(덱 파일을 기준으로 읽습니다). 카드 줄도 'kind' 줄도 없는 파일은 태그 어휘로
검사합니다(줄마다 태그 하나 이상, # 주석).

문제는 FILE:LINE:COL: 오류: 메시지 형식으로 그 줄과 캐럿과 함께 출력하고, 파일 하나에 최대
100개까지 보여 줍니다. 10 MB가 넘는 파일과 .txt 파일이 아닌 어휘는 읽지 않습니다.

옵션:
  --json   JSON 객체 하나를 출력합니다: 파일마다 종류, 카드 수, 진단

종료 상태: 0 오류 없음 (경고는 괜찮음), 1 오류 있음, 2 사용법 오류.
`,
    missingSubcommand: '하위 명령이 없습니다',
    unknownSubcommand: (name) => `알 수 없는 하위 명령 '${name}'`,
    unknownOption: (option) => `알 수 없는 옵션 '${option}'`,
    nameDeckFile: '덱 파일을 하나 이상 쓰세요',
    checked: (files, cards, errors, warnings) => `${files} 검사, ${cards}: ${errors}, ${warnings}`,
  },
  ru: {
    summary: 'проверить файлы колод Apples to Apples (повторы, недостающие и неизвестные метки)',
    help: `Запуск: pomona deck check [--json] FILE...

Проверяет файлы колод Apples to Apples: каждая строка карты имеет вид TEXT | DETAIL | TAGS, ни
одна карта не повторяется, у каждой карты есть метки, и каждая метка есть в словаре, который
колода называет строкой 'tags from "FILE"' (путь от файла колоды). Файл без строк карт и без
строки 'kind' проверяется как словарь меток (одна или несколько меток в строке, # комментарии).

Ошибки выводятся как FILE:LINE:COL: ошибка: СООБЩЕНИЕ со строкой и знаком ^, не больше 100 на
файл. Файлы больше 10 МБ и словари не в файлах .txt не читаются.

Параметры:
  --json   вывести один объект JSON: вид каждого файла, число карт и ошибки

Код выхода: 0 ошибок нет (предупреждения можно), 1 найдены ошибки, 2 ошибка запуска.
`,
    missingSubcommand: 'не указана подкоманда',
    unknownSubcommand: (name) => `неизвестная подкоманда '${name}'`,
    unknownOption: (option) => `неизвестный параметр '${option}'`,
    nameDeckFile: 'укажите хотя бы один файл колоды',
    checked: (files, cards, errors, warnings) => `проверено: ${files}, ${cards}: ${errors}, ${warnings}`,
  },
  es: {
    summary: 'comprobar archivos de mazo de Apples to Apples (repetidas, etiquetas que faltan o desconocidas)',
    help: `Uso: pomona deck check [--json] FILE...

Comprueba archivos de mazo de Apples to Apples: cada línea de carta es TEXT | DETAIL | TAGS,
ninguna carta aparece dos veces, cada carta tiene etiquetas y cada etiqueta está en el
vocabulario que el mazo nombra con 'tags from "FILE"' (leído desde el archivo del mazo). Un
archivo sin líneas de carta ni línea 'kind' se comprueba como vocabulario de etiquetas (una o
más etiquetas por línea, comentarios con #).

Los problemas se imprimen como FILE:LINE:COL: error: MENSAJE con la línea y un signo ^, como
mucho 100 por archivo. No se leen los archivos de más de 10 MB ni los vocabularios que no son
archivos .txt.

Opciones:
  --json   imprime un objeto JSON: el tipo de cada archivo, su número de cartas y sus diagnósticos

Estado de salida: 0 sin errores (se admiten avisos), 1 hay errores, 2 error de uso.
`,
    missingSubcommand: 'falta la suborden',
    unknownSubcommand: (name) => `suborden desconocida '${name}'`,
    unknownOption: (option) => `opción desconocida '${option}'`,
    nameDeckFile: 'indique al menos un archivo de mazo',
    checked: (files, cards, errors, warnings) => `Revisión de ${files}: ${cards}, ${errors}, ${warnings}`,
  },
};
