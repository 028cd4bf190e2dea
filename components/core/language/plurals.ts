/** Counted nouns in English words ("1 card", "3 cards"), the plural form chosen by `Intl.PluralRules`. */

const rules = new Intl.PluralRules('en');

/** `count` and the noun in the form the count takes: `counted(1, 'card')` is "1 card", `counted(3, 'card')` "3 cards". */
export function counted(count: number, one: string, other = `${one}s`): string {
  return `${count} ${rules.select(count) === 'one' ? one : other}`;
}

/** A suit of the French deck named after one of it, as the English card words say it ("1 diamond"); any other name as it is. */
export function oneOfSuit(suit: string): string {
  return /^(spade|club|heart|diamond)s$/i.test(suit) ? suit.slice(0, -1) : suit;
}
