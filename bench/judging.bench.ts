/**
 * Apples to Apples: self-play speed (random players, default decks) and the computer players'
 * strength: the matcher against random placers, and the reader (plays to the judge) against
 * matchers, over thousands of games with the candidate's seat rotating.
 */
import { loadRulesetFile } from '../src/rules/index.js';
import type { JudgeRuleset } from '../src/rules/ruleset.js';
import { judgingEngine } from '../src/engine/judging/engine.js';
import { playJudging } from '../src/bots/judging/selfplay.js';
import { matcherBot } from '../src/bots/judging/matcher.js';
import { randomJudgingBot } from '../src/bots/judging/random.js';
import { readerBot } from '../src/bots/judging/reader.js';
import { defaultTaste } from '../src/bots/judging/taste.js';
import { oneAmong, type WinRecord } from '../src/bots/judging/tournament.js';
import { formatCount, nanosPerUnit } from './measure.js';

function load(path: string): JudgeRuleset {
  const loaded = loadRulesetFile(path);
  if (!loaded.ok || loaded.ruleset.family !== 'judging') throw new Error(`cannot load ${path}`);
  return loaded.ruleset;
}

/** A game played by the engine alone: chance events and each player's first legal action (no views, no bots). */
function bareGame(ruleset: JudgeRuleset, players: number, seed: number): void {
  const created = judgingEngine.create(ruleset, { players, seed });
  if (!created.ok) throw new Error(created.error.message);
  const state = created.state;
  for (;;) {
    const toAct = judgingEngine.toAct(state);
    if (toAct.kind === 'over') return;
    const action = toAct.kind === 'chance' ? judgingEngine.chanceAction(state) : judgingEngine.legalActions(state, toAct.players[0] as number)[0];
    if (!action || judgingEngine.applyInPlace(state, action)) throw new Error('bare game stuck');
  }
}

function randomGames(ruleset: JudgeRuleset, players: number, batch: number, from: number): void {
  for (let g = 0; g < batch; g++) {
    const seed = from + g;
    const bots = Array.from({ length: players }, (_, p) => randomJudgingBot(`${seed}/${p}`));
    const played = playJudging(ruleset, { players, seed }, bots);
    if (!played.ok) throw new Error(played.message);
  }
}

function line(label: string, r: WinRecord): string {
  return `${label}: won ${r.wins} of ${formatCount(r.games)} games = ${(100 * r.winRate).toFixed(1)}% (fair share ${(100 * r.fairShare).toFixed(1)}%, ${(r.winRate / r.fairShare).toFixed(2)}x, z = ${r.zScore.toFixed(1)})`;
}

/** Run the benchmark and print its report. */
export function run(): void {
  const ruleset = load('rulesets/apples-to-apples.rules');
  console.log(`decks: ${ruleset.green.cards.length} green, ${ruleset.red.cards.length} red, ${ruleset.tags.length} tags`);
  console.log('self-play speed (median of 15 samples):');
  for (const players of [4, 6, 10]) {
    let seed = 0;
    const batch = 20;
    const bare = nanosPerUnit(() => {
      for (let g = 0; g < batch; g++) bareGame(ruleset, players, seed++);
    }, batch);
    const random = nanosPerUnit(() => randomGames(ruleset, players, batch, (seed += batch)), batch);
    console.log(
      `  ${players} players: random self-play ${formatCount(1e9 / random)} games/s (${(random / 1e6).toFixed(2)} ms a game); ` +
        `engine alone (first legal action) ${formatCount(1e9 / bare)} games/s; bots and views cost ${(random / bare).toFixed(2)}x`,
    );
  }
  const counts = [4, 5, 6, 7, 8, 9, 10];
  console.log('computer players (one candidate among baselines, every judge judging by tags and a seeded taste):');
  const matcher = oneAmong(ruleset, (s) => matcherBot(s), (s) => randomJudgingBot(s, { taste: defaultTaste }), { games: 150, counts, seed: 'bench-matcher' });
  console.log(`  ${line('matcher among random placers', matcher)}`);
  const reader = oneAmong(ruleset, (s) => readerBot(s), (s) => matcherBot(s), { games: 300, counts, seed: 'bench-reader' });
  console.log(`  ${line('reader among matchers', reader)}`);
  for (const players of [4, 6, 10]) {
    const r = oneAmong(ruleset, (s) => readerBot(s), (s) => matcherBot(s), { games: 300, counts: [players], seed: `bench-reader-${players}` });
    console.log(`    ${line(`${players} players`, r)}`);
  }
}
