/**
 * Rules in a share link, kept short: a house variant is usually a shipped ruleset with values
 * changed and a few lines added, so when the text is close to a shipped file it travels as that
 * file's name and either the edits to it (a line diff, trimmed to the characters that differ) or
 * the whole text compressed against it (`1apples.…`: the file, with its comments or not, then
 * the text deflated with the file as a preset dictionary), otherwise as the text itself;
 * whichever is shortest. Reading a link rebuilds the text from the shipped file, after checking
 * every part of the payload; the text then goes through the rules loader like any other.
 */
import { bundledSources } from '../../src/core/rules/bundled.js';
import {
  decodeAgainst,
  decodePayload,
  encodeAgainst,
  encodePayload,
  fragmentValue,
  MAX_DECODED_BYTES,
  withFragment,
} from './share-link.js';
import { plainOptions, type OptionChoices } from '../rules-editor/option-choices.js';

/** One change to a base text: at character `at`, remove `remove` characters and insert `insert`. */
export type TextEdit = readonly [at: number, remove: number, insert: string];

/** Rules read from a link: the text and the house-rule options chosen with it. */
export interface SharedRules {
  readonly text: string;
  readonly options: OptionChoices;
}

/** The most edits a link may carry. */
const MAX_EDITS = 500;
/** Texts longer than this (in lines) travel whole rather than diffed (the diff is quadratic). */
const MAX_DIFF_LINES = 2000;

/** The lines of a text, each with its line break. */
function linesOf(text: string): string[] {
  return text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}

/** The edits that turn `base` into `text`: the lines outside their longest common subsequence, trimmed to the characters that differ. */
export function textEdits(base: string, text: string): TextEdit[] {
  const a = linesOf(base);
  const b = linesOf(text);
  const width = b.length + 1;
  // common[i * width + j]: the longest common subsequence of a[i..] and b[j..].
  const common = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      common[i * width + j] =
        a[i] === b[j]
          ? (common[(i + 1) * width + j + 1] ?? 0) + 1
          : Math.max(common[(i + 1) * width + j] ?? 0, common[i * width + j + 1] ?? 0);
  const edits: TextEdit[] = [];
  let at = 0;
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      at += a[i]?.length ?? 0;
      i++;
      j++;
      continue;
    }
    let removed = '';
    let inserted = '';
    while ((i < a.length || j < b.length) && !(i < a.length && j < b.length && a[i] === b[j])) {
      const down = i < a.length ? (common[(i + 1) * width + j] ?? 0) : -1;
      const right = j < b.length ? (common[i * width + j + 1] ?? 0) : -1;
      if (down >= right) removed += a[i++] ?? '';
      else inserted += b[j++] ?? '';
    }
    let prefix = 0;
    while (prefix < removed.length && prefix < inserted.length && removed[prefix] === inserted[prefix]) prefix++;
    let suffix = 0;
    while (
      suffix < removed.length - prefix &&
      suffix < inserted.length - prefix &&
      removed[removed.length - 1 - suffix] === inserted[inserted.length - 1 - suffix]
    )
      suffix++;
    edits.push([at + prefix, removed.length - prefix - suffix, inserted.slice(prefix, inserted.length - suffix)]);
    at += removed.length;
  }
  return edits;
}

/** `base` with the edits made, or null when they are not edits of it (out of order, overlapping, outside the text, too long). */
export function applyEdits(base: string, edits: unknown): string | null {
  if (!Array.isArray(edits) || edits.length > MAX_EDITS) return null;
  let out = '';
  let from = 0;
  for (const edit of edits) {
    if (!Array.isArray(edit) || edit.length !== 3) return null;
    const [at, remove, insert] = edit as unknown[];
    if (!Number.isSafeInteger(at) || !Number.isSafeInteger(remove) || typeof insert !== 'string') return null;
    const start = at as number;
    const end = start + (remove as number);
    if (start < from || end < start || end > base.length) return null;
    out += base.slice(from, start) + insert;
    if (out.length > MAX_DECODED_BYTES) return null;
    from = end;
  }
  return out + base.slice(from);
}

/** The shipped texts a link may be a diff against: each file as bundled (`c` absent) and as written with its comments (`c: 1`). */
async function baseTexts(): Promise<{
  readonly plain: Readonly<Record<string, string>>;
  readonly commented: Readonly<Record<string, string>>;
}> {
  const { commentedSources } = await import('../../src/core/rules/generated/commented-sources.js');
  return { plain: bundledSources, commented: commentedSources };
}

const has = (record: object, key: string): boolean => Object.prototype.hasOwnProperty.call(record, key);

/** Rules as a payload value (to go inside another payload, as the explainer's compared rules do): the text, or a shipped file and edits when shorter. */
export async function compactRules(text: string): Promise<object> {
  const whole = { t: text };
  const diffed = await closestDiff(text, {});
  return diffed && JSON.stringify(diffed).length < JSON.stringify(whole).length ? diffed : whole;
}

