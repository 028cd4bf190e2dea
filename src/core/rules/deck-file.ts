/**
 * Word-card deck files (Apples to Apples): plain text a house-rule maker can edit.
 *
 *   # comment
 *   kind green                 # or red
 *   tags from "tags.txt"       # the tag vocabulary, relative to this file
 *   Ancient | old, timeworn, antique | old history
 *
 * One card a line: TEXT | DETAIL | TAGS. DETAIL is the synonyms (green) or the flavour line (red).
 */
import { diagnosticOnLine as problem, type Diagnostic } from './diagnostic.js';
import type { WordCard } from './ruleset.js';
import { suggest } from './suggest.js';
import { scopedMessages } from '../i18n/scoped-messages.js';
import { DECK_MESSAGES } from './deck-messages.js';

const deckSays = scopedMessages('deck', DECK_MESSAGES);
import { normaliseText } from './source-text.js';

/** Largest deck file accepted, in characters. */
export const MAX_DECK_FILE_CHARS = 4 * 1024 * 1024;
/** Most cards one deck file may hold. */
export const MAX_DECK_CARDS = 20000;
/** Longest line accepted. */
const MAX_LINE = 1000;

/** What a deck file holds. */
export interface DeckFile {
  readonly cards: WordCard[];
  readonly kind: 'green' | 'red' | null;
  /** The vocabulary file named by `tags from "..."`, as written (relative to the deck file). */
  readonly tagsFile: string | null;
  /** The line of `tags from`, where problems with the vocabulary are reported (1 when there is none). */
  readonly tagsLine: number;
  readonly diagnostics: Diagnostic[];
}

