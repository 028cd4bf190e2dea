/**
 * Fetching the files rules name: a rules file by URL, the files it names (`extends`, `deck ... from`,
 * `tags from`), a deck given by URL. Only rules and decks given as text or by URL read files, so
 * this comes with them (with the text front end, or with a page's own decks), never at a first paint.
 */
import { MAX_FILE_BYTES, type FileRefusal, type ReadOutcome } from '../../../src/core/rules/source-text.js';
import { fileSays } from '../../../src/core/rules/file-messages.js';

/**
 * `path` resolved against `base`, when it stays on the page's own site; null otherwise. Files a
 * ruleset or a deck names (`extends`, `deck ... from`, `tags from`) are fetched only from the
 * page's origin, so a rules file can never make a page fetch from elsewhere.
 */
export function sameOriginUrl(path: string, base: URL | string): URL | null {
  try {
    const url = new URL(path, base);
    return url.origin === new URL(document.baseURI).origin ? url : null;
  } catch {
    return null;
  }
}

/** Why a named file was not fetched. */
export const notSameOrigin: FileRefusal = {
  code: 'not-same-origin',
  refused: fileSays('other-site'),
};

/** Fetch a text file; undefined when it cannot be read, refused when it is larger than MAX_FILE_BYTES. */
export async function fetchText(url: string): Promise<string | undefined> {
  const outcome = await fetchOutcome(url);
  return typeof outcome === 'string' ? outcome : undefined;
}

/** Fetch a rules or deck file: its text, undefined when it is missing, or why it is refused (too large, not text). */
export async function fetchOutcome(url: string): Promise<ReadOutcome> {
  try {
    const response = await fetch(url);
    if (!response.ok) return undefined;
    const tooLarge: FileRefusal = { code: 'resource-limit', refused: fileSays('larger-than', { most: MAX_FILE_BYTES / (1024 * 1024) }) };
    if (Number(response.headers.get('content-length') ?? 0) > MAX_FILE_BYTES) return tooLarge;
    const text = await response.text();
    return text.length > MAX_FILE_BYTES ? tooLarge : text;
  } catch {
    return undefined;
  }
}
