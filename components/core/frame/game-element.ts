/**
 * The frame around every Pomona game element's table: loading, the rules' problems, the header
 * with the prompt and the controls, house rules, the replay bar, "How to play", the live region
 * and the score-sheet slot, with the panels imported when first shown. The game itself is
 * GameSession's (game-session.ts); each concrete element extends this class with its own table.
 */
import { html, nothing, type PropertyDeclarations, type TemplateResult } from 'lit';
import { msg, str } from '@lit/localize';
import { rulesetTexts } from '../../../src/core/rules/ruleset-texts.js';
import type { GameTypes } from '../game-types.js';
import { LazyPanels } from '../panels/lazy-panels.js';
import { gameElementStyles } from './game-element-styles.js';
import { GameSession, type GameElementSetup } from './game-session.js';
import { HowToPlayDoor } from './how-to-play-door.js';
import { panelStyles, themeStyles } from './theme.js';

export type { GameElementSetup } from './game-session.js';

/**
 * The base of the game elements, for a family's game types `G` (`GameTypesOf<typeof binding>`)
 * and the context `C` it provides to its parts.
 */
export abstract class GameElement<G extends GameTypes, C extends { readonly ruleset: G['ruleset'] }> extends GameSession<G, C> {
  static override styles = [themeStyles, panelStyles, gameElementStyles];

  static override properties: PropertyDeclarations = {
    houseRulesOpen: { state: true },
  };

  /** Whether the house-rules form is open. */
  declare protected houseRulesOpen: boolean;
  /** "How to play". */
  private readonly howToPlay: HowToPlayDoor<G>;
  /** The panels a first paint never shows, imported when one is first shown. */
  private readonly panels: LazyPanels;

  constructor(setup: GameElementSetup<G, C>) {
    super(setup);
    this.panels = new LazyPanels(
      this,
      () =>
        this.houseRulesOpen ||
        this.howToPlay.open ||
        this.replay.position !== null ||
        this.game.status.kind === 'rules-error' ||
        (this.handHidden && this.game.interactive) ||
        !!this.autosave.setAside ||
        this.settingsWait,
      () => this.game.status.kind === 'ready',
    );
    this.howToPlay = new HowToPlayDoor(this, setup.binding);
    this.houseRulesOpen = false;
  }

  /** Start a new game now, with the given house rules (or those of the `options` attribute). */
  override newGame(options?: Readonly<Record<string, unknown>>): void {
    this.houseRulesOpen = false;
    super.newGame(options);
  }

  /** What the table waits for (the replay position is said by the base). */
  protected abstract prompt(ctx: C): string;

  /** The family's table, between the replay bar and the live region. */
  protected abstract renderTable(ctx: C): unknown;

  /** The built-in score sheet, shown unless the page slots its own. */
  protected abstract renderScoreSheet(): TemplateResult;

  /** Show the house-rules form for a new game. */
  protected openHouseRules(): void {
    this.houseRulesOpen = true;
  }

