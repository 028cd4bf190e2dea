/**
 * Messages said by one part of the rules (a family's compiler, the deck files), with their English
 * beside the code that says them instead of in the core catalogue: a page that never reads a deck
 * file or compiles another family's rules carries none of it, and this module imports no catalogue,
 * so it costs a game's first paint nothing. The other languages' texts are found by key
 * (`scope:name`) in the catalogues of the readers that speak every language (diagnostic-languages.ts).
 */
import type { MessageParams, Said } from './diagnostics.js';

/** `template` in English with `params` filled in, as the core catalogue fills its English messages. */
function fillEnglish(template: string, params: MessageParams): string {
  const value = (name: string): string | undefined => {
    const v = params[name];
    if (v === undefined || v === '') return undefined;
    // Digits alone, but the limits of a billion and more grouped, as the core's English numbers.
    if (typeof v === 'number') return Math.abs(v) >= 1_000_000_000 ? v.toLocaleString('en-GB') : String(v);
    if (typeof v === 'string') return v;
    if ('key' in v) return 'message' in v && typeof v.message === 'string' ? v.message : v.key;
    return v.length <= 1 ? (v[0] ?? '') : `${v.slice(0, -1).join(', ')} or ${v[v.length - 1]}`;
  };
  return template
    .replace(/\[\[(\w+)\|(.*?)\]\]/g, (_all, name: string, part: string) => (value(name) === undefined ? '' : part))
    .replace(/\{(\w+)\}/g, (all, name: string) => value(name) ?? all);
}

/**
 * How one scope says its messages: keys `scope:name`, the English given here, the other languages'
 * from the catalogues (a family's messages/<tag>.ts, gathered into generated/family-messages-<tag>.ts).
 */
export function scopedMessages<M extends Readonly<Record<string, string>>>(
  scope: string,
  english: M,
): (name: keyof M & string, params?: MessageParams) => Said {
  return (name, params = {}) => ({ key: `${scope}:${name}`, params, message: fillEnglish(english[name] ?? name, params) });
}
