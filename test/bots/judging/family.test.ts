import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runReplay } from '../../../src/cli/replay.js';
import { runSimulate } from '../../../src/cli/simulate.js';
import type { CliIo } from '../../../src/core/command.js';
import { parseJudgingAction } from '../../../src/families/judging/descriptor.js';
import { matcherBot } from '../../../src/families/judging/bots/matcher.js';
import { readerBot } from '../../../src/families/judging/bots/reader.js';
import { playJudging } from '../../../src/families/judging/bots/selfplay.js';
import { judgingEngine } from '../../../src/families/judging/engine/engine.js';
import { toSavedGame } from '../../../src/core/game/saved.js';
import { small } from '../../engine/judging/helpers.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

function cli(
  run: (args: readonly string[], io: CliIo) => number | Promise<number>,
  args: string[],
): { code: number; out: string; err: string } {
  let out = '';
  let err = '';
  const code = run(args, { stdout: (t) => (out += t), stderr: (t) => (err += t), cwd: root });
  // One job and a replay answer at once; only worker threads (--jobs) make a command wait.
  if (typeof code !== 'number') throw new Error('the command did not answer at once');
  return { code, out, err };
}

interface Step {
  index: number | null;
  description: string;
  accepted: boolean;
  error?: { code: string };
}

describe('pomona replay and simulate with Apples to Apples', () => {
  it('replays a scenario: chance events it leaves out are drawn, illegal actions refused with their codes', () => {
    const r = cli(runReplay, ['test/rulesets/a2a-small.rules', 'test/rulesets/a2a-scenario.json', '--json']);
    assert.equal(r.code, 0, r.err);
    const report = JSON.parse(r.out) as {
      family: string;
      steps: Step[];
      final: { scores: number[]; won: string[][]; history: { winner: { player: number; card: string } }[] };
    };
    assert.equal(report.family, 'judging');
    const given = report.steps.filter((s) => s.index !== null);
    assert.deepEqual(
      given.map((s) => (s.accepted ? 'ok' : s.error?.code)),
      ['ok', 'ok', 'ok', 'judge-cannot-place', 'ok', 'ok', 'card-not-in-hand', 'ok', 'ok', 'ok', 'placing-closed', 'ok'],
    );
    assert.match(given[2]?.description as string, /turns the green card "Wild"/);
    const drawn = report.steps.filter((s) => s.index === null).map((s) => s.description);
    assert.equal(drawn.length, 1);
    assert.match(drawn[0] as string, /^The judge reveals /);
    assert.deepEqual(report.final.history[0]?.winner, { player: 1, card: 'Pyramids' });
    assert.deepEqual(report.final.won[1], ['Wild']);
    assert.deepEqual(report.final.scores, [0, 1, 0, 0]);
  });

  it('replays the scenario in words', () => {
    const r = cli(runReplay, ['test/rulesets/a2a-small.rules', 'test/rulesets/a2a-scenario.json']);
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /Player 1 places "Comedians": refused \(judge-cannot-place\)/);
    assert.match(r.out, /Judge 1 chooses "Pyramids": accepted/);
    assert.match(r.out, /Round 1: judge 1, "Wild": player 2 wins with "Pyramids"/);
  });

  it("prints what each action did, from the engine's events, telling nobody which card was placed", () => {
    const text = cli(runReplay, ['test/rulesets/a2a-small.rules', 'test/rulesets/a2a-scenario.json']);
    assert.match(text.out, /Player 2 places "Tablets": accepted\n +Player 2 places a red card face down\.\n/);
    assert.match(text.out, /\n +4 cards are down: placing is closed, only the first 4 are judged\./);
    assert.match(text.out, /\n +Player 1 chooses "Pyramids": Player 2's card wins "Wild"\./);
    assert.match(text.out, /\n +Player 2 has 1 green card\./);
    const json = cli(runReplay, ['test/rulesets/a2a-small.rules', 'test/rulesets/a2a-scenario.json', '--json']);
    const steps = (JSON.parse(json.out) as { steps: { accepted: boolean; events?: { kind: string; text: string }[] }[] }).steps;
    const kinds = steps.flatMap((s) => (s.events ?? []).map((e) => e.kind));
    for (const kind of [
      'first-judge',
      'shuffled',
      'dealt',
      'green-turned',
      'card-placed',
      'placing-closed',
      'revealed',
      'round-judged',
      'points',
    ])
      assert.ok(kinds.includes(kind), `a ${kind} event`);
    assert.ok(
      steps.filter((s) => !s.accepted).every((s) => (s.events ?? []).length === 0),
      'a refused action did nothing',
    );
    const placed = steps.flatMap((s) => s.events ?? []).filter((e) => e.kind === 'card-placed');
    assert.ok(placed.every((e) => !('card' in e)));
  });

  it('replays a saved game exactly', () => {
    const bots = [0, 1, 2, 3, 4].map((p) => (p % 2 ? readerBot(`s${p}`) : matcherBot(`s${p}`)));
    const played = playJudging(small, { players: 5, seed: 'saved' }, bots);
    assert.ok(played.ok);
    const dir = mkdtempSync(join(tmpdir(), 'pomona-a2a-'));
    const file = join(dir, 'game.json');
    writeFileSync(
      file,
      JSON.stringify(toSavedGame(judgingEngine, small, { players: 5, seed: 'saved', options: played.state.options }, played.state)),
    );
    const r = cli(runReplay, ['test/rulesets/a2a-small.rules', file, '--json']);
    assert.equal(r.code, 0, r.err);
    const report = JSON.parse(r.out) as { steps: Step[]; final: { phase: string; scores: number[] } };
    assert.ok(report.steps.every((s) => s.accepted));
    assert.equal(report.steps.length, played.state.log.length);
    assert.equal(report.final.phase, 'over');
    assert.deepEqual(report.final.scores, played.result.scores);
  });

  it('simulates games with the same report shape as the other families', () => {
    const r = cli(runSimulate, ['test/rulesets/a2a-small.rules', '--games', '6', '--seats', 'matcher,random,reader,random', '--json']);
    assert.equal(r.code, 0, r.err);
    const report = JSON.parse(r.out) as Record<string, unknown> & { winShare: Record<string, number>; games: number; hands: number };
    for (const key of [
      'ruleset',
      'family',
      'games',
      'seats',
      'seed',
      'hands',
      'actions',
      'seconds',
      'meanHandsPerGame',
      'meanHandScore',
      'winShare',
      'wins',
      'meanHandScoreByType',
    ]) {
      assert.ok(key in report, `missing ${key}`);
    }
    assert.equal(report.family, 'judging');
    assert.equal(report.games, 6);
    assert.deepEqual(Object.keys(report.winShare).sort(), ['matcher', 'random', 'reader']);
    assert.ok(report.hands >= 6 * 8, 'a 4-player game lasts at least 8 rounds (someone needs 8 green cards)');
    const unknown = cli(runSimulate, ['test/rulesets/a2a-small.rules', '--games', '1', '--seats', 'matcher,psychic,random,random']);
    assert.equal(unknown.code, 1);
  });

  it('reads scenario actions with cards by text, and says what is wrong with a bad one', () => {
    assert.deepEqual(parseJudgingAction(small, { type: 'place', player: 2, card: 'My Grandmother' }), {
      ok: true,
      action: { kind: 'place', player: 2, card: small.red.cards.findIndex((c) => c.text === 'My Grandmother') },
    });
    assert.deepEqual(parseJudgingAction(small, { kind: 'done', player: 1 }), { ok: true, action: { kind: 'done', player: 1 } });
    const bad = parseJudgingAction(small, { type: 'place', player: 2, card: 'my grandmother' });
    assert.equal(bad.ok, false);
    assert.equal(parseJudgingAction(small, { type: 'bid', player: 0 }).ok, false);
  });
});
