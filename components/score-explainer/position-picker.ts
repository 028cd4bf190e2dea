/**
 * A family's picker of cards for the score explainer: it draws the position a teacher builds
 * (inside the explainer's shadow root, with its styles) and changes it through the host.
 */
import type { TemplateResult } from 'lit';
import type { Position } from '../../src/core/rules/derivation.js';
import type { Ruleset, RulesetBase } from '../../src/core/rules/ruleset.js';

/** What the explainer lends a picker. */
export interface PositionPickerHost {
  /** The cards on show. */
  readonly position: Position;
  /** Show another position. */
  setPosition(position: Position): void;
  /** The rulesets the explainer scores the position under (a second one when it compares). */
  readonly rulesets: readonly Ruleset[];
  /** Where a click puts a card, for pickers with more than one place ('' before the first choice). */
  readonly mode: string;
  /** Change where a click puts a card. */
  setMode(mode: string): void;
}

/** Draws the picker of a ruleset of the family. */
export type PositionPicker = (host: PositionPickerHost, ruleset: RulesetBase) => TemplateResult;
