/**
 * Orchard games between computer players with seat rotation, for measuring their strength:
 * win share by player type (a shared win splits its point), mean final score by type.
 */
import type { DraftRuleset } from '../../rules/ruleset.js';
import type { Bot } from '../../engine/game.js';
import { draftingEngine } from '../../engine/drafting/engine.js';
import type { DraftAction, DraftView } from '../../engine/drafting/types.js';
import { createGreedyDraftBot } from './greedy.js';
import { createLookaheadDraftBot } from './lookahead.js';
import { createRandomDraftBot } from './random.js';

/** The player types this module can seat. */
export const DRAFT_BOT_KINDS = ['random', 'greedy', 'lookahead'] as const;
export type DraftBotKind = (typeof DRAFT_BOT_KINDS)[number];

/** A bot of the named kind with its own seed. */
export function createDraftBot(kind: DraftBotKind, ruleset: DraftRuleset, seed: number | string): Bot<DraftView, DraftAction> {
  if (kind === 'random') return createRandomDraftBot(seed);
  if (kind === 'greedy') return createGreedyDraftBot(ruleset);
  return createLookaheadDraftBot(ruleset, seed);
}

/** What a tournament measured. */
export interface TournamentResult {
  readonly games: number;
  /** Share of games won, by player type (sums to 1 over the types). */
  readonly winShare: Readonly<Record<string, number>>;
  /** Mean final score, by player type. */
  readonly meanScore: Readonly<Record<string, number>>;
  /** Actions applied, chance actions included. */
  readonly actions: number;
}

/**
 * Play `games` games with the given seat list, rotating it one seat per game so that every type
 * sits in every seat equally often.
 */
export function playTournament(ruleset: DraftRuleset, seats: readonly DraftBotKind[], games: number, seed: number | string): TournamentResult {
  const n = seats.length;
  const wins: Record<string, number> = {};
  const score: Record<string, number> = {};
  const seatsOf: Record<string, number> = {};
  for (const kind of seats) {
    wins[kind] = 0;
    score[kind] = 0;
    seatsOf[kind] = 0;
  }
  let actions = 0;
  for (let g = 0; g < games; g++) {
    const kinds = seats.map((_, s) => seats[(s + g) % n] as DraftBotKind);
    const bots = kinds.map((kind, s) => createDraftBot(kind, ruleset, `${seed}/${g}/${s}`));
    const created = draftingEngine.create(ruleset, { players: n, seed: `${seed}/${g}` });
    if (!created.ok) throw new Error(created.error.message);
    const state = created.state;
    while (state.stage !== 'over') {
      const action =
        state.stage === 'place'
          ? (bots[state.turn] as Bot<DraftView, DraftAction>).decide(draftingEngine.view(state, state.turn), draftingEngine.legalActions(state, state.turn))
          : draftingEngine.chanceAction(state);
      const error = draftingEngine.applyInPlace(state, action);
      if (error) throw new Error(`a bot chose an illegal action: ${error.message}`);
      actions++;
    }
    const result = draftingEngine.result(state);
    if (!result) throw new Error('a finished game has no result');
    for (const w of result.winners) wins[kinds[w] as string]! += 1 / result.winners.length;
    result.scores.forEach((points, s) => {
      score[kinds[s] as string]! += points;
      seatsOf[kinds[s] as string]! += 1;
    });
  }
  const winShare: Record<string, number> = {};
  const meanScore: Record<string, number> = {};
  for (const kind of Object.keys(wins)) {
    winShare[kind] = (wins[kind] as number) / games;
    meanScore[kind] = (score[kind] as number) / (seatsOf[kind] as number);
  }
  return { games, winShare, meanScore, actions };
}
