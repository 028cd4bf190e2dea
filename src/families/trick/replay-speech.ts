/**
 * `pomona replay` of a trick-taking game in Korean, Russian or Spanish: its actions, refusals and
 * final state in words (what happened is the phrasebook's, as the tables say it). Card notation
 * ("QH", "AS KS") stays as typed, as in every language's scenario files.
 */
import type { PlayingCards } from '../../core/cards/playing.js';
import type { ReplaySpeech } from '../../core/registry.js';
import type { PositionSpeech } from '../../core/rules/derivation.js';
import type { LanguageTag } from '../../core/i18n/languages.js';
import { handSheet, trickEngine, type TrickAction, type TrickEvent, type TrickState } from './engine/index.js';
import { phaseName, type PHASE_NAMES } from './engine/state.js';
import type { TrickRefusalCode } from './engine/actions.js';
import { describeEvent } from './phrases/describe.js';
import { bidName, cardName, lineLabel } from './phrases/line-label.js';
import { trickSpokenIn } from './explain-position.js';
import type { TrickRuleset } from './ruleset.js';

/** What a trick-taking replay says around the phrasebook's sentences, in one language. */
interface TrickReplayWords {
  firstDealer(seat: string): string;
  /** `hands` each seat's cards in notation, "player 1: AS KS; player 2: ...". */
  dealt(hands: string): string;
  redealt(hands: string): string;
  bid(seat: string, bid: string): string;
  pass(seat: string): string;
  give(seat: string, card: string): string;
  target(seat: string, card: string): string;
  play(seat: string, card: string): string;
  readonly refusals: Readonly<Record<TrickRefusalCode, string>>;
  readonly phases: Readonly<Record<(typeof PHASE_NAMES)[number], string>>;
  state(phase: string, dealer: string, hands: number, thrownIn: number): string;
  /** The standing bid; `trumps` null when there are none yet. */
  standingBid(seat: string, bid: string, trumps: string | null): string;
  holds(seat: string, cards: string, target: string | null): string;
  readonly nothing: string;
  trick(trick: number, cards: string, leader: string, winner: string): string;
  inPlay(cards: string): string;
  handScores(hand: number): string;
  totals(scores: string): string;
  winners(seats: readonly string[]): string;
}

const ko: TrickReplayWords = {
  firstDealer: (seat) => `${seat}: 먼저 카드를 돌립니다`,
  dealt: (hands) => `카드를 나눠 줍니다: ${hands}`,
  redealt: (hands) => `더미를 섞어 다시 나눠 줍니다: ${hands}`,
  bid: (seat, bid) => `${seat}: ${bid} 비드`,
  pass: (seat) => `${seat}: 패스`,
  give: (seat, card) => `${seat}: ${card} 카드를 비딩 더미에 냅니다`,
  target: (seat, card) => `${seat}: ${card} 카드를 목표 카드로 내려놓습니다`,
  play: (seat, card) => `${seat}: ${card} 카드를 냅니다`,
  refusals: {
    'bid-out-of-range': '비드의 수가 규칙이 허락하는 범위 밖입니다',
    'bid-not-higher': '비드가 지금 가장 높은 비드를 넘지 못합니다',
    'bid-exceeds-suit': '그 무늬에 든 카드로는 규칙상 그 수를 비드할 수 없습니다',
    'passed-for-good': '이미 패스했고, 이 규칙에서 패스는 끝까지 갑니다',
    'already-given': '더미에 낼 카드를 이미 다 냈습니다',
    'pile-card-not-trump': '비딩 승자는 트럼프가 있는 동안 더미에 트럼프를 내야 합니다',
    'target-already-set': '목표 카드를 이미 내려놓았습니다',
    'must-follow-suit': '먼저 나온 무늬를 들고 있으니 그 무늬를 내야 합니다',
    'must-trump': '먼저 나온 무늬가 없고 트럼프가 있으니 트럼프를 내야 합니다',
    'must-overtrump': '먼저 나온 무늬가 없으니 트릭을 가져갈 트럼프를 내야 합니다',
  },
  phases: {
    'first-dealer': '첫 딜러 정하기',
    deal: '카드 돌리기',
    bidding: '비딩',
    pile: '비딩 더미',
    redeal: '다시 돌리기',
    target: '목표 카드',
    tricks: '트릭',
    over: '게임 끝',
  },
  state: (phase, dealer, hands, thrownIn) => `단계: ${phase}. 딜러: ${dealer}. 돌린 판: ${hands} (무효 ${thrownIn})`,
  standingBid: (seat, bid, trumps) => `비드: ${seat}, ${bid}${trumps ? `. 트럼프: ${trumps}` : ''}`,
  holds: (seat, cards, target) => `${seat}의 손패: ${cards}${target ? `. 목표 카드: ${target}` : ''}`,
  nothing: '(없음)',
  trick: (trick, cards, leader, winner) => `${trick}번째 트릭: ${cards} (${leader} 선), ${winner} 가져감`,
  inPlay: (cards) => `진행 중인 트릭: ${cards}`,
  handScores: (hand) => `${hand}번째 판 점수:`,
  totals: (scores) => `합계: ${scores}`,
  winners: (seats) => `승자: ${seats.join(', ')}`,
};

