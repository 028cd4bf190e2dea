/** Saying who won, in the same words in every element: "South wins", "South and North win". */

/** The winners' names joined with "and", then "wins" for one winner or `together` (default "win") for several. */
export function winnersWords(names: readonly (string | undefined)[], together = 'win'): string {
  return `${names.join(' and ')} ${names.length > 1 ? together : 'wins'}`;
}
