/**
 * `@lit/localize` inside the self-contained pomona-online.js (see build-embeds.mjs): its own copy
 * of the library would not know the page's language, so `msg` and `str` here ask the element's,
 * which the element installs before it makes its online play.
 */
import type { msg as litMsg, str as litStr } from '@lit/localize';

let localMsg: typeof litMsg | null = null;
let localStr: typeof litStr | null = null;

/** Give online play the element's `msg` and `str`. */
export function installLocalize(msgOfElement: typeof litMsg, strOfElement: typeof litStr): void {
  localMsg = msgOfElement;
  localStr = strOfElement;
}

/** A value of a `str` template as text. */
function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

/** The element's `msg` (the source text until it is installed). */
export const msg = ((template: Parameters<typeof litMsg>[0], options?: Parameters<typeof litMsg>[1]) => {
  if (localMsg) return localMsg(template as never, options);
  if (typeof template === 'string' || !('strTag' in template)) return template;
  return template.strings.reduce((joined, part, i) => joined + text(template.values[i - 1]) + part);
}) as typeof litMsg;

/** The element's `str`. */
export const str: typeof litStr = (strings: TemplateStringsArray, ...values: unknown[]) =>
  localStr ? localStr(strings, ...values) : { strTag: true, strings, values };
