/**
 * The panels of a game element that the first paint of a working game never shows: the house-rules
 * form, the replay viewer's bar and its steps, and the problems of rules that did not load, with their styles. GameElement imports this module once the table is
 * ready (when the page is idle) or when a panel is first opened, so a page's first download
 * carries only what it shows.
 */
import type { CSSResult } from 'lit';
import { diagnosticsStyles } from './diagnostics.js';
import { houseRulesStyles } from './house-rules.js';
import { replayBarStyles } from './replay-bar.js';

export { renderDiagnostics } from './diagnostics.js';
export { readHouseRules, renderHouseRules } from './house-rules.js';
export { renderReplayBar } from './replay-bar.js';
export { playReplay, replayStep, seekReplay } from './replay-steps.js';

/** The panels' styles, adopted by the element's shadow root when this module arrives. */
export const panelsStyles: readonly CSSResult[] = [houseRulesStyles, diagnosticsStyles, replayBarStyles];
