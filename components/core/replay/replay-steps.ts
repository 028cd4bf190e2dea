/**
 * The replay viewer's steps: seeking, the larger steps (to the end of a trick, round or hand) and
 * playing by itself. They come with the panels (panels.ts), which bring the replay bar that takes
 * them, so the first paint of a game does not carry them; the replay viewer keeps the replay itself.
 */
import type { ReplayPosition } from './replay-viewer.js';

/** What the steps need of the replay viewer (ReplayViewer gives it). */
export interface ReplayControls<S> {
  readonly position: ReplayPosition<S> | null;
  readonly replayPositions: readonly S[];
  showReplay(replay: ReplayPosition<S>): void;
  playAfter(ms: number, run: () => void): void;
  stopPlay(): void;
}

/** Move the replay to action `index` (clamped to the log). */
export function seekReplay<S>(viewer: ReplayControls<S>, index: number): void {
  const replay = viewer.position;
  if (!replay) return;
  const to = Math.max(0, Math.min(replay.saved.log.length, index));
  const state = viewer.replayPositions[to];
  if (state === undefined) return;
  viewer.showReplay({ ...replay, index: to, state, playing: replay.playing && to < replay.saved.log.length });
  schedulePlay(viewer);
}

/** The index of the next (or previous) position where the `unit` counter changes: the end of a trick, round or hand. */
export function replayStep<S>(viewer: ReplayControls<S>, unit: 'small' | 'large', direction: 1 | -1): number {
  const replay = viewer.position;
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
export function playReplay<S>(viewer: ReplayControls<S>, playing: boolean, speed = viewer.position?.speed ?? 2): void {
  const replay = viewer.position;
  if (!replay) return;
  const atEnd = replay.index >= replay.saved.log.length;
  const first = viewer.replayPositions[0];
  viewer.showReplay({
    ...replay,
    playing: playing && !(atEnd && replay.index === 0 && replay.saved.log.length === 0),
    speed,
    ...(playing && atEnd && first ? { index: 0, state: first } : {}),
  });
  schedulePlay(viewer);
}

/** While playing, the next action after 1/speed seconds. */
function schedulePlay<S>(viewer: ReplayControls<S>): void {
  viewer.stopPlay();
  const replay = viewer.position;
  if (!replay?.playing) return;
  viewer.playAfter(1000 / replay.speed, () => {
    const now = viewer.position;
    if (now?.playing) seekReplay(viewer, now.index + 1);
  });
}
