/**
 * What the command line says of the trick-taking family in each language: the paragraph of
 * `pomona score --help` about its arguments, and how each computer player decides (in
 * `pomona simulate --help`). Option names, card notation and JSON keys stay as typed.
 */
import type { LanguageTag } from '../../core/i18n/languages.js';

/** The paragraph of `pomona score --help` for a trick-taking ruleset. */
export const TRICK_SCORE_HELP: Readonly<Record<LanguageTag, string>> = {
  en: `Trick-taking (Apples): --cards are the cards won in tricks, --target the target card set
aside; the target is added to the cards before scoring. Cards are a rank (2-10, T, J, Q, K, A)
and a suit letter (S H D C), case-insensitive, separated by spaces or commas. With a ruleset
that scores a contract, --bid N --tricks K add the bid winner's contract line for a bid of N
and K tricks taken by the bid winner's side (made or failed, with its derivation).
  --explain  print each group with the rules its points come from and their lines
           ("from line 46: \`group of 2 = value\` and line 43: \`A: 15\`"), as the studio's explainer shows it
  --json   print {"total": N, "groups": [{"rank", "size", "withTarget", "points",
           "explanation", "label", "cards"}], "unscored": [cards in no scoring group],
           "contract": {"label", "points", "explanation"} with --bid and --tricks}; with --explain,
           the derivation: {"ruleset", "steps": [{"title", "cards", "text", "points", "from"}],
           "total", "broken", "error"}`,
  ko: `트릭 테이킹 (Apples): --cards는 트릭에서 딴 카드, --target은 따로 둔 목표 카드입니다. 목표 카드는
점수를 매기기 전에 딴 카드에 더해집니다. 카드는 랭크(2-10, T, J, Q, K, A)와 무늬 글자(S H D C)로
쓰고, 대소문자를 가리지 않으며, 빈칸이나 쉼표로 나눕니다. 계약 점수가 있는 규칙에서는
--bid N --tricks K로 비드 승자의 계약 줄을 더합니다: N을 비드하고 비드 승자 편이 트릭 K개를
땄을 때 (성공이나 실패, 그 유도 과정과 함께).
  --explain  묶음마다 점수가 나온 규칙과 그 줄을 출력합니다
           ("from line 46: \`group of 2 = value\` and line 43: \`A: 15\`"), 스튜디오의 설명기처럼
  --json   {"total": N, "groups": [{"rank", "size", "withTarget", "points",
           "explanation", "label", "cards"}], "unscored": [점수 묶음에 들지 않은 카드],
           "contract": {"label", "points", "explanation"} (--bid와 --tricks가 있을 때)} 출력;
           --explain과 함께면 유도 과정: {"ruleset", "steps": [{"title", "cards", "text", "points",
           "from"}], "total", "broken", "error"}`,
  ru: `Взятки (Apples): --cards — карты, взятые во взятках, --target — отложенная карта-цель; цель
добавляется к картам перед подсчётом. Карта пишется рангом (2-10, T, J, Q, K, A) и буквой масти
(S H D C), без различия регистра, через пробелы или запятые. В правилах со счётом контракта
--bid N --tricks K добавляют строку контракта победителя торговли: заявка N и K взяток, взятых
его стороной (выполнен или нет, с выводом).
  --explain  вывести каждую группу с правилами, из которых её очки, и их строками
           ("from line 46: \`group of 2 = value\` and line 43: \`A: 15\`"), как в объяснителе студии
  --json   вывести {"total": N, "groups": [{"rank", "size", "withTarget", "points",
           "explanation", "label", "cards"}], "unscored": [карты вне групп с очками],
           "contract": {"label", "points", "explanation"} при --bid и --tricks}; с --explain —
           вывод: {"ruleset", "steps": [{"title", "cards", "text", "points", "from"}],
           "total", "broken", "error"}`,
  es: `Bazas (Apples): --cards son las cartas ganadas en bazas y --target la carta objetivo
apartada; el objetivo se suma a las cartas antes de puntuar. Una carta es un rango (2-10, T, J,
Q, K, A) y la letra de un palo (S H D C), sin distinguir mayúsculas, separadas por espacios o
comas. Con unas reglas que puntúan un contrato, --bid N --tricks K añaden la línea del contrato
de quien ganó la subasta: una apuesta de N y K bazas de su bando (cumplido o no, con su derivación).
  --explain  imprime cada grupo con las reglas de las que salen sus puntos y sus líneas
           ("from line 46: \`group of 2 = value\` and line 43: \`A: 15\`"), como el explicador del estudio
  --json   imprime {"total": N, "groups": [{"rank", "size", "withTarget", "points",
           "explanation", "label", "cards"}], "unscored": [cartas de ningún grupo que puntúa],
           "contract": {"label", "points", "explanation"} con --bid y --tricks}; con --explain,
           la derivación: {"ruleset", "steps": [{"title", "cards", "text", "points", "from"}],
           "total", "broken", "error"}`,
};

