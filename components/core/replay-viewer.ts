/**
 * Watching a saved game step by step on the element, beside the live game (which waits meanwhile).
 * A reactive controller: it keeps every position of the replay, the one shown, and the timer of a
 * replay playing by itself (paused when the element leaves the page). The replay bar's steps
 * come with the panels (replay-steps.ts).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { SavedGame } from '../../src/core/game/game.js';
import type { BindingOf, GameTypes } from './game-types.js';
import type { LiveGame } from './live-game.js';
import { checkSavedGame, savedActionReader, replayLog } from './replay.js';

/** A replay being watched: the saved game, and how many of its actions are applied. */
export interface ReplayPosition<S> {
  readonly saved: SavedGame<unknown>;
  readonly index: number;
  readonly state: S;
  /** For each index, the replay units reached (tricks or rounds, hands), for the larger steps. */
  readonly marks: readonly { readonly small: number; readonly large: number }[];
  /** Whether the replay plays by itself, and how fast (actions per second). */
  readonly playing: boolean;
  readonly speed: number;
}

/** One element's replay viewer. */
export class ReplayViewer<G extends GameTypes> implements ReactiveController {
  /** The replay shown, or null while the live game is. */
  position: ReplayPosition<G['state']> | null = null;
  private states: G['state'][] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly binding: BindingOf<G>,
    /** The live game: a replay is of its rules, and counts its steps in its viewer's view. */
    private readonly game: LiveGame<G>,
    /** A replay opens: the live game's automatic turns and open choices are put away. */
    private readonly opening: () => void,
  ) {
    host.addController(this);
  }

  /** A replay playing by itself pauses when the element leaves the page (its bar says so when it is back). */
  hostDisconnected(): void {
    this.stopPlay();
    if (!this.position?.playing) return;
    this.position = { ...this.position, playing: false };
    this.host.requestUpdate();
  }

  /** Every position of the replay being watched, by the number of actions applied. */
  get replayPositions(): readonly G['state'][] {
    return this.states;
  }

  /** Watch a saved game from its start; a reason if it does not fit these rules. */
  open(value: unknown): { ok: true } | { ok: false; reason: string } {
    const { ruleset } = this.game;
    if (!ruleset) return { ok: false, reason: 'the rules are not loaded' };
    const checked = checkSavedGame(value, this.binding.family, ruleset.name, savedActionReader(this.binding, ruleset));
    if (!checked.ok) return checked;
    const { saved } = checked;
    const log = saved.log as readonly G['action'][];
    const { engine } = this.binding;
    const whole = replayLog(engine, ruleset, saved.setup, log, log.length);
    if (!whole.ok) return whole;
    const start = replayLog(engine, ruleset, saved.setup, log, 0);
    if (!start.ok) return start;
    this.opening();
    // Every position once, in one pass: seeking is then immediate and the larger steps know where tricks and hands end.
    const states: G['state'][] = [start.state];
    let state = start.state;
    for (const action of log) {
      const applied = engine.apply(state, action);
      if (!applied.ok) return { ok: false, reason: applied.error.message };
      state = applied.state;
      states.push(state);
    }
    this.stopPlay();
    this.states = states;
    const { viewer } = this.game;
    const marks = states.map((s) => this.binding.replayUnits.count(engine.view(s, viewer)));
    this.position = { saved, index: 0, state: start.state, marks, playing: false, speed: 2 };
    this.host.requestUpdate();
    return { ok: true };
  }

  /** Show another position of the replay being watched. */
  showReplay(replay: ReplayPosition<G['state']>): void {
    this.position = replay;
    this.host.requestUpdate();
  }

  /** Leave the replay: the live game shows again. */
  close(): void {
    this.stopPlay();
    this.position = null;
    this.states = [];
    this.host.requestUpdate();
  }

  /** Stop a replay playing by itself (its next step is not taken). */
  stopPlay(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** Take the replay's next step `run` after `ms` (one at a time; none once the element has left the page). */
  playAfter(ms: number, run: () => void): void {
    this.stopPlay();
    if (!this.host.isConnected) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      run();
    }, ms);
  }
}
