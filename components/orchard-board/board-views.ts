/**
 * The parts of <orchard-board> drawn as templates: the centre, your orchard (batch by batch,
 * with the ruleset's rule and scoring words), the other orchards, the final standings.
 * Choices and refusals are the engine's (see draft-binding.ts); nothing here decides legality.
 */
import { msg, str } from '@lit/localize';
import { css, html, nothing } from 'lit';
import { elementWords } from '../core/language/element-words.js';
import { appleChip, appleFace, appleName } from './apple-card.js';
import type { OrchardBoardContext } from './context.js';
import type { BatchChoice } from './draft-play.js';
import { rove } from '../core/frame/roving.js';
import { withNotation } from '../core/language/notation-text.js';

/** "The number of cards…" as the rest of a sentence. */
function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** What the templates call back into the element. */
export interface BoardHandlers {
  select(card: number): void;
  place(batch: number): void;
  preview(batch: number): void;
}

/** The centre: the cards face up, each a button to choose (or drag) when it is your turn. */
export function renderCentre(ctx: OrchardBoardContext, interactive: boolean, selected: number, on: BoardHandlers) {
  const deck = ctx.ruleset.deck;
  const { texts } = ctx;
  const words = elementWords(ctx.language);
  const centre = ctx.view.centre;
  const focus = Math.max(0, centre.indexOf(selected));
  const phase = words.number(ctx.view.phasesStarted);
  const faceDown = words.count('card', ctx.view.deckLeft);
  return html`<section class="centre-area" aria-labelledby="pomona-centre-h">
    <h3 id="pomona-centre-h">${msg(str`Centre · phase ${phase} · ${faceDown} face down`)}</h3>
    <div class="centre" part="centre" role="group" aria-label=${msg('Centre cards')} @keydown=${rove}>
      ${centre.length === 0 ? html`<p>${msg('No cards in the centre.')}</p>` : nothing}
      ${centre.map(
        (card, i) => html`<button
          class="card ${card === selected ? 'selected' : ''} ${interactive ? 'playable' : ''}"
          part="card-button"
          tabindex=${i === focus ? 0 : -1}
          ?data-focus=${interactive && selected < 0 && i === focus}
          aria-pressed=${String(card === selected)}
          aria-disabled=${String(!interactive)}
          draggable=${interactive ? 'true' : 'false'}
          data-card=${card}
          @click=${() => on.select(card)}
          @dragstart=${(e: DragEvent) => {
            e.dataTransfer?.setData('text/plain', String(card));
            if (card !== selected) on.select(card);
          }}
        ><span class="visually-hidden">${
          interactive ? msg(str`Choose ${appleName(deck, card, texts)}`) : appleName(deck, card, texts)
        }</span>${appleFace(deck, card, texts)}</button>`,
      )}
    </div>
  </section>`;
}

