/**
 * The family registry: the one place where the core learns which game families exist. Each family
 * exports one `FamilyDescriptor` (its id, compiler, engine, computer players, how its actions are
 * read, written and told, its refusal codes, the commands and the element it contributes) and
 * registers it with `registerFamily`. Every host (the `pomona` CLI, the loader of rules text, the
 * simulator, the studio) finds families here and names none of them.
 *
 * The shipped families register in `src/families/index.ts`; a family of one's own registers the
 * same way (see docs/architecture.md).
 */
import type { Command, CliIo, InLanguage } from './command.js';
import type { Said } from './i18n/diagnostics.js';
import type { LanguageTag } from './i18n/languages.js';
import type { Bot, GameEngine, GameEvent } from './game/game.js';
import type { Derivation, Position, PositionSpeech } from './rules/derivation.js';
import type { FamilyCompiler, FamilyCompilers } from './rules/load-with.js';
import type { HowToPlaySection } from './rules/how-to-play.js';
import type { OptionValues, RulesetBase } from './rules/ruleset.js';
import type { FactSheet } from './rules/facts.js';

/** A named kind of computer player. */
export interface BotMaker<R extends RulesetBase, V, A> {
  /** A player for a ruleset; `seed` makes its random choices repeatable. */
  create(ruleset: R, seed: number | string): Bot<V, A>;
}

/** A named kind of computer player, with a line saying how it decides. */
export interface BotFactory<R extends RulesetBase, V, A> extends BotMaker<R, V, A> {
  /** One line for `--help`: how this player decides (in English). */
  readonly description: string;
  /** The same line in the other languages Pomona speaks (the shipped families give every one; English where one is missing). */
  readonly descriptions?: Readonly<Partial<Record<Exclude<LanguageTag, 'en'>, string>>>;
}

/** An action read from JSON, or what is wrong with it. */
export type ParsedFamilyAction<A> = { readonly ok: true; readonly action: A } | { readonly ok: false; readonly message: string };

/**
 * A family's engine and its named computer players: all a host that only plays the games needs
 * (the web components import this part alone, so the notation stays out of the embed).
 */
export interface FamilyPlayers<R extends RulesetBase = RulesetBase, S = unknown, A = unknown, V = unknown> {
  /** The family id that its rulesets name (`family trick-taking`). */
  readonly family: R['family'];
  /** The engine that plays its rulesets. */
  readonly engine: GameEngine<R, S, A, V>;
  /** Computer players by name ("random", "rules", "search"); every family offers "random". */
  readonly bots: Readonly<Record<string, BotMaker<R, V, A>>>;
}

/** How `pomona score` scores a finished position of a family: its usage line and the run. */
export interface FamilyScorer<R extends RulesetBase> {
  /** One usage line: `pomona score RULESET --cards CARDS [--target CARDS] [--json]`. */
  readonly usage: string;
  /** A paragraph of `--help` about this family's arguments, after the usage lines. */
  readonly help?: InLanguage;
  /** Score the position given by `args` (the words after RULESET); returns the exit code. */
  run(ruleset: R, args: readonly string[], io: CliIo): number | Promise<number>;
}

/**
 * What `pomona replay` says of a family's game in a language other than English, made from that
 * language's phrasebook and card words: every sentence whole in the language.
 */
export interface ReplaySpeech<S = unknown, A = unknown> {
  /** An action in words, as `describeAction` says it in English. */
  action(action: A): string;
  /** What an action did, as the tables say it. */
  event(event: GameEvent): string;
  /** What one of the family's own refusal codes means; undefined for a code it does not have. */
  refusal(code: string): string | undefined;
  /** The state at the end of the replay, in lines, as `summaryText` says it in English. */
  summary(state: S): readonly string[];
}

/** The element that plays a family's games, for hosts that offer a table (the studio, the site). */
export interface FamilyElement {
  /** The custom element's tag, e.g. "apples-table". */
  readonly tag: string;
  /** The shipped ruleset it plays when none is given, e.g. "apples.rules". */
  readonly ruleset: string;
  /** A `seats` attribute for one person against the family's computer players. */
  readonly seats: string;
}

/** Everything the core and the hosts know about one family. */
export interface FamilyDescriptor<R extends RulesetBase = RulesetBase, S = unknown, A = unknown, V = unknown> extends FamilyPlayers<
  R,
  S,
  A,
  V
