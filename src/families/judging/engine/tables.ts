/**
 * Tables made once per ruleset and shared by every game of it: the card faces, and the frozen
 * player actions that `legalActions` lists (so a decision allocates no action objects).
 *
 * The card faces are kept per compiled ruleset (a WeakMap: they go away with it); the action
 * table rides on the frozen card table itself, under a symbol that is not enumerable (so JSON,
 * copies and comparisons of a state never see it). Nothing in them ever changes once made
 * (an action is made once and frozen), so no game can observe another through them.
 */
import type { WordCard } from '../../../core/rules/ruleset.js';
import type { JudgingRuleset } from '../ruleset.js';
import type { CardFace, JudgingCards, JudgingPlayerAction } from './types.js';

type PlaceAction = Extract<JudgingPlayerAction, { kind: 'place' }>;
type ChooseAction = Extract<JudgingPlayerAction, { kind: 'choose' }>;
type DoneAction = Extract<JudgingPlayerAction, { kind: 'done' }>;

/** The frozen player actions of one card table, made seat by seat as seats first act. */
export interface ActionTable {
  /** `place[player][card]` */
  readonly place: PlaceAction[][];
  /** `choose[player][card]` */
  readonly choose: ChooseAction[][];
  /** `done[player]` */
  readonly done: DoneAction[];
}

const cardTables = new WeakMap<JudgingRuleset, JudgingCards>();
/** Tables of card tables that came another way (a state read back from JSON). */
const otherActionTables = new WeakMap<JudgingCards, ActionTable>();
const actionsKey = Symbol('pomona judging actions');

function faces(cards: readonly WordCard[]): readonly CardFace[] {
  return Object.freeze(cards.map((c, id) => Object.freeze({ id, text: c.text, detail: c.detail, tags: Object.freeze([...c.tags]) })));
}

/** The card faces of a ruleset, frozen, made once. */
export function cardsOf(ruleset: JudgingRuleset): JudgingCards {
  let cards = cardTables.get(ruleset);
  if (!cards) {
    const made = { green: faces(ruleset.green.cards), red: faces(ruleset.red.cards) };
    const table: ActionTable = { place: [], choose: [], done: [] };
    Object.defineProperty(made, actionsKey, { value: table, enumerable: false });
    cards = Object.freeze(made);
    cardTables.set(ruleset, cards);
  }
  return cards;
}

/** The action table of a card table (a state read back from JSON gets a table of its own). */
export function actionsOf(cards: JudgingCards): ActionTable {
  const own = (cards as { [actionsKey]?: ActionTable })[actionsKey];
  if (own) return own;
  let table = otherActionTables.get(cards);
  if (!table) {
    table = { place: [], choose: [], done: [] };
    otherActionTables.set(cards, table);
  }
  return table;
}

/** The shared `place` action of `player` and `card` (both already checked to be in range). */
export function placeAction(table: ActionTable, cards: JudgingCards, player: number, card: number): PlaceAction {
  let row = table.place[player];
  if (!row) row = table.place[player] = new Array<PlaceAction>(cards.red.length);
  return (row[card] ??= Object.freeze({ kind: 'place', player, card }));
}

/** The shared `choose` action of `player` and `card` (both already checked to be in range). */
export function chooseAction(table: ActionTable, cards: JudgingCards, player: number, card: number): ChooseAction {
  let row = table.choose[player];
  if (!row) row = table.choose[player] = new Array<ChooseAction>(cards.red.length);
  return (row[card] ??= Object.freeze({ kind: 'choose', player, card }));
}

/** The shared `done` action of `player`. */
export function doneAction(table: ActionTable, player: number): DoneAction {
  return (table.done[player] ??= Object.freeze({ kind: 'done', player }));
}
