/**
 * The parts of <apples-to-apples> drawn as templates from its context: the seats, the
 * round (green card, placing rule as it happens, the judged cards, the last result), the hand,
 * and the hot-seat screen. Every choice offered is one of the engine's legal actions.
 */
import { msg, str } from '@lit/localize';
import { css, html, nothing } from 'lit';
import { elementWords, type ElementWords } from '../core/language/element-words.js';
import type { CardFace, JudgingView } from '../../src/families/judging/engine/index.js';
import { rove } from '../core/frame/roving.js';
import type { ApplesToApplesContext } from './context.js';
import { readByScreenReadersOnly } from '../core/frame/theme.js';

/** A red card's text, with the "My ..." hint: such cards are read from the judge's point of view. */
function redFace(card: CardFace) {
  return html`<strong class="text">${card.text}</strong><span class="detail">${card.detail}</span>${/^my\b/i.test(card.text) ? html`<span class="my">${msg("“My” means the judge's: read it from the judge's point of view.")}</span>` : nothing}`;
}

/** "Ann wins with 3 green cards", "You win with …", "Ann and Bo win with …", as each language says it. */
export function winnersLine(winners: readonly string[], cards: string, words: ElementWords): string {
  if (winners.length > 1) return msg(str`${words.list(winners)} share the win with ${cards}`);
  if (winners[0] === 'You') return msg(str`You win with ${cards}`);
  return msg(str`${winners[0] ?? ''} wins with ${cards}`);
}

/** The green card of the round. */
function greenCard(card: CardFace) {
  return html`<div class="card green" part="green-card" role="group" aria-label=${msg(str`Green card: ${card.text}`)}><strong class="text">${card.text}</strong><span class="detail">${card.detail}</span></div>`;
}

/** Every seat: name, judge, how many green cards won (the score sheet lists them), cards placed face down this round. */
export function renderSeats(ctx: ApplesToApplesContext) {
  const { view, names, toAct, ready } = ctx;
  const words = elementWords(ctx.language);
  return html`<ul class="seats" part="seats" aria-label=${msg('Players')}>
    ${names.map(
      (
        name,
        seat,
      ) => html`<li class="seat ${toAct.includes(seat) && !ready.includes(seat) ? 'to-act' : ''} ${seat === view.judge ? 'judge' : ''}" data-seat=${seat}>
        <span class="name">${name}</span>${seat === view.judge ? html` <span class="badge">${msg('judge')}</span>` : nothing}
        <span class="score">${msg(str`${words.number(view.scores[seat] ?? 0)} of ${words.number(view.numbers.goal)} green`)}</span>
        ${view.phase === 'placing' && seat !== view.judge && view.placedCounts[seat] ? html`<span>${view.done[seat] ? msg(str`${words.number(view.placedCounts[seat] ?? 0)} placed, done`) : msg(str`${words.number(view.placedCounts[seat] ?? 0)} placed`)}</span>` : nothing}
        ${view.phase === 'placing' && toAct.includes(seat) && !ctx.replaying ? html`<span class="lap">${ready.includes(seat) ? msg('chosen, face down') : msg('choosing…')}</span>` : nothing}
      </li>`,
    )}
  </ul>`;
}

/** How the order of the placed cards is decided, and the last drawn order. */
function fairness(ctx: ApplesToApplesContext) {
  const { names, drawnOrder } = ctx;
  const order = drawnOrder.map((s) => names[s] ?? '').join(', ');
  return html`<p class="fair" part="fair-order"><span class="why">${msg('Everyone chooses face down; then the cards go down in a drawn order, so thinking time never costs a card.')}</span>
    ${drawnOrder.length ? html`<strong>${msg(str`Last drawn order: ${order}.`)}</strong>` : nothing}</p>`;
}