const ru: TrickReplayWords = {
  firstDealer: (seat) => `${seat} сдаёт первым`,
  dealt: (hands) => `Карты сданы: ${hands}`,
  redealt: (hands) => `Прикуп перетасован и роздан снова: ${hands}`,
  bid: (seat, bid) => `${seat}: заявка ${bid}`,
  pass: (seat) => `${seat}: пас`,
  give: (seat, card) => `${seat} отдаёт в прикуп: ${card}`,
  target: (seat, card) => `${seat} откладывает карту-цель: ${card}`,
  play: (seat, card) => `${seat} ходит: ${card}`,
  refusals: {
    'bid-out-of-range': 'число заявки вне того, что позволяют правила',
    'bid-not-higher': 'заявка не перебивает стоящую заявку',
    'bid-exceeds-suit': 'правила не позволяют такое число при картах этой масти на руке',
    'passed-for-good': 'игрок уже спасовал, а пас в этих правилах окончательный',
    'already-given': 'игрок уже отдал в прикуп все карты, что тот у него берёт',
    'pile-card-not-trump': 'победитель торговли должен отдавать в прикуп козыри, пока они у него есть',
    'target-already-set': 'игрок уже отложил карту-цель',
    'must-follow-suit': 'карта не в масть первого хода, а у игрока эта масть есть',
    'must-trump': 'масти первого хода нет, а игрок не бьёт козырем, хотя козырь у него есть',
    'must-overtrump': 'масти первого хода нет, а игрок не кладёт козырь, берущий взятку, хотя он у него есть',
  },
  phases: {
    'first-dealer': 'выбор первого сдающего',
    deal: 'сдача',
    bidding: 'торговля',
    pile: 'прикуп',
    redeal: 'пересдача',
    target: 'карта-цель',
    tricks: 'взятки',
    over: 'игра окончена',
  },
  state: (phase, dealer, hands, thrownIn) => `Фаза: ${phase}; сдающий: ${dealer}; сдач: ${hands} (без игры: ${thrownIn})`,
  standingBid: (seat, bid, trumps) => `Заявка: ${seat}, ${bid}${trumps ? `; козыри: ${trumps}` : ''}`,
  holds: (seat, cards, target) => `${seat}, на руке: ${cards}${target ? `; карта-цель: ${target}` : ''}`,
  nothing: '(ничего)',
  trick: (trick, cards, leader, winner) => `Взятка ${trick}: ${cards} (первый ход: ${leader}), взял ${winner}`,
  inPlay: (cards) => `Текущая взятка: ${cards}`,
  handScores: (hand) => `Очки сдачи ${hand}:`,
  totals: (scores) => `Итого: ${scores}`,
  winners: (seats) => `${seats.length > 1 ? 'Победители' : 'Победитель'}: ${seats.join(', ')}`,
};

const es: TrickReplayWords = {
  firstDealer: (seat) => `${seat} reparte primero`,
  dealt: (hands) => `Se reparten las cartas: ${hands}`,
  redealt: (hands) => `El montón se baraja y se vuelve a repartir: ${hands}`,
  bid: (seat, bid) => `${seat} apuesta ${bid}`,
  pass: (seat) => `${seat} pasa`,
  give: (seat, card) => `${seat} da ${card} al montón`,
  target: (seat, card) => `${seat} aparta ${card} como objetivo`,
  play: (seat, card) => `${seat} juega ${card}`,
  refusals: {
    'bid-out-of-range': 'el número de la apuesta está fuera de lo que permiten las reglas',
    'bid-not-higher': 'la apuesta no supera la apuesta en pie',
    'bid-exceeds-suit': 'las reglas no permiten ese número con las cartas que el jugador tiene de ese palo',
    'passed-for-good': 'el jugador ya pasó, y en estas reglas pasar es definitivo',
    'already-given': 'el jugador ya dio todas las cartas que el montón le toma',
    'pile-card-not-trump': 'quien gana la subasta debe dar triunfos al montón mientras los tenga',
    'target-already-set': 'el jugador ya apartó su carta objetivo',
    'must-follow-suit': 'la carta no sigue el palo de salida, y el jugador tiene ese palo',
    'must-trump': 'el jugador no tiene el palo de salida y no juega triunfo aunque tiene uno',
    'must-overtrump': 'el jugador no tiene el palo de salida y no juega un triunfo que gane la baza aunque tiene uno',
  },
  phases: {
    'first-dealer': 'elegir quién reparte',
    deal: 'reparto',
    bidding: 'subasta',
    pile: 'montón',
    redeal: 'nuevo reparto',
    target: 'objetivo',
    tricks: 'bazas',
    over: 'partida terminada',
  },
  state: (phase, dealer, hands, thrownIn) => `Fase: ${phase}; reparte: ${dealer}; manos repartidas: ${hands} (anuladas: ${thrownIn})`,
  standingBid: (seat, bid, trumps) => `Apuesta: ${seat}, ${bid}${trumps ? `; triunfo: ${trumps}` : ''}`,
  holds: (seat, cards, target) => `${seat} tiene: ${cards}${target ? `; objetivo: ${target}` : ''}`,
  nothing: '(nada)',
  trick: (trick, cards, leader, winner) => `Baza ${trick}: ${cards} (sale ${leader}), la gana ${winner}`,
  inPlay: (cards) => `Baza en juego: ${cards}`,
  handScores: (hand) => `Puntos de la mano ${hand}:`,
  totals: (scores) => `Totales: ${scores}`,
  winners: (seats) => `${seats.length > 1 ? 'Ganan' : 'Gana'}: ${seats.join(', ')}`,
};

