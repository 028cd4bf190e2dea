/** Forward-slash paths, the same in Node and in the browser: a ruleset names files relative to itself. */

/** The folder part of a path ('' for a bare file name). */
export function dirname(path: string): string {
  const at = path.lastIndexOf('/');
  return at < 0 ? '' : path.slice(0, at);
}

/** Resolve `relative` against the folder of `fromFile`, folding `.` and `..`. */
export function resolveRelative(fromFile: string, relative: string): string {
  if (relative.startsWith('/')) return normalise(relative);
  const base = dirname(fromFile);
  return normalise(base ? `${base}/${relative}` : relative);
}

function normalise(path: string): string {
  const absolute = path.startsWith('/');
  const out: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..' && out.length && out[out.length - 1] !== '..') out.pop();
    else if (part === '..' && absolute) continue;
    else out.push(part);
  }
  return (absolute ? '/' : '') + out.join('/');
}
