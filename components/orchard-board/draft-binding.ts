/** How <orchard-board> binds the drafting engine (Orchard) and its computer players to the game controllers every element shares. */
import { counted } from '../core/plurals.js';
import {
  draftingEngine,
  describeDraftingEvent,
  type DraftingAction,
  type DraftingEvent,
  type DraftingState,
  type DraftingView,
} from '../../src/families/drafting/engine/index.js';
import type { GameEvent } from '../../src/core/game/game.js';
import { parseDraftAction } from '../../src/families/drafting/engine/notation.js';
import { botSeed } from '../../src/core/bots/seeds.js';
import { draftingBotNames } from '../../src/families/drafting/bots/names.js';
import type { Ruleset } from '../../src/core/rules/ruleset.js';
import type { DraftingRuleset } from '../../src/families/drafting/ruleset.js';
import { shippedForms } from '../../src/core/rules/generated/shipped-drafting.js';
import type { FamilyBinding } from '../core/family.js';
import type { GameTypesOf } from '../core/game-types.js';

/** What placing a card in one batch would do, all from the engine: allowed, or its refusal; the points it adds. */
export interface BatchChoice {
  readonly batch: number;
  readonly allowed: boolean;
  /** Why the engine refuses, in words: the batch's rule said in English ('' when allowed). */
  readonly why: string;
  /** The engine's refusal with the rule as written (shown on demand). */
  readonly written: string;
  /** Change of the player's total if placed here. */
  readonly gain: number;
  /** The batch's points and derivation after the placement. */
  readonly points: number;
  readonly explanation: string;
}

/** For card `card` of the centre, what each of `player`'s batches would say to it (the points from the placement's event). */
export function batchChoices(state: DraftingState, player: number, card: number): BatchChoice[] {
  const legal = draftingEngine.legalActions(state, player);
  return state.table.batches.map((_, batch) => {
    const applied = draftingEngine.apply(state, { kind: 'place', player, card, batch });
    if (!applied.ok)
      return {
        batch,
        allowed: false,
        why: refusalWords(state, batch, applied.error.code),
        written: applied.error.message,
        gain: 0,
        points: 0,
        explanation: '',
      };
    const placed = applied.events.find((event) => event.kind === 'placed');
    const line = draftingEngine.explain(applied.state)[player]?.lines[batch];
    const allowed = legal.some((a) => a.kind === 'place' && a.card === card && a.batch === batch);
    return {
      batch,
      allowed,
      why: '',
      written: '',
      gain: placed?.points ?? 0,
      points: line?.points ?? 0,
      explanation: line?.explanation ?? '',
    };
  });
}

/** The refusal of batch `batch` in words: full, or the batch's placing rule said in English. */
function refusalWords(state: DraftingState, batch: number, code: string): string {
  const rules = state.table.batches[batch];
  if (!rules) return '';
  if (code === 'batch-full') return `${rules.name} is full: it holds at most ${counted(rules.capacity ?? 0, 'card')}.`;
  const need = rules.allow.map((a) => a.words.replace(/\.$/, '')).join('; and ');
  return `${rules.name} needs: ${need.charAt(0).toLowerCase()}${need.slice(1)}.`;
}

/** The drafting family, bound for the game controllers every element shares. */
export const draftBinding: FamilyBinding<DraftingRuleset, DraftingState, DraftingAction, DraftingView> = {
  family: 'drafting',
  shipped: shippedForms,
  compiler: async () => (await import('../../src/families/drafting/compile.js')).compileDrafting,
  engine: draftingEngine,
  // Saves written elsewhere name cards by their attributes: read them as `pomona replay` does.
  readAction: parseDraftAction,
  defaultRuleset: 'orchard.rules',
  botNames: draftingBotNames,
  defaultBot: 'rules',
  // The bot's seed is drawn from the table's, so that it cannot recompute the shuffle.
  bots: async () => {
    const { draftingFamily } = await import('../../src/families/drafting/bots/family.js');
    return (name, ruleset, seat, seed) => (draftingFamily.bots[name] ?? draftingFamily.bots.rules!).create(ruleset, botSeed(seed, seat));
  },
  howToPlay: async () => (await import('../../src/families/drafting/how-to-play.js')).draftingHowToPlay,
  replayUnits: { small: 'phase', large: 'phase', count: (view) => ({ small: view.phasesStarted, large: view.phasesStarted }) },
  accepts: (ruleset: Ruleset): ruleset is DraftingRuleset => ruleset.family === 'drafting',
  actor: (action) => (action.kind === 'place' ? action.player : null),
  announce(ruleset, _before, _after, _action, names, events) {
    // Cards turned up, the placement with its points, the end of the phase or of the game: all from the events.
    return draftEvents(events)
      .map((event) => describeDraftingEvent(ruleset, event, names))
      .join(' ');
  },
  handEnded(_ruleset, _before, after, events) {
    // Orchard is one long hand: it is scored when the game is over.
    if (!draftEvents(events).some((event) => event.kind === 'game-over')) return null;
    const sheets = draftingEngine.explain(after);
    return { sheets, totals: sheets.map((s) => s.total) };
  },
};

/** The game types of this family's element. */
export type DraftingGame = GameTypesOf<typeof draftBinding>;

/** The events of a drafting action (the live game hands every family's events over as GameEvent). */
function draftEvents(events: readonly GameEvent[]): readonly DraftingEvent[] {
  return events as readonly DraftingEvent[];
}
