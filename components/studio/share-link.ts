/**
 * Sharing by link: a small JSON payload (rules text, options, a position) travels in the page
 * address's fragment, deflated with the browser's own CompressionStream ('deflate-raw') and
 * written in base64url, or rules compressed against the shipped ruleset they are closest to
 * (dictionary-deflate.ts). No dependency, and the fragment never reaches a server.
 * Reading a link only ever yields data: what it holds is checked here for shape and size, and
 * the rules text it gives is then checked by the same loader as any other rules text.
 */

import { deflateWithDictionary, storedPrefix, windowOf } from './dictionary-deflate.js';

/** The fragment key of each payload: `#r=...` for rules, `#position=...` for the explainer. */
export type ShareKey = 'r' | 'position';

/** The longest encoded payload read from a link (a link longer than this is refused unread). */
export const MAX_ENCODED_CHARS = 32 * 1024;

/** The most bytes a payload may inflate to (a small link cannot be made to fill the memory). */
export const MAX_DECODED_BYTES = 256 * 1024;

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const out = new Blob([bytes as BlobPart]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(out).arrayBuffer());
}

/** Inflate, stopping (null) as soon as the output passes `limit` bytes. */
async function inflate(bytes: Uint8Array, limit: number): Promise<Uint8Array | null> {
  const reader = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream('deflate-raw')).getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.length;
    if (length > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/** Bytes compressed against `dictionary` (see dictionary-deflate.ts), as a URL-safe string. */
export function encodeAgainst(bytes: Uint8Array, dictionary: Uint8Array): string {
  return toBase64Url(deflateWithDictionary(bytes, dictionary));
}

/** The bytes of a string made by `encodeAgainst` with the same dictionary, or null (damaged, or past MAX_DECODED_BYTES). */
export async function decodeAgainst(text: string, dictionary: Uint8Array): Promise<Uint8Array | null> {
  if (text.length > MAX_ENCODED_CHARS || !/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    // The reader is given the dictionary first, as stored blocks; what they make is dropped.
    const prefix = storedPrefix(dictionary);
    const bytes = fromBase64Url(text);
    const stream = new Uint8Array(prefix.length + bytes.length);
    stream.set(prefix);
    stream.set(bytes, prefix.length);
    const window = windowOf(dictionary).length;
    const out = await inflate(stream, window + MAX_DECODED_BYTES);
    return out ? out.subarray(window) : null;
  } catch {
    return null;
  }
}

/** A JSON value compressed into a URL-safe string. */
export async function encodePayload(value: unknown): Promise<string> {
  return toBase64Url(await deflate(new TextEncoder().encode(JSON.stringify(value))));
}

/** The JSON value of an encoded string, or null when it is not one (a damaged, foreign or oversized link). */
export async function decodePayload(text: string): Promise<unknown> {
  if (text.length > MAX_ENCODED_CHARS || !/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const bytes = await inflate(fromBase64Url(text), MAX_DECODED_BYTES);
    return bytes ? (JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown) : null;
  } catch {
    return null;
  }
}

/** The encoded payload under `key` in a fragment ("#r=...&position=..."), or null. */
export function fragmentValue(hash: string, key: ShareKey | 'rules'): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return params.get(key);
}

/** `href` with its fragment's `key` set to `encoded` (other keys kept). */
export function withFragment(href: string, key: ShareKey, encoded: string): string {
  const url = new URL(href);
  const params = new URLSearchParams(url.hash.replace(/^#/, ''));
  params.delete('rules');
  params.set(key, encoded);
  url.hash = params.toString();
  return url.href;
}
