/** The rulesets shipped with the script, for variant pickers. */
import { shippedIndex } from '../../src/core/rules/generated/shipped-index.js';
import type { Family } from '../../src/core/rules/ruleset.js';

/** A shipped ruleset: its file name (usable as the `ruleset` attribute) and its game name. */
export interface ShippedRuleset {
  readonly file: string;
  readonly name: string;
}

/** The shipped rulesets of a family, the family's default first (from the index the build writes, without loading them). */
export function shippedRulesets(family: Family): ShippedRuleset[] {
  const out: ShippedRuleset[] = [];
  for (const [file, info] of Object.entries(shippedIndex)) if (info.family === family) out.push({ file, name: info.name });
  return out.sort((a, b) => a.name.length - b.name.length || a.name.localeCompare(b.name) || a.file.localeCompare(b.file));
}