/** The placing rule of this player count, with how far the round has got. */
function placingRule(view: JudgingView, names: readonly string[], words: ElementWords) {
  const { minEach, maxEach, firstJudged, lastReturns } = view.numbers;
  const placed = view.placedCounts.reduce((a, b) => a + b, 0);
  const each =
    minEach === maxEach
      ? msg(str`Each player places ${words.count('red-card', maxEach)}.`)
      : msg(str`Each player places ${words.number(minEach)} to ${words.number(maxEach)} red cards, one at a time.`);
  const first = firstJudged ?? 0;
  const down = words.number(Math.min(placed, first));
  const judged =
    placed >= first
      ? msg(str`Only the first ${words.number(first)} are judged: ${down} of ${words.number(first)} down, placing closed.`)
      : msg(str`Only the first ${words.number(first)} are judged: ${down} of ${words.number(first)} down.`);
  const returned =
    view.returnedTo !== null
      ? msg(str`The last card placed returns to its owner: it went back to ${names[view.returnedTo] ?? ''}.`)
      : msg('The last card placed returns to its owner.');
  return html`<p class="rule" part="placing-rule">${each}
    ${firstJudged !== null ? html`<strong>${judged}</strong>` : nothing}
    ${lastReturns ? html`<strong>${returned}</strong>` : nothing}</p>`;
}

/** The round in the middle: green card, rule, judged cards, and the last round's result. */
export function renderRound(ctx: ApplesToApplesContext) {
  const { view, names, legal } = ctx;
  const words = elementWords(ctx.language);
  const choosing = legal.some((a) => a.kind === 'choose');
  const judge = names[view.judge] ?? '';
  const worst = view.numbers.judgeChooses === 'worst';
  return html`<section class="round" part="round" aria-label=${msg(str`Round ${words.number(view.round)}`)}>
    ${view.green ? greenCard(view.green) : html`<p>${view.phase === 'over' ? '' : msg(str`${judge} is about to turn a green card.`)}</p>`}
    ${view.phase === 'placing' || view.phase === 'reveal' || view.phase === 'judging' ? html`${placingRule(view, names, words)}${ctx.fairLap ? fairness(ctx) : nothing}` : nothing}
    ${renderFaceDown(view, words)}
    ${
      view.judged.length
        ? html`<h3>${
            choosing
              ? worst
                ? msg('You judge: choose the red card the green card describes worst (Crab Apples)')
                : msg('You judge: choose the red card the green card describes best')
              : msg(str`${judge} judges these cards (owners hidden)`)
          }</h3>
          <div class="cards judged" role="group" aria-label=${msg('Cards to judge')} @keydown=${rove}>
            ${view.judged.map((card, i) =>
              choosing
                ? html`<button class="card red" data-card=${card.id} tabindex=${i === 0 ? 0 : -1} ?data-focus=${i === 0} @click=${() => ctx.act({ kind: 'choose', player: view.player, card: card.id })}><span class="verb">${msg('Choose')}</span> ${redFace(card)}</button>`
                : html`<div class="card red" data-card=${card.id}>${redFace(card)}</div>`,
            )}
          </div>`
        : nothing
    }
  </section>`;
}

/** The red cards placed this round, face down on the table until the reveal (how many is public). */
function renderFaceDown(view: JudgingView, words: ElementWords) {
  if (view.phase !== 'placing' && view.phase !== 'reveal') return nothing;
  const down = view.placedCounts.reduce((a, b) => a + b, 0);
  if (down === 0) return nothing;
  const brand = msg('Red Apples');
  return html`<div class="face-down" role="img" aria-label=${msg(str`${words.count('red-card', down)} placed face down`)}>
    ${Array.from({ length: down }, () => html`<div class="card red back" aria-hidden="true"><span class="brand">${brand}</span></div>`)}
  </div>`;
}

/** The last decided round, below the hand (so the hand stays near the top on a phone). */
export function renderLastRound(ctx: ApplesToApplesContext) {
  const last = ctx.view.history.at(-1);
  return last && ctx.view.phase !== 'judging' ? renderLast(last, ctx.names, elementWords(ctx.language)) : nothing;
}

/** The last decided round: every judged card with its owner revealed, the winner marked. */
function renderLast(last: JudgingView['history'][number], names: readonly string[], words: ElementWords) {
  const round = words.number(last.round);
  const green = last.green.text;
  const returner = last.returned ? (names[last.returned.player] ?? '') : '';
  return html`<details class="last">
    <summary>${
      last.winner
        ? msg(str`Round ${round}: ${names[last.winner.player] ?? ''} won "${green}" with "${last.winner.card.text}"`)
        : msg(str`Round ${round}: no card was judged for "${green}"`)
    }</summary>
    <ul>
      ${last.judged.map((j) => html`<li class=${j.card.id === last.winner?.card.id ? 'winner' : ''}>"${j.card.text}": ${names[j.player]}${j.card.id === last.winner?.card.id ? msg(' (chosen)') : ''}</li>`)}
      ${
        last.returned
          ? html`<li>${
              last.returned.card
                ? msg(str`${returner}'s card was placed last and went back unjudged: "${last.returned.card.text}".`)
                : msg(str`${returner}'s card was placed last and went back unjudged.`)
            }</li>`
          : nothing
      }
    </ul>
  </details>`;
}

