/** The drafting family's registry entry (Orchard): its players, action notation and summaries. */
import { DRAFTING_BOTS, DRAFTING_SCORE_HELP } from './cli-texts.js';
import { describeDraftingRules } from './facts.js';
import { explainDraftingPosition } from './explain-position.js';
import { draftingHowToPlay } from './how-to-play.js';
import type { FamilyDescriptor } from '../../core/registry.js';
import { compileDrafting } from './compile.js';
import { draftingReplaySpeech } from './replay-speech.js';
import type { DraftingRuleset } from './ruleset.js';
import { draftingEngine } from './engine/engine.js';
import { DRAFTING_REFUSALS } from './engine/types.js';
import {
  cardObject,
  cardWords,
  describeDraftingAction,
  describeDraftingEvent,
  draftActionToJSON,
  parseDraftAction,
} from './engine/notation.js';
import type { DraftingAction, DraftingEvent, DraftingState, DraftingView } from './engine/types.js';
import { draftingBots, draftingFamily } from './bots/family.js';

/** The end-of-replay state as JSON: centre, every orchard by batch name, score sheets, winners. */
export function draftSummary(state: DraftingState): Record<string, unknown> {
  const ruleset = state.table.ruleset;
  const sheets = draftingEngine.explain(state);
  const result = draftingEngine.result(state);
  return {
    phase: state.phase,
    phasesStarted: state.phasesStarted,
    leader: state.leader,
    toAct: draftingEngine.toAct(state),
    deckLeft: state.deck.length,
    centre: state.centre.map((id) => cardObject(ruleset, id)),
    orchards: state.batches.map((batches) =>
      Object.fromEntries(
        batches.map((ids, b): [string, unknown] => [
          ruleset.batches[b]?.name ?? `batch ${b + 1}`,
          ids.map((id) => cardObject(ruleset, id)),
        ]),
      ),
    ),
    scores: sheets.map((sheet) => ({
      player: sheet.player,
      total: sheet.total,
      batches: sheet.lines.map((l) => ({ batch: l.label, points: l.points, explanation: l.explanation })),
    })),
    totals: sheets.map((sheet) => sheet.total),
    winners: result ? result.winners : null,
  };
}

/** The end-of-replay state in lines of text. */
export function draftSummaryText(state: DraftingState): string[] {
  const ruleset = state.table.ruleset;
  const lines: string[] = [];
  lines.push(
    `Phase: ${state.phase}; phases started: ${state.phasesStarted}; leader: player ${state.leader + 1}; cards face down: ${state.deck.length}`,
  );
  if (state.centre.length) lines.push(`Centre: ${state.centre.map((id) => cardWords(ruleset, id)).join('; ')}`);
  const sheets = draftingEngine.explain(state);
  for (const sheet of sheets) {
    lines.push(`Player ${sheet.player + 1}: ${sheet.total} points`);
    sheet.lines.forEach((line, b) => {
      const ids = state.batches[sheet.player]?.[b] ?? [];
      const cards = ids.length ? ids.map((id) => cardWords(ruleset, id)).join('; ') : 'empty';
      lines.push(`  ${line.label}: ${line.points} (${line.explanation}) [${cards}]`);
    });
  }
  const result = draftingEngine.result(state);
  lines.push(`Totals: ${sheets.map((s) => `player ${s.player + 1} ${s.total}`).join(', ')}`);
  if (result) lines.push(`Winner${result.winners.length > 1 ? 's' : ''}: ${result.winners.map((p) => `player ${p + 1}`).join(', ')}`);
  return lines;
}

const greedy = 'best immediate score gain; among equals, keeps its batch open to the most unseen cards';
const lookahead = 'simulates future centres from the unseen cards and keeps the placement with the best mean final score';

/** The usage line of `pomona score` for a drafting ruleset. */
export const SCORE_DRAFTING_USAGE = 'pomona score RULESET --orchard LAYOUT.json [--explain] [--json]';

/** The drafting family (Orchard), for the registry. */
export const draftingDescriptor: FamilyDescriptor<DraftingRuleset, DraftingState, DraftingAction, DraftingView> = {
  ...draftingFamily,
  title: 'Orchard (drafting)',
  titles: { ko: 'Orchard (드래프팅)', ru: 'Orchard (набор)', es: 'Orchard (draft)' },
  compile: compileDrafting,
  describeRules: describeDraftingRules,
  howToPlay: draftingHowToPlay,
  explainPosition: explainDraftingPosition,
  defaultBot: 'rules',
  scorer: {
    usage: SCORE_DRAFTING_USAGE,
    help: (language) => DRAFTING_SCORE_HELP[language],
    // The scorer reads the layout file from disk: its module loads only when it runs.
    run: async (ruleset, args, io) => (await import('./score-command.js')).scoreDrafting(ruleset, args, io),
  },
  element: { tag: 'orchard-board', ruleset: 'orchard.rules', seats: 'you,rules,rules' },
  refusals: DRAFTING_REFUSALS,
  bots: {
    random: { ...draftingBots.random, description: 'uniform over the legal placements', descriptions: DRAFTING_BOTS.random },
    greedy: { ...draftingBots.greedy, description: greedy, descriptions: DRAFTING_BOTS.greedy },
    lookahead: { ...draftingBots.lookahead, description: lookahead, descriptions: DRAFTING_BOTS.lookahead },
    rules: { ...draftingBots.rules, description: `the greedy player: ${greedy}`, descriptions: DRAFTING_BOTS.rules },
    search: { ...draftingBots.search, description: `the lookahead player: ${lookahead}`, descriptions: DRAFTING_BOTS.search },
    mcts: {
      ...draftingBots.mcts,
      description: 'information-set Monte Carlo tree search: a tree over sampled orders of the face-down deck, random play-outs',
      descriptions: DRAFTING_BOTS.mcts,
    },
  },
  parseAction: parseDraftAction,
  actionToJSON: draftActionToJSON,
  isChanceAction: (action) => action.kind !== 'place',
  describeAction: describeDraftingAction,
  describeEvent: (ruleset, event) => describeDraftingEvent(ruleset, event as DraftingEvent),
  roundsName: 'phases',
  roundScores: (state) => {
    const result = draftingEngine.result(state);
    return result ? [result.scores] : [];
  },
  summary: draftSummary,
  summaryText: draftSummaryText,
  replaySpeech: draftingReplaySpeech,
};
