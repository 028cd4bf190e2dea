/**
 * The drafting family's sentences in Russian (see phrases.ts). Verbs agree with "вы" or with a named
 * seat in the present tense, which has no gender; a card is named after a colon, in the nominative.
 */
import type { Words } from '../../../core/i18n/words-of.js';
import type { DraftingPhrases, Named } from './phrases.js';

/** The seat and its verb: "Анна кладёт", but "Вы кладёте". */
const act = (who: Named, verb: string, youVerb: string): string => (who.you ? `Вы ${youVerb}` : `${who.name} ${verb}`);

export function draftingPhrases(words: Words): DraftingPhrases {
  const signed = (points: number): string => `${points >= 0 ? '+' : '−'}${words.count('point', Math.abs(points))}`;
  return {
    words,
    seat: (seat) => `Игрок ${seat + 1}`,
    rule: (expr) => (/^-?\d+$/.test(expr.source.trim()) ? expr.source.trim() : `\`${expr.source.trim()}\``),

    shuffled: (cards) => `Колоду перемешивают (${words.count('card', cards)}).`,
    revealed: (phase, cards, leader) =>
      `Этап ${phase}, в центре открыты: ${cards.join('; ')}. Первым кладёт: ${leader.you ? 'вы' : leader.name}.`,
    placed: (player, card, batch, points, batchPoints, total) =>
      `${act(player, 'кладёт', 'кладёте')} в «${batch}» карту: ${card}; ${signed(points)} («${batch}» ${batchPoints}, всего ${total}).`,
    phaseEnded: (phase, leader) =>
      leader === null
        ? `Этап ${phase} окончен, а с ним и игра.`
        : `Этап ${phase} окончен; ход переходит: ${leader.you ? 'к вам' : leader.name}.`,
    batchFull: (batch, holds) => `«${batch}» заполнена: в ней помещается не больше чем ${words.count('card', holds)}.`,
    batchNeeds: (batch, rule) => `Условие «${batch}»: ${rule.charAt(0).toLowerCase()}${rule.slice(1).replace(/\.$/, '')}.`,
    scoreChange: (points, lost, culprits) =>
      `${lost ? 'потеряно' : 'получено'} ${words.count('point', points)} из-за ${
        culprits.length ? culprits.map((c) => `карты «${c.card}» в «${c.batch}»`).join('; ') : 'карт в других партиях'
      }`,
    gameOver: (winners, you, best, scores) =>
      winners.length > 1
        ? `Игра окончена: победу делят ${words.list(winners)}, ${words.count('point', best)} (${scores.join(', ')}).`
        : you
          ? `Игра окончена: вы победили, ${words.count('point', best)} (${scores.join(', ')}).`
          : `Игра окончена: побеждает ${words.list(winners)}, ${words.count('point', best)} (${scores.join(', ')}).`,

    rules: {
      headings: { goal: 'Цель', deck: 'Колода', phase: 'Этап', batches: 'Партии и их очки' },
      goal: (batches, cardsEach) =>
        `Раскладывайте яблоки по партиям своего сада (их ${batches}), чтобы они приносили очки. Игра заканчивается, когда у каждого ${words.count('card', cardsEach)}; побеждает наибольшая сумма.`,
      tieShared: 'При равных суммах победа общая.',
      tieAnotherHand: 'При равенстве наверху играется ещё одна раздача.',
      attribute: (name, values) => `${name}: ${values.join(', ')}.`,
      cards: (count, copies) => `${words.count('card', count)} (каждое сочетание по ${copies}).`,
      centre: (perPlayer) => `В центре открывают карты, на каждого игрока: ${perPlayer}.`,
      turns:
        'Начиная с первого игрока этапа, каждый по очереди берёт одну карту из центра и кладёт её в одну из своих партий, где это разрешено.',
      phaseEnds: (passes) => `Когда центр пуст, этап заканчивается, и первый игрок меняется ${passes === 'left' ? 'налево' : 'направо'}.`,
      batch: (name, said, holds) =>
        `${name}: ${'description' in said ? said.description : `очки: ${said.scores}.`}${holds !== null ? ` Вмещает: ${words.count('card', holds)}.` : ''}`,
    },
  };
}
