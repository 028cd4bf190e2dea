/** The rulesets bundled with the script, for variant pickers. */
import { bundledRulesetInfo, bundledRulesetNames } from '../../src/rules/bundled.js';
import type { Family } from '../../src/rules/ruleset.js';

/** A shipped ruleset: its file name (usable as the `ruleset` attribute) and its game name. */
export interface ShippedRuleset {
  readonly file: string;
  readonly name: string;
}

/** The shipped rulesets of a family, the family's default first (read without compiling them). */
export function shippedRulesets(family: Family): ShippedRuleset[] {
  const out: ShippedRuleset[] = [];
  for (const file of bundledRulesetNames()) {
    const info = bundledRulesetInfo(file);
    if (info && info.family === family) out.push({ file, name: info.name });
  }
  return out.sort((a, b) => a.name.length - b.name.length || a.name.localeCompare(b.name));
}
