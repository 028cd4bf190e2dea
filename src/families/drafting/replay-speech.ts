/**
 * `pomona replay` of an Orchard game in Korean, Russian or Spanish: its actions, refusals and
 * final state in words (what happened is the phrasebook's, as the tables say it; the batches,
 * attributes and values in the ruleset's own words for the language). Rules that do not speak the
 * language are replayed in English, whole, as their positions are explained.
 */
import { cardName } from '../../core/cards/attribute-value.js';
import type { ReplaySpeech } from '../../core/registry.js';
import type { PositionSpeech } from '../../core/rules/derivation.js';
import type { LanguageTag } from '../../core/i18n/languages.js';
import { draftingEngine, explainScores } from './engine/engine.js';
import { describeDraftingEvent } from './engine/notation.js';
import type { DraftingAction, DraftingEvent, DraftingPhase, DraftingState } from './engine/types.js';
import type { DRAFTING_REFUSALS } from './engine/types.js';
import { spokenIn } from './explain-position.js';
import type { DraftingRuleset } from './ruleset.js';

/** What an Orchard replay says around the phrasebook's sentences, in one language. */
interface DraftingReplayWords {
  shuffle(cards: number): string;
  reveal(cards: string): string;
  place(seat: string, card: string, batch: string): string;
  readonly refusals: Readonly<Record<keyof typeof DRAFTING_REFUSALS, string>>;
  readonly phases: Readonly<Record<DraftingPhase, string>>;
  state(phase: string, phases: number, leader: string, faceDown: number): string;
  centre(cards: string): string;
  /** A seat's total, `points` counted in words ("3 points"). */
  points(seat: string, points: string): string;
  readonly empty: string;
  totals(scores: string): string;
  winners(seats: readonly string[]): string;
}

const ko: DraftingReplayWords = {
  shuffle: (cards) => `덱을 섞습니다 (카드 ${cards}장)`,
  reveal: (cards) => `가운데에 펼칩니다: ${cards}`,
  place: (seat, card, batch) => `${seat}: ${card} 카드를 ${batch}에 놓습니다`,
  refusals: {
    'card-not-in-centre': '그 카드는 덱에 있지만 가운데에 펼쳐져 있지 않습니다',
    'batch-full': '그 배치에는 규칙이 허락하는 만큼 카드가 이미 놓여 있습니다',
    'placement-refused': '배치의 놓기 규칙(allow) 가운데 하나가 그 카드를 거기에 놓지 못하게 합니다',
  },
  phases: { shuffle: '덱 섞기', reveal: '카드 펼치기', place: '카드 놓기', over: '게임 끝' },
  state: (phase, phases, leader, faceDown) => `단계: ${phase}. 시작한 단계: ${phases}. 선: ${leader}. 뒷면으로 남은 카드: ${faceDown}`,
  centre: (cards) => `가운데: ${cards}`,
  points: (seat, points) => `${seat}: ${points}`,
  empty: '비어 있음',
  totals: (scores) => `합계: ${scores}`,
  winners: (seats) => `승자: ${seats.join(', ')}`,
};

const ru: DraftingReplayWords = {
  shuffle: (cards) => `Колода перемешана (${cards} карт)`,
  reveal: (cards) => `В центр открыты: ${cards}`,
  place: (seat, card, batch) => `${seat} кладёт ${card} в «${batch}»`,
  refusals: {
    'card-not-in-centre': 'карта есть в колоде, но не лежит открытой в центре',
    'batch-full': 'в партии уже столько карт, сколько позволяют правила',
    'placement-refused': 'одно из правил выкладки партии (allow) не пускает туда эту карту',
  },
  phases: { shuffle: 'тасовка', reveal: 'карты открываются', place: 'карты кладутся', over: 'игра окончена' },
  state: (phase, phases, leader, faceDown) =>
    `Фаза: ${phase}; начато фаз: ${phases}; первым ходит: ${leader}; карт рубашкой вверх: ${faceDown}`,
  centre: (cards) => `Центр: ${cards}`,
  points: (seat, points) => `${seat}: ${points}`,
  empty: 'пусто',
  totals: (scores) => `Итого: ${scores}`,
  winners: (seats) => `${seats.length > 1 ? 'Победители' : 'Победитель'}: ${seats.join(', ')}`,
};