const WORDS: Readonly<Partial<Record<LanguageTag, TrickReplayWords>>> = { ko, ru, es };

/** A trick-taking replay said in `speech`'s language (English has the descriptor's own words). */
export function trickReplaySpeech(
  ruleset: TrickRuleset,
  cards: PlayingCards,
  speech: PositionSpeech,
): ReplaySpeech<TrickState, TrickAction> | undefined {
  const spoken = trickSpokenIn(speech);
  const says = WORDS[speech.language];
  if (!spoken || !says) return undefined;
  const { phrases } = spoken;
  const seat = (p: number): string => phrases.seat(p);
  const card = (c: number): string => `${cardName(phrases, cards, c)} (${cards.format(c)})`;
  const bid = (number: number, suit: number): string => bidName(phrases, cards, number, suit);
  const hands = (dealt: readonly (readonly number[])[]): string => dealt.map((h, p) => `${seat(p)}: ${cards.formatAll(h)}`).join('; ');
  const sayAction = (a: TrickAction): string => {
    switch (a.kind) {
      case 'first-dealer':
        return says.firstDealer(seat(a.dealer));
      case 'deal':
        return says.dealt(hands(a.hands));
      case 'redeal':
        return says.redealt(hands(a.hands));
      case 'bid':
        return says.bid(seat(a.player), bid(a.number, a.suit));
      case 'pass':
        return says.pass(seat(a.player));
      case 'give':
        return says.give(seat(a.player), card(a.card));
      case 'target':
        return says.target(seat(a.player), card(a.card));
      case 'play':
        return says.play(seat(a.player), card(a.card));
    }
  };
  return {
    action: sayAction,
    event: (e) => describeEvent(cards, e as TrickEvent, {}, ruleset.teams, phrases),
    refusal: (code) => (Object.prototype.hasOwnProperty.call(says.refusals, code) ? says.refusals[code as TrickRefusalCode] : undefined),
    summary: (s) => {
      const v = trickEngine.view(s, 0);
      const lines = [says.state(says.phases[phaseName(s.phase)], seat(s.dealer), s.handsDealt, s.throwIns)];
      if (v.highBid)
        lines.push(
          says.standingBid(
            seat(v.highBid.player),
            bid(v.highBid.number, v.highBid.suit),
            s.trump >= 0 ? phrases.words.suitName(cards.suitName(s.trump)) : null,
          ),
        );
      for (let p = 0; p < s.t.players; p++) {
        const pv = trickEngine.view(s, p);
        lines.push(says.holds(seat(p), cards.formatAll(pv.hand) || says.nothing, pv.targets.length ? cards.formatAll(pv.targets) : null));
      }
      v.tricks.forEach((tr, i) => lines.push(says.trick(i + 1, cards.formatAll(tr.cards), seat(tr.leader), seat(tr.winner))));
      if (v.trick.cards.length) lines.push(says.inPlay(cards.formatAll(v.trick.cards)));
      s.finished.forEach((hand, i) => {
        lines.push(says.handScores(i + 1));
        for (let p = 0; p < s.t.players; p++) {
          const sheet = handSheet(s, hand, p);
          const scored = sheet.lines.map((l) => `${lineLabel(phrases, cards, l)} ${l.points}`);
          lines.push(`  ${phrases.sheetLine(seat(p), sheet.total, scored)}`);
        }
      });
      lines.push(says.totals(Array.from(s.totals, (x, p) => `${seat(p)} ${x}`).join(', ')));
      if (s.winners) lines.push(says.winners(s.winners.map(seat)));
      return lines;
    },
  };
}