/** The hand of the seat at the screen: red cards to place (when allowed) and the done button. */
export function renderHand(ctx: ApplesToApplesContext) {
  const { view, legal } = ctx;
  const placing = legal.some((a) => a.kind === 'place');
  const done = legal.find((a) => a.kind === 'done');
  const name = ctx.names[view.player] ?? '';
  const mine = name === 'You';
  const heading = placing
    ? mine
      ? msg('Your red cards: place one face down')
      : msg(str`${name}'s red cards: place one face down`)
    : mine
      ? msg('Your red cards')
      : msg(str`${name}'s red cards`);
  const placed = view.myPlaced.map((c) => `"${c.text}"`).join(', ');
  return html`<section class="hand-area" part="hand" data-player=${view.player} aria-label=${msg(str`${name}'s hand`)}>
    <h3>${heading}</h3>
    ${view.myPlaced.length ? html`<p>${msg(str`You placed: ${placed}`)}</p>` : nothing}
    ${chosenLine(ctx)}
    <div class="cards" role="group" aria-label=${msg('Your red cards')} @keydown=${rove}>
      ${view.hand.map((card, i) =>
        placing
          ? html`<button class="card red playable" data-card=${card.id} tabindex=${i === 0 ? 0 : -1} ?data-focus=${i === 0} @click=${() => ctx.act({ kind: 'place', player: view.player, card: card.id })}><span class="verb">${msg('Place')}</span> ${redFace(card)}</button>`
          : html`<div class="card red" data-card=${card.id}>${redFace(card)}</div>`,
      )}
    </div>
    ${done ? html`<button class="done" @click=${() => ctx.act(done)}>${msg('I am done placing')}</button>` : nothing}
  </section>`;
}

/** The viewer's face-down choice, waiting for the others before the drawn order applies it. */
function chosenLine(ctx: ApplesToApplesContext) {
  const chosen = ctx.chosen;
  if (!chosen) return nothing;
  const card = chosen.kind === 'place' ? ctx.view.hand.find((c) => c.id === chosen.card) : undefined;
  const waiting = ctx.toAct
    .filter((s) => !ctx.ready.includes(s))
    .map((s) => ctx.names[s] ?? '')
    .join(', ');
  return html`<p class="chosen" part="chosen">${card ? msg(str`You chose "${card.text}", face down.`) : msg('You are done placing.')} ${msg(str`Waiting for ${waiting}; then the order is drawn.`)}</p>`;
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
  /* On a phone every seat is a short line in a three-column grid, and the hand three columns of
     short cards (each flavour text two lines), so the prompt and the whole hand share one screen.
     What the highlight already shows (who is still choosing), why the order is drawn, the hand's
     heading (the prompt says what to do with it), the Place on every card and a "My" card's note
     (five lines that would push the hand off the screen) are read by screen readers only. */
  @container (max-width: 520px) {
    .hand-area h3,
    .hand-area .card .my,
    .seat .lap,
    .fair .why,
    .card .verb {
      ${readByScreenReadersOnly}
    }
    .hand-area .cards {
      grid-template-columns: repeat(3, minmax(0, 1fr));
      gap: 0.25rem;
    }
    .hand-area .card {
      min-height: 0;
      padding: 0.25rem 0.3rem;
      gap: 0.1rem;
    }
    /* A long word ("Synchronised") is hyphenated where the browser knows the language, else broken. */
    .hand-area .card .text {
      font-size: 0.88rem;
      line-height: 1.15;
      hyphens: auto;
    }
    .hand-area .card .detail {
      font-size: 0.75rem;
      line-height: 1.2;
      display: -webkit-box;
      -webkit-box-orient: vertical;
      -webkit-line-clamp: 2;
      overflow: hidden;
    }
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