const es: DraftingReplayWords = {
  shuffle: (cards) => `Se baraja el mazo (${cards} cartas)`,
  reveal: (cards) => `Se descubren en el centro: ${cards}`,
  place: (seat, card, batch) => `${seat} pone ${card} en ${batch}`,
  refusals: {
    'card-not-in-centre': 'la carta está en el mazo pero no boca arriba en el centro',
    'batch-full': 'el lote ya tiene tantas cartas como permiten sus reglas',
    'placement-refused': 'una de las reglas de colocación del lote (allow) no deja poner ahí la carta',
  },
  phases: { shuffle: 'barajar', reveal: 'descubrir cartas', place: 'poner cartas', over: 'partida terminada' },
  state: (phase, phases, leader, faceDown) =>
    `Fase: ${phase}; fases empezadas: ${phases}; empieza: ${leader}; cartas boca abajo: ${faceDown}`,
  centre: (cards) => `Centro: ${cards}`,
  points: (seat, points) => `${seat}: ${points}`,
  empty: 'vacío',
  totals: (scores) => `Totales: ${scores}`,
  winners: (seats) => `${seats.length > 1 ? 'Ganan' : 'Gana'}: ${seats.join(', ')}`,
};

const WORDS: Readonly<Partial<Record<LanguageTag, DraftingReplayWords>>> = { ko, ru, es };

/** An Orchard replay said in `speech`'s language, when the ruleset speaks it (English has the descriptor's own words). */
export function draftingReplaySpeech(
  ruleset: DraftingRuleset,
  speech: PositionSpeech,
): ReplaySpeech<DraftingState, DraftingAction> | undefined {
  const spoken = spokenIn(ruleset, speech);
  const says = WORDS[speech.language];
  if (!spoken || !says) return undefined;
  const { phrases, texts } = spoken;
  const seat = (p: number): string => phrases.seat(p);
  const card = (id: number): string => {
    const found = ruleset.deck.cards[id];
    return found ? cardName(ruleset.deck, found, texts) : `#${id}`;
  };
  const batch = (b: number): string => {
    const written = ruleset.batches[b]?.name;
    return written === undefined ? `#${b + 1}` : texts.batch(written);
  };
  const sayAction = (a: DraftingAction): string => {
    switch (a.kind) {
      case 'shuffle':
        return says.shuffle(a.order.length);
      case 'reveal':
        return says.reveal(a.cards.map(card).join('; '));
      case 'place':
        return says.place(seat(a.player), card(a.card), batch(a.batch));
    }
  };
  return {
    action: sayAction,
    event: (e) => describeDraftingEvent(ruleset, e as DraftingEvent, { texts }, phrases),
    refusal: (code) =>
      Object.prototype.hasOwnProperty.call(says.refusals, code) ? says.refusals[code as keyof typeof says.refusals] : undefined,
    summary: (state) => {
      const lines = [says.state(says.phases[state.phase], state.phasesStarted, seat(state.leader), state.deck.length)];
      if (state.centre.length) lines.push(says.centre(state.centre.map(card).join('; ')));
      const sheets = explainScores(state, spoken.explain);
      for (const sheet of sheets) {
        lines.push(says.points(seat(sheet.player), phrases.words.count('point', sheet.total)));
        sheet.lines.forEach((line, b) => {
          const ids = state.batches[sheet.player]?.[b] ?? [];
          lines.push(`  ${batch(b)}: ${line.points} (${line.explanation}) [${ids.length ? ids.map(card).join('; ') : says.empty}]`);
        });
      }
      lines.push(says.totals(sheets.map((s) => `${seat(s.player)} ${s.total}`).join(', ')));
      const result = draftingEngine.result(state);
      if (result) lines.push(says.winners(result.winners.map(seat)));
      return lines;
    },
  };
}
