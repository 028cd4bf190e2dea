/**
 * What a game element tells the shared session about its family: the engine, the computer
 * players, and how to put actions into words. Everything else (rules loading, seats, automatic
 * turns, persistence, replays, events) is the same for every element.
 */
import type { LanguageTag } from '../../src/core/i18n/languages.js';
import type { Bot, GameEvent, PlayingEngine, ScoreSheet, ShowingEngine } from '../../src/core/game/game.js';
import type { FairLap } from './playing/fair-lap.js';
import type { FamilyCompiler } from '../../src/core/rules/load-with.js';
import type { HowToPlaySection } from '../../src/core/rules/how-to-play.js';
import type { OptionValues, Ruleset } from '../../src/core/rules/ruleset.js';
import type { HandEndEventDetail } from './events.js';
import type { ShippedForms } from './rules/ruleset-source.js';

/** Makes a computer player by name for a seat of a table. */
export type MakeBot<R extends Ruleset, V, A> = (name: string, ruleset: R, seat: number, seed: number | string) => Bot<V, A>;

/** Who reads a table's sentences, and in which language. */
export interface Listener {
  /** The seat the element calls "You" (verbs agree with it), or -1. */
  readonly you: number;
  /** The language the sentences are said in (its sentences are loaded with it). */
  readonly language: LanguageTag;
}

/**
 * A sentence for the live region about an action just applied ("West plays the queen of
 * spades."); `events` are what the engine's `apply` reported for it. An empty sentence says nothing.
 */
export type Announce<R extends Ruleset, S, A> = (
  ruleset: R,
  before: S,
  after: S,
  action: A,
  names: readonly string[],
  events: readonly GameEvent[],
  listener: Listener,
) => string;

/** What a table needs to play a family's game, beyond showing it (see `FamilyBinding.play`). */
export interface FamilyPlay<R extends Ruleset, S, A, V> {
  /** The engine as a table plays it: sampling hidden cards (`sampleWorld`) is the search players' need, which they bring in their own chunk. */
  readonly engine: PlayingEngine<R, S, A, V>;
  /**
   * Read an action of a saved game written elsewhere (by `pomona replay --json`, by hand: cards in
   * notation such as "3D") into the engine's form; the family's notation. Saves are checked with it.
   */
  readonly readAction?: (
    ruleset: R,
    json: unknown,
  ) => { readonly ok: true; readonly action: A } | { readonly ok: false; readonly message: string };
  /**
   * For a family whose table is drawn from the state (its score sheets, its answers to a chosen
   * card): a state consistent with a seat's view, for an online table, where the state stays on
   * the server. What the view does not show (the undealt cards) is drawn in some order.
   */
  readonly onlineWorld?: (ruleset: R, view: V) => S;
  /** For a family played in hands: each finished hand's score sheets, hand by hand, by seat, their lines named in `language`. */
  readonly handSheets?: (state: S, language: LanguageTag) => readonly (readonly ScoreSheet[])[];
}

/** One family's binding to the shared game session. */
export interface FamilyBinding<R extends Ruleset, S, A, V> {
  readonly family: R['family'];
  /**
   * The engine as a table shows a game: set up, who acts, a seat's view, the result, the log. The
   * first paint needs no more; the rest of the engine comes with `play`.
   */
  readonly engine: ShowingEngine<R, S, A, V>;
  /**
   * What playing needs beyond showing (the whole engine, the family's notation), imported once
   * after the first paint: before then nobody can act (the first action is a deal, taken after it).
   */
  play(): Promise<FamilyPlay<R, S, A, V>>;
  /**
   * The compiler of this family's rulesets (the only one an element's loader uses), imported on
   * demand: shipped rulesets come compiled, so only rules given as text or by URL need it.
   */
  compiler(): Promise<FamilyCompiler>;
  /** This family's shipped rulesets, compiled at build time (src/core/rules/generated/shipped-FAMILY.js). */
  readonly shipped: ShippedForms;
  /** The bundled ruleset played when none is given. */
  readonly defaultRuleset: string;
  /** Names of the computer players a `seats` list may use. */
  readonly botNames: readonly string[];
  /** The computer player used for seats not given. */
  readonly defaultBot: string;
  /**
   * The family's computer players, imported on demand (after the first paint: they act only
   * after it): a maker of a player for a seat, with its own seeded generator.
   */
  bots(): Promise<MakeBot<R, V, A>>;
  /** Whether a ruleset belongs to this family (type guard). */
  accepts(ruleset: Ruleset): ruleset is R;
  /** The player an action belongs to, or null for a chance action. */
  actor(action: A): number | null;
  /**
   * The sentences of the live region: a function, or (to keep its words out of the first paint)
   * `{ load }`, which imports it after the first paint; the session queues what happens until it
   * has loaded and then says all of it, in order.
   */
  readonly announce: Announce<R, S, A> | { readonly load: () => Promise<Announce<R, S, A>> };
  /**
   * For a family whose seats act at the same time: a new fair lap, in which they choose face down
   * and their actions are applied in a drawn order once all have chosen (fair party play: speed
   * decides nothing; see fair-lap.ts, which only such a family's code brings).
   */
  readonly fairLap?: () => FairLap<A>;
  /**
   * Where a view stands, for the replay viewer's larger steps: counters that grow by one when a
   * trick (or round) ends and when a hand ends, and their names ("trick", "hand").
   */
  readonly replayUnits: {
    readonly small: string;
    readonly large: string;
    count(view: V): { readonly small: number; readonly large: number };
  };
  /**
   * "How to play" this family's rulesets, imported when a person first opens the panel: the
   * family's own how-to-play module only (never the registry, which would bring every family);
   * in `language` as far as the family speaks it (its sentences loaded with the language).
   */
  howToPlay(): Promise<(ruleset: R, options: OptionValues, language: LanguageTag) => readonly HowToPlaySection[]>;
  /**
   * If the action finished a hand (or round), its scores; null otherwise. `events` as for
   * `announce`; `engine` is the whole engine (`FamilyPlay.engine`), for the score sheets.
   */
  handEnded(ruleset: R, before: S, after: S, events: readonly GameEvent[], engine: PlayingEngine<R, S, A, V>): HandEndEventDetail | null;
}
