/**
 * Load a ruleset: read the entry file and the chain it `extends`, merge them, and compile with the
 * compiler of its family, from those the caller passes. Works on any host through a read function
 * (disk, bundled texts, fetched texts). Never throws: every problem is a Diagnostic.
 * Taking the compilers as an argument lets an embed of one game carry one family's compiler;
 * load.ts passes all three.
 */
import type { RulesFile, Statement } from './ast.js';
import { CompileContext, MAX_PLAYERS, deepFreeze } from './compile-context.js';
import type { ReadFile } from './compile-judging.js';
import type { Diagnostic } from './diagnostic.js';
import { emptyMerged, mergeFile } from './merge.js';
import { parseRules } from './parse.js';
import { resolveRelative } from './paths.js';
import type { Family, Ruleset } from './ruleset.js';
import { suggest } from './suggest.js';

export type { ReadFile } from './compile-judging.js';

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
export type FamilyCompiler = (cx: CompileContext, base: CompileBase, read: ReadFile) => Ruleset | null;

/** The compilers a loader may use, by family. */
export type FamilyCompilers = Readonly<Partial<Record<Family, FamilyCompiler>>>;

/** How many files an `extends` chain may have. */
export const MAX_EXTENDS_DEPTH = 16;
const FAMILIES: readonly Family[] = ['trick-taking', 'judging', 'drafting'];

function at(file: string, node: { loc: Statement['loc'] }, code: string, message: string): Diagnostic {
  const { start, end } = node.loc;
  return { file, line: start.line, column: start.column, endLine: end.line, endColumn: end.column, severity: 'error', code, message };
}

function safeRead(read: ReadFile, path: string): string | undefined {
  try {
    return read(path);
  } catch {
    return undefined;
  }
}

/** Read and parse the entry file and every file it extends, child first. */
function readChain(entry: string, read: ReadFile, diagnostics: Diagnostic[], texts: Map<string, string>): { file: string; ast: RulesFile }[] | null {
  const chain: { file: string; ast: RulesFile }[] = [];
  let file = entry;
  const text = safeRead(read, entry);
  if (text === undefined) {
    diagnostics.push({ file: entry, line: 1, column: 1, endLine: 1, endColumn: 1, severity: 'error', code: 'missing-file', message: `cannot read '${entry}'` });
    return null;
  }
  let current = text;
  for (;;) {
    texts.set(file, current);
    const parsed = parseRules(current, file);
    if (!parsed.ok) {
      diagnostics.push(...parsed.diagnostics);
      return null;
    }
    chain.push({ file, ast: parsed.ast });
    const extendsAt = parsed.ast.statements.filter((s): s is Extract<Statement, { kind: 'extends' }> => s.kind === 'extends');
    if (extendsAt.length === 0) return chain;
    const first = extendsAt[0]!;
    for (const extra of extendsAt.slice(1)) diagnostics.push(at(file, extra, 'duplicate', 'a ruleset extends at most one other ruleset'));
    const parent = resolveRelative(file, first.path.value);
    const cycle = chain.findIndex((c) => c.file === parent);
    if (cycle >= 0) {
      const loop = [...chain.slice(cycle).map((c) => c.file), parent].join(' → ');
      diagnostics.push(at(file, first.path, 'extends-cycle', `'extends' goes round in a circle: ${loop}`));
      return null;
    }
    if (chain.length >= MAX_EXTENDS_DEPTH) {
      diagnostics.push(at(file, first.path, 'resource-limit', `rulesets may extend one another at most ${MAX_EXTENDS_DEPTH} deep`));
      return null;
    }
    const parentText = safeRead(read, parent);
    if (parentText === undefined) {
      const sibling = first.path.value.endsWith('.rules') ? null : `${first.path.value}.rules`;
      const hint = sibling && safeRead(read, resolveRelative(file, sibling)) !== undefined ? ` — did you mean "${sibling}"?` : '';
      diagnostics.push(at(file, first.path, 'missing-file', `cannot find the ruleset "${first.path.value}" that this one extends (looked for ${parent})${hint}`));
      return null;
    }
    file = parent;
    current = parentText;
  }
}

/** Load and compile a ruleset from any host with the given family compilers. Never throws. */
export function loadRulesetWith(compilers: FamilyCompilers, entry: string, read: ReadFile): LoadResult {
  const diagnostics: Diagnostic[] = [];
  const texts = new Map<string, string>();
  const chain = readChain(entry, read, diagnostics, texts);
  if (!chain) return { ok: false, diagnostics };
  const merged = emptyMerged();
  for (const { file, ast } of [...chain].reverse()) mergeFile(merged, ast.statements, file, diagnostics);
  const cx = new CompileContext(merged, texts, entry);
  cx.diagnostics.push(...diagnostics);

  const gameAt = cx.single('game', 'the ruleset has no name: add a line such as game "Apples"');
  const familyAt = cx.single('family', 'the ruleset has no family: add family trick-taking, judging or drafting');
  const playersAt = cx.single('players', 'the ruleset does not say how many play: add players 4 or players 2..6');
  let family: Family | null = null;
  if (familyAt) {
    const word = familyAt.node.family.text;
    family = FAMILIES.find((f) => f === word) ?? null;
    if (!family) {
      const guess = suggest(word, FAMILIES);
      cx.error(familyAt.file, familyAt.node.family.loc, 'unknown-name', `unknown family '${word}'${guess ? ` — did you mean '${guess}'?` : ''} (families: ${FAMILIES.join(', ')})`);
    }
  }
  const players = playersAt ? cx.range(playersAt.file, playersAt.node.range, 'the number of players', 1, MAX_PLAYERS) : null;
  cx.compileOptions();
  if (!gameAt || !family || !players) return { ok: false, diagnostics: cx.diagnostics };
  const base = { name: gameAt.node.name.value, players, files: chain.map((c) => c.file) };
  const compile = compilers[family];
  if (!compile) {
    const played = FAMILIES.filter((f) => compilers[f]).join(' or ');
    cx.error(familyAt!.file, familyAt!.node.family.loc, 'wrong-family', `"${base.name}" is a ${family} game, not a ${played} game`);
    return { ok: false, diagnostics: cx.diagnostics };
  }
  const ruleset: Ruleset | null = (() => {
    try {
      return compile(cx, base, read);
    } catch (error) {
      // A compiler bug must not take the caller down with it: report it as a diagnostic.
      cx.missing(`internal error while compiling: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  })();
  if (!ruleset || cx.hasErrors()) return { ok: false, diagnostics: cx.diagnostics };
  return { ok: true, ruleset: deepFreeze(ruleset), diagnostics: cx.diagnostics };
}

/**
 * Load a ruleset whose files must be fetched (a URL in the browser): fetches the chain and the
 * files it names, then compiles. `read` resolves to undefined for a file that does not exist.
 */
export async function loadRulesetAsyncWith(compilers: FamilyCompilers, entry: string, read: (path: string) => Promise<string | undefined>): Promise<LoadResult> {
  const cache = new Map<string, string | undefined>();
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
