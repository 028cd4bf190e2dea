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
  'attribute-range-too-large': "attribute '{name}' would have {size} values; at most {most} are allowed",
  'attribute-mixed': "attribute '{name}' mixes numbers and words; its values must be all numbers or all words",
  'attribute-too-many': "attribute '{name}' has {size} values; at most {most} are allowed",
  'attribute-value-twice': "attribute '{name}' lists '{value}' twice",
  'attribute-twice': "attribute '{name}' is declared twice",
  'deck-too-large': 'this deck would have {size} cards; a deck may have at most {most}',
  'deck-empty': 'this deck has no cards: every card is given 0 copies',
  'sequence-too-long': 'a sequence may have at most {most} numbers',
  'deck-too-small': '{players} players with {each} cards each need {needed} cards, but the deck has {has}',
  'centre-empty': 'the centre must turn up at least 1 card per player, but this gives {value} {setting}',
  'batch-needs-score': 'batch "{name}" needs a score',
  'no-fallback':
    'every batch has a placement rule or a limit, so a player could be left with no legal move; keep one batch that accepts any card (like the Bad Batch)',
  'tie-shared': 'a drafting game ends with its last phase, so equal totals share the win: write tie shared win',
} as const;
