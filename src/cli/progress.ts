/**
 * The progress line a long command writes on stderr: nothing for the first second (a quick run
 * stays quiet), then a bar redrawn in place on a terminal, or a plain line every few seconds when
 * stderr is a file or a pipe (a CI log). A command whose `--json` goes to stdout shows none.
 */
import type { CliIo } from '../core/command.js';
import { cliTexts, figure } from './texts/texts.js';

/** Quiet for this long, so that runs that finish at once print no progress at all. */
const QUIET_MS = 1000;
/** How often a terminal's bar is redrawn. */
const REDRAW_MS = 100;
/** How often a plain line is written when stderr is not a terminal. */
const LINE_MS = 5000;
const BAR_WIDTH = 24;

/** Follows one long task: call `update` as often as convenient (it throttles), then `finish`. */
export class ProgressLine {
  private readonly started: number;
  private shownAt = -Infinity;
  private drawn = false;

  constructor(
    private readonly io: CliIo,
    /** How many games the task plays. */
    private readonly total: number,
    /** No output at all (`--json` on stdout). */
    private readonly quiet: boolean,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.started = now();
  }

  /** `done` of the total are finished. */
  update(done: number): void {
    // A host that does not say what stderr is (a test capturing the output) gets no progress.
    if (this.quiet || this.io.stderrIsTTY === undefined) return;
    const now = this.now();
    const elapsed = now - this.started;
    if (elapsed < QUIET_MS || now - this.shownAt < (this.io.stderrIsTTY ? REDRAW_MS : LINE_MS)) return;
    this.shownAt = now;
    const seconds = elapsed / 1000;
    const rate = seconds > 0 ? done / seconds : 0;
    const left = rate > 0 ? Math.ceil((this.total - done) / rate) : undefined;
    const language = this.io.language ?? 'en';
    const line = cliTexts(language).run.progress(figure(language, done), figure(language, this.total), Math.round(seconds), left);
    if (this.io.stderrIsTTY) {
      const filled = Math.round((BAR_WIDTH * done) / Math.max(1, this.total));
      const bar = `${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}`;
      // \r and "erase to the end of the line": the bar is drawn over itself.
      this.io.stderr(`\r\x1b[K[${bar}] ${line}`);
      this.drawn = true;
    } else {
      this.io.stderr(`${line}\n`);
    }
  }

  /** The task is over: a terminal's bar is wiped so the report starts on a clean line. */
  finish(): void {
    if (this.drawn) this.io.stderr('\r\x1b[K');
    this.drawn = false;
  }
}
