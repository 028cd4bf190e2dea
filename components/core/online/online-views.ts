/**
 * What a game element shows of online play: the door ("Play with friends": open a table, or join
 * one by its code), the lobby (the code, a join link to copy, its QR code, who sits where, the
 * host's seats, timer and start), the strip above a game in play (who is connected, a refused
 * move, leave) and the screen of a table that is gone. Imported with the controller, only when the
 * element has a `server`.
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import { msg, str } from '@lit/localize';
import '../sharing/qr-code.js';
import { MAX_NAME_LENGTH, TURN_TIMERS, type SeatChoice } from '../../../server/protocol.js';
import type { GameTypes } from '../game-types.js';
import type { OnlinePlay, OnlineSeat } from './online-play.js';

/** The players a table may seat, and the names the door offers. */
export interface DoorSettings {
  /** The fewest and most players the element's rules allow. */
  readonly players: { readonly min: number; readonly max: number };
  /** How many seats the door proposes (the element's own table). */
  readonly seats: number;
  /** The computer players a seat may hold. */
  readonly bots: readonly string[];
  /** The name to propose (the element's `name`). */
  readonly name: string;
  /** What happens when the person leaves the door: back to the game at this screen. */
  readonly back: () => void;
}

/** A form field's text, or `fallback`. */
function field(form: FormData, name: string, fallback: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : fallback;
}

/** The join link of a table: this page with `#join=CODE`. */
export function joinLink(code: string, page: string): string {
  const url = new URL(page);
  url.hash = `join=${code}`;
  return url.href;
}

/** The door: open a table of these rules, or join one by its code. */
export function renderDoor<G extends GameTypes>(play: OnlinePlay<G>, settings: DoorSettings): TemplateResult {
  const code = play.stage.kind === 'door' ? play.stage.code : '';
  const busy = play.stage.kind === 'connecting';
  const seatCount = Math.min(Math.max(play.doorSeats || settings.seats, settings.players.min), settings.players.max);
  const open = (event: SubmitEvent) => {
    event.preventDefault();
    const form = new FormData(event.target as HTMLFormElement);
    const count = Number(form.get('count'));
    const seats: SeatChoice[] = Array.from({ length: count }, (_, i) => {
      const value = i === 0 ? 'open' : field(form, `seat-${i}`, 'open');
      return value === 'open' ? { kind: 'open' } : { kind: 'bot', bot: value };
    });
    void play.openTable({ name: field(form, 'name', ''), seats, turnSeconds: Number(form.get('timer') ?? 0) });
  };
  const join = (event: SubmitEvent) => {
    event.preventDefault();
    const form = new FormData(event.target as HTMLFormElement);
    void play.join(field(form, 'code', ''), field(form, 'name', ''));
  };
  const nameField = (id: string) =>
    html`<label for=${id}>${msg('Your name')}</label>
      <input id=${id} name="name" required maxlength=${MAX_NAME_LENGTH} autocomplete="nickname" .value=${settings.name} />`;
  const seatChoices = (i: number) =>
    html`<select id=${`pomona-online-seat-${i}`} name=${`seat-${i}`}>
      <option value="open">${msg('Open for a friend')}</option>
      ${settings.bots.map((bot) => html`<option value=${bot}>${msg(str`Computer player (${bot})`)}</option>`)}
    </select>`;
  return html`<section class="panel online-door" part="online" aria-labelledby="pomona-online-title">
    <h3 id="pomona-online-title">${msg('Play with friends')}</h3>
    ${play.problem ? html`<p class="online-problem" role="alert">${play.problem}</p>` : nothing}
    ${busy ? html`<p role="status">${msg('Connecting to the table server…')}</p>` : nothing}
    <div class="online-forms">
      <form @submit=${join} aria-labelledby="pomona-online-join">
        <h4 id="pomona-online-join">${msg('Join a table')}</h4>
        <label for="pomona-online-code">${msg('Table code')}</label>
        <input id="pomona-online-code" name="code" required autocomplete="off" autocapitalize="characters" spellcheck="false" .value=${code} />
        ${nameField('pomona-online-join-name')}
        <button class="primary" type="submit" ?disabled=${busy}>${msg('Join')}</button>
      </form>
      <form @submit=${open} aria-labelledby="pomona-online-open">
        <h4 id="pomona-online-open">${msg('Open a table')}</h4>
        ${nameField('pomona-online-host-name')}
        <label for="pomona-online-count">${msg('Seats')}</label>
        <select
          id="pomona-online-count"
          name="count"
          @change=${(e: Event) => play.chooseSeatCount(Number((e.target as HTMLSelectElement).value))}
        >
          ${Array.from({ length: settings.players.max - settings.players.min + 1 }, (_, k) => settings.players.min + k).map(
            (n) => html`<option value=${n} ?selected=${n === seatCount}>${n}</option>`,
          )}
        </select>
        <fieldset>
          <legend>${msg('Who sits where')}</legend>
          <p>${msg('Seat 1: you')}</p>
          ${Array.from({ length: seatCount - 1 }, (_, k) => k + 1).map(
            (i) => html`<label for=${`pomona-online-seat-${i}`}>${msg(str`Seat ${i + 1}`)}</label>${seatChoices(i)}`,
          )}
        </fieldset>
        <label for="pomona-online-timer">${msg('Turn timer')}</label>
        <select id="pomona-online-timer" name="timer">
          ${TURN_TIMERS.map((s) => html`<option value=${s}>${timerWords(s)}</option>`)}
        </select>
        <button class="primary" type="submit" ?disabled=${busy}>${msg('Open the table')}</button>
      </form>
    </div>
    <button @click=${settings.back}>${msg('Back to the game at this screen')}</button>
  </section>`;
}

