/**
 * The attributes that set up a game on every Pomona game element: the rules, who sits where, the
 * seed, the pace, saving, house rules, names, rated play and the online table. What they do is the
 * business of GameSession (game-session.ts), which extends this class, and of GameElement after it.
 */
import { LitElement, type PropertyDeclarations } from 'lit';
import { changedByValue } from './same-value.js';

export abstract class GameAttributes extends LitElement {
  // The settings that start a game compare by value (same-value.ts): a framework that sets an equal
  // value again at every render (an inline object, a new array) starts nothing.
  static override properties: PropertyDeclarations = {
    ruleset: { type: String, hasChanged: changedByValue },
    seats: { type: String, hasChanged: changedByValue },
    seed: { type: String },
    botDelay: { type: Number, attribute: 'bot-delay' },
    persist: { type: String },
    options: { attribute: 'options', hasChanged: changedByValue },
    names: { type: String, hasChanged: changedByValue },
    rated: { type: Boolean, reflect: true },
    server: { type: String },
    room: { type: String },
  };

  /** The rules: a URL of a `.rules` file, a bundled ruleset's name, or rules text (several lines). */
  declare ruleset: string | null;
  /** Who sits where: one entry per seat, `you` for a person at this screen or a computer player's name. */
  declare seats: string | null;
  /** Seed of the game; the same seed and moves give the same game. Random when absent. */
  declare seed: string | null;
  /** Milliseconds a computer player waits before acting (0 in tests). */
  declare botDelay: number;
  /** A storage key: the game is saved after every action and resumed after a reload (or a change of key). */
  declare persist: string | null;
  /**
   * House rules: an object (`{ winning_score: 250 }`), or its string form `name=value, ...` or JSON.
   * A value the rules refuse is shown on the element and fires `pomona-setup-error`.
   */
  declare options: string | Readonly<Record<string, unknown>> | null;
  /** Seat names, comma-separated (shown as text). */
  declare names: string | null;
  /**
   * A rated game: the table offers no undo. Without it, a person playing alone against computer
   * players may take back their last move (and the computer players' answers to it).
   */
  declare rated: boolean;
  /**
   * The address of a Pomona table server (`wss://…`): the table offers "Play with friends", to open
   * an online table of these rules or join one by its code. Without it nothing goes online.
   */
  declare server: string | null;
  /** A table's code: with `server`, the join screen opens with it filled in (as `#join=CODE` in the page's address does). */
  declare room: string | null;
  // The `name` attribute (the display name online play proposes) is read when the door opens, not
  // declared as a property: a `name` property on the element made the focus after a pass in
  // <apples-table> fall to the page now and then (test/components/game-frame.test.ts).

  constructor() {
    super();
    this.ruleset = null;
    this.seats = null;
    this.seed = null;
    this.persist = null;
    this.options = null;
    this.names = null;
    this.rated = false;
  }
}
