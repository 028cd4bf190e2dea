/**
 * Reading a ruleset from disk the way a web page reads one from its server: a file a ruleset names
 * is read beside the file that names it; when there is no such file, the shipped file of that name
 * (counted from the entry's folder) is read instead. So a house variant anywhere that says
 * `extends "apples.rules"` gets the shipped Apples, and a copy of the shipped Apples to Apples that
 * names `decks/red.cards` gets the shipped deck without a copy of the deck beside it. The package
 * carries the deck texts once, in its code, not also as files.
 *
 * Used by the command line and by the library's `loadRulesetFile`. It holds every shipped text, so
 * only Node hosts import it; the elements read shipped files through `bundled.ts`.
 */
import { bundledDecks } from './generated/bundled-decks.js';
import { bundledSources } from './generated/bundled-sources.js';
import { resolveRelative } from './paths.js';
import type { ReadFile } from './source-text.js';

const has = (record: object, key: string): boolean => Object.prototype.hasOwnProperty.call(record, key);

/** A shipped file by its path relative to rulesets/ ("apples.rules", "decks/red.cards"), or undefined. */
export function shippedText(name: string): string | undefined {
  if (has(bundledSources, name)) return bundledSources[name];
  if (has(bundledDecks, name)) return bundledDecks[name];
  return undefined;
}

/**
 * `read`, falling back to a shipped file for a file that is not there. `shippedName(file)` gives
 * the path of `file` relative to the entry's folder, or undefined when it lies outside it (a file
 * reached through `..` is never a shipped one).
 */
export function withShippedFallback(read: ReadFile, shippedName: (file: string) => string | undefined): ReadFile {
  return (file) => {
    const outcome = read(file);
    if (outcome !== undefined) return outcome;
    const name = shippedName(file);
    return name === undefined ? undefined : shippedText(name);
  };
}

/**
 * The shipped name of a file named while loading `entry`, for forward-slash paths as the loader
 * forms them (each file resolved against the one that names it, so all share the entry's folder).
 */
export function shippedNameBeside(entry: string): (file: string) => string | undefined {
  const normalised = resolveRelative('', entry);
  const at = normalised.lastIndexOf('/');
  const folder = at < 0 ? '' : normalised.slice(0, at + 1);
  return (file) => {
    if (!file.startsWith(folder)) return undefined;
    const name = file.slice(folder.length);
    return name.startsWith('../') || name.startsWith('/') || name === '..' ? undefined : name;
  };
}
