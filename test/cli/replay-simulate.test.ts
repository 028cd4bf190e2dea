import '../../src/families/index.js';
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { main } from '../../src/cli/main.js';
import { Random } from '../../src/core/cards/random.js';
import { trickEngine } from '../../src/families/trick/engine/index.js';
import { toSavedGame } from '../../src/core/game/saved.js';
import { loadRulesetFile } from '../../src/core/rules/index.js';
import type { TrickRuleset } from '../../src/families/trick/ruleset.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const apples = join(root, 'rulesets/apples.rules');
let dir = '';

function appleRules(): TrickRuleset {
  const loaded = loadRulesetFile(apples);
  if (!loaded.ok || loaded.ruleset.family !== 'trick-taking') throw new Error('apples.rules does not load');
  return loaded.ruleset;
}

async function pomona(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(args, { stdout: (t) => (out += t), stderr: (t) => (err += t), cwd: dir });
  return { code, out, err };
}

function file(name: string, content: unknown): string {
  writeFileSync(join(dir, name), typeof content === 'string' ? content : JSON.stringify(content));
  return name;
}

const scenario = {
  players: 4,
  seed: 7,
  dealer: 3,
  hands: [
    'AS KS QS JS 10S 9S AC KC AH KH AD KD QD',
    '8S 7S 6S QC JC 10C 9C JD 10D 9D 8D 7D 6D',
    '5S 4S 3S 8C 7C 6C 5C 9H 8H 7H QH JH 10H',
    '2S 4C 3C 2C 6H 5H 4H 3H 2H 5D 4D 3D 2D',
  ],
  actions: [
    { kind: 'bid', player: 0, number: 2, suit: 'spades' },
    { kind: 'bid', player: 1, number: 2, suit: 'clubs' },
    { kind: 'bid', player: 1, number: 3, suit: 'clubs' },
    { kind: 'pass', player: 2 },
    { kind: 'pass', player: 3 },
    { kind: 'bid', player: 0, number: 3, suit: 'S' },
    { kind: 'pass', player: 1 },
    { kind: 'pass', player: 2 },
    { kind: 'pass', player: 3 },
    { kind: 'give', player: 0, card: 'AD' },
    ...['9S', '10S', 'JS'].map((card) => ({ kind: 'give', player: 0, card })),
    ...['8D', '7D', '6d'].map((card) => ({ kind: 'give', player: 1, card })),
    ...['QH', 'JH', '10H'].map((card) => ({ kind: 'give', player: 2, card })),
    ...['5D', '4D', '3D'].map((card) => ({ kind: 'give', player: 3, card })),
    { kind: 'target', player: 0, card: 'KD' },
    { kind: 'target', player: 1, card: '9d' },
    { kind: 'target', player: 2, card: '9H' },
    { kind: 'target', player: 3, card: '2D' },
    { kind: 'play', player: 0, card: 'AC' },
    { kind: 'play', player: 1, card: '9C' },
    { kind: 'play', player: 2, card: '5C' },
    { kind: 'play', player: 3, card: '2C' },
  ],
};

describe('pomona replay', () => {
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'pomona-replay-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('reports each action as accepted or refused with its code, draws the missing chance events, and shows the final state', async () => {
    const { code, out, err } = await pomona('replay', apples, file('s.json', scenario));
    assert.equal(code, 0, err);
    assert.match(out, /1\. Player 4 deals first: accepted/);
    assert.match(out, /4\. Player 2 bids 2 clubs: refused \(bid-not-higher\): A bid must beat 2 spades/);
    assert.match(out, /Player 1 gives AD to the pile: refused \(pile-card-not-trump\)/);
    assert.match(out, /Player 1 gives 9S to the pile: accepted\n\s+Player 1 puts the nine of spades in the pile \(1 of 3\)\./);
    assert.match(out, /Player 2 gives 8D to the pile: accepted\n\s+Player 2 puts a card in the pile \(1 of 3\)\./);
    assert.match(out, /Player 4 passes\.\n\s+Player 1 wins the bidding with 3 spades; spades are trumps\./);
    assert.match(out, /\(chance\) The pile is shuffled and dealt back/);
    assert.match(
      out,
      /Player 4 plays the two of clubs \(2C\): accepted\n\s+Player 4 plays the two of clubs\.\n\s+Player 1 wins trick 1 \(AC 9C 5C 2C\)\./,
    );
    assert.match(out, /Phase: tricks/);
    assert.match(out, /Trick 1: AC 9C 5C 2C \(led by player 1\), won by player 1/);
    assert.match(out, /Totals: player 1 0, player 2 0, player 3 0, player 4 0/);
  });

  it('prints steps and the final state as JSON with --json', async () => {
    const { code, out } = await pomona('replay', apples, file('s.json', scenario), '--json');
    assert.equal(code, 0);
    const json = JSON.parse(out) as {
      steps: { index: number | null; accepted: boolean; error?: { code: string } }[];
      final: { phase: string; hands: string[][]; tricks: unknown[] };
    };
    const refused = json.steps.filter((s) => !s.accepted).map((s) => [s.index, s.error?.code]);
    assert.deepEqual(refused, [
      [4, 'bid-not-higher'],
      [12, 'pile-card-not-trump'],
    ]);
    const events = (json.steps as { events?: { kind: string; text: string }[] }[]).flatMap((s) => s.events ?? []);
    assert.ok(events.some((e) => e.kind === 'trick-won' && e.text === 'Player 1 wins trick 1 (AC 9C 5C 2C).'));
    assert.equal(json.final.phase, 'tricks');
    assert.deepEqual(
      json.final.hands.map((h) => h.length),
      [11, 11, 11, 11],
    );
    assert.equal(json.final.tricks.length, 1);
  });

  it('replays a saved game to the same scores without needing its seed', async () => {
    const created = trickEngine.create(appleRules(), { players: 4, seed: 3 });
    assert.ok(created.ok);
    const s = created.state;
    const rng = Random.from(3);
    while (trickEngine.toAct(s).kind !== 'over') {
      const toAct = trickEngine.toAct(s);
      assert.equal(
        trickEngine.applyInPlace(
          s,
          toAct.kind === 'chance'
            ? trickEngine.chanceAction(s)
            : rng.pick(trickEngine.legalActions(s, toAct.kind === 'players' ? toAct.players[0]! : 0)),
        ),
        null,
      );
    }
    const save = toSavedGame(trickEngine, appleRules(), { players: 4, seed: 3, options: {} }, s);
    const saved = JSON.parse(JSON.stringify({ ...save, setup: { ...save.setup, seed: 'a different seed' } })) as unknown;
    const { code, out } = await pomona('replay', apples, file('saved.json', saved), '--json');
    assert.equal(code, 0);
    const json = JSON.parse(out) as {
      steps: { accepted: boolean; events?: { kind: string }[] }[];
      final: { totals: number[]; winners: number[] };
    };
    assert.ok(json.steps.every((step) => step.accepted));
    assert.equal(json.steps.at(-1)?.events?.at(-1)?.kind, 'game-over');
    assert.deepEqual(json.final.totals, trickEngine.view(s, 0).totals);
    assert.deepEqual(json.final.winners, trickEngine.result(s)?.winners);
  });

  it('refuses unreadable scenarios with exit 1 and a clear message', async () => {
    const cases: [string, RegExp][] = [
      [file('broken.json', '{ nope'), /not valid JSON|Unexpected|JSON/],
      [file('no-players.json', { actions: [] }), /"players"/],
      [file('bad-card.json', { players: 4, actions: [{ kind: 'play', player: 0, card: 'QX' }] }), /action 1: "QX" is not a card/],
      [file('three.json', { players: 3, actions: [] }), /3/],
      ['missing.json', /cannot read missing\.json/],
    ];
    for (const [name, message] of cases) {
      const { code, err } = await pomona('replay', apples, name);
      assert.equal(code, 1, name);
      assert.match(err, message);
      assert.doesNotMatch(err, /\n\s+at /);
    }
    assert.equal((await pomona('replay', apples)).code, 2);
  });
});

