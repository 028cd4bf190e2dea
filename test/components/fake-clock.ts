/**
 * A fake clock for browser tests: it replaces window.setTimeout and clearTimeout so that a test
 * can let "five seconds of thinking" pass at once, and runs due timers in order. Lit renders in
 * microtasks, which the clock leaves alone; each timer is followed by a microtask flush.
 */
interface Timer {
  readonly id: number;
  readonly at: number;
  readonly run: () => void;
}

/** A clock installed on window until `uninstall()`. */
export class FakeClock {
  now = 0;
  private timers: Timer[] = [];
  private nextId = 1;
  // The originals are kept to be put back on window (and called with .call(window)), never called detached.
  // eslint-disable-next-line @typescript-eslint/unbound-method -- restored onto window as it was
  private readonly realSet = window.setTimeout;
  // eslint-disable-next-line @typescript-eslint/unbound-method -- restored onto window as it was
  private readonly realClear = window.clearTimeout;

  /** Replace the window's timers with this clock's. */
  install(): this {
    const fakeSet = (handler: TimerHandler, delay?: number, ...args: unknown[]): number => {
      const id = this.nextId++;
      const run = typeof handler === 'function' ? () => (handler as (...a: unknown[]) => void)(...args) : () => undefined;
      this.timers.push({ id, at: this.now + Math.max(0, delay ?? 0), run });
      return id;
    };
    window.setTimeout = fakeSet as typeof window.setTimeout;
    window.clearTimeout = ((id?: number) => {
      this.timers = this.timers.filter((t) => t.id !== id);
    }) as typeof window.clearTimeout;
    return this;
  }

  /** Let the browser run one real task (rules loading, fetches), whatever the fake time is. */
  yieldReal(): Promise<void> {
    return new Promise((resolve) => this.realSet.call(window, resolve, 0));
  }

  /** Give the real timers back. */
  uninstall(): void {
    window.setTimeout = this.realSet;
    window.clearTimeout = this.realClear;
  }

  /** Let `ms` milliseconds pass, running every timer that falls due (and those they schedule). */
  async tick(ms: number, settle: () => Promise<unknown>): Promise<void> {
    const end = this.now + ms;
    for (;;) {
      await settle();
      const due = this.timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!due) break;
      this.timers = this.timers.filter((t) => t !== due);
      this.now = due.at;
      due.run();
    }
    this.now = end;
    await settle();
  }
}
