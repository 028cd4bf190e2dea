/**
 * The four types of one family's game (ruleset, state, action, view) bundled into one, so that a
 * game element and its controllers name their family once instead of four times. Types only.
 */
import type { Ruleset } from '../../src/core/rules/ruleset.js';
import type { FamilyBinding, FamilyPlay } from './family.js';

/** A family's game types: what `GameElement` and the game controllers are parameterised by. */
export interface GameTypes {
  readonly ruleset: Ruleset;
  readonly state: unknown;
  readonly action: unknown;
  readonly view: unknown;
}

/** The game types of a family binding (`GameTypesOf<typeof trickBinding>`). */
export type GameTypesOf<B> =
  B extends FamilyBinding<infer R, infer S, infer A, infer V>
    ? { readonly ruleset: R; readonly state: S; readonly action: A; readonly view: V }
    : never;

/** The binding of the family with these game types. */
export type BindingOf<G extends GameTypes> = FamilyBinding<G['ruleset'], G['state'], G['action'], G['view']>;

/** What the family of these game types plays with, once imported (`FamilyBinding.play`). */
export type PlayOf<G extends GameTypes> = FamilyPlay<G['ruleset'], G['state'], G['action'], G['view']>;
