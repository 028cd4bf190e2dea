/**
 * What the drafting (Orchard) family's compiler says in its own words, in English: it comes with the
 * compiler, so a page that plays another game carries none of it. The other languages are in
 * ko.ts, ru.ts and es.ts, which only the readers that speak every language load (the command line,
 * the studio). Keys are `drafting:NAME` in a diagnostic (see scoped-messages.ts).
 */
export const DRAFTING_MESSAGES = {
  'needs-leader': 'a drafting game needs a phase leader: leader passes left',
  'needs-batch': 'a drafting game needs at least one batch',
  'needs-length': 'a drafting game needs its length: cards 12 each',
  'needs-centre': 'a drafting game needs the centre size: centre per player by players { 2: 3 | 3..6: 2 }',
  'needs-deck': 'a drafting game needs a deck of attribute cards: deck apples { attribute colour = red, green ... }',
} as const;
