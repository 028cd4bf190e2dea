/** The card and game words in Spanish (see card-words.ts): a module of their own, so a page loads only its language's. */
import type { CardWords } from './card-words.js';

export const words: CardWords = {
  suits: {
    spades: { name: 'picas', inCardName: 'picas', counted: { one: 'pica' } },
    clubs: { name: 'tréboles', inCardName: 'tréboles', counted: { one: 'trébol' } },
    hearts: { name: 'corazones', inCardName: 'corazones', counted: { one: 'corazón' } },
    diamonds: { name: 'diamantes', inCardName: 'diamantes', counted: { one: 'diamante' } },
  },
  ranks: { A: 'as', K: 'rey', Q: 'reina', J: 'jota' },
  cardName: '{rank} de {suit}',
  ordinal: { other: '{n}.º' },
  counted: {
    card: { one: '{n} carta', other: '{n} cartas' },
    point: { one: '{n} punto', other: '{n} puntos' },
    trick: { one: '{n} baza', other: '{n} bazas' },
    player: { one: '{n} jugador', other: '{n} jugadores' },
    hand: { one: '{n} mano', other: '{n} manos' },
    round: { one: '{n} ronda', other: '{n} rondas' },
    'green-card': { one: '{n} carta verde', other: '{n} cartas verdes' },
    'red-card': { one: '{n} carta roja', other: '{n} cartas rojas' },
    trump: { one: '{n} triunfo', other: '{n} triunfos' },
    'point-short': { one: '{n} pto', other: '{n} ptos' },
  },
  rules: {
    range: 'de {min} a {max}',
    byPlayers: '{range} jugadores: {value}',
    playersHeading: 'Jugadores',
    playersRange: '{range} jugadores.',
    houseRule: 'Regla de la casa «{description}»: {value}, salvo que la mesa elija otra cosa.',
    yes: 'sí',
    no: 'no',
  },
  explain: {
    so: '{because}, así que {result}',
    noCards: 'sin cartas',
    withPlayers: 'con {n} jugadores, {text}',
    noRow: 'no hay fila para {n} jugadores: 0',
    noPairs: 'ninguna pareja completa: 0',
    noSteps: 'ningún par de cartas seguidas: 0',
    of: '{aggregate} de {attribute} ({values})',
    highestPower: '(la mayor potencia permitida)',
  },
};
