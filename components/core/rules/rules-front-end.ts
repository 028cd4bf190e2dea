/**
 * The text front end of the elements: rules given as text, inline or by URL are read, parsed,
 * merged along their `extends` chain and compiled here, with diagnostics to show. This module and
 * the Peggy parser behind it load only when a page gives rules that way (shipped rulesets come
 * compiled: see ruleset-source.ts).
 */
import { readBundled } from '../../../src/core/rules/bundled.js';
import { shippedIndex } from '../../../src/core/rules/generated/shipped-index.js';
import { formatReport } from '../../../src/core/rules/format.js';
import { loadRulesetAsyncWith, type FamilyCompilers, type LoadResult } from '../../../src/core/rules/load-with.js';
import { fileError, type Diagnostic } from '../../../src/core/rules/diagnostic.js';
import type { ReadOutcome } from '../../../src/core/rules/source-text.js';
import type { RulesetOrigin } from './ruleset-source.js';
import { fetchOutcome, notSameOrigin, sameOriginUrl } from './fetch-files.js';
import { fileSays } from '../../../src/core/rules/file-messages.js';

/** A loaded ruleset together with the source texts read, to print diagnostics with their lines. */
export interface LoadedRules {
  readonly result: LoadResult;
  readonly sources: ReadonlyMap<string, string>;
}

/** The families of the shipped rulesets, known but not compiled here: another family's ruleset is reported as such. */
function knownFamilies(): Record<string, null> {
  return Object.fromEntries(Object.values(shippedIndex).map((info) => [info.family, null]));
}

/**
 * Load the rules from an origin and compile them with the given family compilers (an element passes
 * its own, so a ruleset of another family is reported as such). Never throws: failures come back
 * as diagnostics.
 */
export async function loadRules(origin: RulesetOrigin, compilers: FamilyCompilers): Promise<LoadedRules> {
  const sources = new Map<string, string>();
  let entry: string;
  let read: (path: string) => Promise<ReadOutcome>;
  if (origin.kind === 'bundled') {
    entry = origin.name;
    read = readBundled;
  } else if (origin.kind === 'text') {
    entry = origin.name;
    read = async (path) => (path === entry ? origin.text : (origin.files?.get(path) ?? (await readBundled(path))));
  } else {
    const base = new URL(origin.url, document.baseURI);
    entry = base.pathname.split('/').pop() || 'ruleset.rules';
    // The entry is the page's own choice; every file it names must come from the page's site.
    // A name not found beside it is a shipped file's, as on the command line.
    read = async (path) => {
      const url = path === entry ? base : sameOriginUrl(path, base);
      if (!url) return notSameOrigin;
      return (await fetchOutcome(url.href)) ?? readBundled(path);
    };
  }
  const recording = async (path: string): Promise<ReadOutcome> => {
    const outcome = await read(path);
    if (typeof outcome === 'string') sources.set(path, outcome);
    return outcome;
  };
  try {
    const result = await loadRulesetAsyncWith({ ...knownFamilies(), ...compilers }, entry, recording);
    if (!result.ok && result.diagnostics.length === 0 && !sources.has(entry)) {
      return {
        result: { ok: false, diagnostics: [fileError(entry, 'file-not-found', fileSays('cannot-read-ruleset', { file: entry }))] },
        sources,
      };
    }
    return { result, sources };
  } catch (error) {
    return {
      result: {
        ok: false,
        diagnostics: [
          fileError(entry, 'internal-error', fileSays('not-loaded', { detail: error instanceof Error ? error.message : String(error) })),
        ],
      },
      sources,
    };
  }
}

/** The diagnostics of a load, each in `FILE:LINE:COL: error: MESSAGE` form with its source line, at most MAX_SHOWN_PER_FILE a file, as by `pomona check`. */
export function formatAll(diagnostics: readonly Diagnostic[], sources: ReadonlyMap<string, string>): string[] {
  return formatReport(diagnostics, (file) => sources.get(file));
}
