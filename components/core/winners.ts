/** Saying who won, in the same words in every element: "South wins", "South and North win". */

/** The winners' names joined with "and", then "wins" for one winner or `together` (default "win") for several. */
export function winnersWords(names: readonly (string | undefined)[], together = 'win'): string {
  // "You" takes the plural verb: "You win", never "You wins".
  return `${names.join(' and ')} ${names.length > 1 ? together : names[0] === 'You' ? 'win' : 'wins'}`;
}
