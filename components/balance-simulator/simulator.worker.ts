/**
 * The balance simulator's Web Worker: loads the rulesets, plays the games through the family
 * registry's engines and bots (`simulateGames`, the loop `pomona simulate` runs) and reports
 * progress a few times a second, so the page never freezes. Cancelling terminates the worker.
 */
// The studio works with rulesets of every shipped family.
import '../../src/families/index.js';
import { familyDescriptor } from '../../src/core/registry.js';
import { readBundled } from '../../src/core/rules/bundled.js';
import { loadRulesetAsync } from '../../src/core/rules/load.js';
import type { Ruleset } from '../../src/core/rules/ruleset.js';
import type { RulesSource, RunMessage, WorkerReply } from './protocol.js';
import { simulateGames, type SimulationResult } from '../../src/core/bots/simulate-games.js';

const post = (reply: WorkerReply): void => (self as unknown as { postMessage(m: WorkerReply): void }).postMessage(reply);

async function load(source: RulesSource): Promise<Ruleset> {
  const entry = 'file' in source ? source.file : 'simulated.rules';
  const result = await loadRulesetAsync(entry, async (path) => ('text' in source && path === entry ? source.text : readBundled(path)));
  if (!result.ok) {
    const first = result.diagnostics[0];
    throw new Error(first ? `${first.file}:${first.line}:${first.column}: ${first.message}` : `cannot read ${entry}`);
  }
  return result.ruleset;
}

async function run(message: RunMessage): Promise<void> {
  const rulesets = await Promise.all(message.rulesets.map(load));
  const total = message.games * rulesets.length;
  const results: SimulationResult[] = [];
  let last = 0;
  for (const [index, ruleset] of rulesets.entries()) {
    const entry = familyDescriptor(ruleset.family);
    if (!entry) throw new Error(`the ${ruleset.family} family has no engine registered`);
    const unknown = message.seats.find((s) => !(s in entry.bots));
    if (unknown) throw new Error(`${ruleset.name} has no computer player '${unknown}' (${Object.keys(entry.bots).join(', ')})`);
    if (message.seats.length < ruleset.players.min || message.seats.length > ruleset.players.max) {
      throw new Error(
        `${ruleset.name} is for ${ruleset.players.min === ruleset.players.max ? ruleset.players.min : `${ruleset.players.min} to ${ruleset.players.max}`} players, not ${message.seats.length}`,
      );
    }
    results.push(
      simulateGames(entry, ruleset, message, {
        keepGames: true,
        progress: (done) => {
          const now = performance.now();
          if (now - last > 80 || done === message.games) {
            last = now;
            post({ kind: 'progress', done: index * message.games + done, total });
          }
        },
      }),
    );
  }
  post({ kind: 'done', results });
}

self.addEventListener('message', (event: MessageEvent<RunMessage>) => {
  if (event.data?.kind !== 'run') return;
  run(event.data).catch((error: unknown) => post({ kind: 'error', message: error instanceof Error ? error.message : String(error) }));
});
