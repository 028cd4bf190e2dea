/**
 * The rules language's messages in every language Pomona speaks: a catalogue keyed by message
 * keys (each belongs to one stable diagnostic code), with `{name}` parameters and optional parts
 * `[[guess| — did you mean '{guess}'?]]` shown only when their parameter is given; and a sentence
 * for every diagnostic code, which introduces a message that has no key yet.
 */
import type { DiagnosticCode } from '../rules/diagnostic.js';
import type { LanguageTag } from './languages.js';
import type { PluralPatterns } from './card-words.js';

/** The parameters of a message: names, numbers, and lists (joined with the language's "or"). */
export type MessageParams = Readonly<Record<string, string | number | readonly string[]>>;

/** Every message with a key, by key. */
export type MessageKey =
  | 'unknown-name'
  | 'unknown-attribute'
  | 'unknown-function'
  | 'unknown-sequence'
  | 'unknown-batch'
  | 'syntax-unclosed'
  | 'syntax-curly'
  | 'syntax-character'
  | 'syntax-statement'
  | 'syntax-expected'
  | 'missing-game'
  | 'missing-family'
  | 'missing-players'
  | 'unknown-language'
  | 'translate-unknown-option'
  | 'translate-unknown-batch'
  | 'translate-unknown-deck'
  | 'translate-unknown-attribute'
  | 'translate-unknown-value';

/** What a language says about diagnostics. */
export interface DiagnosticCatalogue {
  readonly severity: { readonly error: string; readonly warning: string };
  /** A short sentence for every code: what kind of problem it is. */
  readonly codes: Readonly<Record<DiagnosticCode, string>>;
  readonly messages: Readonly<Record<MessageKey, string>>;
  /** Words the grammar names in "expected ..." (a whole number, the end of the file). */
  readonly phrases: Readonly<Record<string, string>>;
  /** "FILE: and N more problems". */
  readonly more: PluralPatterns;
  /** The check command's last line: `{files}` checked, `{errors}` and `{warnings}` counted. */
  readonly summary: {
    readonly clean: string;
    readonly cleanWithWarnings: string;
    readonly failed: string;
    readonly failedWithWarnings: string;
    readonly files: PluralPatterns;
    readonly errors: PluralPatterns;
    readonly warnings: PluralPatterns;
  };
}

