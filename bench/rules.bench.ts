/**
 * Rules-language speed: parse + validate + compile of each shipped ruleset (median over many
 * runs), beside JSON.parse of the compiled ruleset's data as a baseline, as a ratio.
 */
import '../src/families/index.js';
import { readdirSync } from 'node:fs';
import { loadRulesetFromSources, readTextFile } from '../src/core/rules/index.js';
import { formatCount, nanosPerUnit } from './measure.js';

/** The compiled ruleset as plain data (functions become their source text), for the JSON baseline. */
function asData(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(asData);
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) out[key] = typeof child === 'function' ? undefined : asData(child);
  return out;
}

export function run(): void {
  const dir = 'rulesets';
  const names = readdirSync(dir)
    .filter((f) => f.endsWith('.rules'))
    .sort();
  // Read every file once up front: the benchmark measures the language, not the disk.
  const cache = new Map<string, string | undefined>();
  const read = (path: string) => {
    if (!cache.has(path)) cache.set(path, readTextFile(path));
    return cache.get(path);
  };
  console.log('| ruleset | compile (median) | JSON.parse of compiled data | ratio |');
  console.log('|---|---|---|---|');
  for (const name of names) {
    const entry = `${dir}/${name}`;
    const first = loadRulesetFromSources(entry, read);
    if (!first.ok) throw new Error(`${name} does not compile`);
    const json = JSON.stringify(asData(first.ruleset));
    const batch = name.startsWith('apples-to-apples') ? 5 : 50;
    const compileNs = nanosPerUnit(() => {
      for (let i = 0; i < batch; i++) loadRulesetFromSources(entry, read);
    }, batch);
    const jsonNs = nanosPerUnit(() => {
      for (let i = 0; i < batch * 10; i++) JSON.parse(json);
    }, batch * 10);
    console.log(
      `| ${name} | ${(compileNs / 1e6).toFixed(3)} ms | ${formatCount(jsonNs / 1000)} µs (${formatCount(json.length)} chars) | ${(compileNs / jsonNs).toFixed(1)}× |`,
    );
  }
}
