/** A deck file's check in Spanish (see src/core/rules/deck-messages.ts). */
import type { DECK_MESSAGES } from '../rules/deck-messages.js';

export const messages: Readonly<Record<keyof typeof DECK_MESSAGES, string>> = {
  'bad-tag': "'{tag}' no es una etiqueta: use minúsculas sin tilde, cifras y guiones",
  'vocabulary-too-large': 'el archivo de etiquetas es demasiado grande ({characters} caracteres)',
  'tag-twice': "la etiqueta '{tag}' aparece dos veces",
  'file-too-long': 'el archivo del mazo tiene {characters} caracteres; se leen como mucho {max}',
  'line-too-long': 'esta línea tiene {characters} caracteres; una línea de carta puede tener como mucho {max}',
  kind: "el tipo de un mazo es 'green' o 'red', no '{kind}'",
  'tags-from': 'escriba las etiquetas así: tags from "tags.txt"',
  'too-many-cards': 'un archivo de mazo puede tener como mucho {max} cartas',
  'three-parts': 'una línea de carta tiene tres partes, TEXT | DETAIL | TAGS, pero esta tiene {parts}',
  'no-text': 'la carta no tiene texto antes del primer |',
  'control-character': 'la línea contiene un carácter de control',
  'card-twice': "carta repetida '{card}' (primero en la línea {line})",
  'unknown-tag': "etiqueta desconocida '{tag}'[[guess| — ¿quería decir '{guess}'?]]",
  'no-tags': "la carta '{card}' no tiene etiquetas; los jugadores de la computadora necesitan al menos una",
  'no-kind': "el archivo del mazo no dice su tipo: añada una línea 'kind green' o 'kind red'",
};
