/** `pomona deck check FILE...`: check Apples to Apples deck files (duplicates, missing and unknown tags). */
import { quoteArg } from '../../core/command.js';
import { resolve } from 'node:path';
import { parseDeckFile, parseTagVocabulary } from '../../core/rules/deck-file.js';
import { diagnosticOnLine, type Diagnostic, type DiagnosticCode } from '../../core/rules/diagnostic.js';
import { fileSays } from '../../core/rules/file-messages.js';
import type { Said } from '../../core/i18n/diagnostics.js';
import { diagnosticToJson, formatReport } from '../../core/rules/format.js';
import { readRulesFile } from '../../core/rules/node-host.js';
import { resolveRelative } from '../../core/rules/paths.js';
import { shippedText } from '../../core/rules/shipped-fallback.js';
import { looksBinary, refusalCode, refusalOf, shortName, type ReadOutcome } from '../../core/rules/source-text.js';
import type { CliIo } from '../../core/command.js';
import { EXIT_INPUT, EXIT_OK, EXIT_USAGE } from '../../core/command.js';
import { DECK_TEXTS } from './deck-help.js';
import { counted } from '../../core/i18n/diagnostics.js';
import { wordsFor } from '../../core/i18n/words.js';
import { speakEveryDiagnosticLanguage } from '../../core/i18n/diagnostic-languages.js';

/** The result of checking one deck file. */
interface DeckReport {
  readonly file: string;
  readonly kind: 'green' | 'red' | null;
  readonly cards: number;
  readonly tagsFile: string | null;
  readonly diagnostics: Diagnostic[];
}

/** A file's text, undefined when missing, or why it is not read (over 10 MB, or not text). */
function readText(io: CliIo, file: string): ReadOutcome {
  const outcome = readRulesFile(resolve(io.cwd, file));
  if (typeof outcome === 'string' && looksBinary(outcome)) return { code: 'not-a-deck', refused: fileSays('not-text') };
  return outcome;
}

/**
 * A vocabulary named by a deck and not on disk is the shipped one of that name, as if the deck were
 * one of the shipped decks: `tags from "tags.txt"` gives the tags the computer players know.
 */
function shippedVocabulary(named: string): string | undefined {
  const name = resolveRelative('decks/deck.cards', named.replace(/\\/g, '/'));
  return name.startsWith('decks/') ? shippedText(name) : undefined;
}

function whole(file: string, code: DiagnosticCode, message: Said, line = 1, length = 1): Diagnostic {
  return diagnosticOnLine(file, line, 1, length, code, message);
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
  const outcome = readText(io, file);
  if (typeof outcome !== 'string') {
    const refused = refusalOf(outcome);
    const diagnostic =
      refused === null
        ? whole(file, 'missing-file', fileSays('cannot-read', { file: shortName(file, 120) }))
        : whole(file, refusalCode(outcome, 'not-a-deck'), fileSays('not-a-deck', { file: shortName(file, 120), reason: refused }));
    return { file, kind: null, cards: 0, tagsFile: null, diagnostics: [diagnostic] };
  }
  const text = outcome;
  texts.set(file, text);
  if (looksLikeVocabulary(text)) {
    const vocabulary = parseTagVocabulary(text, file);
    return { file, kind: null, cards: 0, tagsFile: file, diagnostics: vocabulary.diagnostics };
  }
  const first = parseDeckFile(text, file, null);
  if (first.tagsFile === null) return { file, kind: first.kind, cards: first.cards.length, tagsFile: null, diagnostics: first.diagnostics };
  const vocabFile = resolveRelative(file.replace(/\\/g, '/'), first.tagsFile);
  // Only a .txt file is read as a vocabulary, so no other file is ever quoted back.
  const vocabOutcome: ReadOutcome = first.tagsFile.endsWith('.txt')
    ? (readText(io, vocabFile) ?? shippedVocabulary(first.tagsFile))
    : { code: 'not-a-vocabulary', refused: fileSays('vocabulary-not-txt') };
  if (typeof vocabOutcome !== 'string') {
    const line = first.tagsLine;
    const refused = refusalOf(vocabOutcome);
    const message =
      refused === null
        ? fileSays('vocabulary-unreadable', { file: shortName(first.tagsFile), path: shortName(vocabFile, 120) })
        : fileSays('vocabulary-unusable', { file: shortName(first.tagsFile), reason: refused });
    const problem = whole(file, refused === null ? 'missing-file' : refusalCode(vocabOutcome, 'not-a-vocabulary'), message, line, 4);
    return { file, kind: first.kind, cards: first.cards.length, tagsFile: vocabFile, diagnostics: [problem, ...first.diagnostics] };
  }
  const vocabText = vocabOutcome;
  texts.set(vocabFile, vocabText);
  const vocabulary = parseTagVocabulary(vocabText, vocabFile);
  const checked = parseDeckFile(text, file, vocabulary.tags);
  return {
    file,
    kind: checked.kind,
    cards: checked.cards.length,
    tagsFile: vocabFile,
    diagnostics: [...vocabulary.diagnostics, ...checked.diagnostics],
  };
}

/** Run `pomona deck ARGS`. */
export function runDeck(args: readonly string[], io: CliIo): number {
  speakEveryDiagnosticLanguage();
  const said = DECK_TEXTS[io.language ?? 'en'];
  const [sub, ...rest] = args;
  if (sub !== 'check') {
    io.stderr(`pomona deck: ${sub === undefined ? said.missingSubcommand : said.unknownSubcommand(quoteArg(sub))}\n\n${said.help}`);
    return EXIT_USAGE;
  }
  const json = rest.includes('--json');
  const unknown = rest.find((a) => a.startsWith('-') && a !== '--json');
  if (unknown !== undefined) {
    io.stderr(`pomona deck check: ${said.unknownOption(quoteArg(unknown))}\n\n${said.help}`);
    return EXIT_USAGE;
  }
  const files = rest.filter((a) => a !== '--json');
  if (files.length === 0) {
    io.stderr(`pomona deck check: ${said.nameDeckFile}\n\n${said.help}`);
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
    const language = io.language ?? 'en';
    for (const line of formatReport(all, (file) => texts.get(file), language)) io.stdout(`${line}\n`);
    const cards = reports.reduce((n, r) => n + r.cards, 0);
    const count = (what: 'files' | 'errors' | 'warnings', n: number): string => counted(language, what, n);
    io.stdout(
      `${said.checked(count('files', reports.length), wordsFor(language).count('card', cards), count('errors', errors), count('warnings', warnings))}\n`,
    );
  }
  return errors > 0 ? EXIT_INPUT : EXIT_OK;
}

/** The `deck` command of the `pomona` CLI. */
