/**
 * What <apples-to-apples> plays with beyond showing a game, imported after the first paint (see
 * `FamilyBinding.play`): the whole judging engine.
 */
// From the engine's own module, not its index (which also brings the words of the command line).
import { judgingEngine } from '../../src/families/judging/engine/engine.js';
import type { JudgingAction, JudgingState, JudgingView } from '../../src/families/judging/engine/types.js';
import type { JudgingRuleset } from '../../src/families/judging/ruleset.js';
import type { FamilyPlay } from '../core/family.js';

/** The judging family's code that plays. */
export const judgingPlay: FamilyPlay<JudgingRuleset, JudgingState, JudgingAction, JudgingView> = { engine: judgingEngine };
