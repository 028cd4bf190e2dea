/**
 * `pomona replay` of an Apples to Apples game in Korean, Russian or Spanish: its actions, refusals
 * and final state in words (what happened is the phrasebook's, as the tables say it). The cards'
 * texts are the deck's own, in whatever language the deck is written.
 */
import type { ReplaySpeech } from '../../core/registry.js';
import type { PositionSpeech } from '../../core/rules/derivation.js';
import type { LanguageTag } from '../../core/i18n/languages.js';
import type { JudgingAction, JudgingEvent, JudgingPhase, JudgingRefusalCode, JudgingState } from './engine/types.js';
import { describeJudgingEvent } from './engine/words.js';
import type { JudgingPhrases } from './phrases/phrases.js';
import type { JudgingRuleset } from './ruleset.js';

/** What a judging replay says around the phrasebook's sentences, in one language. */
interface JudgingReplayWords {
  /** `cards` counted in words ("3 red cards"). */
  deal(cards: string): string;
  firstJudge(seat: string): string;
  turn(green: string): string;
  reveal(cards: string): string;
  place(seat: string, red: string): string;
  done(seat: string): string;
  choose(seat: string, red: string): string;
  readonly refusals: Readonly<Record<JudgingRefusalCode, string>>;
  readonly phases: Readonly<Record<JudgingPhase, string>>;
  /** A decided round: its judge and green card, who won it with which red card (null: none judged), and a card returned unjudged. */
  round(
    round: number,
    judge: string,
    green: string,
    won: { seat: string; red: string } | null,
    back: { seat: string; red: string } | null,
  ): string;
  state(phase: string, judge: string | null, green: string | null): string;
  placed(cards: string): string;
  holds(seat: string, cards: string): string;
  readonly nothing: string;
  greenCards(counts: string, goal: number): string;
}

const ko: JudgingReplayWords = {
  deal: (cards) => `심판이 ${cards}을 나눠 줍니다`,
  firstJudge: (seat) => `${seat}: 첫 심판`,
  turn: (green) => `심판이 초록 카드 ${green}을(를) 뒤집습니다`,
  reveal: (cards) => `심판이 카드를 펼칩니다: ${cards}`,
  place: (seat, red) => `${seat}: ${red} 카드를 냅니다`,
  done: (seat) => `${seat}: 카드 내기를 마칩니다`,
  choose: (seat, red) => `심판 ${seat}: ${red} 카드를 고릅니다`,
  refusals: {
    'judge-cannot-place': '심판은 빨간 카드를 내지 않습니다 (마침을 알리지도 않습니다)',
    'already-done': '이번 라운드에 이미 마쳤거나, 낼 수 있는 카드를 다 냈습니다',
    'too-many-cards': '이번 라운드에 낼 수 있는 가장 많은 빨간 카드를 이미 냈습니다',
    'too-few-cards': '마치기 전에 빨간 카드를 더 내야 합니다',
    'placing-closed': '이번 라운드의 카드 내기는 마감되었습니다',
    'not-judged': '심판이 고른 빨간 카드가 펼친 카드 가운데 없습니다',
  },
  phases: {
    'first-judge': '첫 심판 정하기',
    deal: '카드 나누기',
    turn: '초록 카드 뒤집기',
    placing: '카드 내기',
    reveal: '카드 펼치기',
    judging: '심사',
    over: '게임 끝',
  },
  round: (round, judge, green, won, back) =>
    `${round}라운드: 심판 ${judge}, ${green}: ${won ? `${won.seat}의 ${won.red} 카드가 이김` : '심사한 카드 없음'}${back ? `. ${back.red} 카드는 ${back.seat}에게 돌아감` : ''}`,
  state: (phase, judge, green) => `단계: ${phase}${judge ? `. 심판: ${judge}` : ''}${green ? `. 초록 카드: ${green}` : ''}`,
  placed: (cards) => `놓인 카드: ${cards}`,
  holds: (seat, cards) => `${seat}의 손패: ${cards}`,
  nothing: '(없음)',
  greenCards: (counts, goal) => `초록 카드: ${counts} (목표 ${goal}장)`,
};

const ru: JudgingReplayWords = {
  deal: (cards) => `Судья раздаёт ${cards}`,
  firstJudge: (seat) => `${seat}: первый судья`,
  turn: (green) => `Судья открывает зелёную карту ${green}`,
  reveal: (cards) => `Судья открывает карты: ${cards}`,
  place: (seat, red) => `${seat} кладёт ${red}`,
  done: (seat) => `${seat} больше не кладёт карт`,
  choose: (seat, red) => `Судья (${seat}) выбирает ${red}`,
  refusals: {
    'judge-cannot-place': 'судья не кладёт красных карт (и не объявляет, что закончил)',
    'already-done': 'игрок уже закончил или положил все карты, какие мог, в этом раунде',
    'too-many-cards': 'игрок уже положил столько красных карт, сколько можно в этом раунде',
    'too-few-cards': 'игрок должен положить ещё красных карт, прежде чем закончить',
    'placing-closed': 'в этом раунде класть карты больше нельзя',
    'not-judged': 'судья выбрал красную карту, которой нет среди открытых',
  },
  phases: {
    'first-judge': 'выбор первого судьи',
    deal: 'раздача',
    turn: 'зелёная карта',
    placing: 'карты кладутся',
    reveal: 'карты открываются',
    judging: 'суд',
    over: 'игра окончена',
  },
  round: (round, judge, green, won, back) =>
    `Раунд ${round}: судья — ${judge}, ${green}: ${won ? `выигрывает ${won.seat} с картой ${won.red}` : 'ни одна карта не судилась'}${back ? `; ${back.red} вернулась к игроку (${back.seat})` : ''}`,
  state: (phase, judge, green) => `Фаза: ${phase}${judge ? `; судья: ${judge}` : ''}${green ? `; зелёная карта: ${green}` : ''}`,
  placed: (cards) => `Положены: ${cards}`,
  holds: (seat, cards) => `${seat}, на руке: ${cards}`,
  nothing: '(ничего)',
  greenCards: (counts, goal) => `Зелёные карты: ${counts} (цель: ${goal})`,
};

