/** The drafting (Orchard) family's own messages in Spanish (see en.ts). */
import type { DRAFTING_MESSAGES } from './en.js';
import type { DRAFTING_FACTS } from './facts.js';
import type { DRAFTING_LAYOUT } from './layout.js';

export const messages: Readonly<
  Record<keyof typeof DRAFTING_MESSAGES | keyof typeof DRAFTING_FACTS | keyof typeof DRAFTING_LAYOUT, string>
> = {
  'needs-leader': 'un juego de draft necesita quien abre cada fase: leader passes left',
  'needs-batch': 'un juego de draft necesita al menos un lote',
  'needs-length': 'un juego de draft necesita su duración: cards 12 each',
  'needs-centre': 'un juego de draft necesita el tamaño del centro: centre per player by players { 2: 3 | 3..6: 2 }',
  'needs-deck': 'un juego de draft necesita una baraja de cartas con atributos: deck apples { attribute colour = red, green ... }',
  'attribute-range-too-large': "el atributo '{name}' tendría {size} valores; se permiten como mucho {most}",
  'attribute-mixed': "el atributo '{name}' mezcla números y palabras; sus valores deben ser todos números o todos palabras",
  'attribute-too-many': "el atributo '{name}' tiene {size} valores; se permiten como mucho {most}",
  'attribute-value-twice': "el atributo '{name}' nombra '{value}' dos veces",
  'attribute-twice': "el atributo '{name}' se declara dos veces",
  'deck-too-large': 'esta baraja tendría {size} cartas; una baraja puede tener como mucho {most}',
  'deck-empty': 'esta baraja no tiene cartas: cada carta tiene 0 copias',
  'sequence-too-long': 'una secuencia puede tener como mucho {most} números',
  'deck-too-small': '{players} jugadores con {each} cartas cada uno necesitan {needed} cartas, pero la baraja tiene {has}',
  'centre-empty': 'el centro debe mostrar al menos 1 carta por jugador, pero esto da {value} {setting}',
  'batch-needs-score': 'el lote "{name}" necesita una puntuación (score)',
  'no-fallback':
    'cada lote tiene una regla de colocación o un límite, así que un jugador podría quedarse sin jugada legal; deje un lote que acepte cualquier carta (como el Bad Batch)',
  'tie-shared': 'un juego de draft termina con su última fase, así que los totales iguales comparten la victoria: escriba tie shared win',
  'fact-attribute': 'atributo {name}',
  'fact-copies': 'copias de cada carta',
  'fact-centre': 'cartas descubiertas por jugador',
  'fact-cards-each': 'cartas de cada uno',
  'fact-leader': 'el turno de abrir pasa',
  'fact-tie': 'empate al final',
  'fact-batch': 'lote {name}',
  'fact-in-orchard': 'en el huerto',
  'fact-batch-holds': 'lote {name}: capacidad',
  'fact-batch-rule': 'lote {name}: regla de colocación',
  'fact-batch-rule-n': 'lote {name}: regla de colocación {n}',
  'fact-batch-score': 'lote {name}: puntuación',
  'layout-not-object': 'la disposición debe ser un objeto JSON que asigne a cada nombre de lote una lista de cartas',
  'layout-unknown-batch': 'lote desconocido "{name}"; los lotes son {batches}',
  'layout-not-list': 'el lote "{name}" debe listar sus cartas en un array',
  'layout-card': 'lote "{name}", carta {n}: {problem}',
  'layout-too-often': 'lote "{name}", carta {n}: {card} aparece más veces de las que tiene la baraja ({copies})',
};
