/** The drafting family's sentences in Spanish (see phrases.ts). Verbs agree with "tú" or with a named seat. */
import type { Words } from '../../../core/i18n/words-of.js';
import type { DraftingPhrases, Named } from './phrases.js';

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
/** The seat and its verb: "Ana pone", but "Pones". */
const act = (who: Named, verb: string, youVerb: string): string => (who.you ? capitalise(youVerb) : `${who.name} ${verb}`);

export function draftingPhrases(words: Words): DraftingPhrases {
  const signed = (points: number): string => `${points >= 0 ? '+' : '−'}${words.count('point', Math.abs(points))}`;
  return {
    words,
    seat: (seat) => `Jugador ${seat + 1}`,
    rule: (expr) => (/^-?\d+$/.test(expr.source.trim()) ? expr.source.trim() : `\`${expr.source.trim()}\``),

    shuffled: (cards) => `Se baraja el mazo de ${words.count('card', cards)}.`,
    revealed: (phase, cards, leader) =>
      `Fase ${phase}: se destapan en el centro: ${cards.join('; ')}. ${act(leader, 'coloca', 'colocas')} primero.`,
    placed: (player, card, batch, points, batchPoints, total) =>
      `${act(player, 'coloca', 'colocas')} en ${batch}: ${card}; ${signed(points)} (${batch} ${batchPoints}, total ${total}).`,
    phaseEnded: (phase, leader) =>
      leader === null
        ? `Termina la fase ${phase}, y con ella la partida.`
        : `Termina la fase ${phase}; empieza ${leader.you ? 'tú' : leader.name}.`,
    batchFull: (batch, holds) => `${batch} está lleno: admite como mucho ${words.count('card', holds)}.`,
    batchNeeds: (batch, rule) => `${batch} pide: ${rule.charAt(0).toLowerCase()}${rule.slice(1).replace(/\.$/, '')}.`,
    scoreChange: (points, lost, culprits) =>
      `${words.count('point', points)} ${lost ? (points === 1 ? 'perdido' : 'perdidos') : points === 1 ? 'ganado' : 'ganados'} por ${
        culprits.length ? culprits.map((c) => `${c.card} en ${c.batch}`).join('; ') : 'las cartas de otros lotes'
      }`,
    gameOver: (winners, you, best, scores) =>
      winners.length > 1
        ? `Fin de la partida: ${words.list(winners)} comparten la victoria con ${words.count('point', best)} (${scores.join(', ')}).`
        : you
          ? `Fin de la partida: ganas con ${words.count('point', best)} (${scores.join(', ')}).`
          : `Fin de la partida: gana ${words.list(winners)} con ${words.count('point', best)} (${scores.join(', ')}).`,

    rules: {
      headings: { goal: 'Objetivo', deck: 'Baraja', phase: 'Una fase', batches: 'Los lotes y lo que puntúan' },
      goal: (batches, cardsEach) =>
        `Coloca manzanas en los ${batches} lotes de tu huerto para que puntúen. La partida termina cuando cada jugador tiene ${words.count('card', cardsEach)}; gana el total más alto.`,
      tieShared: 'Con totales iguales se comparte la victoria.',
      tieAnotherHand: 'Un empate en cabeza juega otra mano.',
      attribute: (name, values) => `${capitalise(name)}: ${values.join(', ')}.`,
      cards: (count, copies) => `${words.count('card', count)} (${copies} de cada combinación).`,
      centre: (perPlayer) => `Se destapan cartas en el centro, por jugador: ${perPlayer}.`,
      turns:
        'Empezando por el primer jugador de la fase, cada uno por turno toma una carta del centro y la coloca en uno de sus lotes donde esté permitida.',
      phaseEnds: (passes) =>
        `Cuando el centro queda vacío termina la fase, y el primer jugador pasa a la ${passes === 'left' ? 'izquierda' : 'derecha'}.`,
      batch: (name, said, holds) =>
        `${name}: ${'description' in said ? said.description : `puntúa ${said.scores}.`}${holds !== null ? ` Admite ${words.count('card', holds)}.` : ''}`,
    },
  };
}
