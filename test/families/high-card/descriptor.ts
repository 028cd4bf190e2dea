/**
 * The high-card family's descriptor: everything Pomona's hosts need to compile, play, simulate,
 * replay and show a family they were not built with. Registering it (index.ts) is all it takes.
 */
import { Random } from '../../../src/core/cards/random.js';
import type { FamilyDescriptor } from '../../../src/core/registry.js';
import { compileHighCard } from './compile.js';
import {
  HIGH_CARD_REFUSALS,
  cardName,
  highCardEngine,
  type HighCardAction,
  type HighCardEvent,
  type HighCardState,
  type HighCardView,
} from './engine.js';
import type { HighCardRuleset } from './ruleset.js';

/** Plays a random card of its hand. */
function randomBot(seed: number | string) {
  const rng = Random.from(seed);
  return {
    name: 'random',
    decide: (_view: HighCardView, legal: readonly HighCardAction[]) => rng.pick(legal),
    decideFromLegal: (legal: readonly HighCardAction[]) => rng.pick(legal),
  };
}

/** Wins the round with its lowest winning card when it can, else throws away its lowest card. */
function rulesBot() {
  return {
    name: 'rules',
    decide(view: HighCardView, legal: readonly HighCardAction[]): HighCardAction {
      const plays = legal.flatMap((a) => (a.kind === 'play' ? [a] : []));
      const best = Math.min(...view.table.map((t) => t.card), Number.MAX_SAFE_INTEGER);
      const winning = plays.filter((a) => a.card < best);
      const pick = winning.length ? winning[winning.length - 1] : plays[plays.length - 1];
      return pick ?? (legal[0] as HighCardAction);
    },
  };
}

/** The high-card family, for the registry. */
export const highCardDescriptor: FamilyDescriptor<HighCardRuleset, HighCardState, HighCardAction, HighCardView> = {
  family: 'high-card',
  title: 'High Card (a family of one’s own)',
  compile: compileHighCard,
  engine: highCardEngine,
  bots: {
    random: { create: (_ruleset, seed) => randomBot(seed), description: 'plays a random card' },
    rules: { create: () => rulesBot(), description: 'wins cheaply when it can, else throws its lowest card away' },
  },
  defaultBot: 'rules',
  refusals: HIGH_CARD_REFUSALS,
  parseAction(_ruleset, json) {
    if (typeof json !== 'object' || json === null) return { ok: false, message: 'an action is an object' };
    const a = json as Record<string, unknown>;
    if (a['kind'] === 'play' && typeof a['player'] === 'number' && typeof a['card'] === 'number')
      return { ok: true, action: { kind: 'play', player: a['player'], card: a['card'] } };
    if (a['kind'] === 'deal' && Array.isArray(a['hands'])) return { ok: true, action: { kind: 'deal', hands: a['hands'] as number[][] } };
    return { ok: false, message: `not a high-card action: ${JSON.stringify(json)}` };
  },
  actionToJSON: (_ruleset, action) => action,
  isChanceAction: (action) => action.kind === 'deal',
  describeAction: (ruleset, action) =>
    action.kind === 'deal' ? 'The cards are dealt.' : `Player ${action.player + 1} plays the ${cardName(ruleset, action.card)}.`,
  describeEvent(ruleset, event) {
    const e = event as HighCardEvent;
    if (e.kind === 'round-won') return `Player ${e.player + 1} wins round ${e.round} with the ${cardName(ruleset, e.card)}.`;
    if (e.kind === 'game-over') return `Game over: ${e.result.winners.map((p) => `player ${p + 1}`).join(' and ')} won.`;
    return '';
  },
  roundScores: (state) => state.rounds.map((r) => state.won.map((_, p) => (r.winner === p ? 1 : 0))),
  summary: (state) => ({ rounds: state.rounds, won: state.won }),
  summaryText: (state) => [`Rounds won: ${state.won.map((w, p) => `player ${p + 1} ${w}`).join(', ')}`],
};