/** How each computer player decides, in every language but English (which the descriptor gives). */
export const TRICK_BOTS: Readonly<Record<'random' | 'rules' | 'flat' | 'search' | 'mcts', Readonly<Record<'ko' | 'ru' | 'es', string>>>> = {
  random: {
    ko: '둘 수 있는 행동 중에서 고르게 무작위로',
    ru: 'любое разрешённое действие с равной вероятностью',
    es: 'cualquiera de las acciones permitidas, al azar y por igual',
  },
  rules: {
    ko: '규칙에 따라: 긴 무늬로 비드하고, 목표 카드에 확실히 이기는 카드를 붙이고, 점수를 잃는 트릭을 피합니다',
    ru: 'по правилам: заявляет длинную масть, ставит к цели верную старшую карту, избегает взяток с минусом',
    es: 'por reglas: apuesta a un palo largo, acompaña su objetivo de una carta ganadora segura, evita las bazas negativas',
  },
  flat: {
    ko: '엔진이 자기 시야에서 뽑은 세계들에 대한 평평한 몬테카를로 (한 수에 약 2,000번 끝까지 두기): 트리 탐색 이전의 탐색 플레이어',
    ru: 'плоский Монте-Карло по мирам, которые движок выбирает из его обзора (около 2 000 доигрываний на ход): игрок-поиск до поиска по дереву',
    es: 'Montecarlo plano sobre mundos que el motor muestrea desde su vista (unas 2.000 partidas simuladas por jugada): el jugador de búsqueda antes de la búsqueda en árbol',
  },
  search: {
    ko: '정보 집합 몬테카를로 트리 탐색: 뽑은 세계 400개에 대한 트리 하나, 반복마다 판 끝까지 둡니다',
    ru: 'поиск по дереву Монте-Карло по информационным множествам: одно дерево на 400 выбранных миров, каждая итерация доигрывается до конца раздачи',
    es: 'búsqueda en árbol de Montecarlo por conjuntos de información: un árbol sobre 400 mundos muestreados, cada iteración jugada hasta el final de la mano',
  },
  mcts: {
    ko: "'search'와 같은 플레이어 (예전 이름)",
    ru: "тот же игрок, что 'search' (его прежнее имя)",
    es: "el mismo jugador que 'search' (su nombre anterior)",
  },
};

/** What `pomona score` says of a trick-taking position it cannot score, in each language. */
export interface TrickScoreSays {
  needsCards(game: string): string;
  option(option: string, problem: string): string;
  targetCount(game: string, set: number, given: number): string;
  together(problem: string): string;
  noContract(game: string): string;
  bidRange(game: string, min: number, max: number): string;
  tricksRange(max: number): string;
}

export const TRICK_SCORE_SAYS: Readonly<Record<LanguageTag, TrickScoreSays>> = {
  en: {
    needsCards: (game) => `${game} scores a pile of won cards: give them with --cards`,
    option: (option, problem) => `${option}: ${problem}`,
    targetCount: (game, set, given) => `--target: ${game} sets aside ${set} target card${set === 1 ? '' : 's'}, not ${given}`,
    together: (problem) => `the cards and the target together: ${problem}`,
    noContract: (game) => `${game} scores no contract, so --bid and --tricks mean nothing here`,
    bidRange: (game, min, max) => `--bid: a bid of ${game} is a number from ${min} to ${max}`,
    tricksRange: (max) => `--tricks: the tricks taken are a number from 0 to ${max}`,
  },
  ko: {
    needsCards: (game) => `${game}은(는) 딴 카드 더미의 점수를 매깁니다: --cards로 주세요`,
    option: (option, problem) => `${option}: ${problem}`,
    targetCount: (game, set, given) => `--target: ${game}은(는) 목표 카드를 ${set}장 따로 두는데 ${given}장입니다`,
    together: (problem) => `카드와 목표 카드를 합치면: ${problem}`,
    noContract: (game) => `${game}에는 계약 점수가 없어서 --bid와 --tricks는 여기서 아무 뜻이 없습니다`,
    bidRange: (game, min, max) => `--bid: ${game}의 비드는 ${min}부터 ${max}까지의 수입니다`,
    tricksRange: (max) => `--tricks: 딴 트릭 수는 0부터 ${max}까지의 수입니다`,
  },
  ru: {
    needsCards: (game) => `«${game}» считает очки за взятые карты: дайте их в --cards`,
    option: (option, problem) => `${option}: ${problem}`,
    targetCount: (game, set, given) => `--target: в игре «${game}» откладывается карт-целей: ${set}, а не ${given}`,
    together: (problem) => `карты вместе с целью: ${problem}`,
    noContract: (game) => `в игре «${game}» нет очков за контракт, так что --bid и --tricks здесь ничего не значат`,
    bidRange: (game, min, max) => `--bid: заявка в игре «${game}» — число от ${min} до ${max}`,
    tricksRange: (max) => `--tricks: число взятых взяток — от 0 до ${max}`,
  },
  es: {
    needsCards: (game) => `${game} puntúa un montón de cartas ganadas: indíquelas con --cards`,
    option: (option, problem) => `${option}: ${problem}`,
    targetCount: (game, set, given) => `--target: ${game} aparta ${set} carta${set === 1 ? '' : 's'} objetivo, no ${given}`,
    together: (problem) => `las cartas y el objetivo juntos: ${problem}`,
    noContract: (game) => `${game} no puntúa contratos, así que --bid y --tricks no significan nada aquí`,
    bidRange: (game, min, max) => `--bid: una apuesta de ${game} es un número de ${min} a ${max}`,
    tricksRange: (max) => `--tricks: las bazas ganadas son un número de 0 a ${max}`,
  },
};
