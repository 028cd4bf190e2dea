/**
 * A ruleset as a list of labelled facts in plain words, the ones a player would notice ("points to
 * win": "250"): the facts every ruleset has, and those its family's descriptor adds. The studio
 * sets a variant's facts beside its base's to say what the variant changes.
 */
import { englishWords } from '../i18n/english-words.js';
import type { Words } from '../i18n/words-of.js';
import { familyDescriptor } from '../registry.js';
import { resolveOptions } from './options.js';
import type { BaseContext, CompiledExpr, OptionValues, Ruleset, RulesetBase } from './ruleset.js';

/** A range of whole numbers in words: "4", or "2 to 6" (in the language of `words`). */
export function rangeInWords(r: { readonly min: number; readonly max: number }, words: Words = englishWords()): string {
  return words.range(r.min, r.max);
}

/** A number an expression gives for every player count of the ruleset ("13", or "2 players: 3, 3 to 6 players: 2"). */
export function byPlayersInWords(
  expr: CompiledExpr<BaseContext, number>,
  ruleset: RulesetBase,
  options: OptionValues,
  words: Words = englishWords(),
): string {
  const parts: { from: number; to: number; value: number }[] = [];
  for (let p = ruleset.players.min; p <= ruleset.players.max; p++) {
    const value = expr.evaluate({ options, players: p });
    const last = parts[parts.length - 1];
    if (last && last.value === value) last.to = p;
    else parts.push({ from: p, to: p, value });
  }
  if (parts.length === 1) return words.number((parts[0] as { value: number }).value);
  return parts.map((x) => words.fill(words.rules.byPlayers, { range: words.range(x.from, x.to), value: words.number(x.value) })).join(', ');
}

/** The facts of a ruleset that a player would notice, by label, in the order they are told. */
export function describeRuleset(ruleset: Ruleset): Map<string, string> {
  const facts = new Map<string, string>();
  const resolved = resolveOptions(ruleset, {});
  const options = resolved.ok ? resolved.options : {};
  facts.set('game name', ruleset.name);
  facts.set('players', rangeInWords(ruleset.players));
  for (const o of ruleset.options) {
    const value = o.default === true ? 'yes' : o.default === false ? 'no' : String(o.default);
    facts.set(`house rule "${o.description}"`, value);
  }
  familyDescriptor(ruleset.family)?.describeRules?.(ruleset, options, facts);
  return facts;
}