  override render() {
    const status = this.game.status;
    const live = html`<div class="visually-hidden" role="status" aria-live="polite">${this.announcer.text}</div>`;
    const notice =
      status.kind === 'loading'
        ? html`<p class="prompt" part="prompt">${msg('Loading the rules…')}</p>`
        : status.kind === 'rules-error'
          ? this.panels.with((panels) => panels.renderDiagnostics(status.formatted))
          : status.kind === 'setup-error'
            ? html`<div class="panel" role="alert" part="diagnostics">${msg(str`The game could not start: ${status.message}.`)}</div>`
            : null;
    if (notice) return html`<div class="table" part="table">${notice}</div>`;
    const ctx = this.provider.value;
    if (!ctx) return live;
    const replay = this.replay.position;
    const online = this.online.seam?.frame();
    const title = rulesetTexts(ctx.ruleset, [this.locale.language]).game();
    return html`<div class="table" part="table" data-ready>
        <div class="head" part="header">
          <h2>${title}</h2>
          <p class="prompt" part="prompt" tabindex="-1">${
            replay
              ? this.replayPrompt(replay.index, replay.saved.log.length)
              : (online?.prompt ??
                (this.handHidden && this.game.interactive
                  ? msg(str`Pass the device to ${this.game.names[this.game.viewer] ?? ''}.`)
                  : this.prompt(ctx)))
          }</p>
          <div class="controls" part="controls">
            ${
              this.undoOffered
                ? html`<button part="undo" aria-disabled=${this.undoOffer.ready ? 'false' : 'true'} @click=${() => void this.undo()}>${msg('Undo')}</button>`
                : nothing
            }
            ${replay || online ? nothing : html`<button @click=${() => this.openHouseRules()}>${msg('New game…')}</button>`}
            ${replay ? nothing : this.online.seam?.doorButton()}
          </div>
        </div>
        ${online?.above}
        ${this.renderNotices()}
        ${this.renderPanels(ctx)}
        ${
          online?.instead
            ? online.instead
            : this.handHidden && this.game.interactive && !replay
              ? this.panels.with((panels) =>
                  panels.renderHandOver(this.game.names[this.game.viewer] ?? '', () => (this.shownTo = this.game.viewer)),
                )
              : this.renderTable(ctx)
        }
        <div class="how-to-play-area">
          <button aria-expanded=${this.howToPlay.open ? 'true' : 'false'} aria-controls="how-to-play" @click=${() => this.howToPlay.toggle()}>${msg('How to play')}</button>
          ${this.howToPlay.render(this.panels, title, ctx.ruleset, this.game.options, this.locale.language)}
        </div>
        ${live}
      </div>
      <div class="score-area" ?hidden=${!!online?.instead}><slot name="score-sheet">${this.renderScoreSheet()}</slot></div>`;
  }

  /** The house-rules form and the replay bar when open. */
  private renderPanels(ctx: C) {
    const replay = this.replay.position;
    if (!this.houseRulesOpen && !replay) return nothing;
    return this.panels.with(
      (panels) => html`${
        this.houseRulesOpen
          ? panels.renderHouseRules(
              this.setup.formId,
              ctx.ruleset.options,
              this.game.options,
              (e) => this.startFromForm(e),
              () => (this.houseRulesOpen = false),
              (name, description) => rulesetTexts(ctx.ruleset, [this.locale.language]).option(name, description),
              this.gameInProgress,
            )
          : nothing
      }
      ${panels.renderReplayBar(replay, this.setup.binding.replayUnits, {
        seek: (i) => panels.seekReplay(this.replay, i),
        step: (unit, direction) => panels.replayStep(this.replay, unit, direction),
        play: (playing, speed) => panels.playReplay(this.replay, playing, speed),
        close: () => this.closeReplay(),
      })}`,
    );
  }

  /** `updateComplete` also waits for "How to play"'s words and the panels while one is shown, and for the motion on its way. */
  protected override async getUpdateComplete(): Promise<boolean> {
    let result = await super.getUpdateComplete();
    for (let waiting = this.howToPlay.waiting; waiting; waiting = this.howToPlay.waiting) {
      await waiting;
      result = await super.getUpdateComplete();
    }
    while (this.panels.waiting) {
      await this.panels.load();
      result = await super.getUpdateComplete();
    }
    if (this.motion.arriving && !this.motion.ready) await this.motion.arriving;
    return result;
  }

  /** The replay's position in the prompt. */
  protected replayPrompt(index: number, length: number): string {
    return msg(str`Replay: action ${index} of ${length}.`);
  }

  /** Messages that stay until dealt with: a save set aside; settings waiting for the next game. */
  private renderNotices() {
    const { setAside } = this.autosave;
    const settingsWait = this.settingsWait;
    if (!setAside && !settingsWait) return nothing;
    return this.panels.with((panels) =>
      panels.renderNotices(setAside, settingsWait, {
        dismiss: () => {
          this.autosave.dismiss();
          this.shadowRoot?.querySelector<HTMLElement>('[part="prompt"]')?.focus();
        },
        startNext: () => this.applyPending(),
      }),
    );
  }

  private startFromForm(event: SubmitEvent): void {
    event.preventDefault();
    const ruleset = this.game.ruleset;
    if (ruleset) this.panels.with((panels) => this.newGame(panels.readHouseRules(event.target as HTMLFormElement, ruleset.options)));
  }
}
