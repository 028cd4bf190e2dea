/** House-rule options: fill in defaults and check what a player or embedder chose. */
import type { OptionValues, RulesetBase } from './ruleset.js';
import { didYouMean } from './suggest.js';

/** The full option set for a game, or a readable reason the choice is not allowed. */
export function resolveOptions(
  ruleset: RulesetBase,
  chosen: Readonly<Record<string, unknown>> = {},
): { ok: true; options: OptionValues } | { ok: false; message: string } {
  const options: Record<string, number | boolean | string> = {};
  for (const name of Object.keys(chosen)) {
    if (!ruleset.options.some((o) => o.name === name)) {
      return {
        ok: false,
        message: `${ruleset.name} has no option '${name}'${didYouMean(
          name,
          ruleset.options.map((o) => o.name),
        )}`,
      };
    }
  }
  for (const decl of ruleset.options) {
    const raw = Object.hasOwn(chosen, decl.name) ? chosen[decl.name] : undefined;
    if (raw === undefined) {
      options[decl.name] = decl.default;
      continue;
    }
    if (decl.kind === 'toggle') {
      const value =
        raw === true || raw === 'yes' || raw === 'true' ? true : raw === false || raw === 'no' || raw === 'false' ? false : null;
      if (value === null) return { ok: false, message: `option '${decl.name}' is yes or no` };
      options[decl.name] = value;
    } else if (decl.kind === 'number') {
      const value = typeof raw === 'number' ? raw : typeof raw === 'string' && /^-?\d+$/.test(raw.trim()) ? Number(raw) : NaN;
      if (!Number.isInteger(value) || value < decl.min || value > decl.max)
        return { ok: false, message: `option '${decl.name}' takes a whole number from ${decl.min} to ${decl.max}` };
      options[decl.name] = value;
    } else {
      // Only a scalar can spell a choice; anything else matches none.
      const spelled = typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean' ? String(raw).trim() : null;
      const match = decl.choices.find((c) => String(c) === spelled);
      if (match === undefined) return { ok: false, message: `option '${decl.name}' is one of ${decl.choices.join(', ')}` };
      options[decl.name] = match;
    }
  }
  return { ok: true, options: Object.freeze(options) };
}
