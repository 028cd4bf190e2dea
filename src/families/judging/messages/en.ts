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
  'deck-file-twice': "'{file}' is listed twice for the {deck} deck",
  'not-deck-file': "'{file}' is not a deck file: deck files end in .cards",
  'wrong-deck': "'{file}' holds {kind} cards, but it is listed for the {deck} deck",
  'card-twice': "duplicate card '{card}' (also in {earlier})",
  'green-or-red': "a judging game has a 'green' deck and a 'red' deck, not '{name}'",
  'hand-not-red': "hands hold red cards, not '{name}' cards",
  'placing-overlap': '{players} players are covered by two placing rules (also at line {line})',
  'placing-conflict': 'a placing rule cannot both return the last card and judge only the first cards',
  'placing-gap': 'the placing rules do not cover {uncovered} players, but the game is for {min}..{max}',
  'goal-not-green': "the goal counts green cards won, not '{name}' cards",
  'green-empty': 'the green deck has no cards',
  'hand-empty': 'a hand must hold at least 1 card, but this gives {hand} {setting}',
  'red-too-few': '{players} players with hands of {hand} need at least {need} red cards, but the red deck has {has}',
  'place-range': 'each player must place from 1 to {hand} cards, the fewest first, but this gives {min}..{max} {setting}',
  'first-judged': 'at least the first card placed must be judged, but this gives {first} {setting}',
  'goal-positive': 'the goal must be at least 1 green card, but this gives {wins} {setting}',
  'green-too-few':
    '{players} players playing to {wins} green cards need at least {need} green cards ({players} × {less} + 1), but the green deck has {has}',
} as const;
