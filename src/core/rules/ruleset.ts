/**
 * The compiled ruleset: typed, frozen data that the engines interpret.
 * Every number, order and table of a game comes from here, never from TypeScript.
 */
import type { Explained } from './expression-types.js';
import type { RulesetTranslations } from './ruleset-texts.js';
import type { ExplainWords } from './explain-words.js';

/**
 * The rulesets of the registered families by family id: an open map that each family extends
 * (TypeScript declaration merging) in its own `ruleset.ts`, so the core names no family:
 *
 *     declare module '../../core/rules/ruleset.js' {
 *       interface RulesetsByFamily { 'trick-taking': TrickRuleset }
 *     }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by declaration merging
export interface RulesetsByFamily {}

/** A registered family's id, e.g. 'trick-taking'. */
export type Family = Extract<keyof RulesetsByFamily, string>;

/** A value a house-rule option can take. Toggles are booleans. */
export type OptionValue = number | boolean | string;
/** The chosen value of every option of a ruleset, by option name. */
export type OptionValues = Readonly<Record<string, OptionValue>>;

/** A house-rule option declared in the ruleset file. */
export type OptionDecl =
  | { readonly name: string; readonly description: string; readonly kind: 'toggle'; readonly default: boolean }
  | {
      readonly name: string;
      readonly description: string;
      readonly kind: 'choice';
      readonly choices: readonly (number | string)[];
      readonly default: number | string;
    }
  | {
      readonly name: string;
      readonly description: string;
      readonly kind: 'number';
      readonly min: number;
      readonly max: number;
      readonly default: number;
    };

/** An inclusive range of whole numbers. */
export interface IntRange {
  readonly min: number;
  readonly max: number;
}

/** Everything an expression may read besides its own family's context. */
export interface BaseContext {
  /** Chosen option values (defaults filled in). */
  readonly options: OptionValues;
  /** Number of players at the table. */
  readonly players: number;
}

/**
 * An expression from the ruleset, compiled once. `evaluate` is the fast path;
 * `explain` computes the same value and shows how ("2 × 10 = 20").
 */
export interface CompiledExpr<Ctx, T> {
  /** The expression as written in the ruleset. */
  readonly source: string;
  /** The expression in plain English, for players (see expression-words.ts). */
  readonly words: string;
  evaluate(ctx: Ctx): T;
  /** The value and how it came about, in the words of `say` (the engine's English without). */
  explain(ctx: Ctx, say?: ExplainWords): Explained<T>;
  /**
   * What the expression can look at, for engines that remember answers: absent means it may
   * look at anything.
   */
  readonly reads?: ExprReads;
}

/** What a compiled expression can look at besides the context's numbers and options. */
export interface ExprReads {
  /** The card attributes it reads, of any card (by index into the deck's attributes), ascending. */
  readonly attributes: readonly number[];
  /** Whether it reads the cards of other batches (`elsewhere`). */
  readonly elsewhere: boolean;
  /**
   * Each `elsewhere` collection it reads, for engines that keep its answers across placements
   * elsewhere (a placement into a batch no collection reads, or of a card no collection keeps
   * for the card being placed, leaves the answer as it was). Absent: any placement elsewhere
   * may change its answer.
   */
  readonly elsewhereReads?: readonly ElsewhereRead[];
  /**
   * How its value can change as cards are added to the other batches, when it reads them: 'up'
   * (a yes/no rule: only from no to yes), 'down' (only from yes to no: a card it refuses stays
   * refused until its own batch changes) or 'any'. Absent: it reads no other batch, or nobody said.
   */
  readonly elsewhereTrend?: 'up' | 'down' | 'any';
}

/** One `count(elsewhere ...)` of an expression: which cards of the other batches it can count. */
export interface ElsewhereRead {
  /** The batches it leaves out (`except`), by index. */
  readonly except: readonly number[];
  /**
   * When its `where` keeps exactly the cards whose attribute `counted` equals (`equal`) or differs
   * from attribute `placed` of the card being placed (`where colour = card.colour`): a card placed
   * elsewhere changes the count only for the cards it matches. Absent: for every card.
   */
  readonly match?: { readonly counted: number; readonly placed: number; readonly equal: boolean };
}

/** What every compiled ruleset has, whatever its family. */
export interface RulesetBase {
  /** The game's name, e.g. "Apples". */
  readonly name: string;
  /** The id of the family whose engine plays it. */
  readonly family: string;
  readonly players: IntRange;
  readonly options: readonly OptionDecl[];
  /** The file this ruleset was compiled from, and those it extends, nearest first. */
  readonly files: readonly string[];
  /** The file's own texts in other languages (its `language` blocks); absent when it gives none. */
  readonly translations?: RulesetTranslations;
}

