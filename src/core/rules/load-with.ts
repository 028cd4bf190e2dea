/**
 * Load a ruleset: read the entry file and the chain it `extends`, merge them, and compile with the
 * compiler of its family, from those the caller passes. Works on any host through a read function
 * (disk, bundled texts, fetched texts). Never throws: every problem is a Diagnostic.
 * Taking the compilers as an argument lets an embed of one game carry one family's compiler;
 * load.ts passes all three.
 */
import type { RulesFile, Statement } from './ast.js';
import { CompileContext, MAX_PLAYERS, deepFreeze } from './compile-context.js';
import { diagnosticAt, fileError, type Diagnostic, type DiagnosticCode } from './diagnostic.js';
import { emptyMerged, mergeFile } from './merge.js';
import { parseRules } from './parse.js';
import { resolveRelative } from './paths.js';
import type { Ruleset, RulesetBase } from './ruleset.js';
import { suggest } from './suggest.js';
import { compileTranslations } from './translations.js';
import { say, type Said } from '../i18n/diagnostics.js';
import { fileSays } from './file-messages.js';
import {
  clipMessage,
  looksBinary,
  normaliseText,
  readSafely,
  refusalCode,
  refusalOf,
  shortName,
  textOf,
  type ReadFile,
  type ReadOutcome,
} from './source-text.js';

export type { ReadFile } from './source-text.js';

/** The outcome of loading a ruleset. */
export type LoadResult =
  | { readonly ok: true; readonly ruleset: Ruleset; readonly diagnostics: readonly Diagnostic[] }
  | { readonly ok: false; readonly diagnostics: readonly Diagnostic[] };

/** What a family compiler is given besides the merged statements. */
export interface CompileBase {
  name: string;
  players: { min: number; max: number };
  files: string[];
}

/** Compiles one family's statements (in `cx`) into its Ruleset, or null with diagnostics in `cx`. */
export type FamilyCompiler<R extends RulesetBase = Ruleset> = (cx: CompileContext, base: CompileBase, read: ReadFile) => R | null;

/**
 * The compilers a loader may use, by family id. A family given as null is known but not compiled
 * here (an element plays only its own family): its rulesets are refused as 'wrong-family'.
 */
export type FamilyCompilers = Readonly<Record<string, FamilyCompiler<RulesetBase> | null>>;

/** How many files an `extends` chain may have. */
export const MAX_EXTENDS_DEPTH = 16;

function at(file: string, node: { loc: Statement['loc'] }, code: DiagnosticCode, message: string | Said): Diagnostic {
  return diagnosticAt(file, node.loc, code, message);
}

/** The text of a file, or undefined (a refused file counts as missing here). */
function safeRead(read: ReadFile, path: string): string | undefined {
  return textOf(readSafely(read, path));
}

/**
 * Why a ruleset file cannot be used although it was named, or null. Only `.rules` files are
 * read as rulesets, and a refusal never quotes the file, so no other file's text is shown.
 */
function notARuleset(path: string, outcome: ReadOutcome): { code: DiagnosticCode; reason: Said } | null {
  const refused = refusalOf(outcome);
  if (refused !== null) return { code: refusalCode(outcome, 'not-a-ruleset'), reason: refused };
  if (typeof outcome === 'string' && looksBinary(outcome)) return { code: 'not-a-ruleset', reason: fileSays('not-text') };
  if (!path.endsWith('.rules')) return { code: 'not-a-ruleset', reason: fileSays('not-rules') };
  return null;
}

/**
 * Each problem once (the same message at the same place is one problem), no message too long to
 * read, and in reading order: file by file (in the order problems first name them), then by line
 * and column, whatever order the checks found them in.
 */
