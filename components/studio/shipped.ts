/** The shipped rulesets' names and families for the studio's pickers, read once (each read parses the files). */
import { bundledRulesetInfo, bundledRulesetNames, readBundled, type BundledRulesetInfo } from '../../src/core/rules/bundled.js';

let cached: readonly BundledRulesetInfo[] | null = null;

/** Every shipped ruleset with its game name and family, each file once, by family and then name. */
export function shippedRulesetInfos(): readonly BundledRulesetInfo[] {
  cached ??= [...new Set(bundledRulesetNames())]
    .map((file) => bundledRulesetInfo(file))
    .filter((info): info is BundledRulesetInfo => info !== null)
    .sort((a, b) => a.family.localeCompare(b.family) || a.name.localeCompare(b.name));
  return cached;
}

/**
 * A shipped ruleset's text as written in rulesets/, comments included (the copy bundled for the
 * games has none). Loaded on first use, so only the studio pays for the comments.
 */
export async function commentedText(file: string): Promise<string | undefined> {
  const { commentedSources } = await import('../../src/core/rules/generated/commented-sources.js');
  return Object.prototype.hasOwnProperty.call(commentedSources, file) ? commentedSources[file] : readBundled(file);
}

/** Whether `text` is a shipped ruleset's own text, unedited (with or without its comments). */
export async function isShippedText(file: string, text: string): Promise<boolean> {
  return text === (await readBundled(file)) || text === (await commentedText(file));
}
