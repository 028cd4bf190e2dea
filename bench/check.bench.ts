/**
 * `pomona check` on hostile files: time to check and report a file near the largest size read
 * (about 250 KB of duplicate lines, every one a problem) against the time to parse that same
 * text alone, in the same process, as a ratio (the report used to re-read the file for every
 * message); the time to check a file just under the 10 MB read limit (read, then refused for its
 * length with one message: the "any file under 10 MB is checked in under 2 s"); and the time
 * to refuse an 11 MB file (its size is looked at, its text never read).
 */
import { mkdtempSync, writeFileSync, openSync, ftruncateSync, closeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../src/cli/main.js';
import { parseRules } from '../src/core/rules/parse.js';
import { nanosPerUnit } from './measure.js';

async function check(dir: string, file: string): Promise<number> {
  let printed = 0;
  await main(['check', file], { stdout: (t) => (printed += t.length), stderr: () => undefined, cwd: dir });
  return printed;
}

export async function run(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'pomona-check-bench-'));
  const lines = 25_000;
  const duplicates = `game "x"\n${'set a = 1\n'.repeat(lines)}`;
  writeFileSync(join(dir, 'dup.rules'), duplicates);
  const fd = openSync(join(dir, 'big.rules'), 'w');
  ftruncateSync(fd, 11 * 1024 * 1024);
  closeSync(fd);
  writeFileSync(join(dir, 'near-limit.rules'), `game "x"\n${'set a = 1\n'.repeat(990_000)}`);
  // Wall time, and the CPU time of this process (which a busy machine does not inflate).
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    await check(dir, 'dup.rules');
    const used = process.cpuUsage(c0);
    cpu.push((used.user + used.system) / 1000);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const checkMs = times[2] as number;
  const checkCpuMs = cpu[2] as number;
  const parseMs = nanosPerUnit(() => parseRules(duplicates, 'dup.rules'), 1) / 1e6;
  const nearWall: number[] = [];
  const nearCpu: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    await check(dir, 'near-limit.rules');
    const used = process.cpuUsage(c0);
    nearCpu.push((used.user + used.system) / 1000);
    nearWall.push(performance.now() - t0);
  }
  nearWall.sort((a, b) => a - b);
  nearCpu.sort((a, b) => a - b);
  const bigStart = performance.now();
  await check(dir, 'big.rules');
  const bigMs = performance.now() - bigStart;
  console.log('| case | median | baseline | ratio |');
  console.log('|---|---|---|---|');
  console.log(
    `| check ${lines.toLocaleString('en-GB')} duplicate lines (${(duplicates.length / 1024).toFixed(0)} KB), 100 shown | ${checkMs.toFixed(0)} ms (CPU ${checkCpuMs.toFixed(0)} ms) | parse of the same text: ${parseMs.toFixed(0)} ms | ${(checkMs / parseMs).toFixed(2)}× |`,
  );
  console.log(
    `| check a 9.9 MB file (limit 2 s) | ${(nearWall[1] as number).toFixed(0)} ms (CPU ${(nearCpu[1] as number).toFixed(0)} ms) | | |`,
  );
  console.log(`| refuse an 11 MB file | ${bigMs.toFixed(1)} ms | | |`);
}
