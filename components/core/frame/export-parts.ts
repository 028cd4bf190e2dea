/**
 * Shoelace's naming for parts of nested elements: a part `card-button` of `<apples-hand>` inside a
 * game element is exported as `apples-hand__card-button`, so a page styles it with
 * `apples-table::part(apples-hand__card-button)`. One scheme for every element.
 */

/** The `exportparts` value exporting each of `parts` of `<tag>` as `tag__part`. */
export function exportParts(tag: string, parts: readonly string[]): string {
  return parts.map((part) => `${part}:${tag}__${part}`).join(', ');
}
