/**
 * What Pomona says about reading a file (a ruleset, a deck, a tag vocabulary, a ruleset it
 * extends), in English, beside the readers that say it: why a file is refused, and what cannot
 * be read or extended. Scoped (see scoped-messages.ts), so a game's first paint carries no
 * catalogue; the other languages are in src/core/i18n/file-messages-<tag>.ts. Keys are `file:NAME`.
 */
import { scopedMessages } from '../i18n/scoped-messages.js';

export const FILE_MESSAGES = {
  'too-large': 'the file is {size} MB; Pomona reads files of at most {most} MB',
  'larger-than': 'the file is larger than {most} MB',
  'other-site': 'a ruleset may only name files from the site of the page it is on',
  'not-text': 'it is not a text file',
  'not-rules': 'rulesets are files ending in .rules',
  'vocabulary-not-txt': 'a tag vocabulary is a .txt file',
  'not-a-ruleset': "'{file}' cannot be read as a ruleset: {reason}",
  'not-a-deck': "'{file}' cannot be read as a deck: {reason}",
  'cannot-read': "cannot read '{file}'",
  'cannot-read-ruleset': 'cannot read the ruleset "{file}"',
  'deck-unusable': "the deck file '{file}' cannot be used: {reason}",
  'deck-unreadable': "cannot read the deck file '{file}'",
  'vocabulary-unusable': "the tag vocabulary '{file}' cannot be used: {reason}",
  'vocabulary-unreadable': "cannot read the tag vocabulary '{file}'[[path| (looked for '{path}')]]",
  'extends-twice': 'a ruleset extends at most one other ruleset',
  'extends-cycle': "'extends' goes round in a circle: {loop}",
  'extends-too-deep': 'rulesets may extend one another at most {most} deep',
  'extends-missing': 'cannot find the ruleset "{file}" that this one extends (looked for {path})[[guess| — did you mean "{guess}"?]]',
  'cannot-extend': '"{file}" cannot be extended: {reason}',
  'not-loaded': 'the rules could not be loaded: {detail}',
  'deck-not-ruleset': "this is a deck file, not a ruleset: check it with 'pomona deck check {file}'",
  'not-ruleset-file': 'this is not a ruleset: rulesets are files ending in .rules',
} as const;

/** A message about reading a file, by name, with its English. */
export const fileSays = scopedMessages('file', FILE_MESSAGES);
