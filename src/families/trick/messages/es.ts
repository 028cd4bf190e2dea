/** The trick-taking (Apples) family's own messages in Spanish (see en.ts). */
import type { TRICK_MESSAGES } from './en.js';

export const messages: Readonly<Record<keyof typeof TRICK_MESSAGES, string>> = {
  'needs-bidding': 'un juego de bazas necesita un bloque bidding',
  'needs-deal': 'un juego de bazas necesita un reparto: deal 13 each',
  'needs-dealer': 'un juego de bazas necesita un repartidor: dealer from seed, passes left',
  'needs-deck': 'un juego de bazas necesita una baraja: deck playing { ranks ... suits ... }',
  'needs-goal': 'un juego de bazas necesita una meta: goal 250 points',
  'needs-tricks': 'un juego de bazas necesita un bloque tricks',
  'needs-values': 'un juego de bazas necesita los valores de las cartas: value A: 15 | K Q J 10: 10 | ...',
  'needs-groups': 'un juego de bazas necesita puntos por grupos: score groups of rank in winnings and target { ... }',
  'needs-bid-shape': 'el bloque bidding necesita la forma de una apuesta: bid number 1..13 and suit',
  'needs-bidding-end': 'el bloque bidding necesita decir cuándo termina: ends after 3 passes',
  'needs-contract-score': 'el bloque contract necesita una puntuación: made = 10 * bid + overtricks, failed = -10 * bid',
  'needs-rank-order': 'la baraja necesita el orden de sus valores: ranks A K Q J 10 9 8 7 6 5 4 3 2',
  'needs-suit-order': 'la baraja necesita el orden de sus palos: suits spades > clubs > hearts > diamonds',
  'needs-count': 'el bloque tricks necesita el número de bazas: count 12',
  'needs-pile-lines':
    'el bloque pile necesita tres líneas: lo que da el ganador, lo que dan los demás, y "then shuffle and deal number each"',
  'unknown-rank': "valor de carta desconocido '{name}'[[guess| — ¿quería decir '{guess}'?]]",
  'unknown-suit': "palo desconocido '{name}'[[guess| — ¿quería decir '{guess}'?]]",
  'rank-twice': "el valor '{name}' aparece dos veces en el orden (primero en la línea {line})",
  'suit-twice': "el palo '{name}' aparece dos veces en el orden (primero en la línea {line})",
  'ranks-left-out': 'al orden de valores le falta {left}; la baraja francesa tiene {count} valores',
  'suits-left-out': 'al orden de palos le falta {left}; la baraja francesa tiene {count} palos',
  'value-twice': "al valor '{rank}' se le da puntuación dos veces",
  'no-value': 'la tabla de puntos no da puntos a {ranks}',
  'deal-range': 'las cartas repartidas a cada jugador deben ser de 1 a 1000, pero esto da {each} {setting}',
  'deal-too-many': 'repartir {each} a cada uno de {players} jugadores necesita {needed} cartas, pero la baraja tiene {has}',
  'tricks-mismatch':
    '{tricks} bazas no cuadran con las {holds} cartas que tiene cada jugador ({each} repartidas[[target|, {target} apartadas como objetivo]]) {setting}',
  'bid-above-deal': 'una apuesta puede ser como mucho las {each} cartas que recibe cada jugador, no {max}[[setting| {setting}]]',
  'goal-positive': 'la meta debe ser al menos 1 punto, pero esto da {points} {setting}',
  'group-gap':
    'las puntuaciones de grupos tienen un hueco: los grupos de {below} y de {size} puntúan, pero no hay puntuación para un grupo de {gap}',
  'seat-twice': 'el asiento {seat} está en dos equipos (primero en la línea {line})',
  'lowest-bid-unsure':
    'la apuesta más baja, {min}, no se permite con las {sure} cartas de un palo que toda mano de {each} tiene seguro[[setting| {setting}]], así que se podría obligar a todos a pasar y repartir la mano una y otra vez',
  'no-trumps-unbid':
    "'no trumps {side} ...' ordena una apuesta sin triunfo, pero la apuesta ({where}) no la permite: escriba 'bid number ... and suit or no trumps'",
  'at-line': 'línea {line}',
  'at-line-of': 'línea {line} de {file}',
  'removed-too-often': "la carta '{card}' se quita {times} veces, pero la baraja tiene {copies}",
  'removed-too-often-one': "la carta '{card}' se quita {times} veces, pero la baraja tiene una",
  'removed-one-too-few':
    'quitar {removed} carta deja {left}, demasiado pocas para repartir {each} a cada uno de {players} jugadores ({needed} cartas)',
  'removed-too-few':
    'quitar {removed} cartas deja {left}, demasiado pocas para repartir {each} a cada uno de {players} jugadores ({needed} cartas)',
  'deck-less-removed': '{left} ({whole} menos {removed} quitadas)',
  'no-seat': 'no hay asiento {seat}: el juego es para {players} jugadores',
  'no-seat-between': 'no hay asiento {seat}: el juego es para {min} a {max} jugadores',
  'one-team': 'hacen falta al menos dos equipos, o no hay contra quién jugar',
  'seat-in-no-team':
    'los equipos deben sentar a todos los jugadores de un tamaño de mesa ({named} asientos nombrados), pero el asiento {seats} no está en ningún equipo',
  'seats-in-no-team':
    'los equipos deben sentar a todos los jugadores de un tamaño de mesa ({named} asientos nombrados), pero los asientos {seats} no están en ningún equipo',
  'teams-table-range':
    'los equipos deben sentar a todos los jugadores de un tamaño de mesa ({named} asientos nombrados), pero el juego admite de {min} a {max} jugadores',
  'void-needs-follow': "'{rule}' necesita que se siga el palo, pero las bazas dicen 'follow any card' (línea {line})",
  'void-needs-trumps': "'{rule}' necesita un palo de triunfo, pero las bazas dicen 'trumps none' (línea {line})",
};