> {
  /** Its games in a few words, for lists and `--help`: "Apples (trick-taking)". */
  readonly title: string;
  /** The same in the other languages Pomona speaks (English where one is missing). */
  readonly titles?: Readonly<Partial<Record<Exclude<LanguageTag, 'en'>, string>>>;
  /** Compiles the merged statements of a `.rules` file of this family into its ruleset. */
  readonly compile: FamilyCompiler<R>;
  /** The same players as `bots`, each with its description. */
  readonly bots: Readonly<Record<string, BotFactory<R, V, A>>>;
  /** The computer player a host seats when it is given no other ("rules"). */
  readonly defaultBot: string;
  /** Read an action from a scenario or saved-game file. */
  parseAction(ruleset: R, json: unknown): ParsedFamilyAction<A>;
  /** An action as readable JSON (the inverse of parseAction). */
  actionToJSON(ruleset: R, action: A): unknown;
  /** Is this a chance action (a deal, a shuffle)? Replays draw missing chance events from the seed. */
  isChanceAction(action: A): boolean;
  /** The family's own refusal codes (beyond the shared ones of core/game/refusals.ts), each with what it means. */
  readonly refusals: Readonly<Record<string, string>>;
  /** An action in words, for replays: "Player 2 bids 2 spades". */
  describeAction(ruleset: R, action: A): string;
  /** An event (what an action did) in words, for replays: "Player 3 wins trick 4 (AS 2S 9S 10S)." */
  describeEvent?(ruleset: R, event: GameEvent): string;
  /** Each finished hand's (round's) score by seat, for averages. */
  roundScores(state: S): readonly (readonly number[])[];
  /** What `roundScores` counts, in the plural, as charts name it ("hands", "phases"; "hands or rounds" when not given). */
  readonly roundsName?: string;
  /** The state as JSON for `replay --json` (only what a table shows at the end: nothing hidden is needed). */
  summary(state: S): unknown;
  /** The state in lines of text for `replay`. */
  summaryText(state: S): readonly string[];
  /** `pomona replay` in the language of `speech`; undefined (and English, whole) where the family or the ruleset does not speak it. */
  replaySpeech?(ruleset: R, speech: PositionSpeech): ReplaySpeech<S, A> | undefined;
  /** Add the facts of a ruleset that a player would notice ("points to win": "250") to `facts`, for comparing a variant with its base. */
  describeRules?(ruleset: R, options: OptionValues, facts: FactSheet): void;
  /** "How to play" the ruleset, in sections of plain words made from its data (the game elements' panel, the generic table). */
  howToPlay?(ruleset: R, options: OptionValues): readonly HowToPlaySection[];
  /** A teacher's position scored step by step (the studio's score explainer), when the family scores positions. */
  explainPosition?(ruleset: R, position: Position, speech?: PositionSpeech): Derivation;
  /** A position typed as text in the family's card notation ("AS KS 10H / 10D"), or why the text is not one; with `positionNotation`, the words that say how to write it. */
  positionFromText?(
    ruleset: R,
    text: string,
  ):
    | { readonly ok: true; readonly position: Position }
    | { readonly ok: false; readonly message: string; /** The same, to say in the reader's language. */ readonly said?: Said };
  /** How a position is written for `positionFromText`, shown beside the text box: "cards won, then / and the target: AS KS 10H / 10D". */
  readonly positionNotation?: string;
  /** The same in the other languages Pomona speaks. */
  readonly positionNotations?: Readonly<Partial<Record<Exclude<LanguageTag, 'en'>, string>>>;
  /** How `pomona score` scores this family's positions, when it can. */
  readonly scorer?: FamilyScorer<R>;
  /** Subcommands of `pomona` that belong to this family (`pomona deck` for word decks). */
  readonly commands?: readonly Command[];
  /** The element that plays its games, when there is one. */
  readonly element?: FamilyElement;
}

/**
 * A descriptor of any family, as hosts that work with whatever was loaded hold it: its states,
 * actions and views are opaque to them, and pass back to the family unchanged.
 */
export type AnyFamilyDescriptor = FamilyDescriptor;

/**
 * The registered families. Shared by everything in the realm on purpose, as `customElements` is:
 * a family is code, not game state, so two games on one page share nothing through it.
 */
const registered = new Map<string, AnyFamilyDescriptor>();

/**
 * Make a family known to every host. Registering the same descriptor again does nothing; another
 * descriptor with a registered family's id is a programming error and throws.
 */
export function registerFamily<R extends RulesetBase, S, A, V>(descriptor: FamilyDescriptor<R, S, A, V>): void {
  const known = registered.get(descriptor.family);
  if (known === descriptor) return;
  if (known) throw new Error(`a family '${descriptor.family}' is registered already`);
  if (!/^[a-z][a-z-]*$/.test(descriptor.family))
    throw new Error(`'${descriptor.family}' is not a family id: lower-case words joined by '-'`);
  if (!descriptor.bots['random']) throw new Error(`the family '${descriptor.family}' must offer a 'random' player`);
  if (!descriptor.bots[descriptor.defaultBot])
    throw new Error(`the family '${descriptor.family}' has no player '${descriptor.defaultBot}'`);
  registered.set(descriptor.family, descriptor);
}

/** The descriptor of a registered family, or undefined. */
export function familyDescriptor(family: string): AnyFamilyDescriptor | undefined {
  return registered.get(family);
}

/** Every registered family, in the order they were registered. */
export function registeredFamilies(): readonly AnyFamilyDescriptor[] {
  return [...registered.values()];
}

/** The compilers of every registered family, by family id: what the loader of rules text uses. */
export function registeredCompilers(): FamilyCompilers {
  const compilers: Record<string, FamilyCompiler<RulesetBase>> = {};
  for (const d of registered.values()) compilers[d.family] = d.compile;
  return compilers;
}

/** A family's title in `language` (its English one where it has none in that language). */
export function familyTitle(family: Pick<FamilyDescriptor, 'title' | 'titles'>, language: LanguageTag): string {
  return (language === 'en' ? undefined : family.titles?.[language]) ?? family.title;
}