describe('pomona simulate', () => {
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'pomona-simulate-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('plays games with rotating seats and reports win share by player type, hands and throughput as JSON', async () => {
    const { code, out } = await pomona('simulate', apples, '--games', '4', '--seats', 'random,rules,random,rules', '--seed', '9', '--json');
    assert.equal(code, 0);
    const r = JSON.parse(out) as {
      games: number;
      hands: number;
      handsPerSecond: number;
      actionsPerSecond: number;
      winShare: Record<string, number>;
      wins: Record<string, number>;
    };
    assert.equal(r.games, 4);
    assert.ok(r.hands >= 4);
    assert.ok(r.handsPerSecond > 0 && r.actionsPerSecond > 0);
    assert.deepEqual(Object.keys(r.winShare).sort(), ['random', 'rules']);
    assert.ok(Math.abs((r.wins['random'] as number) + (r.wins['rules'] as number) - 4) < 1e-9);
    assert.ok(Math.abs((r.winShare['random'] as number) * 2 + (r.winShare['rules'] as number) * 2 - 1) < 1e-9);
  });

  it('gives the same games for the same seed', async () => {
    const run = async (): Promise<unknown> => {
      const r = JSON.parse(
        (await pomona('simulate', apples, '--games', '3', '--seats', 'random,random,rules,random', '--seed', 'same', '--json')).out,
      ) as Record<string, unknown>;
      return [r['hands'], r['actions'], r['wins'], r['meanHandScore']];
    };
    assert.deepEqual(await run(), await run());
  });

  it('prints the same figures in words without --json', async () => {
    const { code, out } = await pomona('simulate', apples, '--games', '2', '--seats', 'random,random,random,random');
    assert.equal(code, 0);
    assert.match(out, /Win share per seat \(fair 25\.0%\)/);
    assert.match(out, /hands\/s/);
  });

  it('refuses unknown player types (exit 1) and missing options (exit 2)', async () => {
    const unknown = await pomona('simulate', apples, '--games', '1', '--seats', 'random,genius,random,random');
    assert.equal(unknown.code, 1);
    assert.match(unknown.err, /unknown player type 'genius'/);
    const seats = await pomona('simulate', apples, '--games', '1', '--seats', 'random,random');
    assert.equal(seats.code, 1);
    assert.equal((await pomona('simulate', apples, '--games', 'many', '--seats', 'random,random,random,random')).code, 2);
    assert.equal((await pomona('simulate', apples, '--games', '1', '--seats', '')).code, 2);
  });

  it('seats the fewest players the rules allow, each the family default player, when no --seats is given', async () => {
    const { code, out } = await pomona('simulate', apples, '--games', '2', '--json');
    assert.equal(code, 0);
    const report = JSON.parse(out) as { seats: string[]; games: number };
    assert.deepEqual(report.seats, ['rules', 'rules', 'rules', 'rules']);
    assert.equal(report.games, 2);
  });

  it('says its version', async () => {
    const { code, out } = await pomona('--version');
    assert.equal(code, 0);
    assert.match(out, /^pomona \d+\.\d+\.\d+\n$/);
  });
});
