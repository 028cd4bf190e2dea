/**
 * The rules studio's elements: `<rules-editor>`, `<score-explainer>` and `<balance-simulator>`.
 * Not part of the game embeds (dist/pomona.js and the one-game files): a page that only plays a
 * game never downloads them. The editor loads CodeMirror itself on first use, and the simulator
 * runs its games in a module Web Worker.
 */
export { RulesEditor, type RulesAppliedEventDetail, type RulesCheckedEventDetail } from '../rules-editor/rules-editor.js';
export { ScoreExplainer } from '../score-explainer/score-explainer.js';
export { BalanceSimulator, EDITED_RULES } from '../balance-simulator/balance-simulator.js';
export { PomonaQr } from '../core/sharing/qr-code.js';
export type { Position, Derivation, Step } from '../score-explainer/derivation.js';
export type { SimulationResult } from '../../src/core/bots/simulate-games.js';