/** A turn timer in words. */
function timerWords(seconds: number): string {
  return seconds === 0 ? msg('No timer') : msg(str`${seconds} seconds a turn`);
}

/** A seat's state in words: who sits there and whether they are connected. */
function seatWords(seat: OnlineSeat, host: boolean): string {
  if (seat.kind === 'open') return msg('open: waiting for a friend');
  if (seat.kind === 'bot') return msg('computer player');
  const role = host ? msg('host') : '';
  const connection =
    seat.standIn || seat.connection === 'away'
      ? msg('away: a computer player stands in')
      : seat.connection === 'reconnecting'
        ? msg('reconnecting…')
        : msg('connected');
  return role ? `${role}, ${connection}` : connection;
}

/** Who sits where, with each seat's state. */
function renderSeatList<G extends GameTypes>(play: OnlinePlay<G>, hostControls: boolean, bots: readonly string[]): TemplateResult {
  const table = play.table;
  return html`<ol class="online-seats" part="online-seats">
    ${play.seats.map((seat, i) => {
      const you = i === play.mySeatInLobby ? msg(' (you)') : '';
      const choice =
        hostControls && seat.kind !== 'person'
          ? html`<select
              aria-label=${msg(str`Seat ${i + 1}`)}
              @change=${(e: Event) => {
                const value = (e.target as HTMLSelectElement).value;
                play.setSeat(i, value === 'open' ? { kind: 'open' } : { kind: 'bot', bot: value });
              }}
            >
              <option value="open" ?selected=${seat.kind === 'open'}>${msg('Open for a friend')}</option>
              ${bots.map(
                (bot) =>
                  html`<option value=${bot} ?selected=${seat.kind === 'bot' && seat.bot === bot}>
                    ${msg(str`Computer player (${bot})`)}
                  </option>`,
              )}
            </select>`
          : nothing;
      const kick =
        hostControls && seat.kind === 'person' && i !== play.mySeatInLobby
          ? html`<button @click=${() => play.kick(i)}>${msg('Remove')}</button>`
          : nothing;
      return html`<li data-seat=${i} data-kind=${seat.kind} data-connection=${seat.connection}>
        <strong>${seat.kind === 'open' ? msg(str`Seat ${i + 1}`) : seat.name}${you}</strong>
        <span>${seatWords(seat, table?.host === i)}</span> ${choice} ${kick}
      </li>`;
    })}
  </ol>`;
}

/** The lobby: the code, the link and its QR code, the seats, and the host's start. */
export function renderLobby<G extends GameTypes>(play: OnlinePlay<G>, bots: readonly string[], page: string): TemplateResult {
  const link = joinLink(play.code, page);
  const host = play.isHost;
  const copy = async (event: Event) => {
    const button = event.currentTarget as HTMLButtonElement;
    try {
      await navigator.clipboard.writeText(link);
      button.textContent = msg('Link copied');
    } catch {
      button.textContent = msg('Select the link above and copy it');
    }
  };
  return html`<section class="panel online-lobby" part="online-lobby" aria-labelledby="pomona-lobby-title">
    <h3 id="pomona-lobby-title">${play.table?.game ?? ''} · ${msg('Table')} <span class="online-code" data-code=${play.code}>${play.code}</span></h3>
    <p>${msg('Friends join with this code, this link or the QR code:')}</p>
    <p><a class="online-link" href=${link}>${link}</a></p>
    <p><button @click=${copy}>${msg('Copy the link')}</button></p>
    <pomona-qr .value=${link} .label=${msg('QR code of the join link')}></pomona-qr>
    ${renderSeatList(play, host, bots)}
    ${
      host
        ? html`<label for="pomona-online-lobby-timer">${msg('Turn timer')}</label>
            <select id="pomona-online-lobby-timer" @change=${(e: Event) => play.setTimer(Number((e.target as HTMLSelectElement).value))}>
              ${TURN_TIMERS.map((s) => html`<option value=${s} ?selected=${play.table?.turnSeconds === s}>${timerWords(s)}</option>`)}
            </select>
            <p>${msg('Seats still open when you start get computer players.')}</p>
            <button class="primary" data-start @click=${() => play.start()}>${msg('Start the game')}</button>`
        : html`<p role="status">${msg('Waiting for the host to start the game.')}</p>`
    }
    <button @click=${() => void play.close()}>${msg('Leave the table')}</button>
  </section>`;
}