const TAG = /^[a-z][a-z0-9-]*$/;
// Control characters other than tab have no place in card text.
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's purpose
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Hand each well-formed tag of `text` (a line's part from column `start` + 1) to `take`; report the others. */
function readTags(
  text: string,
  file: string,
  line: number,
  start: number,
  diagnostics: Diagnostic[],
  take: (tag: string, column: number) => void,
): void {
  for (const match of withoutComment(text).matchAll(/[^\s,]+/g)) {
    const tag = match[0];
    const column = start + (match.index ?? 0) + 1;
    if (TAG.test(tag)) take(tag, column);
    else diagnostics.push(problem(file, line, column, tag.length, 'bad-tag', deckSays('bad-tag', { tag })));
  }
}

/** Strip a trailing `# comment` (a `#` starting a word, so "No. #1" style text is rare enough). */
function withoutComment(line: string): string {
  const at = line.search(/(^|\s)#/);
  return at < 0 ? line : line.slice(0, at);
}

/** Read a tag vocabulary: one or more tags a line, `#` comments. */
export function parseTagVocabulary(raw: string, file: string): { tags: string[]; diagnostics: Diagnostic[] } {
  const text = normaliseText(raw);
  const tags: string[] = [];
  const diagnostics: Diagnostic[] = [];
  if (text.length > MAX_DECK_FILE_CHARS) {
    return {
      tags,
      diagnostics: [problem(file, 1, 1, 1, 'resource-limit', deckSays('vocabulary-too-large', { characters: text.length }))],
    };
  }
  const seen = new Set<string>();
  text.split('\n').forEach((raw, i) =>
    readTags(raw, file, i + 1, 0, diagnostics, (tag, column) => {
      if (seen.has(tag)) diagnostics.push(problem(file, i + 1, column, tag.length, 'duplicate', deckSays('tag-twice', { tag }), 'warning'));
      else {
        seen.add(tag);
        tags.push(tag);
      }
    }),
  );
  return { tags, diagnostics };
}

/** Read a deck file. With a vocabulary, unknown tags are reported. Never throws. */
export function parseDeckFile(raw: string, file: string, vocabulary: readonly string[] | null): DeckFile {
  const text = normaliseText(raw);
  const cards: WordCard[] = [];
  const diagnostics: Diagnostic[] = [];
  let kind: 'green' | 'red' | null = null;
  let tagsFile: string | null = null;
  let tagsLine = 1;
  if (text.length > MAX_DECK_FILE_CHARS) {
    diagnostics.push(
      problem(file, 1, 1, 1, 'resource-limit', deckSays('file-too-long', { characters: text.length, max: MAX_DECK_FILE_CHARS })),
    );
    return { cards, kind, tagsFile, tagsLine, diagnostics };
  }
  const known = vocabulary ? new Set(vocabulary) : null;
  const firstSeen = new Map<string, number>();
  const lines = text.split('\n');
  for (const [i, line] of lines.entries()) {
    const lineNo = i + 1;
    const raw = line.replace(/\r$/, '');
    if (raw.length > MAX_LINE) {
      diagnostics.push(problem(file, lineNo, 1, 1, 'resource-limit', deckSays('line-too-long', { characters: raw.length, max: MAX_LINE })));
      continue;
    }
    const trimmed = raw.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    const indent = raw.length - raw.trimStart().length;
    const header = /^(kind|tags)\b\s*(.*)$/.exec(trimmed);
    if (header && !trimmed.includes('|')) {
      const [, word, after = ''] = header;
      const rest = withoutComment(after).trim();
      if (word === 'kind') {
        if (rest === 'green' || rest === 'red') kind = rest;
        else diagnostics.push(problem(file, lineNo, indent + 1, trimmed.length, 'syntax', deckSays('kind', { kind: rest })));
      } else {
        const named = /^from\s+"([^"]+)"$/.exec(rest)?.[1];
        if (named !== undefined) {
          tagsFile = named;
          tagsLine = lineNo;
        } else diagnostics.push(problem(file, lineNo, indent + 1, trimmed.length, 'syntax', deckSays('tags-from')));
      }
      continue;
    }
    if (cards.length >= MAX_DECK_CARDS) {
      diagnostics.push(problem(file, lineNo, 1, 1, 'resource-limit', deckSays('too-many-cards', { max: MAX_DECK_CARDS })));
      break;
    }
    const fields = raw.split('|');
    if (fields.length !== 3) {
      diagnostics.push(problem(file, lineNo, indent + 1, trimmed.length, 'syntax', deckSays('three-parts', { parts: fields.length })));
      continue;
    }
    const [textField, detailField, tagField] = fields as [string, string, string];
    const cardText = textField.trim();
    const detail = detailField.trim();
    const textColumn = textField.length - textField.trimStart().length + 1;
    if (cardText === '') {
      diagnostics.push(problem(file, lineNo, 1, 1, 'syntax', deckSays('no-text')));
      continue;
    }
    const control = CONTROL.exec(raw);
    if (control) {
      diagnostics.push(problem(file, lineNo, (control.index ?? 0) + 1, 1, 'bad-character', deckSays('control-character')));
      continue;
    }
    const key = cardText.toLowerCase();
    const earlier = firstSeen.get(key);
    if (earlier !== undefined) {
      diagnostics.push(
        problem(file, lineNo, textColumn, cardText.length, 'duplicate', deckSays('card-twice', { card: cardText, line: earlier })),
      );
      continue;
    }
    firstSeen.set(key, lineNo);
    const tagStart = textField.length + detailField.length + 2;
    const tags: string[] = [];
    readTags(tagField, file, lineNo, tagStart, diagnostics, (tag, column) => {
      if (known && !known.has(tag))
        diagnostics.push(
          problem(file, lineNo, column, tag.length, 'unknown-tag', deckSays('unknown-tag', { tag, guess: suggest(tag, known) ?? '' })),
        );
      else if (!tags.includes(tag)) tags.push(tag);
    });
    if (tags.length === 0 && !diagnostics.some((d) => d.line === lineNo && d.file === file)) {
      diagnostics.push(problem(file, lineNo, textColumn, cardText.length, 'missing-tags', deckSays('no-tags', { card: cardText })));
    }
    cards.push(Object.freeze({ text: cardText, detail, tags: Object.freeze(tags), file, line: lineNo }));
  }
  if (kind === null) diagnostics.push(problem(file, 1, 1, 1, 'missing', deckSays('no-kind'), 'warning'));
  return { cards, kind, tagsFile, tagsLine, diagnostics };
}