const es: JudgingReplayWords = {
  deal: (cards) => `El juez reparte ${cards}`,
  firstJudge: (seat) => `${seat} es el primer juez`,
  turn: (green) => `El juez da la vuelta a la carta verde ${green}`,
  reveal: (cards) => `El juez descubre ${cards}`,
  place: (seat, red) => `${seat} pone ${red}`,
  done: (seat) => `${seat} termina de poner cartas`,
  choose: (seat, red) => `El juez (${seat}) elige ${red}`,
  refusals: {
    'judge-cannot-place': 'el juez no pone cartas rojas (ni dice que ha terminado)',
    'already-done': 'el jugador ya terminó, o ya puso todas las cartas que podía, en esta ronda',
    'too-many-cards': 'el jugador ya puso el máximo de cartas rojas que se puede poner en esta ronda',
    'too-few-cards': 'el jugador debe poner más cartas rojas antes de terminar',
    'placing-closed': 'en esta ronda ya no se pueden poner cartas',
    'not-judged': 'el juez eligió una carta roja que no está entre las descubiertas',
  },
  phases: {
    'first-judge': 'elegir el primer juez',
    deal: 'reparto',
    turn: 'carta verde',
    placing: 'poner cartas',
    reveal: 'descubrir cartas',
    judging: 'juicio',
    over: 'partida terminada',
  },
  round: (round, judge, green, won, back) =>
    `Ronda ${round}: juez ${judge}, ${green}: ${won ? `gana ${won.seat} con ${won.red}` : 'ninguna carta juzgada'}${back ? `; ${back.red} volvió a ${back.seat}` : ''}`,
  state: (phase, judge, green) => `Fase: ${phase}${judge ? `; juez: ${judge}` : ''}${green ? `; carta verde: ${green}` : ''}`,
  placed: (cards) => `Puestas: ${cards}`,
  holds: (seat, cards) => `${seat} tiene: ${cards}`,
  nothing: '(nada)',
  greenCards: (counts, goal) => `Cartas verdes: ${counts} (meta: ${goal})`,
};

const WORDS: Readonly<Partial<Record<LanguageTag, JudgingReplayWords>>> = { ko, ru, es };

/** A judging replay said in `speech`'s language (English has the descriptor's own words). */
export function judgingReplaySpeech(
  ruleset: JudgingRuleset,
  speech: PositionSpeech,
): ReplaySpeech<JudgingState, JudgingAction> | undefined {
  const says = WORDS[speech.language];
  const make = speech.phrasebooks.judging;
  if (!says || !make) return undefined;
  // The language file's phrasebook of this folder is this family's own type (phrases.ts).
  const phrases = make(speech.words) as JudgingPhrases;
  const seat = (p: number): string => phrases.seat(p);
  const green = (id: number): string => phrases.quoted(ruleset.green.cards[id]?.text ?? `#${id}`);
  const red = (id: number): string => phrases.quoted(ruleset.red.cards[id]?.text ?? `#${id}`);
  const sayAction = (a: JudgingAction): string => {
    switch (a.kind) {
      case 'deal':
        return says.deal(phrases.words.count('red-card', a.cards.length));
      case 'first-judge':
        return says.firstJudge(seat(a.judge));
      case 'turn':
        return says.turn(green(a.card));
      case 'reveal':
        return says.reveal(a.order.map(red).join(', '));
      case 'place':
        return says.place(seat(a.player), red(a.card));
      case 'done':
        return says.done(seat(a.player));
      case 'choose':
        return says.choose(seat(a.player), red(a.card));
    }
  };
  return {
    action: sayAction,
    event: (e) => describeJudgingEvent(ruleset, e as JudgingEvent, {}, phrases),
    refusal: (code) => (Object.prototype.hasOwnProperty.call(says.refusals, code) ? says.refusals[code as JudgingRefusalCode] : undefined),
    summary: (state) => {
      const placed = (p: { player: number; card: number } | null): { seat: string; red: string } | null =>
        p ? { seat: seat(p.player), red: red(p.card) } : null;
      const lines = state.history.map((r) => says.round(r.round, seat(r.judge), green(r.green), placed(r.winner), placed(r.returned)));
      lines.push(
        says.state(says.phases[state.phase], state.judge >= 0 ? seat(state.judge) : null, state.green >= 0 ? green(state.green) : null),
      );
      if (state.placed.length) lines.push(says.placed(state.placed.map((p) => `${red(p.card)} (${seat(p.player)})`).join(', ')));
      state.hands.forEach((h, p) => lines.push(says.holds(seat(p), h.map(red).join(', ') || says.nothing)));
      lines.push(says.greenCards(state.won.map((w, p) => `${seat(p)} ${w.length}`).join(', '), state.numbers.goal));
      return lines;
    },
  };
}