/** The strip above an online game: the table, who is connected, a refused move, leave; the replay at the end. */
export function renderStrip<G extends GameTypes>(play: OnlinePlay<G>, watchReplay: (() => void) | null): TemplateResult {
  const table = play.table;
  const timer = table && table.turnDeadline > 0 ? html` · ${msg(str`turn timer ${table.turnSeconds} s`)}` : nothing;
  return html`<section class="online-strip" part="online-strip" aria-label=${msg('Online table')}>
    <p>${msg('Online table')} <span class="online-code">${play.code}</span>${timer}</p>
    <ul class="online-people">
      ${play.seats.map(
        (seat, i) =>
          html`<li data-seat=${i} data-connection=${seat.kind === 'person' ? seat.connection : 'bot'}>
            ${seat.name}${i === play.seat ? msg(' (you)') : ''}: ${seatWords(seat, table?.host === i)}
          </li>`,
      )}
    </ul>
    ${play.notice ? html`<p class="online-notice" role="alert">${play.notice}</p>` : nothing}
    ${
      play.replay
        ? html`<p>${msg('The game is over: its replay is here for everyone.')}
            ${watchReplay ? html`<button @click=${watchReplay}>${msg('Watch the replay')}</button>` : nothing}
            <a download="pomona-replay.json" href=${replayHref(play)}>${msg('Download the replay')}</a></p>`
        : nothing
    }
    <button @click=${() => void play.close()}>${msg('Leave the table')}</button>
  </section>`;
}

/** The replay as a saved game (the format the elements' `loadReplay` and `pomona replay` read), as a data link. */
function replayHref<G extends GameTypes>(play: OnlinePlay<G>): string {
  return `data:application/json;charset=utf-8,${encodeURIComponent(JSON.stringify(play.savedReplay()))}`;
}

/** A table that is gone (closed, full, a wrong code, removed by the host). */
export function renderGone(message: string, again: () => void, back: () => void): TemplateResult {
  return html`<section class="panel online-gone" part="online" role="alert">
    <p>${message}</p>
    <button class="primary" @click=${again}>${msg('Play with friends again')}</button>
    <button @click=${back}>${msg('Back to the game at this screen')}</button>
  </section>`;
}

/** The styles of the online parts, adopted beside the element's own when they load. */
export const onlineStyles = css`
  .online-forms {
    display: flex;
    flex-wrap: wrap;
    gap: 1rem;
  }
  .online-forms form {
    display: flex;
    flex-direction: column;
    gap: 0.35rem;
    flex: 1 1 14rem;
    min-width: 0;
  }
  .online-forms fieldset {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0.35rem;
    align-items: center;
    border: 1px solid currentColor;
    border-radius: var(--pomona-radius, 6px);
  }
  .online-forms fieldset p {
    grid-column: 1 / -1;
    margin: 0;
  }
  .online-code {
    font-family: ui-monospace, monospace;
    letter-spacing: 0.1em;
    font-weight: 700;
  }
  .online-link {
    overflow-wrap: anywhere;
    color: inherit;
  }
  .online-seats,
  .online-people {
    padding-inline-start: 1.2rem;
  }
  .online-seats li {
    margin-block: 0.3rem;
  }
  .online-problem,
  .online-notice {
    font-weight: 600;
  }
  .online-strip {
    font-size: 0.9em;
  }
  .online-strip p,
  .online-strip ul {
    margin-block: 0.25rem;
  }
  pomona-qr {
    --pomona-qr-size: 10rem;
  }
  /* Fields a thumb can hit on a phone, in the table's type. */
  .online-door input,
  .online-door select,
  .online-lobby select {
    font: inherit;
    min-height: 44px;
    max-width: 100%;
  }
  /* On a panel, a plain button shows its edge (the panel and the button share a colour). */
  .panel button:not(.primary) {
    border-color: currentColor;
  }
`;

/** What the table's prompt says while the door, the lobby or a gone table shows. */
export function stagePrompt<G extends GameTypes>(play: OnlinePlay<G>): string {
  if (play.stage.kind === 'gone') return msg('The online table is gone.');
  if (play.stage.kind === 'connecting') return msg('Connecting to the table server…');
  if (play.stage.kind === 'door') return msg('Open a table for friends, or join one with its code.');
  if (play.frame) return msg('The game is starting…');
  return play.isHost ? msg('Invite your friends, then start the game.') : msg('Waiting for the host to start the game.');
}

/** The button that opens the door, beside "New game…". */
export function renderDoorButton(open: () => void): TemplateResult {
  return html`<button part="play-with-friends" @click=${open}>${msg('Play with friends')}</button>`;
}
