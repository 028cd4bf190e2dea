/**
 * Sharing by link: a small JSON payload (rules text, options, a position) travels in the page
 * address's fragment, deflated with the browser's own CompressionStream ('deflate-raw') and
 * written in base64url. No dependency, and the fragment never reaches a server.
 * Reading a link only ever yields data: what it holds is shown to the user, never run.
 */

/** The fragment key of each tool's payload: `#rules=...`, `#position=...`. */
export type ShareKey = 'rules' | 'position';

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

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const out = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

/** A JSON value compressed into a URL-safe string. */
export async function encodePayload(value: unknown): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return toBase64Url(await pipe(bytes, new CompressionStream('deflate-raw')));
}

/** The JSON value of an encoded string, or null when it is not one (a damaged or foreign link). */
export async function decodePayload(text: string): Promise<unknown> {
  try {
    const bytes = await pipe(fromBase64Url(text), new DecompressionStream('deflate-raw'));
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch {
    return null;
  }
}

/** The encoded payload under `key` in a fragment ("#rules=...&position=..."), or null. */
export function fragmentValue(hash: string, key: ShareKey): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return params.get(key);
}

/** `href` with its fragment's `key` set to `encoded` (other keys kept). */
export function withFragment(href: string, key: ShareKey, encoded: string): string {
  const url = new URL(href);
  const params = new URLSearchParams(url.hash.replace(/^#/, ''));
  params.set(key, encoded);
  url.hash = params.toString();
  return url.href;
}
