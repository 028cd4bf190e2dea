/** The shipped rulesets' names and families for the studio's pickers, read once (each read parses the files). */
import { bundledRulesetInfo, bundledRulesetNames, type BundledRulesetInfo } from '../../src/core/rules/bundled.js';

let cached: readonly BundledRulesetInfo[] | null = null;

/** Every shipped ruleset with its game name and family, in file-name order. */
export function shippedRulesetInfos(): readonly BundledRulesetInfo[] {
  cached ??= bundledRulesetNames()
    .map((file) => bundledRulesetInfo(file))
    .filter((info): info is BundledRulesetInfo => info !== null);
  return cached;
}