/** Your orchard: every batch the ruleset defines, its rule, scoring, cards and points; where the chosen card may go. */
export function renderOrchard(
  ctx: OrchardBoardContext,
  selected: number,
  choices: readonly BatchChoice[],
  preview: number,
  on: BoardHandlers,
) {
  const { ruleset, view, viewer, sheets, texts } = ctx;
  const words = elementWords(ctx.language);
  const lines = sheets[viewer]?.lines ?? [];
  const deck = ruleset.deck;
  const name = ctx.names[viewer] ?? '';
  const total = words.count('point', sheets[viewer]?.total ?? 0);
  return html`<section class="orchard-area" aria-labelledby="pomona-orchard-h">
    <h3 id="pomona-orchard-h">${msg(str`${name}: your orchard · ${total}`)}</h3>
    <div class="orchard" part="orchard">
      ${ruleset.batches.map((batch, b) => {
        const cards = view.batches[viewer]?.[b] ?? [];
        const choice = selected >= 0 ? choices[b] : undefined;
        const state = choice ? (choice.allowed ? 'allowed' : 'refused') : '';
        const id = `pomona-batch-${b}`;
        const batchName = texts.batch(batch.name);
        const description = batch.description ? texts.describe(batch.name, batch.description) : '';
        const points = lines[b]?.points ?? 0;
        // The rule in words is English words: another language reads the rule as written (the rules language is one in every language).
        const scoreWords = ctx.language === 'en' ? lowerFirst(batch.score.words) : html`<code>${batch.score.source}</code>`;
        const capacity = batch.capacity !== null ? msg(str` Holds ${words.count('card', batch.capacity)}.`) : '';
        return html`<section
          class="batch ${state}"
          data-batch=${b}
          part="batch${state ? ` ${state}` : ''}"
          aria-labelledby=${id}
          @mouseenter=${() => on.preview(b)}
          @focusin=${() => on.preview(b)}
          @dragover=${(e: DragEvent) => {
            if (choice?.allowed) e.preventDefault();
          }}
          @drop=${(e: DragEvent) => {
            e.preventDefault();
            if (choice?.allowed) on.place(b);
          }}
        >
          <div class="batch-head"><h4 id=${id}>${batchName}</h4><span class="pts" aria-label=${words.count('point', points)}>${shortPoints(words.number(points))}</span></div>
          ${description ? html`<p class="rule">${description}</p>` : nothing}
          <details class="phone-about"><summary>${msg('How it scores')}</summary><p>${scoreWords}</p>${batch.allow.map((a) => html`<p><code class="kw">allow</code> <code>${a.source}</code></p>`)}<p><code class="kw">score</code> <code>${batch.score.source}</code></p></details>
          <p class="scoring" part="scoring">${msg('Scores:')} ${scoreWords}${capacity}</p>
          <details class="as-written" part="as-written">
            <summary>${msg('Show the rule as written')}</summary>
            ${batch.allow.map((a) => html`<p><code class="kw">allow</code> <code>${a.source}</code></p>`)}
            <p><code class="kw">score</code> <code>${batch.score.source}</code></p>
          </details>
          ${
            cards.length
              ? html`<ol class="cards" aria-label=${msg(str`Cards in ${batchName}`)}>${cards.map((c) => appleChip(deck, c, texts))}</ol>`
              : html`<p class="empty">${msg('Empty')}</p>`
          }
          ${
            choice?.allowed
              ? html`<button class="primary place" ?data-focus=${choices.findIndex((c) => c.allowed) === b} @click=${() => on.place(b)}>${msg(str`Place here · ${signed(choice.gain, (n) => words.number(n))}`)}<span class="visually-hidden">${msg(str` points: ${appleName(deck, selected, texts)} in ${batchName}`)}</span></button>
                ${preview === b ? html`<p class="preview">${withNotation(msg(str`Would score ${words.number(choice.points)}: ${choice.explanation}`))}</p>` : nothing}`
              : choice
                ? html`<p class="why"><strong>${msg('Not allowed.')}</strong> ${choice.why}</p>`
                : // An empty batch that scores nothing says "Empty" above: nothing more to explain.
                  cards.length || lines[b]?.points
                  ? html`<p class="why-score">${withNotation(lines[b]?.explanation ?? '')}</p>`
                  : nothing
          }
        </section>`;
      })}
    </div>
  </section>`;
}

/** "+3" or "−1", the figures as the language writes them. */
function signed(n: number, number: (n: number) => string): string {
  return n > 0 ? `+${number(n)}` : n < 0 ? `−${number(-n)}` : `+${number(0)}`;
}

/** Points in a tight place: "3 pts", "3점". */
function shortPoints(points: string): string {
  return msg(str`${points} pts`);
}

/** The other players' orchards, compact: batch names, points and cards as chips. */
export function renderOthers(ctx: OrchardBoardContext) {
  const { ruleset, view, viewer, sheets, names, texts } = ctx;
  const words = elementWords(ctx.language);
  const seats = Array.from({ length: view.players }, (_, i) => i).filter((s) => s !== viewer);
  return html`<div class="others" part="others">
    ${seats.map(
      (
        seat,
      ) => html`<section class="other ${view.turn === seat && view.phase === 'place' ? 'to-act' : ''}" data-seat=${seat} aria-label=${msg(str`${names[seat] ?? ''}'s orchard`)}>
        <h3>${names[seat]} · ${words.count('point', sheets[seat]?.total ?? 0)}${view.turn === seat && view.phase === 'place' ? msg(' · to play') : ''}</h3>
        <dl>
          ${ruleset.batches.map((batch, b) => {
            const cards = view.batches[seat]?.[b] ?? [];
            return html`<div data-batch=${b}><dt><span class="bname">${texts.batch(batch.name)}</span><span class="visually-hidden">:</span> <span class="pts">${shortPoints(words.number(sheets[seat]?.lines[b]?.points ?? 0))}</span></dt><dd>${cards.length ? html`<ul>${cards.map((c) => appleChip(ruleset.deck, c, texts))}</ul>` : '—'}</dd></div>`;
          })}
        </dl>
      </section>`,
    )}
  </div>`;
}

