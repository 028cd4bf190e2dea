/** `--lang LANG` (or `--lang=LANG`): the language a command prints its messages in. */
import { languageOf, type LanguageTag } from '../core/i18n/languages.js';
import { quoteArg } from '../core/command.js';

/** The language `--lang` asks for, null when it is not given, or the value it cannot use (null: no value). */
export function languageArgument(args: readonly string[]): LanguageTag | null | { value: string | null } {
  const at = args.findIndex((a) => a === '--lang' || a.startsWith('--lang='));
  if (at < 0) return null;
  const arg = args[at]!;
  const value = arg === '--lang' ? args[at + 1] : arg.slice('--lang='.length);
  if (value === undefined || value === '' || value.startsWith('--')) return { value: null };
  return languageOf(value) ?? { value: quoteArg(value, 40) };
}

/** The arguments without `--lang` and its value. */
export function withoutLanguage(args: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--lang') i++;
    else if (!args[i]!.startsWith('--lang=')) out.push(args[i]!);
  }
  return out;
}
