/**
 * The parts of <apples-to-apples> drawn as templates from its context: the seats, the
 * round (green card, placing rule as it happens, the judged cards, the last result), the hand,
 * and the hot-seat screen. Every choice offered is one of the engine's legal actions.
 */
import { counted } from '../core/plurals.js';
import { css, html, nothing } from 'lit';
import type { CardFace, JudgingView } from '../../src/families/judging/engine/index.js';
import { rove } from '../core/roving.js';
import type { ApplesToApplesContext } from './context.js';

/** A red card's text, with the "My ..." hint: such cards are read from the judge's point of view. */
function redFace(card: CardFace) {
  return html`<strong class="text">${card.text}</strong><span class="detail">${card.detail}</span>${/^my\b/i.test(card.text) ? html`<span class="my">“My” means the judge's: read it from the judge's point of view.</span>` : nothing}`;
}

/** The green card of the round. */
function greenCard(card: CardFace) {
  return html`<div class="card green" part="green-card" role="group" aria-label=${`Green card: ${card.text}`}><strong class="text">${card.text}</strong><span class="detail">${card.detail}</span></div>`;
}

/** Every seat: name, judge, how many green cards won (the score sheet lists them), cards placed face down this round. */
export function renderSeats(ctx: ApplesToApplesContext) {
  const { view, names, toAct, ready } = ctx;
  return html`<ul class="seats" part="seats" aria-label="Players">
    ${names.map(
      (
        name,
        seat,
      ) => html`<li class="seat ${toAct.includes(seat) && !ready.includes(seat) ? 'to-act' : ''} ${seat === view.judge ? 'judge' : ''}" data-seat=${seat}>
        <span class="name">${name}</span>${seat === view.judge ? html` <span class="badge">judge</span>` : nothing}
        <span class="score">${view.scores[seat]} of ${view.numbers.goal} green</span>
        ${view.phase === 'placing' && seat !== view.judge && view.placedCounts[seat] ? html`<span>${view.placedCounts[seat]} placed${view.done[seat] ? ', done' : ''}</span>` : nothing}
        ${view.phase === 'placing' && toAct.includes(seat) && !ctx.replaying ? html`<span class="lap">${ready.includes(seat) ? 'chosen, face down' : 'choosing…'}</span>` : nothing}
      </li>`,
    )}
  </ul>`;
}

/** How the order of the placed cards is decided, and the last drawn order. */
function fairness(ctx: ApplesToApplesContext) {
  const { names, drawnOrder } = ctx;
  return html`<p class="fair" part="fair-order">Everyone chooses face down; then the cards go down in a drawn order, so thinking time never costs a card.
    ${drawnOrder.length ? html`<strong>Last drawn order: ${drawnOrder.map((s) => names[s]).join(', ')}.</strong>` : nothing}</p>`;
}

/** The placing rule of this player count, with how far the round has got. */
function placingRule(view: JudgingView, names: readonly string[]) {
  const { minEach, maxEach, firstJudged, lastReturns } = view.numbers;
  const placed = view.placedCounts.reduce((a, b) => a + b, 0);
  const each =
    minEach === maxEach
      ? `Each player places ${counted(maxEach, 'red card')}`
      : `Each player places ${minEach} to ${maxEach} red cards, one at a time`;
  return html`<p class="rule" part="placing-rule">${each}.
    ${firstJudged !== null ? html`<strong>Only the first ${firstJudged} are judged: ${Math.min(placed, firstJudged)} of ${firstJudged} down${placed >= firstJudged ? ', placing closed' : ''}.</strong>` : nothing}
    ${lastReturns ? html`<strong>The last card placed returns to its owner${view.returnedTo !== null ? `: it went back to ${names[view.returnedTo]}` : ''}.</strong>` : nothing}</p>`;
}

