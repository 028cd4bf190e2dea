/**
 * One hand of the IS-MCTS strength benches (bench/trick-mcts-strength.ts and its paired
 * screening, bench/trick-mcts-paired.ts): hand `h` of `seed` on rulesets/apples.rules, the
 * IS-MCTS player in seat h % 4 and the determinized search player in the other three, each
 * seeded with `botSeed` of the hand's seed. Both benches play exactly these hands, so their
 * results on the same seed and hand numbers can be compared hand by hand.
 */
import '../src/families/index.js';
import { fileURLToPath } from 'node:url';
import { createFlatSearchBot } from '../src/families/trick/bots/index.js';
import { createTrickMctsBot, type TrickMctsBudget } from '../src/families/trick/bots/mcts.js';
import { botSeed } from '../src/core/bots/seeds.js';
import type { Bot } from '../src/core/game/game.js';
import { trickEngine } from '../src/families/trick/engine/index.js';
import type { TrickAction, TrickState, TrickView } from '../src/families/trick/engine/index.js';
import { loadRulesetFile } from '../src/core/rules/index.js';
import type { TrickRuleset } from '../src/families/trick/ruleset.js';
import { cpuSecondsSince } from './measure.js';

/** Seats at the table: the IS-MCTS player and three flat search players. */
export const STRENGTH_PLAYERS = 4;

export function loadApples(): TrickRuleset {
  const loaded = loadRulesetFile(fileURLToPath(new URL('../rulesets/apples.rules', import.meta.url)));
  if (!loaded.ok || loaded.ruleset.family !== 'trick-taking') throw new Error('rulesets/apples.rules does not load');
  return loaded.ruleset;
}

/** One hand played: the IS-MCTS seat and the hand's scores by seat. */
export interface StrengthHand {
  readonly mctsSeat: number;
  readonly scores: readonly number[];
}

/** How `playHand` asks a seat for its action: `bots[seat].decide(view, legal)` unless told otherwise. */
export type DecideHook = (seat: number, view: TrickView, legal: readonly TrickAction[], bot: Bot<TrickView, TrickAction>) => TrickAction;

/**
 * Play one hand of `handSeed` among `bots` (by seat) to its end, through the public engine, and
 * return the final state. `pickSeat` chooses who acts when several may; `decide` wraps each
 * decision (to time it, or to set another player on the same position).
 */
export function playHand(
  ruleset: TrickRuleset,
  handSeed: string,
  bots: readonly Bot<TrickView, TrickAction>[],
  pickSeat: (acting: readonly number[]) => number,
  decide: DecideHook = (_seat, view, legal, bot) => bot.decide(view, legal),
): TrickState {
  const created = trickEngine.create(ruleset, { players: bots.length, seed: handSeed });
  if (!created.ok) throw new Error(created.error.message);
  const state = created.state;
  while (state.finished.length === 0) {
    const toAct = trickEngine.toAct(state);
    if (toAct.kind === 'over') break;
    let action: TrickAction;
    if (toAct.kind === 'chance') action = trickEngine.chanceAction(state);
    else {
      const seat = pickSeat(toAct.players);
      const bot = bots[seat];
      if (!bot) throw new Error(`no player in seat ${seat}`);
      action = decide(seat, trickEngine.view(state, seat), trickEngine.legalActions(state, seat), bot);
    }
    const error = trickEngine.applyInPlace(state, action);
    if (error) throw new Error(error.message);
  }
  return state;
}

/**
 * Play hand `h` of `seed` to its score; null for a hand thrown in. `onSearched` is given the
 * wall and CPU milliseconds of every IS-MCTS decision that searched (a target or a card, with a
 * choice).
 */
export function playStrengthHand(
  ruleset: TrickRuleset,
  seed: string,
  h: number,
  budget: TrickMctsBudget,
  onSearched?: (wallMs: number, cpuMs: number) => void,
): StrengthHand | null {
  const players = STRENGTH_PLAYERS;
  const handSeed = `${seed}/${h}`;
  const mctsSeat = h % players;
  const bots: Bot<TrickView, TrickAction>[] = Array.from({ length: players }, (_, seat) =>
    seat === mctsSeat
      ? createTrickMctsBot(ruleset, botSeed(handSeed, seat), budget)
      : createFlatSearchBot(ruleset, botSeed(handSeed, seat)),
  );
  const state = playHand(
    ruleset,
    handSeed,
    bots,
    (acting) => acting[h % acting.length] ?? -1,
    (seat, view, legal, bot) => {
      const searched = seat === mctsSeat && legal.length > 1 && (legal[0]?.kind === 'play' || legal[0]?.kind === 'target');
      const start = performance.now();
      const cpu = process.cpuUsage();
      const action = bot.decide(view, legal);
      if (searched && onSearched) onSearched(performance.now() - start, cpuSecondsSince(cpu) * 1000);
      return action;
    },
  );
  const scores = state.finished[0]?.scores;
  return scores ? { mctsSeat, scores } : null;
}

/** The IS-MCTS player's share of the hand's win: 1 alone on top, split on a tie, else 0. */
export function winShare(hand: StrengthHand): number {
  const best = Math.max(...hand.scores);
  return hand.scores[hand.mctsSeat] === best ? 1 / hand.scores.filter((s) => s === best).length : 0;
}
