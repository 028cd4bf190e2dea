/**
 * What a deck file's check says, in English, beside the code that checks deck files (deck-file.ts):
 * a page that plays no word game carries none of it, and it costs the party game's first paint no
 * catalogue. The other languages are in src/core/i18n/deck-messages-<tag>.ts. Keys are `deck:NAME`
 * in a diagnostic (see scoped-messages.ts).
 */
export const DECK_MESSAGES = {
  'bad-tag': "'{tag}' is not a tag: use lowercase letters, digits and hyphens",
  'vocabulary-too-large': 'the vocabulary file is too large ({characters} characters)',
  'tag-twice': "tag '{tag}' is listed twice",
  'file-too-long': 'the deck file is {characters} characters long; at most {max} are read',
  'line-too-long': 'this line is {characters} characters long; a card line may have at most {max}',
  kind: "a deck's kind is 'green' or 'red', not '{kind}'",
  'tags-from': 'write the vocabulary as: tags from "tags.txt"',
  'too-many-cards': 'a deck file may hold at most {max} cards',
  'three-parts': 'a card line has three parts, TEXT | DETAIL | TAGS, but this one has {parts}',
  'no-text': 'the card has no text before the first |',
  'control-character': 'the line contains a control character',
  'card-twice': "duplicate card '{card}' (first at line {line})",
  'unknown-tag': "unknown tag '{tag}'[[guess| — did you mean '{guess}'?]]",
  'no-tags': "card '{card}' has no tags; computer players need at least one",
  'no-kind': "the deck file does not say its kind: add a line 'kind green' or 'kind red'",
} as const;
