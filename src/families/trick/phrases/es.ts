/**
 * The trick-taking family's sentences in Spanish (see phrases.ts). Verbs agree with "tú" or with a
 * named seat; a card is named after a colon, so no article has to agree with its gender.
 */
import type { Words } from '../../../core/i18n/words-of.js';
import type { Named, TrickPhrases } from './phrases.js';

/** The seat and its verb: "Ana juega", but "Juegas". */
const act = (who: Named, verb: string, youVerb: string): string => (who.you ? capitalise(youVerb) : `${who.name} ${verb}`);
const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
const points = (words: Words, text: string): string => (/^-?\d+$/.test(text) ? words.count('point', Number(text)) : text);
const side = (up: boolean): string => (up ? 'boca arriba' : 'boca abajo');
/** A rank in the plural, for a group: "ases", "reyes", "sietes" is left as the number ("de 7"). */
const PLURAL_RANKS: Readonly<Record<string, string>> = { A: 'ases', K: 'reyes', Q: 'reinas', J: 'jotas' };
const groupName = (size: number): string => (size === 2 ? 'pareja' : size === 3 ? 'trío' : size === 4 ? 'póquer' : `${size} cartas`);

export function trickPhrases(words: Words): TrickPhrases {
  const list = (names: readonly string[]): string => words.list(names);
  return {
    words,
    noTrumps: 'sin triunfo',
    unscored: { title: 'sin grupo', text: 'estas cartas no forman ningún grupo que puntúe, así que no suman nada' },
    seat: (seat) => `jugador ${seat + 1}`,
    card: (rank, suit) => words.cardName(rank, suit),
    bid: (number, denomination) => `${number} ${denomination}`,
    rule: (expr) => (/^-?\d+$/.test(expr.source.trim()) ? expr.source.trim() : `\`${expr.source.trim()}\``),

    dealerDrawn: (dealer) => `${act(dealer, 'reparte', 'repartes')} primero.`,
    dealt: (dealer, hand, each) => `${act(dealer, 'reparte', 'repartes')} la mano ${hand}: ${words.count('card', each)} a cada uno.`,
    bidMade: (player, bid) => `${act(player, 'apuesta', 'apuestas')} ${bid}.`,
    passed: (player) => `${act(player, 'pasa', 'pasas')}.`,
    thrownIn: (hand) => `Todos pasaron: la mano ${hand} se anula.`,
    biddingWon: (player, bid, trumps) =>
      `${act(player, 'gana', 'ganas')} la subasta con ${bid}${trumps ? `; triunfo: ${trumps}` : trumps === '' ? '; no hay triunfo' : ''}.`,
    cardGiven: (player, card, given, of) =>
      `${act(player, 'pone', 'pones')} en la pila de subasta ${card === null ? 'una carta boca abajo' : `una carta: ${card}`} (${given} de ${of}).`,
    pileRedealt: (each) => `La pila de subasta se baraja y se vuelve a repartir: ${words.count('card', each)} a cada uno.`,
    targetSet: (player) => `${act(player, 'aparta', 'apartas')} una carta objetivo.`,
    cardPlayed: (player, card) => `${act(player, 'juega', 'juegas')}: ${card}.`,
    trickWon: (winner, trick, cards) => `${act(winner, 'gana', 'ganas')} la baza ${trick} (${cards}).`,
    handScored: (hand, sheets, totals) => `Puntos de la mano ${hand}: ${sheets.join('; ')}. Totales: ${totals.join(', ')}.`,
    handScoredShort: (hand, scores) => `Puntos de la mano ${hand}: ${scores.join(', ')}.`,
    sheetLine: (name, total, lines) => `${name} ${total}${lines.length ? ` (${lines.join(', ')})` : ''}`,
    gameOverTeam: (team, names) => `Fin de la partida: gana el equipo ${team + 1} (${list(names)}).`,
    gameOver: (names, you) =>
      names.length > 1
        ? `Fin de la partida: ${list(names)} comparten la victoria.`
        : you
          ? 'Fin de la partida: ganas tú.'
          : `Fin de la partida: gana ${list(names)}.`,

    group: (size, rank, target) => {
      const label = `${groupName(size)} de ${PLURAL_RANKS[rank] ?? rank}`;
      const whose = { your: 'tu objetivo', team: 'el objetivo de tu equipo', seat: 'el objetivo', side: 'el objetivo del equipo' } as const;
      return target ? `${label} con ${whose[target]} ${rank}` : label;
    },
    contract: (bid, made, who, tricks) =>
      `contrato de ${bid} ${made ? 'cumplido' : 'fallido'}: ${{ you: 'hiciste', team: 'tu equipo hizo', side: 'el bando del ganador de la subasta hizo', bidder: 'el ganador de la subasta hizo' }[who]} ${words.count('trick', tricks)}`,

    rules: {
      headings: { goal: 'Objetivo', deck: 'Baraja', hand: 'Una mano', scoring: 'Puntuación' },
      goal: (goal) =>
        `Gana bazas que reúnan cartas del mismo rango. Puntos para ganar: ${goal}. La partida termina tras la mano en que alguien los alcanza; gana el total más alto.`,
      tieShared: 'Un empate en cabeza es una victoria compartida.',
      tieAnotherHand: 'Un empate en cabeza juega otra mano.',
      alone: 'Cada uno juega por su cuenta.',
      partnerships: (teams) =>
        `Parejas: ${teams.map((t) => list(t.map((seat) => `jugador ${seat}`))).join(' contra ')}; los compañeros juntan sus bazas y comparten un total.`,
      suits: (suits) => `Palos, de mayor a menor: ${suits.join(', ')}.`,
      ranks: (ranks, copies) => `Rangos, de mayor a menor: ${ranks.join(' ')}${copies > 1 ? ` (${copies} copias de cada carta)` : ''}.`,
      deal: (each, passes) =>
        `Reparto: ${words.count('card', each)} a cada jugador; el reparto pasa a la ${passes === 'left' ? 'izquierda' : 'derecha'}.`,
      bidding: (numbers, noTrumps, allowed, passIsFinal, endsAfterPasses) =>
        `Subasta: apuesta un número ${numbers} y un palo${noTrumps ? ' (o sin triunfo)' : ''}, más alto que la última apuesta; una apuesta vale si ${allowed}. Pasar ${passIsFinal ? 'es definitivo' : 'no es definitivo: puedes apostar más tarde'}; la subasta termina tras ${endsAfterPasses} pases seguidos y, si todos pasan, la mano se anula.`,
      pile: (trumps, winnerFaceUp, othersFaceUp) =>
        `Pila de subasta: el ganador de la subasta pone tantos ${trumps ? 'triunfos' : 'naipes'} como el número de su apuesta, ${side(winnerFaceUp)}; los demás ponen las mismas cartas, ${side(othersFaceUp)}; la pila se baraja y se vuelve a repartir.`,
      target: (cards) => `Objetivo: cada jugador aparta ${words.count('card', cards)} boca abajo.`,
      tricks: (count, follow, bidSuitTrumps, lowestWins) => {
        const rule =
          follow === 'any'
            ? 'Puedes jugar cualquier carta.'
            : `Sigue el palo de salida cuando puedas${follow === 'suit-then-trump' ? '; si no puedes, debes fallar con triunfo' : follow === 'suit-then-overtrump' ? '; si no puedes, debes fallar con un triunfo lo bastante alto para ganar la baza' : ''}.`;
        const trumps = bidSuitTrumps ? 'El palo de la apuesta ganadora es el triunfo.' : 'No hay triunfo.';
        const takes = lowestWins
          ? 'Gana la baza la carta más baja del palo de salida (o el triunfo más bajo).'
          : 'Gana la baza el triunfo más alto o, si no hay, la carta más alta del palo de salida.';
        return `Bazas: ${count}; el ganador de la subasta sale en la primera. ${rule} ${trumps} ${takes}`;
      },
      alwaysSuit: (suit) => `Cualquier carta de ${suit} gana a todas las demás.`,
      alwaysCard: (card) => `El ${card} gana a todas las demás cartas.`,
      values: (runs) => `Valor de las cartas: ${runs.map(([ranks, value]) => `${ranks.join(', ')}: ${value}`).join('; ')}.`,
      group: (size, targetsCount, withTarget, worth) =>
        `${words.count('card', size)} del mismo rango entre tus bazas${targetsCount ? ' y tu objetivo' : ''}${withTarget ? ', una de ellas tu objetivo' : ''}: ${points(words, worth)}.`,
      contractMade: (worth) => `El bando del ganador de la subasta cumple la apuesta: ${points(words, worth)}.`,
      contractFailed: (worth) => `El bando del ganador de la subasta no cumple la apuesta: ${points(words, worth)}.`,
    },
  };
}
