/**
 * Reading a JSON file a user names (a scenario, a saved game, a layout) with the guards the rules
 * loader has: only a regular file is read (never a device such as /dev/zero, a FIFO that would
 * wait for a writer, or a folder), at most MAX_JSON_BYTES of it, as strict UTF-8, and nested no
 * deeper than MAX_JSON_DEPTH. Every refusal is a sentence; nothing here throws. The file system
 * is reached through `process.getBuiltinModule` at call time, so the module bundles for a browser.
 */
// A type-only import: the module itself is reached at call time (see above), never bundled.
import type * as NodeFs from 'node:fs';

/** Largest JSON file read, in bytes (a replay of 200,000 actions is about 6 MB). */
export const MAX_JSON_BYTES = 32 * 1024 * 1024;

/** Deepest nesting of lists and objects read: no Pomona file needs more than a few levels. */
export const MAX_JSON_DEPTH = 64;

/** The parsed value, or why the file was not read. */
export type JsonFileResult =
  | { readonly ok: true; readonly value: unknown; /** The text it was parsed from, to point at a place in it. */ readonly text: string }
  | { readonly ok: false; readonly message: string };

type Fs = typeof NodeFs;

function fileSystem(): Fs | null {
  const host = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  return (host?.getBuiltinModule?.('node:fs') as Fs | undefined) ?? null;
}

const megabytes = (bytes: number): string => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** Read the bytes of a regular file of at most `limit` bytes, or say why not. */
function readBytes(fs: Fs, path: string, limit: number): Uint8Array | string {
  let fd: number;
  try {
    // Non-blocking, so that opening a FIFO returns at once instead of waiting for a writer.
    fd = fs.openSync(path, fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK ?? 0));
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'ENOENT') return 'there is no such file';
    if (code === 'EACCES' || code === 'EPERM') return 'the file may not be read (permission denied)';
    if (code === 'EISDIR') return 'this is a folder, not a file';
    return `the file cannot be opened (${typeof code === 'string' ? code : 'unknown error'})`;
  }
  try {
    // The open file itself is looked at, so it cannot be swapped between the look and the read.
    const stat = fs.fstatSync(fd);
    if (stat.isDirectory()) return 'this is a folder, not a file';
    if (!stat.isFile()) return 'this is not a regular file (a device, a pipe or a socket), so it is not read';
    if (stat.size > limit) return `the file is ${megabytes(stat.size)}; Pomona reads JSON files of at most ${megabytes(limit)}`;
    // Read at most one byte more than the limit: a file that grows while being read is refused too.
    const buffer = new Uint8Array(Math.min(stat.size, limit) + 1);
    let length = 0;
    for (;;) {
      const read = fs.readSync(fd, buffer, length, buffer.length - length, null);
      if (read === 0) break;
      length += read;
      if (length > limit) return `the file is larger than ${megabytes(limit)}; Pomona reads JSON files of at most ${megabytes(limit)}`;
      if (length === buffer.length) break;
    }
    return buffer.subarray(0, length);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return `the file cannot be read (${typeof code === 'string' ? code : 'unknown error'})`;
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

/** Parse untrusted JSON text with the same depth guard as files; a sentence when it is not JSON. */
export function parseJsonText(text: string): JsonFileResult {
  if (jsonDepthExceeds(text, MAX_JSON_DEPTH))
    return { ok: false, message: `the JSON is nested more than ${MAX_JSON_DEPTH} levels deep, which no Pomona file needs` };
  try {
    return { ok: true, value: JSON.parse(text) as unknown, text };
  } catch (error) {
    return { ok: false, message: `it is not valid JSON (${error instanceof Error ? error.message : String(error)})` };
  }
}

/** Read and parse the JSON file at `path` (absolute, or relative to the process's directory). */
export function readJsonFile(path: string, limit = MAX_JSON_BYTES): JsonFileResult {
  const fs = fileSystem();
  if (!fs) return { ok: false, message: 'files cannot be read here' };
  const bytes = readBytes(fs, path, limit);
  if (typeof bytes === 'string') return { ok: false, message: bytes };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, message: 'the file is not UTF-8 text (is it a binary file?)' };
  }
  return parseJsonText(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
}
