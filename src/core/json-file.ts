/**
 * Reading a JSON file a user names (a scenario, a saved game, a layout) with the guards the rules
 * loader has: only a regular file is read (never a device such as /dev/zero, a FIFO that would
 * wait for a writer, or a folder), at most MAX_JSON_BYTES of it, as strict UTF-8, and nested no
 * deeper than MAX_JSON_DEPTH. Every refusal is a sentence; nothing here throws. The file system
 * is reached through `process.getBuiltinModule` at call time, so the module bundles for a browser.
 */
// A type-only import: the module itself is reached at call time (see above), never bundled.
import type * as NodeFs from 'node:fs';
import type { Said } from './i18n/diagnostics.js';
import { jsonFileSays } from './json-file-messages.js';

/** Largest JSON file read, in bytes (a replay of 200,000 actions is about 6 MB). */
export const MAX_JSON_BYTES = 32 * 1024 * 1024;

/** Deepest nesting of lists and objects read: no Pomona file needs more than a few levels. */
export const MAX_JSON_DEPTH = 64;

/** The parsed value, or why the file was not read. */
export type JsonFileResult =
  | { readonly ok: true; readonly value: unknown; /** The text it was parsed from, to point at a place in it. */ readonly text: string }
  | { readonly ok: false; readonly message: string; /** The same, to say in the reader's language. */ readonly said: Said };

type Fs = typeof NodeFs;

function fileSystem(): Fs | null {
  const host = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  return (host?.getBuiltinModule?.('node:fs') as Fs | undefined) ?? null;
}

/** A size in megabytes, rounded up to a tenth (so a file just over a limit never reads as at it). */
const megabytes = (bytes: number): number => Math.ceil((bytes / (1024 * 1024)) * 10) / 10;

/** Read the bytes of a regular file of at most `limit` bytes, or say why not. */
function readBytes(fs: Fs, path: string, limit: number): Uint8Array | Said {
  let fd: number;
  try {
    // Non-blocking, so that opening a FIFO returns at once instead of waiting for a writer.
    fd = fs.openSync(path, fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK ?? 0));
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'ENOENT') return jsonFileSays('no-such-file');
    if (code === 'EACCES' || code === 'EPERM') return jsonFileSays('permission-denied');
    if (code === 'EISDIR') return jsonFileSays('a-folder');
    return jsonFileSays('cannot-open', { code: typeof code === 'string' ? code : '?' });
  }
  try {
    // The open file itself is looked at, so it cannot be swapped between the look and the read.
    const stat = fs.fstatSync(fd);
    if (stat.isDirectory()) return jsonFileSays('a-folder');
    if (!stat.isFile()) return jsonFileSays('not-regular');
    if (stat.size > limit) return jsonFileSays('json-too-large', { size: megabytes(stat.size), most: megabytes(limit) });
    // Read at most one byte more than the limit: a file that grows while being read is refused too.
    const buffer = new Uint8Array(Math.min(stat.size, limit) + 1);
    let length = 0;
    for (;;) {
      const read = fs.readSync(fd, buffer, length, buffer.length - length, null);
      if (read === 0) break;
      length += read;
      if (length > limit) return jsonFileSays('json-grew', { most: megabytes(limit) });
      if (length === buffer.length) break;
    }
    return buffer.subarray(0, length);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return jsonFileSays('cannot-read-code', { code: typeof code === 'string' ? code : '?' });
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * How deeply `text` nests lists and objects (strings skipped), counted without recursion and
 * stopping as soon as it passes `limit`.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

const refused = (said: Said): JsonFileResult => ({ ok: false, message: said.message, said });

/** Parse untrusted JSON text with the same depth guard as files; a sentence when it is not JSON. */
export function parseJsonText(text: string): JsonFileResult {
  if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) return refused(jsonFileSays('json-too-deep', { most: MAX_JSON_DEPTH }));
  try {
    return { ok: true, value: JSON.parse(text) as unknown, text };
  } catch (error) {
    // The parser's own detail (where it stopped) is English, so only English says it.
    return refused(jsonFileSays('not-json', { detail: error instanceof Error ? error.message : String(error) }));
  }
}

/** Read and parse the JSON file at `path` (absolute, or relative to the process's directory). */
export function readJsonFile(path: string, limit = MAX_JSON_BYTES): JsonFileResult {
  const fs = fileSystem();
  if (!fs) return refused(jsonFileSays('no-files-here'));
  const bytes = readBytes(fs, path, limit);
  if (!(bytes instanceof Uint8Array)) return refused(bytes);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return refused(jsonFileSays('not-utf8'));
  }
  return parseJsonText(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
}
