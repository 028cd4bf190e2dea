/** Reading the `options` attribute: house-rule values as `name=value` pairs or a JSON object. */
import { isRecord } from '../../../src/core/untrusted.js';

/** The parsed values (not yet checked against the ruleset), or why they could not be read. */
export type ParsedOptions =
  { readonly ok: true; readonly values: Readonly<Record<string, unknown>> } | { readonly ok: false; readonly message: string };

/**
 * Read the `options` property: an object as given (from a framework's property binding), or its
 * string form `winning_score=500, easy=true` or `{"winning_score": 500}`; empty means all defaults.
 * Any other value is a message, never an exception.
 */
export function parseOptions(given: unknown): ParsedOptions {
  if (given === null || given === undefined) return { ok: true, values: {} };
  if (typeof given === 'object') {
    if (Array.isArray(given))
      return { ok: false, message: 'the options property is a list; give an object such as { winning_score: 250 }' };
    return { ok: true, values: given as Record<string, unknown> };
  }
  if (typeof given !== 'string')
    return {
      ok: false,
      message: `the options property is a ${typeof given}; give an object such as { winning_score: 250 } or text such as "winning_score=250"`,
    };
  const source = given.trim();
  if (source === '') return { ok: true, values: {} };
  if (source === '[object Object]')
    return {
      ok: false,
      message:
        'the options attribute reads "[object Object]": an object was written as an attribute, as frameworks do before the element is defined; define the element first (await preload(tag) from pomona/loader, or import its entry) or use pomona/react',
    };
  if (source.startsWith('{')) {
    try {
      const value = JSON.parse(source) as unknown;
      if (isRecord(value)) return { ok: true, values: value };
    } catch {
      // Falls through to the message below.
    }
    return { ok: false, message: 'the options attribute is not a JSON object' };
  }
  const values: Record<string, unknown> = {};
  for (const part of source.split(/[,;]/)) {
    if (part.trim() === '') continue;
    const eq = part.indexOf('=');
    if (eq <= 0) return { ok: false, message: `"${part.trim()}" in the options attribute should read name=value` };
    values[part.slice(0, eq).trim()] = literal(part.slice(eq + 1).trim());
  }
  return { ok: true, values };
}

/** A number, a boolean, or the text itself. */
function literal(text: string): unknown {
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (text !== '' && Number.isFinite(Number(text))) return Number(text);
  return text;
}
