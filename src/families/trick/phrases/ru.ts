/**
 * The trick-taking family's sentences in Russian (see phrases.ts). Verbs agree with "вы" or with
 * a named seat in the present tense, which has no gender; a card is named after a colon, so its
 * name stays in the nominative ("дама пик") whatever the verb would govern.
 */
import type { Words } from '../../../core/i18n/words-of.js';
import type { Named, TrickPhrases } from './phrases.js';

/** The seat and its verb: "Анна ходит", but "Вы ходите". */
const act = (who: Named, verb: string, youVerb: string): string => (who.you ? `Вы ${youVerb}` : `${who.name} ${verb}`);
const points = (words: Words, text: string): string => (/^-?\d+$/.test(text) ? words.count('point', Number(text)) : text);
const side = (up: boolean): string => (up ? 'лицом вверх' : 'лицом вниз');
/** A group's name by its size: "пара", "тройка", "четвёрка", else "5 карт". */
const groupName = (words: Words, size: number): string =>
  size === 2 ? 'пара' : size === 3 ? 'тройка' : size === 4 ? 'четвёрка' : words.count('card', size);

export function trickPhrases(words: Words): TrickPhrases {
  const list = (names: readonly string[]): string => words.list(names);
  return {
    words,
    noTrumps: 'без козырей',
    unscored: { title: 'вне групп', text: 'эти карты не входят ни в одну группу, приносящую очки, поэтому ничего не дают' },
    seat: (seat) => `игрок ${seat + 1}`,
    card: (rank, suit) => words.cardName(rank, suit),
    bid: (number, denomination) => `${number} ${denomination}`,
    rule: (expr) => (/^-?\d+$/.test(expr.source.trim()) ? expr.source.trim() : `\`${expr.source.trim()}\``),

    dealerDrawn: (dealer) => `Первым сдаёт: ${dealer.you ? 'вы' : dealer.name}.`,
    dealt: (dealer, hand, each) => `${act(dealer, 'сдаёт', 'сдаёте')} раздачу ${hand}: ${words.count('card', each)} каждому.`,
    bidMade: (player, bid) => `${act(player, 'заявляет', 'заявляете')} ставку: ${bid}.`,
    passed: (player) => `${act(player, 'пасует', 'пасуете')}.`,
    thrownIn: (hand) => `Все спасовали: раздача ${hand} отменяется.`,
    biddingWon: (player, bid, trumps) =>
      `${act(player, 'выигрывает', 'выигрываете')} торговлю со ставкой ${bid}${trumps ? `; козыри — ${trumps}` : trumps === '' ? '; без козырей' : ''}.`,
    cardGiven: (player, card, given, of) =>
      `${act(player, 'кладёт', 'кладёте')} в стопку ставок ${card === null ? 'карту рубашкой вверх' : `карту: ${card}`} (${given} из ${of}).`,
    pileRedealt: (each) => `Стопку ставок перемешивают и раздают обратно: ${words.count('card', each)} каждому.`,
    targetSet: (player) => `${act(player, 'откладывает', 'откладываете')} карту-цель.`,
    cardPlayed: (player, card) => `${act(player, 'ходит', 'ходите')}: ${card}.`,
    trickWon: (winner, trick, cards) => `${act(winner, 'берёт', 'берёте')} взятку ${trick} (${cards}).`,
    handScored: (hand, sheets, totals) => `Итоги раздачи ${hand}: ${sheets.join('; ')}. Всего: ${totals.join(', ')}.`,
    handScoredShort: (hand, scores) => `Итоги раздачи ${hand}: ${scores.join(', ')}.`,
    sheetLine: (name, total, lines) => `${name} ${total}${lines.length ? ` (${lines.join(', ')})` : ''}`,
    gameOverTeam: (team, names) => `Игра окончена: побеждает команда ${team + 1} (${list(names)}).`,
    gameOver: (names, you) =>
      names.length > 1
        ? `Игра окончена: победу делят ${list(names)}.`
        : you
          ? 'Игра окончена: вы победили.'
          : `Игра окончена: побеждает ${list(names)}.`,

    group: (size, rank, target) => {
      const label = `${groupName(words, size)} ${rank}`;
      const whose = {
        your: 'вашей картой-целью',
        team: 'картой-целью вашей команды',
        seat: 'картой-целью',
        side: 'картой-целью команды',
      } as const;
      return target ? `${label} с ${whose[target]} ${rank}` : label;
    },
    contract: (bid, made, who, tricks) =>
      `контракт ${bid} ${made ? 'выполнен' : 'не выполнен'}: ${{ you: 'у вас', team: 'у вашей команды', side: 'у стороны победителя торговли', bidder: 'у победителя торговли' }[who]} ${words.count('trick', tricks)}`,

    rules: {
      headings: { goal: 'Цель', deck: 'Колода', hand: 'Раздача', scoring: 'Подсчёт очков' },
      goal: (goal) =>
        `Берите взятки с группами карт одного ранга. Очков для победы: ${goal}. Игра заканчивается после раздачи, в которой кто-то их набрал; побеждает наибольшая сумма.`,
      tieShared: 'При равенстве наверху победа общая.',
      tieAnotherHand: 'При равенстве наверху играется ещё одна раздача.',
      alone: 'Каждый играет сам за себя.',
      partnerships: (teams) =>
        `Пары: ${teams.map((t) => list(t.map((seat) => `игрок ${seat}`))).join(' против ')}; партнёры складывают взятки и делят один счёт.`,
      suits: (suits) => `Масти от старшей к младшей: ${suits.join(', ')}.`,
      ranks: (ranks, copies) => `Ранги от старшего к младшему: ${ranks.join(' ')}${copies > 1 ? ` (каждая карта по ${copies} раза)` : ''}.`,
      deal: (each, passes) => `Сдача: ${words.count('card', each)} каждому; сдача переходит ${passes === 'left' ? 'налево' : 'направо'}.`,
      bidding: (numbers, noTrumps, allowed, passIsFinal, endsAfterPasses) =>
        `Торговля: назовите число ${numbers} и масть${noTrumps ? ' (или «без козырей»)' : ''} выше последней ставки; ставка разрешена, если ${allowed}. ${passIsFinal ? 'Пас окончателен' : 'Пас не окончателен: можно сделать ставку позже'}; торговля заканчивается после ${endsAfterPasses} пасов подряд, а если пасуют все, раздача отменяется.`,
      pile: (trumps, winnerFaceUp, othersFaceUp) =>
        `Стопка ставок: победитель торговли кладёт столько ${trumps ? 'козырей' : 'карт'}, каково число ставки, ${side(winnerFaceUp)}; остальные кладут столько же карт ${side(othersFaceUp)}; стопку перемешивают и раздают обратно.`,
      target: (cards) => `Цель: каждый откладывает ${words.count('card', cards)} лицом вниз.`,
      tricks: (count, follow, bidSuitTrumps, lowestWins) => {
        const rule =
          follow === 'any'
            ? 'Можно ходить любой картой.'
            : `Ходите в масть первой карты, если можете${follow === 'suit-then-trump' ? '; если не можете, нужно бить козырем' : follow === 'suit-then-overtrump' ? '; если не можете, нужно бить козырем, достаточно старшим, чтобы взять взятку' : ''}.`;
        const trumps = bidSuitTrumps ? 'Масть выигравшей ставки — козырь.' : 'Козырей нет.';
        const takes = lowestWins
          ? 'Взятку берёт младшая карта масти первого хода (или младший козырь).'
          : 'Взятку берёт старший козырь, а без козырей — старшая карта масти первого хода.';
        return `Взяток: ${count}; первую взятку начинает победитель торговли. ${rule} ${trumps} ${takes}`;
      },
      alwaysSuit: (suit) => `Любая карта масти ${suit} бьёт все остальные карты.`,
      alwaysCard: (card) => `Карта ${card} бьёт все остальные карты.`,
      values: (runs) => `Достоинство карт: ${runs.map(([ranks, value]) => `${ranks.join(', ')}: ${value}`).join('; ')}.`,
      group: (size, targetsCount, withTarget, worth) =>
        `${words.count('card', size)} одного ранга среди ваших взяток${targetsCount ? ' и цели' : ''}${withTarget ? ', и одна из них — ваша цель' : ''}: ${points(words, worth)}.`,
      contractMade: (worth) => `Сторона победителя торговли выполнила ставку: ${points(words, worth)}.`,
      contractFailed: (worth) => `Сторона победителя торговли не выполнила ставку: ${points(words, worth)}.`,
    },
  };
}