const en: DiagnosticCatalogue = {
  severity: { error: 'error', warning: 'warning' },
  codes: {
    syntax: 'the text does not follow the language',
    'unknown-name': 'a name that does not exist',
    'reserved-name': 'a name the rules already give a meaning',
    duplicate: 'something stated twice',
    missing: 'a statement the game needs is missing',
    'missing-file': 'a file cannot be read',
    'file-not-found': 'the file cannot be read',
    'not-a-ruleset': 'not a ruleset',
    'not-a-deck': 'not a deck file',
    'not-a-vocabulary': 'not a tag vocabulary',
    'not-same-origin': 'a file from another site',
    'extends-cycle': 'files extend each other in a circle',
    'wrong-family': 'a ruleset of another family',
    'type-mismatch': 'a value of the wrong kind',
    'out-of-range': 'a number outside what is allowed',
    'bad-range': 'a range written backwards',
    overlap: 'two table rows for one player count',
    'table-gap': 'a table that leaves something out',
    'incomplete-order': 'an order that leaves one out',
    'not-constant': 'a plain number is needed',
    'not-in-family': 'a statement of another family',
    'wrong-arguments': 'the wrong number of values',
    'no-card': 'an attribute with no card',
    'bad-collection': "'except' without 'elsewhere'",
    conflict: 'rules that contradict each other',
    'too-deep': 'an expression nested too deeply',
    'resource-limit': 'a limit is passed',
    'no-fallback': 'no batch takes every card',
    unused: 'a definition no rule uses',
    'wrong-deck': 'a deck file listed for the other deck',
    'bad-tag': 'a malformed tag',
    'unknown-tag': 'a tag that is not in the vocabulary',
    'missing-tags': 'a card with no tags',
    'bad-character': 'an invisible control character',
    'unknown-language': 'a language Pomona does not speak',
    'internal-error': 'a bug in Pomona',
  },
  messages: {
    'unknown-name': "unknown name '{name}'[[guess| — did you mean '{guess}'?]]",
    'unknown-attribute': "unknown attribute '{name}'[[guess| — did you mean '{guess}'?]]",
    'unknown-function': "unknown function '{name}'[[guess| — did you mean '{guess}'?]]",
    'unknown-sequence': "unknown sequence '{name}'[[guess| — did you mean '{guess}'?]]",
    'unknown-batch': 'unknown batch "{name}"[[guess| — did you mean "{guess}"?]]',
    'syntax-unclosed': 'this quoted text is not closed: write a second " before the end of the line',
    'syntax-curly':
      'curly quotes like {found} are not read as quotes: write straight double quotes " (an editor may have changed them as you typed)',
    'syntax-character':
      "'{character}' cannot be used here: names are letters of any alphabet, digits and _ (other characters belong between quotes)",
    'syntax-statement': "unknown statement '{word}' — did you mean '{guess}'?",
    'syntax-expected': "expected {expected}, but found {found}[[guess| — did you mean '{guess}'?]]",
    'missing-game': 'the ruleset has no name: add a line such as game "Apples"',
    'missing-family': 'the ruleset has no family: add family {families}',
    'missing-players': 'the ruleset does not say how many play: add players 4 or players 2..6',
    'unknown-language': "unknown language '{tag}'[[guess| — did you mean '{guess}'?]] (languages: {languages})",
    'translate-unknown-option': "there is no option '{name}' to translate[[guess| — did you mean '{guess}'?]]",
    'translate-unknown-batch': 'there is no batch "{name}" to translate[[guess| — did you mean "{guess}"?]]',
    'translate-unknown-deck': "there is no deck '{name}' to translate[[guess| — did you mean '{guess}'?]]",
    'translate-unknown-attribute': "there is no attribute '{name}' to translate[[guess| — did you mean '{guess}'?]]",
    'translate-unknown-value': "there is no attribute value '{name}' to translate[[guess| — did you mean '{guess}'?]]",
  },
  phrases: {},
  more: { one: '{file}: and {n} more problem', other: '{file}: and {n} more problems' },
  summary: {
    clean: '{files} checked: no errors',
    cleanWithWarnings: '{files} checked: no errors, {warnings}',
    failed: '{errors} in {files}',
    failedWithWarnings: '{errors}, {warnings} in {files}',
    files: { one: '{n} file', other: '{n} files' },
    errors: { one: '{n} error', other: '{n} errors' },
    warnings: { one: '{n} warning', other: '{n} warnings' },
  },
};

