/**
 * What the judging (Apples to Apples) family's compiler says in its own words, in English: it comes with the
 * compiler, so a page that plays another game carries none of it. The other languages are in
 * ko.ts, ru.ts and es.ts, which only the readers that speak every language load (the command line,
 * the studio). Keys are `judging:NAME` in a diagnostic (see scoped-messages.ts).
 */
export const JUDGING_MESSAGES = {
  'needs-goal': 'a judging game needs a goal: goal green cards by players { 4: 8 | ... }',
  'needs-hand': 'a judging game needs a hand size: hand 7 red cards',
  'needs-judge': 'a judging game needs a judge: judge from seed, passes left',
  'needs-placing': 'a judging game needs placing rules: placing { players 6..10: each plays 1, ... }',
  'needs-deck': 'a judging game needs a {deck} deck: deck {deck} from "decks/{deck}.cards"',
} as const;
