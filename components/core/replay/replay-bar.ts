/**
 * The replay viewer's controls, the same in every game element: play and pause with a speed,
 * steps by action, by trick or round and by hand, a scrub bar, and the way back to the game.
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import { msg, str } from '@lit/localize';
import type { ReplayPosition } from './replay-viewer.js';

/** What the bar calls back into the element (its replay viewer). */
export interface ReplayControls {
  seek(index: number): void;
  step(unit: 'small' | 'large', direction: 1 | -1): number;
  play(playing: boolean, speed?: number): void;
  close(): void;
}

/** Speeds offered, in actions per second. */
const speeds = [1, 2, 4, 8];

/** The bar; `units` names the larger steps ("trick" and "hand", or "round"). */
export function renderReplayBar(
  replay: ReplayPosition<unknown> | null,
  units: { readonly small: string; readonly large: string },
  on: ReplayControls,
): TemplateResult | typeof nothing {
  if (!replay) return nothing;
  const at = replay.index;
  const end = replay.saved.log.length;
  const both = units.small !== units.large;
  return html`<div class="replay-bar panel" part="replay-bar" role="group" aria-label=${msg('Replay')}>
    <div class="replay-row">
      <button class="primary" aria-pressed=${String(replay.playing)} @click=${() => on.play(!replay.playing)}>${replay.playing ? msg('Pause') : msg('Play')}</button>
      <label class="speed">${msg('Speed')}
        <select @change=${(e: Event) => on.play(replay.playing, Number((e.target as HTMLSelectElement).value))}>
          ${speeds.map((s) => html`<option value=${s} ?selected=${s === replay.speed}>${msg(str`${s} per second`)}</option>`)}
        </select>
      </label>
      <button @click=${() => on.close()}>${msg('Back to the game')}</button>
    </div>
    <div class="replay-row">
      <button ?disabled=${at === 0} @click=${() => on.seek(0)}>${msg('First')}</button>
      ${both ? html`<button ?disabled=${at === 0} @click=${() => on.seek(on.step('large', -1))}>${msg(str`Previous ${units.large}`)}</button>` : nothing}
      <button ?disabled=${at === 0} @click=${() => on.seek(on.step('small', -1))}>${msg(str`Previous ${units.small}`)}</button>
      <button ?disabled=${at === 0} title=${msg('Back one action')} @click=${() => on.seek(at - 1)}>${msg('Back')}</button>
      <button ?disabled=${at === end} title=${msg('Forward one action')} @click=${() => on.seek(at + 1)}>${msg('Forward')}</button>
      <button ?disabled=${at === end} @click=${() => on.seek(on.step('small', 1))}>${msg(str`Next ${units.small}`)}</button>
      ${both ? html`<button ?disabled=${at === end} @click=${() => on.seek(on.step('large', 1))}>${msg(str`Next ${units.large}`)}</button>` : nothing}
      <button ?disabled=${at === end} @click=${() => on.seek(end)}>${msg('Last')}</button>
    </div>
    <label class="scrub">${msg('Action')} <output>${at}</output> ${msg('of')} ${end}
      <input type="range" min="0" max=${end} .value=${String(at)} @input=${(e: Event) => on.seek(Number((e.target as HTMLInputElement).value))} />
    </label>
  </div>`;
}

/** Styles of the bar: buttons that look like buttons on the panel. */
export const replayBarStyles = css`
  .replay-bar {
    display: flex;
    flex-direction: column;
    gap: 0.4rem;
  }
  .replay-row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
    align-items: center;
  }
  .replay-bar button:not(.primary) {
    border: 2px solid var(--_pomona-muted);
    background: color-mix(in srgb, var(--_pomona-muted) 12%, var(--_pomona-surface));
  }
  .replay-bar button:not(:disabled):hover {
    border-color: var(--_pomona-ink);
  }
  .scrub {
    display: flex;
    flex-wrap: wrap;
    gap: 0.2rem 0.6rem;
    align-items: center;
  }
  .scrub input {
    flex: 1 1 12rem;
    min-height: 32px;
    accent-color: var(--_pomona-accent);
  }
  .speed select {
    font: inherit;
    min-height: 36px;
  }
  /* On a phone the bar stays short: smaller buttons (still well above 24 px targets). */
  @container (max-width: 520px) {
    .replay-bar {
      padding: 0.5rem;
      gap: 0.25rem;
    }
    .replay-row {
      gap: 0.25rem;
    }
    .replay-bar button {
      min-height: 34px;
      min-width: 34px;
      padding: 0.1em 0.45em;
      font-size: 0.85rem;
    }
  }
`;
