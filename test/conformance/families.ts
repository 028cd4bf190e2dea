/**
 * The families the conformance harness plays, and the computer players it seats, each with a
 * budget: the quick players (random, rules...) play whole games everywhere; a search player plays
 * a few decisions a table, with a small search where its factory takes one, so that adding a
 * ruleset or a player count costs seconds, not minutes. `CONFORMANCE_SCALE` multiplies the numbers.
 *
 * This is the only file of the harness that reads the family registry (`listFamilies` below).
 */
import '../../src/families/index.js';
// A family of one's own, registered as any outside family would be: the harness plays it like the shipped ones.
import '../families/high-card/index.js';
import { registeredFamilies } from '../../src/core/registry.js';
import type { Bot, GameEngine } from '../../src/core/game/game.js';
import type { Ruleset } from '../../src/core/rules/ruleset.js';
import type { DraftingRuleset } from '../../src/families/drafting/ruleset.js';
import type { TrickRuleset } from '../../src/families/trick/ruleset.js';
import { createTrickMctsBot, type TrickMctsBudget } from '../../src/families/trick/bots/mcts.js';
import { createFlatSearchBot } from '../../src/families/trick/bots/search.js';
import { createLookaheadDraftBot } from '../../src/families/drafting/bots/lookahead.js';
import { createIsmctsBot } from '../../src/core/bots/ismcts.js';
import { draftingEngine } from '../../src/families/drafting/engine/engine.js';

/** How much of everything to play: 1 in CI, e.g. 50 for a nightly run (`CONFORMANCE_SCALE=50 npm run test:node`). */
export const SCALE = Math.max(1, Number(process.env['CONFORMANCE_SCALE'] ?? '1'));
/** `CONFORMANCE_SHIPPED_BUDGETS=1`: the search players think as shipped (still SEARCH_DECISIONS a table), for a nightly run. */
const SHIPPED_BUDGETS = process.env['CONFORMANCE_SHIPPED_BUDGETS'] === '1';

export type AnyAction = { readonly kind: string };
export type AnyBot = Bot<unknown, AnyAction>;

/** What the harness needs of a family entry (the registry's types, widened to "any ruleset"). */
export interface FamilyUnderTest {
  readonly family: string;
  readonly engine: GameEngine<Ruleset, unknown, AnyAction, unknown>;
  /** The family's own refusal codes. */
  readonly refusals: Readonly<Record<string, string>>;
  /** Every registered computer player, each under its test budget. */
  readonly players: readonly PlayerUnderTest[];
  /** The registered players as shipped (full budgets), by name: asked only a decision or two. */
  readonly shipped: Readonly<Record<string, { create(ruleset: Ruleset, seed: number | string): AnyBot }>>;
}

export interface PlayerUnderTest {
  readonly name: string;
  /** 'quick': plays whole games at every table; 'search': a fixed few decisions a table. */
  readonly cost: 'quick' | 'search';
  /** Another name the registry gives the same player (drafting's 'rules' is 'greedy'): played once, under its first name. */
  readonly aliasOf?: string;
  create(ruleset: Ruleset, seed: number | string): AnyBot;
}

/** Players cheap enough to play every seat of every game; any other player (a new family's too) is treated as a search player. */
const QUICK = new Set(['random', 'rules', 'greedy', 'matcher', 'reader']);

/** Decisions a search player makes at each table before a quick player takes its seat for the rest of the game. */
export const SEARCH_DECISIONS = Math.ceil(6 * SCALE);

/** The small trick-taking search: enough iterations to build a tree with several children, two orders of magnitude under the shipped 8,000. */
const QUICK_MCTS: TrickMctsBudget = { iterations: 48, worlds: 8, actions: 4000 };

/** A family's player, with its test budget, widened to the harness's types (the one place this is trusted). */
function widen<R extends Ruleset, V, A>(make: (ruleset: R, seed: number | string) => Bot<V, A>): PlayerUnderTest['create'] {
  return make as unknown as PlayerUnderTest['create'];
}

/**
 * The search players under a small budget, where the factory takes one. A player missing here
 * (a new one, or a new family's) is played with its shipped budget, still for a few decisions only.
 */
const SMALL_BUDGETS: Readonly<Record<string, Readonly<Record<string, PlayerUnderTest['create']>>>> = {
  'trick-taking': {
    flat: widen((r: TrickRuleset, seed) => createFlatSearchBot(r, seed, { worlds: 6, maxPlayouts: 40 })),
    search: widen((r: TrickRuleset, seed) => createTrickMctsBot(r, seed, QUICK_MCTS, 'search')),
    mcts: widen((r: TrickRuleset, seed) => createTrickMctsBot(r, seed, QUICK_MCTS)),
  },
  drafting: {
    lookahead: widen((r: DraftingRuleset, seed) => createLookaheadDraftBot(r, seed, { first: 1, keep: 2, second: 3 })),
    mcts: widen((r: DraftingRuleset, seed) => createIsmctsBot(draftingEngine, r, seed, { iterations: 40 })),
  },
};

/** The registered families: the one function that lists them from the registry. */
function listFamilies(): FamilyUnderTest[] {
  return registeredFamilies().map((entry) => {
    const registered = Object.entries(entry.bots);
    const players = registered.map(([name, maker]): PlayerUnderTest => {
      const first = registered.find(([, other]) => other === maker || other.create === maker.create)?.[0];
      const budgets = SHIPPED_BUDGETS ? undefined : SMALL_BUDGETS[entry.family];
      const small = budgets?.[name] ?? (first === undefined ? undefined : budgets?.[first]);
      return {
        name,
        cost: QUICK.has(name) ? 'quick' : 'search',
        ...(first !== undefined && first !== name ? { aliasOf: first } : {}),
        create: small ?? widen((ruleset, seed) => maker.create(ruleset, seed)),
      };
    });
    return {
      family: entry.family,
      engine: entry.engine as unknown as FamilyUnderTest['engine'],
      refusals: entry.refusals,
      players,
      shipped: entry.bots as unknown as FamilyUnderTest['shipped'],
    };
  });
}

const listed = listFamilies();

/** Every family under test. */
export function familiesUnderTest(): readonly FamilyUnderTest[] {
  return listed;
}

/** The family of a ruleset, or undefined when none is registered. */
export function familyUnderTest(family: string): FamilyUnderTest | undefined {
  return listed.find((f) => f.family === family);
}
