/**
 * The judging family's sentences in Russian (see phrases.ts). Verbs agree with "вы" or with a named
 * seat in the present tense, which has no gender; a quoted card stays as the deck wrote it.
 */
import type { Words } from '../../../core/i18n/words-of.js';
import type { JudgingPhrases, Named } from './phrases.js';

/** The seat and its verb: "Анна кладёт", but "Вы кладёте". */
const act = (who: Named, verb: string, youVerb: string): string => (who.you ? `Вы ${youVerb}` : `${who.name} ${verb}`);

export function judgingPhrases(words: Words): JudgingPhrases {
  return {
    words,
    seat: (seat) => `Место ${seat + 1}`,
    quoted: (text) => `«${text}»`,
    rule: (expr) => (/^-?\d+$/.test(expr.source.trim()) ? expr.source.trim() : `\`${expr.source.trim()}\``),

    firstJudge: (judge) => `Первый судья: ${judge.you ? 'вы' : judge.name}.`,
    shuffled: (deck, cards) => `${deck === 'green' ? 'Зелёную' : 'Красную'} стопку перемешивают (${words.count('card', cards)}).`,
    reshuffled: (cards) => `Сброшенные красные карты (${cards}) перемешивают в новую красную стопку.`,
    dealt: (player, cards) => `${player.you ? 'Вам' : `${player.name}:`} сдано красных карт: ${cards}.`,
    greenTurned: (round, judge, green) => `Раунд ${round}: ${act(judge, 'открывает', 'открываете')} зелёную карту ${green} (судья).`,
    cardPlaced: (player) => `${act(player, 'кладёт', 'кладёте')} красную карту рубашкой вверх.`,
    donePlacing: (player) => `${act(player, 'больше не кладёт', 'больше не кладёте')} карт.`,
    placingClosed: (judged, firstJudged, returnedTo) => {
      const parts: string[] = [];
      if (firstJudged !== null) parts.push(`Выложено карт: ${firstJudged}. Приём карт закрыт, судят только первые ${firstJudged}.`);
      if (returnedTo !== null)
        parts.push(`Последняя выложенная карта без суда возвращается владельцу: ${returnedTo.you ? 'вам' : returnedTo.name}.`);
      if (parts.length === 0)
        parts.push(judged === 0 ? 'Приём карт закрыт, судить нечего.' : `Приём карт закрыт, карт для суда: ${judged}.`);
      return parts.join(' ');
    },
    revealed: (count, cards) =>
      `Судья видит красные карты (${count}), перемешанные, без владельцев${cards ? `: ${cards.join(', ')}` : ''}.`,
    roundJudged: (judge, red, owner, green) =>
      `${act(judge, 'выбирает', 'выбираете')} ${red}: зелёную карту ${green} получает ${owner.you ? 'ваша карта' : `карта игрока ${owner.name}`}.`,
    noCardJudged: (green) => `Ни одна карта не судилась: ${green} возвращается под низ зелёной стопки.`,
    points: (player, total) => `${player.you ? 'У вас' : `У игрока ${player.name}`} зелёных карт: ${total}.`,
    gameOver: (winners, you, greenCards) =>
      winners.length > 1
        ? `Игра окончена: победу делят ${words.list(winners)} (зелёных карт: ${greenCards}).`
        : you
          ? `Игра окончена: вы победили (зелёных карт: ${greenCards}).`
          : `Игра окончена: побеждает ${words.list(winners)} (зелёных карт: ${greenCards}).`,

    rules: {
      headings: { goal: 'Цель', decks: 'Колоды', round: 'Раунд' },
      goal: (greenCards) => `Собирайте зелёные карты: побеждает первый, кто соберёт их достаточно. Зелёных карт для победы: ${greenCards}.`,
      greenDeck: (cards) => `Зелёные карты (описания): ${cards}.`,
      redDeck: (cards, hand) => `Красные карты (предметы): ${cards}; у каждого игрока в руке ${hand}.`,
      turnGreen: 'Судья открывает зелёную карту.',
      placing: (players, count, lastReturns, firstJudged) => {
        const extra = [
          lastReturns ? 'последняя выложенная карта без суда возвращается владельцу' : '',
          firstJudged ? `судят только первые ${firstJudged} выложенные` : '',
        ].filter((s) => s !== '');
        return `Когда игроков ${players}, все, кроме судьи, кладут красные карты рубашкой вверх (по ${count})${extra.length ? `; ${extra.join('; ')}` : ''}.`;
      },
      judge: (choice) =>
        typeof choice === 'object'
          ? `Судья выбирает красную карту, которая лучше всего подходит к зелёной (хуже всего, если ${choice.worstWhen}); её владелец получает зелёную карту.`
          : `Судья выбирает красную карту, которая ${choice === 'worst' ? 'хуже' : 'лучше'} всего подходит к зелёной; её владелец получает зелёную карту.`,
      refill: (passes) => `Руки пополняются, и место судьи переходит ${passes === 'left' ? 'налево' : 'направо'}.`,
    },
  };
}