/** The round in the middle: green card, rule, judged cards, and the last round's result. */
export function renderRound(ctx: ApplesToApplesContext) {
  const { view, names, legal } = ctx;
  const choosing = legal.some((a) => a.kind === 'choose');
  return html`<section class="round" part="round" aria-label=${`Round ${view.round}`}>
    ${view.green ? greenCard(view.green) : html`<p>${view.phase === 'over' ? '' : `${names[view.judge] ?? 'The judge'} is about to turn a green card.`}</p>`}
    ${view.phase === 'placing' || view.phase === 'reveal' || view.phase === 'judging' ? html`${placingRule(view, names)}${fairness(ctx)}` : nothing}
    ${renderFaceDown(view)}
    ${
      view.judged.length
        ? html`<h3>${choosing ? `You judge: choose the red card the green card describes ${view.numbers.judgeChooses === 'worst' ? 'worst (Crab Apples)' : 'best'}` : `${names[view.judge]} judges these cards (owners hidden)`}</h3>
          <div class="cards judged" role="group" aria-label="Cards to judge" @keydown=${rove}>
            ${view.judged.map((card, i) =>
              choosing
                ? html`<button class="card red" data-card=${card.id} tabindex=${i === 0 ? 0 : -1} ?data-focus=${i === 0} @click=${() => ctx.act({ kind: 'choose', player: view.player, card: card.id })}><span class="verb">Choose</span> ${redFace(card)}</button>`
                : html`<div class="card red" data-card=${card.id}>${redFace(card)}</div>`,
            )}
          </div>`
        : nothing
    }
  </section>`;
}

/** The red cards placed this round, face down on the table until the reveal (how many is public). */
function renderFaceDown(view: JudgingView) {
  if (view.phase !== 'placing' && view.phase !== 'reveal') return nothing;
  const down = view.placedCounts.reduce((a, b) => a + b, 0);
  if (down === 0) return nothing;
  return html`<div class="face-down" role="img" aria-label=${`${counted(down, 'red card')} placed face down`}>
    ${Array.from({ length: down }, () => html`<div class="card red back" aria-hidden="true"><span class="brand">Red Apples</span></div>`)}
  </div>`;
}

/** The last decided round, below the hand (so the hand stays near the top on a phone). */
export function renderLastRound(ctx: ApplesToApplesContext) {
  const last = ctx.view.history.at(-1);
  return last && ctx.view.phase !== 'judging' ? renderLast(last, ctx.names) : nothing;
}