const ko: DiagnosticCatalogue = {
  severity: { error: '오류', warning: '경고' },
  codes: {
    syntax: '규칙 언어의 문법에 맞지 않습니다',
    'unknown-name': '없는 이름입니다',
    'reserved-name': '규칙이 이미 뜻을 정한 이름입니다',
    duplicate: '두 번 적혀 있습니다',
    missing: '게임에 필요한 문장이 없습니다',
    'missing-file': '파일을 읽을 수 없습니다',
    'file-not-found': '파일을 읽을 수 없습니다',
    'not-a-ruleset': '규칙 파일이 아닙니다',
    'not-a-deck': '덱 파일이 아닙니다',
    'not-a-vocabulary': '태그 목록 파일이 아닙니다',
    'not-same-origin': '다른 사이트의 파일입니다',
    'extends-cycle': '파일들이 서로를 빙글빙글 확장합니다',
    'wrong-family': '다른 계열의 규칙입니다',
    'type-mismatch': '값의 종류가 맞지 않습니다',
    'out-of-range': '허용되는 범위를 벗어난 수입니다',
    'bad-range': '거꾸로 적힌 범위입니다',
    overlap: '같은 인원수에 표의 행이 두 개입니다',
    'table-gap': '표에 빠진 것이 있습니다',
    'incomplete-order': '순서에 빠진 것이 있습니다',
    'not-constant': '정해진 수가 필요합니다',
    'not-in-family': '다른 계열의 문장입니다',
    'wrong-arguments': '값의 개수가 맞지 않습니다',
    'no-card': '카드가 없는 속성입니다',
    'bad-collection': "'except'는 'elsewhere'와 함께 씁니다",
    conflict: '서로 모순되는 규칙입니다',
    'too-deep': '식이 너무 깊게 중첩되어 있습니다',
    'resource-limit': '한도를 넘었습니다',
    'no-fallback': '모든 카드를 받는 배치가 없습니다',
    unused: '어떤 규칙도 쓰지 않는 정의입니다',
    'wrong-deck': '다른 덱에 적힌 덱 파일입니다',
    'bad-tag': '잘못된 형식의 태그입니다',
    'unknown-tag': '목록에 없는 태그입니다',
    'missing-tags': '태그가 없는 카드입니다',
    'bad-character': '보이지 않는 제어 문자가 있습니다',
    'unknown-language': 'Pomona가 지원하지 않는 언어입니다',
    'internal-error': 'Pomona 자체의 버그입니다',
  },
  messages: {
    'unknown-name': "알 수 없는 이름 '{name}'[[guess| — '{guess}'을(를) 뜻했나요?]]",
    'unknown-attribute': "알 수 없는 속성 '{name}'[[guess| — '{guess}'을(를) 뜻했나요?]]",
    'unknown-function': "알 수 없는 함수 '{name}'[[guess| — '{guess}'을(를) 뜻했나요?]]",
    'unknown-sequence': "알 수 없는 수열 '{name}'[[guess| — '{guess}'을(를) 뜻했나요?]]",
    'unknown-batch': '알 수 없는 배치 "{name}"[[guess| — "{guess}"을(를) 뜻했나요?]]',
    'syntax-unclosed': '따옴표로 연 글이 닫히지 않았습니다: 줄이 끝나기 전에 " 를 하나 더 쓰세요',
    'syntax-curly':
      '{found} 같은 둥근 따옴표는 따옴표로 읽지 않습니다: 곧은 큰따옴표 " 를 쓰세요 (편집기가 입력하는 동안 바꾸었을 수 있습니다)',
    'syntax-character':
      "'{character}'은(는) 여기에 쓸 수 없습니다: 이름은 어떤 문자든 글자와 숫자, _ 로 씁니다 (다른 문자는 따옴표 안에 씁니다)",
    'syntax-statement': "알 수 없는 문장 '{word}' — '{guess}'을(를) 뜻했나요?",
    'syntax-expected': "{expected}이(가) 와야 하는데 {found}이(가) 있습니다[[guess| — '{guess}'을(를) 뜻했나요?]]",
    'missing-game': '규칙에 이름이 없습니다: game "Apples" 같은 줄을 더하세요',
    'missing-family': '규칙에 계열이 없습니다: family {families} 중 하나를 더하세요',
    'missing-players': '몇 명이 하는지 적혀 있지 않습니다: players 4 또는 players 2..6 을 더하세요',
    'unknown-language': "알 수 없는 언어 '{tag}'[[guess| — '{guess}'을(를) 뜻했나요?]] (언어: {languages})",
    'translate-unknown-option': "번역할 옵션 '{name}'이(가) 없습니다[[guess| — '{guess}'을(를) 뜻했나요?]]",
    'translate-unknown-batch': '번역할 배치 "{name}"이(가) 없습니다[[guess| — "{guess}"을(를) 뜻했나요?]]',
    'translate-unknown-deck': "번역할 덱 '{name}'이(가) 없습니다[[guess| — '{guess}'을(를) 뜻했나요?]]",
    'translate-unknown-attribute': "번역할 속성 '{name}'이(가) 없습니다[[guess| — '{guess}'을(를) 뜻했나요?]]",
    'translate-unknown-value': "번역할 속성 값 '{name}'이(가) 없습니다[[guess| — '{guess}'을(를) 뜻했나요?]]",
  },
  phrases: {
    'a whole number': '정수',
    'a name': '이름',
    'a quoted text': '따옴표로 묶은 글',
    'a rank': '끗수',
    'the end of the file': '파일의 끝',
    "'a line break'": "'줄바꿈'",
    'a statement (game, family, players, deck, batch, ...)': '문장 (game, family, players, deck, batch, ...)',
    "'pair' or 'step'": "'pair' 또는 'step'",
    'a family (trick-taking, judging or drafting)': '계열 (trick-taking, judging 또는 drafting)',
    'a language tag (en, ko, ru, es)': '언어 태그 (en, ko, ru, es)',
    'something else': '다른 것',
  },
  more: { other: '{file}: 그리고 문제 {n}개 더' },
  summary: {
    clean: '{files} 검사함: 오류 없음',
    cleanWithWarnings: '{files} 검사함: 오류 없음, {warnings}',
    failed: '{files}에서 {errors}',
    failedWithWarnings: '{files}에서 {errors}, {warnings}',
    files: { other: '파일 {n}개' },
    errors: { other: '오류 {n}개' },
    warnings: { other: '경고 {n}개' },
  },
};