/** Fill in defaults and check values: returns the full option set or a readable error. */
export type ResolveOptions = (
  ruleset: RulesetBase,
  chosen: Readonly<Record<string, unknown>>,
) => { ok: true; options: OptionValues } | { ok: false; message: string };

// ---------------------------------------------------------------- trick-taking

/** A French deck: ranks and suits, both ordered high to low. */
export interface PlayingDeck {
  readonly kind: 'playing';
  /** Rank symbols high to low: "A", "K", ..., "10", ..., "2". */
  readonly ranks: readonly string[];
  /** Suit names high to low: "spades", "clubs", "hearts", "diamonds". */
  readonly suits: readonly string[];
  /** How many copies of each card. */
  readonly copies: number;
  /** Cards taken out of the deck, one copy per entry (`remove 2 of clubs`). */
  readonly removed?: readonly { readonly rank: string; readonly suit: string }[];
}

/** What a bidding expression may read. */
export interface BidContext extends BaseContext {
  /** The number of the bid being considered. */
  readonly number: number;
  /** How many cards of the bid's suit the bidder holds. */
  readonly held: number;
}

/** What a group's score expression may read. */
export interface GroupContext extends BaseContext {
  /** The card value of the group's rank (from the `value` table). */
  readonly value: number;
  /** How many cards are in the group. */
  readonly size: number;
}

/** What a contract score reads: the bid winner's side (the bidder, or the bidder's team). */
export interface ContractContext extends BaseContext {
  /** The number of the winning bid. */
  readonly bid: number;
  /** Tricks the side took this hand. */
  readonly tricks: number;
  /** Tricks taken above the bid (0 when the bid was not made). */
  readonly overtricks: number;
  /** Tricks short of the bid (0 when the bid was made). */
  readonly undertricks: number;
}

// ---------------------------------------------------------------- drafting

/** One attribute of an attribute deck, with its values in order. */
export interface Attribute {
  readonly name: string;
  /** Numeric attributes hold numbers; symbolic ones hold words such as colours. */
  readonly kind: 'number' | 'symbol';
  /** The values in declared order. */
  readonly values: readonly (number | string)[];
}

/**
 * A card of an attribute deck: one entry per attribute, in deck.attributes order.
 * Numeric attributes store the number itself; symbolic ones store the index into `values`.
 */
export type AttrCard = readonly number[];

/** A deck of cards that are combinations of attribute values. */
export interface AttributeDeck {
  readonly kind: 'attributes';
  readonly attributes: readonly Attribute[];
  readonly copies: number;
  /** Every card of the deck, in a fixed canonical order (card id = index). */
  readonly cards: readonly AttrCard[];
}

/** What a batch's placing rules and score may read. */
export interface BatchContext extends BaseContext {
  /** This batch's cards in the order placed (including the card being placed, when checking). */
  readonly cards: readonly AttrCard[];
  /** The card being placed, or null when scoring. */
  readonly card: AttrCard | null;
  /** Every batch's cards, by batch index (this batch's entry is ignored by `elsewhere`). */
  readonly batches: readonly (readonly AttrCard[])[];
  /** Index of this batch. */
  readonly batchIndex: number;
}

/**
 * What a deck's card rule reads (`copies 2 where colour = red`): one card, its attributes by their
 * bare names. The rule is worked out once, before any game, so no option has a value there.
 */
export interface CardRuleContext {
  readonly card: AttrCard;
  readonly options: OptionValues;
}

/**
 * The context each kind of expression runs in, by the kind the compiler checked it for: a compiled
 * expression takes exactly its kind's context (see `compileExpression`).
 */
export interface ExpressionContexts {
  readonly base: BaseContext;
  readonly bid: BidContext;
  readonly group: GroupContext;
  readonly contract: ContractContext;
  readonly 'batch-allow': BatchContext;
  readonly 'batch-score': BatchContext;
  readonly card: CardRuleContext;
}

// ---------------------------------------------------------------- judging

/** A card of a word deck. */
export interface WordCard {
  /** The card's text exactly as written ("My Grandmother" stays as it is). */
  readonly text: string;
  /** Synonyms (green cards) or the flavour line (red cards). */
  readonly detail: string;
  readonly tags: readonly string[];
  /** Where the card was defined, for diagnostics. */
  readonly file: string;
  readonly line: number;
}

/** A deck of word cards read from deck files. */
export interface WordDeck {
  readonly kind: 'words';
  readonly name: string;
  readonly files: readonly string[];
  readonly cards: readonly WordCard[];
}

/** A compiled ruleset of any registered family. */
export type Ruleset = RulesetsByFamily[Family];
