/** `pomona deck check FILE...`: check Apples to Apples deck files (duplicates, missing and unknown tags). */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseDeckFile, parseTagVocabulary } from '../rules/deck-file.js';
import type { Diagnostic } from '../rules/diagnostic.js';
import { diagnosticToJson, formatDiagnostic } from '../rules/format.js';
import { resolveRelative } from '../rules/paths.js';
import type { CliIo, Command } from './io.js';
import { EXIT_INPUT, EXIT_OK, EXIT_USAGE } from './io.js';

const help = `Usage: pomona deck check [--json] FILE...

Check Apples to Apples deck files: every card line is TEXT | DETAIL | TAGS, no card appears
twice, every card has tags, and every tag is in the vocabulary the deck names with
'tags from "FILE"' (read relative to the deck file). A file without card lines or a 'kind'
line is checked as a tag vocabulary (one or more tags a line, # comments).

Problems are printed as FILE:LINE:COL: error: MESSAGE with the line and a caret.

Options:
  --json   print one JSON object: each file's kind, card count and diagnostics

Exit status: 0 no errors (warnings allowed), 1 errors found, 2 usage error.
`;

/** The result of checking one deck file. */
interface DeckReport {
  readonly file: string;
  readonly kind: 'green' | 'red' | null;
  readonly cards: number;
  readonly tagsFile: string | null;
  readonly diagnostics: Diagnostic[];
}

function readText(io: CliIo, file: string): string | undefined {
  try {
    return readFileSync(resolve(io.cwd, file), 'utf8');
  } catch {
    return undefined;
  }
}

function whole(file: string, code: string, message: string, line = 1, length = 1): Diagnostic {
  return { file, line, column: 1, endLine: line, endColumn: 1 + length, severity: 'error', code, message };
}

/** A file with no card line and no `kind` header is a tag vocabulary (such as tags.txt), checked as one. */
function looksLikeVocabulary(text: string): boolean {
  return !text.split('\n').some((line) => {
    const body = line.trim();
    return !body.startsWith('#') && (body.includes('|') || /^kind\b/.test(body));
  });
}

/** Check one deck file (or a tag vocabulary) and the vocabulary it names; `texts` collects each file's text for carets. */
function checkDeck(io: CliIo, file: string, texts: Map<string, string>): DeckReport {
  const text = readText(io, file);
  if (text === undefined) {
    return { file, kind: null, cards: 0, tagsFile: null, diagnostics: [whole(file, 'missing-file', `cannot read '${file}'`)] };
  }
  texts.set(file, text);
  if (looksLikeVocabulary(text)) {
    const vocabulary = parseTagVocabulary(text, file);
    return { file, kind: null, cards: 0, tagsFile: file, diagnostics: vocabulary.diagnostics };
  }
  const first = parseDeckFile(text, file, null);
  if (first.tagsFile === null) return { file, kind: first.kind, cards: first.cards.length, tagsFile: null, diagnostics: first.diagnostics };
  const vocabFile = resolveRelative(file.replace(/\\/g, '/'), first.tagsFile);
  const vocabText = readText(io, vocabFile);
  if (vocabText === undefined) {
    const at = text.split('\n').findIndex((l) => /^\s*tags\b/.test(l));
    const line = at < 0 ? 1 : at + 1;
    const missing = whole(file, 'missing-file', `cannot read the tag vocabulary '${first.tagsFile}' (looked for '${vocabFile}')`, line, (text.split('\n')[line - 1] ?? '').length);
    return { file, kind: first.kind, cards: first.cards.length, tagsFile: vocabFile, diagnostics: [...first.diagnostics, missing] };
  }
  texts.set(vocabFile, vocabText);
  const vocabulary = parseTagVocabulary(vocabText, vocabFile);
  const checked = parseDeckFile(text, file, vocabulary.tags);
  return { file, kind: checked.kind, cards: checked.cards.length, tagsFile: vocabFile, diagnostics: [...vocabulary.diagnostics, ...checked.diagnostics] };
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** Run `pomona deck ARGS`. */
export function runDeck(args: readonly string[], io: CliIo): number {
  const [sub, ...rest] = args;
  if (sub !== 'check') {
    io.stderr(`pomona deck: ${sub === undefined ? 'missing subcommand' : `unknown subcommand '${sub}'`}\n\n${help}`);
    return EXIT_USAGE;
  }
  const json = rest.includes('--json');
  const unknown = rest.find((a) => a.startsWith('-') && a !== '--json');
  if (unknown !== undefined) {
    io.stderr(`pomona deck check: unknown option '${unknown}'\n\n${help}`);
    return EXIT_USAGE;
  }
  const files = rest.filter((a) => a !== '--json');
  if (files.length === 0) {
    io.stderr(`pomona deck check: name at least one deck file\n\n${help}`);
    return EXIT_USAGE;
  }
  const texts = new Map<string, string>();
  const reports = files.map((f) => checkDeck(io, f, texts));
  // A vocabulary shared by several decks is reported once.
  const seen = new Set<string>();
  const all: Diagnostic[] = [];
  for (const r of reports) {
    for (const d of r.diagnostics) {
      const key = `${d.file}:${d.line}:${d.column}:${d.code}:${d.message}`;
      if (!seen.has(key)) {
        seen.add(key);
        all.push(d);
      }
    }
  }
  const errors = all.filter((d) => d.severity === 'error').length;
  const warnings = all.length - errors;
  if (json) {
    const out = {
      files: reports.map((r) => ({
        file: r.file,
        kind: r.kind,
        cards: r.cards,
        tags: r.tagsFile,
        diagnostics: r.diagnostics.map(diagnosticToJson),
      })),
      errors,
      warnings,
    };
    io.stdout(`${JSON.stringify(out, null, 2)}\n`);
  } else {
    for (const d of all) io.stdout(`${formatDiagnostic(d, texts.get(d.file))}\n`);
    const cards = reports.reduce((n, r) => n + r.cards, 0);
    io.stdout(`${plural(reports.length, 'file')} checked, ${plural(cards, 'card')}: ${plural(errors, 'error')}, ${plural(warnings, 'warning')}\n`);
  }
  return errors > 0 ? EXIT_INPUT : EXIT_OK;
}

/** The `deck` command of the `pomona` CLI. */
export const deckCommand: Command = {
  name: 'deck',
  summary: 'check Apples to Apples deck files (duplicates, missing and unknown tags)',
  help,
  run: runDeck,
};
