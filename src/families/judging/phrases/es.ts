/** The judging family's sentences in Spanish (see phrases.ts). Verbs agree with "tú" or with a named seat. */
import type { Words } from '../../../core/i18n/words-of.js';
import type { JudgingPhrases, Named } from './phrases.js';

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
/** The seat and its verb: "Ana pone", but "Pones". */
const act = (who: Named, verb: string, youVerb: string): string => (who.you ? capitalise(youVerb) : `${who.name} ${verb}`);

export function judgingPhrases(words: Words): JudgingPhrases {
  return {
    words,
    seat: (seat) => `Asiento ${seat + 1}`,
    quoted: (text) => `«${text}»`,
    rule: (expr) => (/^-?\d+$/.test(expr.source.trim()) ? expr.source.trim() : `\`${expr.source.trim()}\``),

    firstJudge: (judge) => (judge.you ? 'Eres el primer juez.' : `${judge.name} es el primer juez.`),
    shuffled: (deck, cards) => `Se baraja el mazo ${deck === 'green' ? 'verde' : 'rojo'} (${words.count('card', cards)}).`,
    reshuffled: (cards) => `Las cartas rojas descartadas (${cards}) se barajan en un nuevo mazo rojo.`,
    dealt: (player, cards) => `${act(player, 'recibe', 'recibes')} ${words.count('red-card', cards)}.`,
    greenTurned: (round, judge, green) =>
      `Ronda ${round}: ${judge.you ? 'como juez, destapas' : `${judge.name}, el juez, destapa`} la carta verde ${green}.`,
    cardPlaced: (player) => `${act(player, 'pone', 'pones')} una carta roja boca abajo.`,
    donePlacing: (player) => `${act(player, 'ha terminado', 'has terminado')} de poner cartas.`,
    placingClosed: (judged, firstJudged, returnedTo) => {
      const parts: string[] = [];
      if (firstJudged !== null)
        parts.push(
          `Hay ${words.count('card', firstJudged)} abajo: se cierra el turno de poner y solo se juzgan las ${firstJudged} primeras.`,
        );
      if (returnedTo !== null) parts.push(`La última carta puesta vuelve sin juzgar a ${returnedTo.you ? 'ti' : returnedTo.name}.`);
      if (parts.length === 0)
        parts.push(
          judged === 0
            ? 'Se cierra el turno de poner sin ninguna carta que juzgar.'
            : `Se cierra el turno de poner: ${words.count('card', judged)} por juzgar.`,
        );
      return parts.join(' ');
    },
    revealed: (count, cards) =>
      `El juez ve ${words.count('red-card', count)}, barajadas y sin sus dueños${cards ? `: ${cards.join(', ')}` : ''}.`,
    roundJudged: (judge, red, owner, green) =>
      `${act(judge, 'elige', 'eliges')} ${red}: ${owner.you ? 'tu carta gana' : `la carta de ${owner.name} gana`} ${green}.`,
    noCardJudged: (green) => `No se juzgó ninguna carta: ${green} vuelve debajo del mazo verde.`,
    points: (player, total) => `${act(player, 'tiene', 'tienes')} ${words.count('green-card', total)}.`,
    gameOver: (winners, you, greenCards) =>
      winners.length > 1
        ? `Fin de la partida: ${words.list(winners)} ganan con ${words.count('green-card', greenCards)}.`
        : you
          ? `Fin de la partida: ganas con ${words.count('green-card', greenCards)}.`
          : `Fin de la partida: gana ${words.list(winners)} con ${words.count('green-card', greenCards)}.`,

    rules: {
      headings: { goal: 'Objetivo', decks: 'Mazos', round: 'Una ronda' },
      goal: (greenCards) => `Gana cartas verdes: gana el primero que reúna bastantes. Cartas verdes para ganar: ${greenCards}.`,
      greenDeck: (cards) => `Cartas verdes (descripciones): ${cards}.`,
      redDeck: (cards, hand) => `Cartas rojas (cosas): ${cards}; cada jugador tiene ${hand} en la mano.`,
      turnGreen: 'El juez destapa una carta verde.',
      placing: (players, count, lastReturns, firstJudged) => {
        const extra = [
          lastReturns ? 'la última carta puesta vuelve a su dueño sin juzgar' : '',
          firstJudged ? `solo se juzgan las ${firstJudged} primeras` : '',
        ].filter((s) => s !== '');
        return `Con ${players} jugadores, todos menos el juez ponen ${count} ${count === '1' ? 'carta roja' : 'cartas rojas'} boca abajo${extra.length ? `; ${extra.join('; ')}` : ''}.`;
      },
      judge: (choice) =>
        typeof choice === 'object'
          ? `El juez elige la carta roja que mejor encaja con la verde (la que peor, si ${choice.worstWhen}); su dueño gana la carta verde.`
          : `El juez elige la carta roja que ${choice === 'worst' ? 'peor' : 'mejor'} encaja con la verde; su dueño gana la carta verde.`,
      refill: (passes) => `Se reponen las manos y el puesto de juez pasa a la ${passes === 'left' ? 'izquierda' : 'derecha'}.`,
    },
  };
}
