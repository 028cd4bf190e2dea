/**
 * A table's rules, from a shipped ruleset's name or from rules text (a house variant from the
 * studio or a share link), checked by the same loader and diagnostics as the studio and
 * `pomona check`. Used on the table's thread and in the bot workers alike.
 */
import '../src/families/index.js';
import { bundledRulesetNames, loadRulesetSource } from '../src/core/rules/bundled.js';
import { formatReport } from '../src/core/rules/format.js';
import type { Ruleset } from '../src/core/rules/ruleset.js';
import { isRecord } from '../src/core/untrusted.js';
import type { RulesChoice } from './protocol.js';

/** The largest rules text a table accepts (a shipped ruleset is under 4 KB). */
export const MAX_RULES_BYTES = 64 * 1024;

/** A checked ruleset, or the lines saying what is wrong. */
export type RulesOutcome = { readonly ok: true; readonly ruleset: Ruleset } | { readonly ok: false; readonly problems: readonly string[] };

/** Read a rules choice from untrusted options, or say what is wrong with it. */
export function readRulesChoice(value: unknown): RulesChoice | string {
  if (!isRecord(value)) return 'rules must be { kind: "bundled", name } or { kind: "text", text }';
  if (value.kind === 'bundled') {
    if (typeof value.name !== 'string' || !bundledRulesetNames().includes(value.name))
      return `rules: no shipped ruleset is called ${JSON.stringify(String(value.name).slice(0, 60))}`;
    return { kind: 'bundled', name: value.name };
  }
  if (value.kind === 'text') {
    if (typeof value.text !== 'string') return 'rules: text must be a string';
    if (new TextEncoder().encode(value.text).length > MAX_RULES_BYTES) return `rules: text is larger than ${MAX_RULES_BYTES / 1024} KB`;
    return { kind: 'text', text: value.text };
  }
  return 'rules must be { kind: "bundled", name } or { kind: "text", text }';
}

/** Load and check a table's rules. Never throws. */
export async function loadRules(choice: RulesChoice): Promise<RulesOutcome> {
  const sources = new Map<string, string>();
  try {
    // Rules text is checked as `variant.rules` (the default entry), so its diagnostics read `variant.rules:3:1: …`.
    const result = await loadRulesetSource(choice, (path, text) => sources.set(path, text));
    if (result.ok) return { ok: true, ruleset: result.ruleset };
    const problems = formatReport(result.diagnostics, (file) => sources.get(file));
    return { ok: false, problems: problems.length > 0 ? problems : ['the rules could not be read'] };
  } catch (error) {
    return { ok: false, problems: [`the rules could not be checked: ${error instanceof Error ? error.message : String(error)}`] };
  }
}

/** How many rulesets a process keeps loaded (shipped ones and house variants, the latest used kept). */
const MAX_KEPT_RULESETS = 64;
const kept = new Map<string, Promise<RulesOutcome>>();

function keyOf(choice: RulesChoice): string {
  return choice.kind === 'bundled' ? `bundled\n${choice.name}` : `text\n${choice.text}`;
}

/** Whether these rules were loaded and checked already in this process (then they need no check again). */
export function rulesKept(choice: RulesChoice): boolean {
  return kept.has(keyOf(choice));
}

/**
 * Load and check a table's rules once per process: a compiled ruleset is frozen, so every table
 * of the same rules shares it, and opening the hundredth table of a game costs no parsing (a
 * burst of new tables would otherwise hold up every table's moves on this thread). Never throws.
 */
export function loadRulesOnce(choice: RulesChoice): Promise<RulesOutcome> {
  const key = keyOf(choice);
  const known = kept.get(key);
  if (known) {
    kept.delete(key);
    kept.set(key, known);
    return known;
  }
  const loading = loadRules(choice).then((outcome) => {
    if (!outcome.ok) kept.delete(key);
    return outcome;
  });
  kept.set(key, loading);
  for (const oldest of kept.keys()) {
    if (kept.size <= MAX_KEPT_RULESETS) break;
    kept.delete(oldest);
  }
  return loading;
}
