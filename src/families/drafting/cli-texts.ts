/**
 * What the command line says of the drafting family in each language: the paragraph of
 * `pomona score --help` about its arguments, and how each computer player decides (in
 * `pomona simulate --help`). Option names, file placeholders and JSON keys stay as typed.
 */
import type { LanguageTag } from '../../core/i18n/languages.js';

/** The paragraph of `pomona score --help` for a drafting ruleset. */
export const DRAFTING_SCORE_HELP: Readonly<Record<LanguageTag, string>> = {
  en: `Drafting (Orchard): LAYOUT.json maps each batch's name to its cards in the order they were
placed, each card an object of its attributes: {"Monochrome": [{"colour": "red", "sweetness": 1,
"height": 2}], ...}. A card a batch's placing rules refuse is an error at its line and column of
LAYOUT.json (exit status 1); the batches are scored all the same.
  --explain  print each batch's derivation with its cards and the line of its score rule
           ("from line 29: \`score triangle[count]\`"), as the studio's explainer shows it
  --json   print {"total": N, "batches": [{"batch", "points", "explanation"}], "violations":
           [{"batch", "position", "card", "name", "code", "message", "line", "column"}]};
           with --explain, the derivation: {"ruleset", "steps": [{"title", "cards", "text",
           "points", "from"}], "total", "broken", "error"}`,
  ko: `드래프팅 (Orchard): LAYOUT.json은 묶음 이름마다 거기에 놓은 카드를 놓은 순서대로 줍니다. 카드는
속성들의 객체입니다: {"Monochrome": [{"colour": "red", "sweetness": 1, "height": 2}], ...}.
묶음의 놓기 규칙이 허락하지 않는 카드는 LAYOUT.json에서 그 카드의 줄과 칸을 가리키는 오류입니다
(종료 상태 1). 그래도 묶음마다 점수는 계산합니다.
  --explain  묶음마다 카드와 함께 유도 과정과 점수 규칙의 줄을 출력합니다
           ("from line 29: \`score triangle[count]\`"), 스튜디오의 설명기처럼
  --json   {"total": N, "batches": [{"batch", "points", "explanation"}], "violations":
           [{"batch", "position", "card", "name", "code", "message", "line", "column"}]} 출력;
           --explain과 함께면 유도 과정: {"ruleset", "steps": [{"title", "cards", "text",
           "points", "from"}], "total", "broken", "error"}`,
  ru: `Набор (Orchard): LAYOUT.json сопоставляет имени каждой партии её карты в порядке выкладки;
каждая карта — объект её признаков: {"Monochrome": [{"colour": "red", "sweetness": 1,
"height": 2}], ...}. Карта, которую правила выкладки партии не допускают, — ошибка на её строке
и позиции в LAYOUT.json (код выхода 1); очки партий всё равно подсчитываются.
  --explain  вывести вывод каждой партии с её картами и строкой её правила очков
           ("from line 29: \`score triangle[count]\`"), как в объяснителе студии
  --json   вывести {"total": N, "batches": [{"batch", "points", "explanation"}], "violations":
           [{"batch", "position", "card", "name", "code", "message", "line", "column"}]};
           с --explain — вывод: {"ruleset", "steps": [{"title", "cards", "text",
           "points", "from"}], "total", "broken", "error"}`,
  es: `Draft (Orchard): LAYOUT.json asigna al nombre de cada lote sus cartas en el orden en que se
colocaron; cada carta es un objeto con sus atributos: {"Monochrome": [{"colour": "red",
"sweetness": 1, "height": 2}], ...}. Una carta que las reglas de colocación de su lote no admiten
es un error en su línea y columna de LAYOUT.json (estado de salida 1); los lotes se puntúan igual.
  --explain  imprime la derivación de cada lote con sus cartas y la línea de su regla de puntos
           ("from line 29: \`score triangle[count]\`"), como el explicador del estudio
  --json   imprime {"total": N, "batches": [{"batch", "points", "explanation"}], "violations":
           [{"batch", "position", "card", "name", "code", "message", "line", "column"}]};
           con --explain, la derivación: {"ruleset", "steps": [{"title", "cards", "text",
           "points", "from"}], "total", "broken", "error"}`,
};

const greedy = {
  ko: '당장 점수를 가장 많이 올리는 곳; 같으면 아직 안 본 카드를 가장 많이 받을 수 있게 묶음을 열어 둡니다',
  ru: 'наибольший немедленный прирост очков; при равенстве оставляет партию открытой для наибольшего числа невиданных карт',
  es: 'la mayor ganancia inmediata de puntos; entre iguales, deja su lote abierto al mayor número de cartas no vistas',
};
const lookahead = {
  ko: '안 본 카드로 앞으로의 가운데 카드를 흉내 내어, 최종 점수의 평균이 가장 좋은 곳에 놓습니다',
  ru: 'моделирует будущие центры из невиданных карт и выбирает выкладку с лучшим средним итоговым счётом',
  es: 'simula los centros futuros con las cartas no vistas y se queda con la colocación de mejor puntuación final media',
};

/** How each computer player decides, in every language but English (which the descriptor gives). */
export const DRAFTING_BOTS: Readonly<
  Record<'random' | 'greedy' | 'lookahead' | 'rules' | 'search' | 'mcts', Readonly<Record<'ko' | 'ru' | 'es', string>>>
> = {
  random: {
    ko: '놓을 수 있는 곳 중에서 고르게 무작위로',
    ru: 'любая разрешённая выкладка с равной вероятностью',
    es: 'cualquiera de las colocaciones permitidas, al azar y por igual',
  },
  greedy,
  lookahead,
  rules: { ko: `욕심쟁이 플레이어: ${greedy.ko}`, ru: `жадный игрок: ${greedy.ru}`, es: `el jugador codicioso: ${greedy.es}` },
  search: {
    ko: `앞을 보는 플레이어: ${lookahead.ko}`,
    ru: `игрок с просмотром вперёд: ${lookahead.ru}`,
    es: `el jugador que mira adelante: ${lookahead.es}`,
  },
  mcts: {
    ko: '정보 집합 몬테카를로 트리 탐색: 엎어 둔 덱의 뽑은 순서들에 대한 트리, 무작위로 끝까지 두기',
    ru: 'поиск по дереву Монте-Карло по информационным множествам: дерево по выбранным порядкам закрытой колоды, случайные доигрывания',
    es: 'búsqueda en árbol de Montecarlo por conjuntos de información: un árbol sobre órdenes muestreados del mazo boca abajo, partidas simuladas al azar',
  },
};

/** What `pomona score` says of an orchard layout it cannot score, in each language. */
export interface DraftingScoreSays {
  needsLayout(game: string): string;
}

export const DRAFTING_SCORE_SAYS: Readonly<Record<LanguageTag, DraftingScoreSays>> = {
  en: {
    needsLayout: (game) => `${game} needs a layout: --orchard LAYOUT.json`,
  },
  ko: {
    needsLayout: (game) => `${game}에는 배치도가 필요합니다: --orchard LAYOUT.json`,
  },
  ru: {
    needsLayout: (game) => `для игры «${game}» нужна раскладка: --orchard LAYOUT.json`,
  },
  es: {
    needsLayout: (game) => `${game} necesita una disposición: --orchard LAYOUT.json`,
  },
};