/** The payload of a link to `text` with `options`: the text itself, a shipped file and edits, or the text compressed against that file, whichever is shortest. */
export async function encodeRules(text: string, options: OptionChoices = {}): Promise<string> {
  const extra = Object.keys(options).length ? { o: options } : {};
  const whole = await encodePayload({ t: text, ...extra });
  const best = await closestDiff(text, extra);
  if (!best) return whole;
  const diffed = await encodePayload(best);
  const against = await encodeAgainstBase(best as { b: string; c?: 1 }, text, options);
  return [whole, diffed, against].reduce((a, b) => (b.length < a.length ? b : a));
}

/** The form of a text compressed against a shipped file: `C` (1 with its comments, 0 without), the file's name without `.rules`, a dot, the bytes. */
const AGAINST = /^([01])([a-z0-9/-]{1,80})\.([A-Za-z0-9_-]*)$/;

/** `text` and `options` compressed against the shipped file of a diff payload (its first line the options as JSON, then the text). */
async function encodeAgainstBase(diff: { readonly b: string; readonly c?: 1 }, text: string, options: OptionChoices): Promise<string> {
  const bases = await baseTexts();
  const base = (diff.c === 1 ? bases.commented : bases.plain)[diff.b] ?? '';
  const encoder = new TextEncoder();
  const bytes = encoder.encode(`${JSON.stringify(options)}\n${text}`);
  return `${diff.c === 1 ? 1 : 0}${diff.b.replace(/\.rules$/, '')}.${encodeAgainst(bytes, encoder.encode(base))}`;
}

/** The rules of a link compressed against a shipped file, or why they cannot be read. */
async function readAgainstBase(encoded: string): Promise<SharedRules | { readonly error: string }> {
  const [, commented, name, data] = AGAINST.exec(encoded) ?? [];
  const damaged = { error: 'the link is damaged or too large to read' };
  if (commented === undefined || name === undefined || data === undefined) return damaged;
  const bases = await baseTexts();
  const texts = commented === '1' ? bases.commented : bases.plain;
  const file = `${name}.rules`;
  if (!has(texts, file)) return { error: `the link's rules are based on "${file.slice(0, 60)}", which is not a shipped ruleset` };
  const bytes = await decodeAgainst(data, new TextEncoder().encode(texts[file] ?? ''));
  if (!bytes) return damaged;
  let content: string;
  try {
    content = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return damaged;
  }
  const newline = content.indexOf('\n');
  if (newline < 0) return damaged;
  let options: unknown;
  try {
    options = JSON.parse(content.slice(0, newline));
  } catch {
    return damaged;
  }
  return { text: content.slice(newline + 1), options: plainOptions(options) };
}

/** `text` as the shipped file it is closest to and the edits to it (with `extra` fields), or null for a text too long to diff. */
async function closestDiff(text: string, extra: object): Promise<object | null> {
  if (linesOf(text).length > MAX_DIFF_LINES) return null;
  const bases = await baseTexts();
  let best: { readonly payload: object; readonly size: number } | null = null;
  for (const [commented, texts] of [
    [false, bases.plain],
    [true, bases.commented],
  ] as const) {
    for (const [file, base] of Object.entries(texts)) {
      if (linesOf(base).length > MAX_DIFF_LINES) continue;
      const edits = textEdits(base, text);
      const size = edits.reduce((sum, [, , insert]) => sum + insert.length + 8, 0);
      if (!best || size < best.size) best = { payload: { b: file, ...(commented ? { c: 1 } : {}), e: edits, ...extra }, size };
    }
  }
  return best?.payload ?? null;
}

/** The rules of a decoded link payload, or why it holds none. */
export async function readRulesPayload(payload: unknown): Promise<SharedRules | { readonly error: string }> {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return { error: 'the link holds no readable rules' };
  const p = payload as Record<string, unknown>;
  const options = plainOptions(p['o'] ?? p['options']);
  // `rules` is the field of the first links the studio wrote.
  const whole = p['t'] ?? p['rules'];
  if (typeof whole === 'string')
    return whole.length > MAX_DECODED_BYTES ? { error: 'the rules in the link are too long' } : { text: whole, options };
  const file = p['b'];
  if (typeof file !== 'string') return { error: 'the link holds no readable rules' };
  const bases = await baseTexts();
  const texts = p['c'] === 1 ? bases.commented : bases.plain;
  if (!has(texts, file)) return { error: `the link's rules are based on "${file.slice(0, 60)}", which is not a shipped ruleset` };
  const text = applyEdits(texts[file] ?? '', p['e']);
  return text === null ? { error: 'the link is damaged: its changes do not fit the ruleset they are based on' } : { text, options };
}

/** The rules in a page address's fragment (`#r=`, or the older `#rules=`): null when there are none, else the rules or why they cannot be read. */
export async function rulesFromFragment(hash: string): Promise<SharedRules | { readonly error: string } | null> {
  const encoded = fragmentValue(hash, 'r') ?? fragmentValue(hash, 'rules');
  if (encoded === null) return null;
  // A dot is never in base64url: this link's rules are compressed against a shipped file.
  if (encoded.includes('.')) return readAgainstBase(encoded);
  const payload = await decodePayload(encoded);
  return payload === null ? { error: 'the link is damaged or too large to read' } : readRulesPayload(payload);
}

/** `page` (an address) with the rules in its fragment. */
export async function rulesLink(page: string, text: string, options: OptionChoices = {}): Promise<string> {
  return withFragment(page, 'r', await encodeRules(text, options));
}
