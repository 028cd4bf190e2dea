/**
 * One of the balance simulator's Web Workers: loads the run's rulesets once, then plays the parts
 * of the run it is given (games `first` to `first + games - 1`, the same games as in one run)
 * through the family registry's engines and bots (`playGames`, the loop `pomona simulate`
 * runs), reporting progress a few times a second. Cancelling terminates the worker.
 */
// The studio works with rulesets of every shipped family.
import '../../src/families/index.js';
import { familyDescriptor, type FamilyDescriptor } from '../../src/core/registry.js';
import { loadRulesetSource, sourceEntry } from '../../src/core/rules/bundled.js';
import type { Ruleset } from '../../src/core/rules/ruleset.js';
import type { PageMessage, PartMessage, RulesSource, RunMessage, WorkerReply } from './protocol.js';
import { playGames } from '../../src/core/bots/simulate-games.js';

const post = (reply: WorkerReply): void => (self as unknown as { postMessage(m: WorkerReply): void }).postMessage(reply);

/** A loaded ruleset with its family's engine and players. */
interface Playable {
  readonly ruleset: Ruleset;
  readonly entry: FamilyDescriptor;
}

async function load(source: RulesSource, seats: readonly string[]): Promise<Playable> {
  const file = sourceEntry(source);
  const result = await loadRulesetSource(source);
  if (!result.ok) {
    const first = result.diagnostics[0];
    throw new Error(first ? `${first.file}:${first.line}:${first.column}: ${first.message}` : `cannot read ${file}`);
  }
  const ruleset = result.ruleset;
  const entry = familyDescriptor(ruleset.family);
  if (!entry) throw new Error(`the ${ruleset.family} family has no engine registered`);
  const unknown = seats.find((s) => !(s in entry.bots));
  if (unknown) throw new Error(`${ruleset.name} has no computer player '${unknown}' (${Object.keys(entry.bots).join(', ')})`);
  const { min, max } = ruleset.players;
  if (seats.length < min || seats.length > max)
    throw new Error(`${ruleset.name} is for ${min === max ? min : `${min} to ${max}`} players, not ${seats.length}`);
  return { ruleset, entry };
}

let run: { readonly message: RunMessage; readonly playable: Promise<Playable[]> } | null = null;

async function play(part: PartMessage): Promise<void> {
  if (!run) throw new Error('a part of a run arrived before the run');
  const { message } = run;
  const playable = (await run.playable)[part.ruleset];
  if (!playable) throw new Error(`the run has no ruleset ${part.ruleset}`);
  let last = performance.now();
  const result = playGames(
    playable.entry,
    playable.ruleset,
    { seats: message.seats, seed: message.seed, firstGame: part.first, games: part.games },
    {
      keepGames: true,
      progress: (done) => {
        const now = performance.now();
        if (now - last > 80) {
          last = now;
          post({ kind: 'progress', done });
        }
      },
    },
  );
  post({ kind: 'part-done', ruleset: part.ruleset, first: part.first, result });
}

self.addEventListener('message', (event: MessageEvent<PageMessage>) => {
  const message = event.data;
  const fail = (error: unknown) => post({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
  if (message?.kind === 'run') {
    const playable = Promise.all(message.rulesets.map((source) => load(source, message.seats)));
    // A ruleset that cannot be played is told at once, not at the first part.
    playable.catch(fail);
    run = { message, playable };
  } else if (message?.kind === 'part') {
    play(message).catch(fail);
  }
});