/** The last decided round: every judged card with its owner revealed, the winner marked. */
function renderLast(last: JudgingView['history'][number], names: readonly string[]) {
  return html`<details class="last">
    <summary>Round ${last.round}: ${last.winner ? `${names[last.winner.player]} won "${last.green.text}" with "${last.winner.card.text}"` : `no card was judged for "${last.green.text}"`}</summary>
    <ul>
      ${last.judged.map((j) => html`<li class=${j.card.id === last.winner?.card.id ? 'winner' : ''}>"${j.card.text}": ${names[j.player]}${j.card.id === last.winner?.card.id ? ' (chosen)' : ''}</li>`)}
      ${last.returned ? html`<li>${names[last.returned.player]}'s card was placed last and went back unjudged${last.returned.card ? `: "${last.returned.card.text}"` : ''}.</li>` : nothing}
    </ul>
  </details>`;
}

/** The hand of the seat at the screen: red cards to place (when allowed) and the done button. */
export function renderHand(ctx: ApplesToApplesContext) {
  const { view, legal } = ctx;
  const placing = legal.some((a) => a.kind === 'place');
  const done = legal.find((a) => a.kind === 'done');
  return html`<section class="hand-area" part="hand" data-player=${view.player} aria-label=${`${ctx.names[view.player]}'s hand`}>
    <h3>${ctx.names[view.player] === 'You' ? 'Your' : `${ctx.names[view.player]}'s`} red cards${placing ? ': place one face down' : ''}</h3>
    ${view.myPlaced.length ? html`<p>You placed: ${view.myPlaced.map((c) => `"${c.text}"`).join(', ')}</p>` : nothing}
    ${chosenLine(ctx)}
    <div class="cards" role="group" aria-label="Your red cards" @keydown=${rove}>
      ${view.hand.map((card, i) =>
        placing
          ? html`<button class="card red playable" data-card=${card.id} tabindex=${i === 0 ? 0 : -1} ?data-focus=${i === 0} @click=${() => ctx.act({ kind: 'place', player: view.player, card: card.id })}><span class="verb">Place</span> ${redFace(card)}</button>`
          : html`<div class="card red" data-card=${card.id}>${redFace(card)}</div>`,
      )}
    </div>
    ${done ? html`<button class="done" @click=${() => ctx.act(done)}>I am done placing</button>` : nothing}
  </section>`;
}

/** The viewer's face-down choice, waiting for the others before the drawn order applies it. */
function chosenLine(ctx: ApplesToApplesContext) {
  const chosen = ctx.chosen;
  if (!chosen) return nothing;
  const card = chosen.kind === 'place' ? ctx.view.hand.find((c) => c.id === chosen.card) : undefined;
  const waiting = ctx.toAct.filter((s) => !ctx.ready.includes(s)).map((s) => ctx.names[s]);
  return html`<p class="chosen" part="chosen">${card ? `You chose "${card.text}", face down.` : 'You are done placing.'} Waiting for ${waiting.join(', ')}; then the order is drawn.</p>`;
}

/** Styles of the game. */
export const a2aStyles = css`
  h3 {
    margin: 0.2rem 0;
    font-size: 1rem;
  }
  .seats {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .seat {
    display: flex;
    flex-direction: column;
    min-width: 8rem;
    flex: 1 1 8rem;
    overflow-wrap: normal;
  }
  /* On a phone every seat is a short line in a three-column grid. */
  @container (max-width: 520px) {
    .seats {
      display: grid;
      grid-template-columns: repeat(3, minmax(0, 1fr));
      gap: 0.25rem;
    }
    .seat {
      min-width: 0;
      font-size: 0.75rem;
      padding: 0.15rem 0.3rem;
      line-height: 1.1;
    }
    .rule,
    .fair {
      font-size: 0.82rem;
    }
    .cards {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
    .card {
      min-height: 3.6rem;
      padding: 0.35rem;
    }
  }
  .badge {
    font-weight: 700;
    color: var(--_pomona-accent);
  }
  .cards {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr));
    gap: 0.4rem;
  }
  .card {
    display: flex;
    flex-direction: column;
    gap: 0.2rem;
    text-align: left;
    border-radius: 8px;
    padding: 0.5rem;
    border: 2px solid transparent;
    min-height: 5rem;
    overflow-wrap: anywhere;
    color: #1b1f1d;
  }
  /* The game's own cards: red things and green descriptions, white words on the colour. */
  .card.red {
    background: #b71c1c;
    border-color: #7f1010;
    color: #ffffff;
  }
  .card.green {
    background: #2e7d32;
    border-color: #1b5e20;
    color: #ffffff;
    max-width: 18rem;
  }
  button.card:hover {
    background: #8e1414;
  }
  .card .text {
    font-size: 1.05rem;
  }
  .card .detail,
  .card .my,
  .card .verb {
    font-size: 0.8rem;
  }
  .card .my {
    font-style: italic;
  }
  .card .verb {
    font-weight: 700;
    text-transform: uppercase;
    color: #ffe0b2;
  }
  .rule {
    margin: 0.3rem 0;
  }
  /* Cards placed face down: the backs of red cards, a small overlapping row. */
  .face-down {
    display: flex;
    flex-wrap: wrap;
    margin: 0.3rem 0;
    padding-left: 1.2rem;
  }
  .card.back {
    width: 4.2rem;
    min-height: 0;
    height: 5.6rem;
    margin-left: -1.2rem;
    justify-content: center;
    align-items: center;
    text-align: center;
    box-shadow: 0 1px 3px rgb(0 0 0 / 0.4);
    background: repeating-linear-gradient(135deg, #b71c1c 0 6px, #a31717 6px 12px);
  }
  .card.back .brand {
    font-size: 0.75rem;
    font-weight: 700;
    color: #ffe0b2;
  }
  /* The judged card on its way to its owner. */
  .chosen-card {
    outline: 3px solid var(--_pomona-accent);
  }
  .last li.winner {
    font-weight: 700;
  }
  .done {
    margin-top: 0.4rem;
  }
`;
