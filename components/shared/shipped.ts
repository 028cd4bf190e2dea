/** The rulesets bundled with the script, for variant pickers. */
import { bundledRulesetNames, loadBundledRuleset } from '../../src/rules/bundled.js';
import type { Family } from '../../src/rules/ruleset.js';

/** A shipped ruleset: its file name (usable as the `ruleset` attribute) and its game name. */
export interface ShippedRuleset {
  readonly file: string;
  readonly name: string;
}

/** The shipped rulesets of a family, the family's default first. */
export function shippedRulesets(family: Family): ShippedRuleset[] {
  const out: ShippedRuleset[] = [];
  for (const file of bundledRulesetNames()) {
    const loaded = loadBundledRuleset(file);
    if (loaded.ok && loaded.ruleset.family === family) out.push({ file, name: loaded.ruleset.name });
  }
  return out.sort((a, b) => a.name.length - b.name.length || a.name.localeCompare(b.name));
}
