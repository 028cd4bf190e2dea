/** Собственные слова команды `pomona` по-русски (см. texts.ts). */
import type { CliTexts } from './texts.js';

export const ru: CliTexts = {
  overview: (families, commandLines) => `pomona: играть в карточные игры, записанные файлами .rules, и проверять их: ${families}.

Запуск: pomona COMMAND [ARGS...]   (подробнее: pomona help COMMAND или pomona COMMAND --help; версия: pomona --version)
Параметр любой команды: --lang LANG, язык сообщений (по умолчанию из LANGUAGE, LC_ALL,
LC_MESSAGES или LANG, иначе en)

Команды:
${commandLines}
`,
  noSuchCommand: (name) => `pomona help: команды '${name}' нет`,
  unknownCommand: (name) => `pomona: неизвестная команда '${name}'`,
  internalError: (command, message) => `pomona ${command}: внутренняя ошибка: ${message}`,
  languageMissing: (languages) => `после --lang нужен язык: ${languages}`,
  languageUnknown: (value, languages) => `неизвестный язык '${value}' для --lang: возможны ${languages}`,
  summaries: {
    check: 'проверить файлы правил и вывести их ошибки в виде FILE:LINE:COL',
    score: 'подсчитать очки за взятые карты или раскладку, с выводом',
    replay: 'применить сценарий ход за ходом и показать итог',
    simulate: 'компьютерные игроки играют много партий: доли побед и скорость',
  },
  checkHelp: (f) => `Запуск: pomona check [--json] [--lang LANG] FILE...

Проверяет файлы правил (.rules) и всё, что они расширяют или включают: синтаксис, неизвестные
имена, повторы, порядок рангов и мастей, таблицы очков с пропусками, число игроков, которого
таблица не покрывает, ошибки типов в выражениях, можно ли играть при любом числе игроков
(хватает ли колоды, цели и руки не меньше 1) и пределы ресурсов. После синтаксической ошибки
проверка читает дальше со следующего утверждения, так что один запуск сообщает обо всех
синтаксических ошибках файла.

Каждая ошибка выводится как FILE:LINE:COL: ошибка: СООБЩЕНИЕ, затем строка и знак ^ под местом
ошибки; не больше ${f.shownPerFile} ошибок на файл, затем сколько их ещё. Файлы больше ${f.rulesMegabytes} МБ не читаются.
Имя, которое правила расширяют или включают и которого нет рядом с ними, ищется среди
поставляемых правил, как на веб-странице.

Параметры:
  --json   вывести {"files": [...], "diagnostics": [{"file", "line", "column", "end", "severity", "code", "message"}]}
           (не зависит от языка: постоянные коды, сообщения по-английски)
  --lang   язык сообщений: ${f.languages} (по умолчанию из LANGUAGE, LC_ALL,
           LC_MESSAGES или LANG, иначе en)

Код выхода: 0 ошибок нет, 1 есть хотя бы одна ошибка, 2 ошибка запуска.
`,
  scoreHelp: (usageLines, paragraphs) => `Запуск: pomona score RULESET ARGS... [--explain] [--json]

Подсчитывает очки законченной позиции по правилам из RULESET (файл .rules): для каждой группы,
приносящей очки, выводит очки и их вывод из правил, затем итог.

По семействам игр:
${usageLines}

${paragraphs ? `${paragraphs}\n\n` : ''}Код выхода: 0 подсчитано, 1 неверные правила, неверные карты (неизвестные, повторённые, больше,
чем в колоде) или раскладка с картой там, где правила её партии её не допускают, 2 ошибка запуска.
`,
  playerTypesHeading: "Виды игроков по семействам игр (в каждом есть 'random'):",
  simulateHelp: (playerTypes, f) => `Запуск: pomona simulate RULESET [--games N] [--seats TYPE,TYPE,...] [--seed S] [--jobs N] [--json]

Компьютерные игроки играют N полных партий по правилам из RULESET. Список --seats даёт по
одному виду игрока на место (его длина — число игроков); партия g сдвигает список на g мест
влево, так что каждый вид одинаково часто сидит на каждом месте.

${playerTypes}

Параметры:
  --games N     число партий (по умолчанию 100)
  --seats LIST  виды игроков через запятую, по одному на место (по умолчанию: наименьшее число
                игроков, которое допускают правила, на каждом месте игрок семейства по
                умолчанию, например 'rules')
  --seed S      зерно для раздач и игроков (по умолчанию 1); одно зерно даёт одни и те же партии
  --jobs N      играть в N рабочих потоках (по умолчанию 1; у этой машины ядер: ${f.cores}): раздача и
                игроки каждой партии выводятся из зерна и номера партии, так что при любом N
                числа те же, только быстрее
  --json        вывести один объект JSON вместо текста (и без строки хода работы)

Запуск дольше секунды показывает ход работы в stderr: полосой в терминале, иначе строкой раз в
несколько секунд. Игроки 'search' думают над каждым ходом (секунды на партию): перед долгим
запуском попробуйте с ними --games 4.

Вывод (текст показывает те же числа словами). Объект JSON, одинаковый для всех семейств:
  { "ruleset", "family", "games", "seats": [виды], "seed",
    "hands": подсчитанные раздачи (раунды), "actions": применённые действия (случай тоже),
    "seconds": время игры (без запуска и чтения правил),
    "gamesPerSecond", "handsPerSecond", "actionsPerSecond", "meanHandsPerGame",
    "meanHandScore": средние очки одного места за одну раздачу,
    "winShare": {вид: доля выигранных партий на одно место этого вида; честно = 1/игроков},
    "wins": {вид: выигранные партии, общая победа делится},
    "meanHandScoreByType": {вид: средние очки одного места за раздачу} }

Код выхода: 0 готово, 1 неверные правила или неизвестный вид игрока, 2 ошибка запуска.
`,
  replayHelp: (f) => `Запуск: pomona replay RULESET FILE [--json]

Проигрывает сценарий по правилам из RULESET: действия применяются по порядку, и о каждом
сказано, принято ли оно и к чему привело (взятка, подсчёт раздачи, конец игры…),
или отклонено с кодом ошибки и тем, что он значит (отклонённое действие ничего не меняет, и
проигрывание идёт дальше). Случайные события, которых нет в сценарии (первый сдающий, раздача,
тасовка колоды), берутся из его зерна и отмечаются как "(случай)". Затем итоговое состояние:
этап, карты каждого игрока, взятки, очки каждой раздачи по группам и итоги.

FILE — это JSON, либо сценарий:
  { "players": 4, "seed": 7, "options": {"winning_score": 500},
    "dealer": 0,                          (необязательно: первый сдающий, места с 0)
    "hands": [["AS","KS",...], ...],      (необязательно: первая раздача, по списку на место)
    "actions": [ {"kind": "bid", "player": 1, "number": 2, "suit": "spades"},
                 {"kind": "pass", "player": 2},
                 {"kind": "give", "player": 1, "card": "7D"}, ... ] }
либо сохранённая игра ({"format": "pomona-game", "version", "family", "ruleset", "setup": {...},
"log": [...]}), как её сохраняют элементы (<apples-table persist>) и как --json выводит её под
"save": сохранение другого семейства, других правил или другой версии отклоняется с причиной.
FILE должен быть обычным файлом не больше ${f.jsonMegabytes} МБ в JSON в кодировке UTF-8.
Виды действий в Apples: first-dealer, deal, bid, pass, give (по одной карте), redeal,
target, play (см. docs/apples.md).

Параметры:
  --json   вывести {"ruleset", "family", "steps": [{"index", "action", "description",
           "accepted", "error": {"code", "message"}, "events": [{"kind", "text", ...}]}],
           "final": {...}, "save": игра в виде сохранённой игры}

Код выхода: 0 проиграно (даже с отклонёнными действиями), 1 файл или правила не читаются, 2 ошибка запуска.
`,
  replay: {
    chance: '(случай)',
    accepted: 'принято',
    refused: (code, reason) => `отклонено (${code}): ${reason}`,
    meanings: {
      'bad-setup': 'число игроков или зерно не подходят к правилам',
      'bad-option': 'такой опции домашних правил нет, или она не принимает это значение',
      'malformed-action': 'это не действие этого семейства игр (не та форма, неизвестный вид, число вне диапазона)',
      'game-over': 'игра окончена; больше ничего сыграть нельзя',
      'wrong-phase': 'такое действие не выполняют в этой фазе',
      'not-your-turn': 'игра ждёт не этого игрока',
      'not-chance': 'случайное событие дано там, где должен действовать игрок',
      'bad-chance-outcome': 'случайное событие, невозможное в этом положении (карта сдана дважды, такого места нет)',
      'card-not-in-hand': 'у игрока нет этой карты',
    },
    scenario: {
      notObject: 'сценарий должен быть объектом JSON',
      actionsList: '"actions" должно быть списком',
      players: '"players" должно быть целым числом',
      seed: '"seed" должно быть числом или текстом',
      options: '"options" должно быть объектом',
    },
    action: (index, problem) => `действие ${index}: ${problem}`,
    tooManyActions: (count, most) => `действий в журнале: ${count}; воспроизведение принимает не больше ${most}`,
    save: (problem, found, expected) => {
      switch (problem) {
        case 'version':
          return `игра сохранена в версии ${found}, а эта Pomona читает версию ${expected}`;
        case 'family':
          return `сохранена игра другого вида (${found}, а не ${expected})`;
        case 'ruleset':
          return `игра сохранена с другими правилами («${found}», а не «${expected}»)`;
        case 'incomplete':
          return 'в сохранённой игре нет настроек или журнала действий, или они повреждены';
        case 'action':
          return 'одно из действий сохранённой игры не читается';
        default:
          return 'файл — не игра, сохранённая Pomona';
      }
    },
  },
  run: {
    cannotLoadRules: (path) => `не удаётся загрузить правила ${path}:`,
    noEngine: (family) => `для семейства ${family} не зарегистрирован движок`,
    unknownPlayerType: (type, known) => `неизвестный вид игрока '${type}' (${known})`,
    seatsNeeded: (ruleset, min, max, given) => `${ruleset}: нужно мест: ${min === max ? min : `от ${min} до ${max}`}, а не ${given}`,
    simulationHeading: (ruleset, games, seats, seed) => `${ruleset}: партий: ${games}, места ${seats} (по кругу), зерно ${seed}`,
    winShareHeading: (fair) => `Доля побед на место (честно ${fair}) и средние очки за раздачу:`,
    winShareLine: (share, wins, mean) => `${share.padStart(6)}  (побед: ${wins})  средние очки за раздачу ${mean}`,
    handsLine: (hands, perGame, mean) => `Раздачи: ${hands} (${perGame} на партию); средние очки за раздачу ${mean}`,
    throughputLine: (games, hands, actions, seconds) =>
      `Скорость: партий/с ${games}, раздач/с ${hands}, действий/с ${actions} (${seconds} с)`,
    progress: (done, total, seconds, left) =>
      `${done} из ${total} партий (${seconds} с${left === undefined ? '' : `, осталось около ${left} с`})`,
  },
  derivation: {
    from: (sources) =>
      `из ${sources.map((s) => `строки ${s.line}${s.file === null ? '' : ` файла ${s.file}`}: \`${s.text}\``).join(' и ')}`,
    breaks: (rule) => `нарушено правило выкладки: ${rule}`,
    total: (sum) => `Итого: ${sum}`,
  },
  noneBroken: 'Правила выкладки: каждая карта лежит там, где ей можно лежать.',
  positionHeadings: { cards: 'Карты:', target: 'Цель:' },
  usage: {
    unknownOption: (option) => `неизвестный параметр '${option}'`,
    nameRulesFile: 'укажите файл правил',
    nameRulesFileFirst: 'сначала укажите файл правил',
    nameAtLeastOneRulesFile: 'укажите хотя бы один файл правил',
    unexpectedArgument: (argument) => `лишний аргумент '${argument}'`,
    takesNoValue: (option) => `${option} не принимает значения`,
    needsValue: (option) => `${option} требует значения`,
    wholeNumberAtLeast: (option, least) => `${option} должно быть целым числом не меньше ${least}`,
    wholeNumberFromTo: (option, from, to) => `${option} должно быть целым числом от ${from} до ${to}`,
    seatsNeedList: '--seats требует списка, например --seats random,rules,search,rules',
    nameScenario: 'укажите файл правил и файл сценария',
    usageLine: (line) => `запуск: ${line}`,
  },
};
