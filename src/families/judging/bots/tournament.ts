/**
 * Measuring computer players: many self-play games with one candidate among baseline players,
 * the candidate's seat moving round the table, counting how often it wins against its fair share.
 */
import type { Bot } from '../../../core/game/game.js';
import { botSeed } from '../../../core/bots/seeds.js';
import type { JudgingAction, JudgingView } from '../engine/types.js';
import type { JudgingRuleset } from '../ruleset.js';
import { playJudging } from './selfplay.js';

/** Makes a player for a seat from a seed (`botSeed` of the game's seed and the seat: it cannot recompute the deal). */
export type BotMaker = (seed: number) => Bot<JudgingView, JudgingAction>;

/** A candidate's record over a series of games. */
export interface WinRecord {
  readonly games: number;
  /** Games the candidate won. */
  readonly wins: number;
  /** The share of games a player wins by chance: the mean of 1 / players over the games. */
  readonly fairShare: number;
  /** wins / games. */
  readonly winRate: number;
  /** How many standard errors the win rate lies above the fair share. */
  readonly zScore: number;
}

/** Play `games` games at each player count in `counts`, the candidate in one seat and baselines in the others. */
export function oneAmong(
  ruleset: JudgingRuleset,
  candidate: BotMaker,
  baseline: BotMaker,
  options: { readonly games: number; readonly counts: readonly number[]; readonly seed: string },
): WinRecord {
  let games = 0;
  let wins = 0;
  let fair = 0;
  let variance = 0;
  for (const players of options.counts) {
    for (let g = 0; g < options.games; g++) {
      const seat = g % players;
      const seed = `${options.seed}/${players}/${g}`;
      const bots = Array.from({ length: players }, (_, p) => (p === seat ? candidate : baseline)(botSeed(seed, p)));
      const played = playJudging(ruleset, { players, seed }, bots);
      if (!played.ok) throw new Error(played.message);
      games++;
      if (played.result.winners.includes(seat)) wins++;
      fair += 1 / players;
      variance += (1 / players) * (1 - 1 / players);
    }
  }
  const winRate = wins / games;
  const fairShare = fair / games;
  return { games, wins, fairShare, winRate, zScore: (wins - fair) / Math.sqrt(variance) };
}