const ru: DiagnosticCatalogue = {
  severity: { error: 'ошибка', warning: 'предупреждение' },
  codes: {
    syntax: 'текст не следует языку правил',
    'unknown-name': 'такого имени нет',
    'reserved-name': 'это слово уже имеет смысл в правилах',
    duplicate: 'указано дважды',
    missing: 'нет утверждения, нужного игре',
    'missing-file': 'файл не читается',
    'file-not-found': 'файл не читается',
    'not-a-ruleset': 'это не файл правил',
    'not-a-deck': 'это не файл колоды',
    'not-a-vocabulary': 'это не словарь меток',
    'not-same-origin': 'файл с другого сайта',
    'extends-cycle': 'файлы расширяют друг друга по кругу',
    'wrong-family': 'правила другого семейства',
    'type-mismatch': 'значение не того вида',
    'out-of-range': 'число вне допустимого',
    'bad-range': 'диапазон записан задом наперёд',
    overlap: 'две строки таблицы для одного числа игроков',
    'table-gap': 'в таблице чего-то не хватает',
    'incomplete-order': 'в порядке чего-то не хватает',
    'not-constant': 'нужно простое число',
    'not-in-family': 'утверждение другого семейства',
    'wrong-arguments': 'не то количество значений',
    'no-card': 'свойство без карты',
    'bad-collection': "'except' без 'elsewhere'",
    conflict: 'правила противоречат друг другу',
    'too-deep': 'выражение вложено слишком глубоко',
    'resource-limit': 'превышен предел',
    'no-fallback': 'нет группы, принимающей любую карту',
    unused: 'определение, которым не пользуется ни одно правило',
    'wrong-deck': 'файл колоды указан для другой колоды',
    'bad-tag': 'неверная метка',
    'unknown-tag': 'метки нет в словаре',
    'missing-tags': 'карта без меток',
    'bad-character': 'невидимый управляющий символ',
    'unknown-language': 'язык, на котором Pomona не говорит',
    'internal-error': 'ошибка в самой Pomona',
  },
  messages: {
    'unknown-name': "неизвестное имя '{name}'[[guess| — может быть, '{guess}'?]]",
    'unknown-attribute': "неизвестное свойство '{name}'[[guess| — может быть, '{guess}'?]]",
    'unknown-function': "неизвестная функция '{name}'[[guess| — может быть, '{guess}'?]]",
    'unknown-sequence': "неизвестная последовательность '{name}'[[guess| — может быть, '{guess}'?]]",
    'unknown-batch': 'неизвестная группа "{name}"[[guess| — может быть, "{guess}"?]]',
    'syntax-unclosed': 'текст в кавычках не закрыт: поставьте вторую " до конца строки',
    'syntax-curly': 'кавычки вроде {found} не читаются как кавычки: пишите прямые двойные кавычки " (редактор мог заменить их при наборе)',
    'syntax-character': "'{character}' здесь нельзя: имена состоят из букв любого алфавита, цифр и _ (другие знаки пишите в кавычках)",
    'syntax-statement': "неизвестное утверждение '{word}' — может быть, '{guess}'?",
    'syntax-expected': "ожидалось {expected}, а найдено {found}[[guess| — может быть, '{guess}'?]]",
    'missing-game': 'у правил нет названия: добавьте строку вроде game "Apples"',
    'missing-family': 'у правил нет семейства: добавьте family {families}',
    'missing-players': 'не сказано, сколько игроков: добавьте players 4 или players 2..6',
    'unknown-language': "неизвестный язык '{tag}'[[guess| — может быть, '{guess}'?]] (языки: {languages})",
    'translate-unknown-option': "нет опции '{name}', которую можно перевести[[guess| — может быть, '{guess}'?]]",
    'translate-unknown-batch': 'нет группы "{name}", которую можно перевести[[guess| — может быть, "{guess}"?]]',
    'translate-unknown-deck': "нет колоды '{name}', которую можно перевести[[guess| — может быть, '{guess}'?]]",
    'translate-unknown-attribute': "нет свойства '{name}', которое можно перевести[[guess| — может быть, '{guess}'?]]",
    'translate-unknown-value': "нет значения свойства '{name}', которое можно перевести[[guess| — может быть, '{guess}'?]]",
  },
  phrases: {
    'a whole number': 'целое число',
    'a name': 'имя',
    'a quoted text': 'текст в кавычках',
    'a rank': 'достоинство карты',
    'the end of the file': 'конец файла',
    "'a line break'": "'перевод строки'",
    'a statement (game, family, players, deck, batch, ...)': 'утверждение (game, family, players, deck, batch, ...)',
    "'pair' or 'step'": "'pair' или 'step'",
    'a family (trick-taking, judging or drafting)': 'семейство (trick-taking, judging или drafting)',
    'a language tag (en, ko, ru, es)': 'код языка (en, ko, ru, es)',
    'something else': 'что-то другое',
  },
  more: {
    one: '{file}: и ещё {n} проблема',
    few: '{file}: и ещё {n} проблемы',
    many: '{file}: и ещё {n} проблем',
    other: '{file}: и ещё {n} проблемы',
  },
  summary: {
    clean: 'Проверено: {files}, ошибок нет',
    cleanWithWarnings: 'Проверено: {files}, ошибок нет, {warnings}',
    failed: '{errors} (проверено: {files})',
    failedWithWarnings: '{errors}, {warnings} (проверено: {files})',
    files: { one: '{n} файл', few: '{n} файла', many: '{n} файлов', other: '{n} файла' },
    errors: { one: '{n} ошибка', few: '{n} ошибки', many: '{n} ошибок', other: '{n} ошибки' },
    warnings: { one: '{n} предупреждение', few: '{n} предупреждения', many: '{n} предупреждений', other: '{n} предупреждения' },
  },
};

