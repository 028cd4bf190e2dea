/**
 * The replay viewer's steps: seeking, the larger steps (to the end of a trick, round or hand) and
 * playing by itself. They come with the panels (panels.ts), which bring the replay bar that takes
 * them, so the first paint of a game does not carry them; the session keeps the replay itself.
 */
import type { ReplayPosition } from './game-session.js';

/** What the steps need of a game session (GameSession gives it). */
export interface ReplaySession<S> {
  readonly replay: ReplayPosition<S> | null;
  readonly replayPositions: readonly S[];
  showReplay(replay: ReplayPosition<S>): void;
  playAfter(ms: number, run: () => void): void;
  stopPlay(): void;
}

/** Move the replay to action `index` (clamped to the log). */
export function seekReplay<S>(session: ReplaySession<S>, index: number): void {
  const replay = session.replay;
  if (!replay) return;
  const to = Math.max(0, Math.min(replay.saved.log.length, index));
  const state = session.replayPositions[to];
  if (state === undefined) return;
  session.showReplay({ ...replay, index: to, state, playing: replay.playing && to < replay.saved.log.length });
  schedulePlay(session);
}

/** The index of the next (or previous) position where the `unit` counter changes: the end of a trick, round or hand. */
export function replayStep<S>(session: ReplaySession<S>, unit: 'small' | 'large', direction: 1 | -1): number {
  const replay = session.replay;
  if (!replay) return 0;
  const marks = replay.marks;
  const at = replay.index;
  const now = marks[at]?.[unit] ?? 0;
  if (direction > 0) {
    for (let i = at + 1; i < marks.length; i++) if ((marks[i]?.[unit] ?? 0) !== now) return i;
    return marks.length - 1;
  }
  // Back: to the start of the current unit, or of the one before when already there.
  let i = at;
  while (i > 0 && (marks[i - 1]?.[unit] ?? 0) === (marks[at]?.[unit] ?? 0)) i--;
  if (i < at) return i;
  const before = marks[at - 1]?.[unit] ?? 0;
  i = at - 1;
  while (i > 0 && (marks[i - 1]?.[unit] ?? 0) === before) i--;
  return Math.max(0, i);
}

/** Play the replay by itself at `speed` actions per second, or pause it. */
export function playReplay<S>(session: ReplaySession<S>, playing: boolean, speed = session.replay?.speed ?? 2): void {
  const replay = session.replay;
  if (!replay) return;
  const atEnd = replay.index >= replay.saved.log.length;
  const first = session.replayPositions[0];
  session.showReplay({
    ...replay,
    playing: playing && !(atEnd && replay.index === 0 && replay.saved.log.length === 0),
    speed,
    ...(playing && atEnd && first ? { index: 0, state: first } : {}),
  });
  schedulePlay(session);
}

/** While playing, the next action after 1/speed seconds. */
function schedulePlay<S>(session: ReplaySession<S>): void {
  session.stopPlay();
  const replay = session.replay;
  if (!replay?.playing) return;
  session.playAfter(1000 / replay.speed, () => {
    const now = session.replay;
    if (now?.playing) seekReplay(session, now.index + 1);
  });
}
