/** The replay viewer's step buttons, the same in every game element. */
import { html, nothing, type TemplateResult } from 'lit';
import type { ReplayPosition } from './game-session.js';

/** The bar: where the replay stands, first/back/forward/last, and the way back to the live game. */
export function renderReplayBar(replay: ReplayPosition<unknown> | null, seek: (index: number) => void, close: () => void): TemplateResult | typeof nothing {
  if (!replay) return nothing;
  const at = replay.index;
  const end = replay.saved.log.length;
  return html`<div class="replay-bar panel" part="replay-bar" role="group" aria-label="Replay">
    <span>Action ${at} of ${end}</span>
    <button @click=${() => seek(0)} ?disabled=${at === 0}>First</button>
    <button @click=${() => seek(at - 1)} ?disabled=${at === 0}>Back</button>
    <button @click=${() => seek(at + 1)} ?disabled=${at === end}>Forward</button>
    <button @click=${() => seek(end)} ?disabled=${at === end}>Last</button>
    <button @click=${close}>Back to the game</button>
  </div>`;
}
