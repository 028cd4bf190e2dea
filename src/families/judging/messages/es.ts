/** The judging (Apples to Apples) family's own messages in Spanish (see en.ts). */
import type { JUDGING_MESSAGES } from './en.js';
import type { JUDGING_FACTS } from './facts.js';

export const messages: Readonly<Record<keyof typeof JUDGING_MESSAGES | keyof typeof JUDGING_FACTS, string>> = {
  'needs-goal': 'un juego con juez necesita una meta: goal green cards by players { 4: 8 | ... }',
  'needs-hand': 'un juego con juez necesita el tamaño de la mano: hand 7 red cards',
  'needs-judge': 'un juego con juez necesita un juez: judge from seed, passes left',
  'needs-placing': 'un juego con juez necesita reglas de juego: placing { players 6..10: each plays 1, ... }',
  'needs-deck': 'un juego con juez necesita un mazo {deck}: deck {deck} from "decks/{deck}.cards"',
  'deck-file-twice': "'{file}' aparece dos veces en la baraja {deck}",
  'not-deck-file': "'{file}' no es un archivo de baraja: los archivos de baraja terminan en .cards",
  'wrong-deck': "'{file}' tiene cartas {kind}, pero aparece en la baraja {deck}",
  'card-twice': "carta repetida '{card}' (también en {earlier})",
  'green-or-red': "un juego de juez tiene una baraja 'green' y una baraja 'red', no '{name}'",
  'hand-not-red': "las manos tienen cartas rojas (red), no cartas '{name}'",
  'placing-overlap': '{players} jugadores tienen dos reglas de colocación (también en la línea {line})',
  'placing-conflict': 'una regla de colocación no puede a la vez devolver la última carta y juzgar solo las primeras cartas',
  'placing-gap': 'las reglas de colocación no cubren {uncovered} jugadores, pero el juego es para {min}..{max}',
  'goal-not-green': "la meta cuenta cartas verdes ganadas (green), no cartas '{name}'",
  'green-empty': 'la baraja verde no tiene cartas',
  'hand-empty': 'una mano debe tener al menos 1 carta, pero esto da {hand} {setting}',
  'red-too-few': '{players} jugadores con manos de {hand} necesitan al menos {need} cartas rojas, pero la baraja roja tiene {has}',
  'place-range': 'cada jugador debe colocar de 1 a {hand} cartas, la menor cantidad primero, pero esto da {min}..{max} {setting}',
  'first-judged': 'al menos la primera carta colocada debe juzgarse, pero esto da {first} {setting}',
  'goal-positive': 'la meta debe ser al menos 1 carta verde, pero esto da {wins} {setting}',
  'green-too-few':
    '{players} jugadores que juegan a {wins} cartas verdes necesitan al menos {need} cartas verdes ({players} × {less} + 1), pero la baraja verde tiene {has}',
  'fact-goal': 'cartas verdes para ganar',
  'fact-hand': 'cartas rojas en la mano',
  'fact-green-deck': 'baraja verde',
  'fact-red-deck': 'baraja roja',
  'fact-judge': 'el juez pasa',
  'fact-placing': 'cartas rojas colocadas con {players} jugadores',
  'fact-placing-value': 'de {min} a {max}[[returns|, la última colocada vuelve]]',
};