const es: DiagnosticCatalogue = {
  severity: { error: 'error', warning: 'aviso' },
  codes: {
    syntax: 'el texto no sigue el lenguaje de reglas',
    'unknown-name': 'un nombre que no existe',
    'reserved-name': 'un nombre al que las reglas ya dan un sentido',
    duplicate: 'algo dicho dos veces',
    missing: 'falta una instrucción que el juego necesita',
    'missing-file': 'no se puede leer un archivo',
    'file-not-found': 'no se puede leer el archivo',
    'not-a-ruleset': 'no es un archivo de reglas',
    'not-a-deck': 'no es un archivo de mazo',
    'not-a-vocabulary': 'no es un vocabulario de etiquetas',
    'not-same-origin': 'un archivo de otro sitio',
    'extends-cycle': 'archivos que se extienden en círculo',
    'wrong-family': 'reglas de otra familia',
    'type-mismatch': 'un valor del tipo equivocado',
    'out-of-range': 'un número fuera de lo permitido',
    'bad-range': 'un rango escrito al revés',
    overlap: 'dos filas de la tabla para el mismo número de jugadores',
    'table-gap': 'una tabla a la que le falta algo',
    'incomplete-order': 'un orden al que le falta uno',
    'not-constant': 'hace falta un número fijo',
    'not-in-family': 'una instrucción de otra familia',
    'wrong-arguments': 'un número equivocado de valores',
    'no-card': 'un atributo sin carta',
    'bad-collection': "'except' sin 'elsewhere'",
    conflict: 'reglas que se contradicen',
    'too-deep': 'una expresión anidada demasiado',
    'resource-limit': 'se supera un límite',
    'no-fallback': 'ningún lote acepta cualquier carta',
    unused: 'una definición que ninguna regla usa',
    'wrong-deck': 'un archivo de mazo puesto en el otro mazo',
    'bad-tag': 'una etiqueta mal escrita',
    'unknown-tag': 'una etiqueta que no está en el vocabulario',
    'missing-tags': 'una carta sin etiquetas',
    'bad-character': 'un carácter de control invisible',
    'unknown-language': 'un idioma que Pomona no habla',
    'internal-error': 'un fallo de la propia Pomona',
  },
  messages: {
    'unknown-name': "nombre desconocido '{name}'[[guess| — ¿quería decir '{guess}'?]]",
    'unknown-attribute': "atributo desconocido '{name}'[[guess| — ¿quería decir '{guess}'?]]",
    'unknown-function': "función desconocida '{name}'[[guess| — ¿quería decir '{guess}'?]]",
    'unknown-sequence': "secuencia desconocida '{name}'[[guess| — ¿quería decir '{guess}'?]]",
    'unknown-batch': 'lote desconocido "{name}"[[guess| — ¿quería decir "{guess}"?]]',
    'syntax-unclosed': 'este texto entre comillas no está cerrado: escriba otra " antes del final de la línea',
    'syntax-curly':
      'las comillas curvas como {found} no se leen como comillas: escriba comillas dobles rectas " (puede que el editor las cambiara al escribir)',
    'syntax-character':
      "'{character}' no puede ir aquí: los nombres son letras de cualquier alfabeto, cifras y _ (los demás caracteres van entre comillas)",
    'syntax-statement': "instrucción desconocida '{word}' — ¿quería decir '{guess}'?",
    'syntax-expected': "se esperaba {expected}, pero hay {found}[[guess| — ¿quería decir '{guess}'?]]",
    'missing-game': 'las reglas no tienen nombre: añada una línea como game "Apples"',
    'missing-family': 'las reglas no tienen familia: añada family {families}',
    'missing-players': 'las reglas no dicen cuántos juegan: añada players 4 o players 2..6',
    'unknown-language': "idioma desconocido '{tag}'[[guess| — ¿quería decir '{guess}'?]] (idiomas: {languages})",
    'translate-unknown-option': "no hay ninguna opción '{name}' que traducir[[guess| — ¿quería decir '{guess}'?]]",
    'translate-unknown-batch': 'no hay ningún lote "{name}" que traducir[[guess| — ¿quería decir "{guess}"?]]',
    'translate-unknown-deck': "no hay ningún mazo '{name}' que traducir[[guess| — ¿quería decir '{guess}'?]]",
    'translate-unknown-attribute': "no hay ningún atributo '{name}' que traducir[[guess| — ¿quería decir '{guess}'?]]",
    'translate-unknown-value': "no hay ningún valor de atributo '{name}' que traducir[[guess| — ¿quería decir '{guess}'?]]",
  },
  phrases: {
    'a whole number': 'un número entero',
    'a name': 'un nombre',
    'a quoted text': 'un texto entre comillas',
    'a rank': 'un valor de carta',
    'the end of the file': 'el final del archivo',
    "'a line break'": "'un salto de línea'",
    'a statement (game, family, players, deck, batch, ...)': 'una instrucción (game, family, players, deck, batch, ...)',
    "'pair' or 'step'": "'pair' o 'step'",
    'a family (trick-taking, judging or drafting)': 'una familia (trick-taking, judging o drafting)',
    'a language tag (en, ko, ru, es)': 'una etiqueta de idioma (en, ko, ru, es)',
    'something else': 'otra cosa',
  },
  more: { one: '{file}: y {n} problema más', other: '{file}: y {n} problemas más' },
  summary: {
    clean: 'Revisión de {files}: sin errores',
    cleanWithWarnings: 'Revisión de {files}: sin errores, {warnings}',
    failed: '{errors} en {files}',
    failedWithWarnings: '{errors}, {warnings} en {files}',
    files: { one: '{n} archivo', other: '{n} archivos' },
    errors: { one: '{n} error', other: '{n} errores' },
    warnings: { one: '{n} aviso', other: '{n} avisos' },
  },
};

/** The diagnostics catalogue of every language, by tag. */
export const DIAGNOSTIC_CATALOGUES: Readonly<Record<LanguageTag, DiagnosticCatalogue>> = { en, ko, ru, es };