function tidy(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const fileOrder = new Map<string, number>();
  for (const d of diagnostics) if (!fileOrder.has(d.file)) fileOrder.set(d.file, fileOrder.size);
  diagnostics = [...diagnostics].sort(
    (a, b) => (fileOrder.get(a.file) ?? 0) - (fileOrder.get(b.file) ?? 0) || a.line - b.line || a.column - b.column,
  );
  const seen = new Set<string>();
  const out: Diagnostic[] = [];
  for (const d of diagnostics) {
    const message = clipMessage(d.message);
    const key = `${d.file}\u0000${d.line}\u0000${d.column}\u0000${d.code}\u0000${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(message === d.message ? d : { ...d, message });
  }
  return out;
}

/** Read and parse the entry file and every file it extends, child first. */
function readChain(
  entry: string,
  read: ReadFile,
  diagnostics: Diagnostic[],
  texts: Map<string, string>,
): { file: string; ast: RulesFile }[] | null {
  const chain: { file: string; ast: RulesFile }[] = [];
  let file = entry;
  const outcome = readSafely(read, entry);
  const refusedEntry =
    refusalOf(outcome) !== null || (typeof outcome === 'string' && looksBinary(outcome)) ? notARuleset(entry, outcome) : null;
  if (refusedEntry) {
    diagnostics.push(
      fileError(entry, refusedEntry.code, fileSays('not-a-ruleset', { file: shortName(entry), reason: refusedEntry.reason })),
    );
    return null;
  }
  if (outcome === undefined) {
    diagnostics.push(fileError(entry, 'missing-file', fileSays('cannot-read', { file: shortName(entry) })));
    return null;
  }
  let current = outcome as string;
  for (;;) {
    current = normaliseText(current);
    texts.set(file, current);
    const parsed = parseRules(current, file);
    if (!parsed.ok) {
      diagnostics.push(...parsed.diagnostics);
      return null;
    }
    chain.push({ file, ast: parsed.ast });
    const extendsAt = parsed.ast.statements.filter((s): s is Extract<Statement, { kind: 'extends' }> => s.kind === 'extends');
    const [first, ...more] = extendsAt;
    if (!first) return chain;
    for (const extra of more) diagnostics.push(at(file, extra, 'duplicate', fileSays('extends-twice')));
    const parent = resolveRelative(file, first.path.value);
    const cycle = chain.findIndex((c) => c.file === parent);
    if (cycle >= 0) {
      const loop = [...chain.slice(cycle).map((c) => c.file), parent].join(' → ');
      diagnostics.push(at(file, first.path, 'extends-cycle', fileSays('extends-cycle', { loop })));
      return null;
    }
    if (chain.length >= MAX_EXTENDS_DEPTH) {
      diagnostics.push(at(file, first.path, 'resource-limit', fileSays('extends-too-deep', { most: MAX_EXTENDS_DEPTH })));
      return null;
    }
    // The file is read (its size looked at first) but a file that is not a ruleset is never parsed,
    // so its text is never quoted back.
    const parentOutcome = readSafely(read, parent);
    if (parentOutcome === undefined) {
      const sibling = first.path.value.endsWith('.rules') ? null : `${first.path.value}.rules`;
      const guess = sibling && safeRead(read, resolveRelative(file, sibling)) !== undefined ? shortName(sibling) : '';
      diagnostics.push(
        at(
          file,
          first.path,
          'missing-file',
          fileSays('extends-missing', { file: shortName(first.path.value), path: shortName(parent, 120), guess }),
        ),
      );
      return null;
    }
    const refused = notARuleset(first.path.value, parentOutcome);
    if (refused) {
      diagnostics.push(
        at(file, first.path, refused.code, fileSays('cannot-extend', { file: shortName(first.path.value), reason: refused.reason })),
      );
      return null;
    }
    const parentText = parentOutcome as string;
    file = parent;
    current = parentText;
  }
}

/**
 * Load and compile a ruleset from any host with the given family compilers. Never throws.
 * `inspect` sees the compile context of a ruleset that compiled (the build reads how its
 * expressions were made from it, to write the shipped form).
 */
export function loadRulesetWith(
  compilers: FamilyCompilers,
  entry: string,
  read: ReadFile,
  inspect?: (cx: CompileContext) => void,
): LoadResult {
  const diagnostics: Diagnostic[] = [];
  const texts = new Map<string, string>();
  const chain = readChain(entry, read, diagnostics, texts);
  if (!chain) return { ok: false, diagnostics: tidy(diagnostics) };
  const merged = emptyMerged();
  for (const { file, ast } of [...chain].reverse()) mergeFile(merged, ast.statements, file, diagnostics);
  const cx = new CompileContext(merged, texts, entry);
  cx.diagnostics.push(...diagnostics);

  const gameAt = cx.single('game', say('missing-game'));
  const families = Object.keys(compilers);
  const familyAt = cx.single('family', say('missing-family', { families }));
  const playersAt = cx.single('players', say('missing-players'));
  let family: string | null = null;
  if (familyAt) {
    const word = familyAt.node.family.text;
    family = families.find((f) => f === word) ?? null;
    if (!family) {
      const guess = suggest(word, families);
      cx.error(
        familyAt.file,
        familyAt.node.family.loc,
        'unknown-name',
        say('unknown-family', { word, guess: guess ?? '', families: families.join(', ') }),
      );
    }
  }
  const players = playersAt ? cx.range(playersAt.file, playersAt.node.range, say('what-players'), 1, MAX_PLAYERS) : null;
  cx.players = players;
  cx.compileOptions();
  if (!gameAt || !family || !players) return { ok: false, diagnostics: tidy(cx.diagnostics) };
  const base = { name: gameAt.node.name.value, players, files: chain.map((c) => c.file) };
  const compile = compilers[family];
  if (!compile) {
    const played = families.filter((f) => compilers[f]);
    cx.error(
      familyAt!.file,
      familyAt!.node.family.loc,
      'wrong-family',
      say('wrong-family-game', { name: shortName(base.name), family, played }),
    );
    return { ok: false, diagnostics: tidy(cx.diagnostics) };
  }
  const ruleset: Ruleset | null = (() => {
    try {
      // A family's compiler writes the ruleset of its own family id, which the registry maps to its type.
      return compile(cx, base, read) as Ruleset | null;
    } catch (error) {
      // A compiler bug must not take the caller down with it: report it as a diagnostic.
      cx.missing(`internal error while compiling: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  })();
  cx.reportUnusedLets();
  const translations = compileTranslations(merged, entry, cx.diagnostics);
  if (!ruleset || cx.hasErrors()) return { ok: false, diagnostics: tidy(cx.diagnostics) };
  inspect?.(cx);
  const translated = Object.keys(translations).length > 0 ? { ...ruleset, translations } : ruleset;
  return { ok: true, ruleset: deepFreeze(translated), diagnostics: tidy(cx.diagnostics) };
}

/**
 * Load a ruleset whose files must be fetched (a URL in the browser): fetches the chain and the
 * files it names, then compiles. `read` resolves to undefined for a file that does not exist.
 */
export async function loadRulesetAsyncWith(
  compilers: FamilyCompilers,
  entry: string,
  read: (path: string) => Promise<ReadOutcome>,
): Promise<LoadResult> {
  const cache = new Map<string, ReadOutcome>();
  // Compile repeatedly: each pass names the files it was missing; fetch them and try again.
  for (let round = 0; round < MAX_EXTENDS_DEPTH + 8; round++) {
    const wanted: string[] = [];
    const result = loadRulesetWith(compilers, entry, (path) => {
      if (cache.has(path)) return cache.get(path);
      wanted.push(path);
      return undefined;
    });
    if (wanted.length === 0) return result;
    for (const path of wanted) {
      try {
        cache.set(path, await read(path));
      } catch {
        cache.set(path, undefined);
      }
    }
  }
  return loadRulesetWith(compilers, entry, (path) => cache.get(path));
}
