/**
 * Watching a saved game step by step on the element, beside the live game (which waits meanwhile).
 * A reactive controller: it keeps every position of the replay, the one shown, and the timer of a
 * replay playing by itself (paused when the element leaves the page). The replay bar's steps
 * come with the panels (replay-steps.ts).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { SavedGame } from '../../../src/core/game/game.js';
import type { BindingOf, GameTypes } from '../game-types.js';
import type { LiveGame } from '../playing/live-game.js';

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
  private states: readonly G['state'][] = [];
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

  /**
   * Watch a saved game from its start; a reason if it does not fit these rules, or if the table
   * is still loading (the element's `updateComplete` resolves once it has).
   */
  open(value: unknown): { ok: true } | { ok: false; reason: string } {
    const { ruleset, played } = this.game;
    if (!ruleset) return { ok: false, reason: 'the rules are not loaded' };
    if (!played) {
      this.game.loadPlay().catch(() => undefined);
      return { ok: false, reason: 'the game is still loading' };
    }
    const { viewer } = this.game;
    const opened = played.saves.openReplay(played, ruleset, value, (state) =>
      this.binding.replayUnits.count(this.binding.engine.view(state, viewer)),
    );
    if (!opened.ok) return opened;
    this.opening();
    this.stopPlay();
    const { saved, states, marks } = opened;
    this.states = states;
    this.position = { saved, index: 0, state: states[0], marks, playing: false, speed: 2 };
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