/** Final standings, best first (equal totals share a place), and the new-game button. */
export const boardStyles = css`
  h3 {
    margin: 0 0 0.3rem;
    font-size: 1rem;
  }
  .centre {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  .card {
    all: unset;
    width: max(var(--_pomona-card-width), 5.2rem);
    border-radius: 6px;
    position: relative;
  }
  .card.playable {
    cursor: grab;
  }
  .card.selected {
    transform: translateY(-0.4rem);
    outline: 4px double var(--_pomona-accent);
    outline-offset: 2px;
  }
  .card:focus-visible {
    outline: 3px solid var(--_pomona-focus);
    outline-offset: 3px;
  }
  .orchard {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(9.4rem, 1fr));
    gap: 0.5rem;
  }
  .batch {
    background: var(--_pomona-surface);
    color: var(--_pomona-ink);
    border-radius: 8px;
    padding: 0.4rem 0.5rem;
    border: 3px solid transparent;
    font-size: 0.85rem;
    overflow-wrap: break-word;
    min-width: 0;
  }
  .batch code {
    white-space: normal;
    overflow-wrap: anywhere;
  }
  .batch.allowed {
    border-color: var(--_pomona-accent);
  }
  .batch.refused {
    opacity: 0.85;
    border-style: dashed;
    border-color: var(--_pomona-muted);
  }
  /* The name and the points are two boxes that wrap apart, never one run of text. */
  .batch-head {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: baseline;
    gap: 0.1rem 0.5rem;
  }
  .batch h4 {
    margin: 0;
    font-size: 0.95rem;
  }
  .batch-head .pts {
    font-weight: 700;
    background: color-mix(in srgb, var(--_pomona-accent) 45%, transparent);
    border-radius: 999px;
    padding: 0 0.4rem;
  }
  .phone-about {
    display: none;
  }
  /* On a phone a batch is a short tile: how it scores and the rule as written open on demand. */
  @container (max-width: 520px) {
    .orchard {
      grid-template-columns: repeat(2, minmax(0, 1fr));
      gap: 0.35rem;
    }
    .batch {
      font-size: 0.8rem;
      padding: 0.3rem 0.4rem;
    }
    .batch .scoring,
    .batch .as-written,
    .batch .why-score,
    .batch .preview {
      display: none;
    }
    .phone-about {
      display: block;
    }
    .phone-about summary {
      color: var(--_pomona-muted);
    }
    .batch .place {
      padding: 0.2em 0.3em;
    }
    .centre {
      gap: 0.35rem;
    }
    .centre .card {
      width: 3.9rem;
    }
  }
  .as-written summary {
    font-size: 0.8rem;
    color: var(--_pomona-muted);
  }
  .as-written p {
    margin: 0.15rem 0;
  }
  .kw {
    font-weight: 700;
  }
  .batch p {
    margin: 0.2rem 0;
  }
  .rule,
  .why-score,
  .scoring {
    color: var(--_pomona-muted);
  }
  .pts {
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  .batch .cards {
    display: flex;
    flex-wrap: wrap;
    gap: 0.2rem;
    list-style: none;
    margin: 0.25rem 0;
    padding: 0;
  }
  .batch .place {
    width: 100%;
  }
  .why {
    color: var(--_pomona-error);
  }
  .preview {
    font-style: italic;
  }
  .others {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
    gap: 0.5rem;
  }
  .other {
    background: rgb(0 0 0 / 0.22);
    border-radius: 8px;
    padding: 0.4rem 0.5rem;
    font-size: 0.8rem;
  }
  .other.to-act {
    outline: 3px solid var(--_pomona-accent);
  }
  .other dl {
    margin: 0;
  }
  .other dl > div {
    display: grid;
    grid-template-columns: 8rem 1fr;
    gap: 0.3rem;
    padding: 0.1rem 0;
    border-top: 1px solid rgb(255 255 255 / 0.15);
  }
  .other dt {
    display: flex;
    justify-content: space-between;
    gap: 0.3rem;
  }
  .other dd {
    margin: 0;
  }
  .other ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.2rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .game-over ol {
    text-align: left;
  }
`;
