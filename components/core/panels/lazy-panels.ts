/**
 * The panels of a game element that the first paint of a working game never shows (panels.ts: the
 * house-rules form, the replay bar, the problems of rules that did not load, the hand-over screen), as a reactive
 * controller: imported when one is first shown, or ahead while the page is idle once the table is
 * there, so that opening one is immediate. Their styles are adopted beside the element's own.
 */
import { nothing, type LitElement, type ReactiveController } from 'lit';
import { addStyles } from '../frame/add-styles.js';
import type * as Panels from './panels.js';

/** Brings one element's panels. */
export class LazyPanels implements ReactiveController {
  private module: typeof Panels | null = null;
  private loading: Promise<void> | null = null;

  constructor(
    private readonly host: LitElement,
    /** Whether something on screen needs the panels now (an open one, or the problems of the rules). */
    private readonly shown: () => boolean,
    /** Whether the table shows, so that the panels may be fetched ahead. */
    private readonly tableShown: () => boolean,
  ) {
    host.addController(this);
  }

  /** Whether a panel is shown while its code is still on its way (the element's `updateComplete` waits then). */
  get waiting(): boolean {
    return this.shown() && !this.module;
  }

  /** `render` with the panels, or nothing while they are imported (an update follows). */
  with(render: (panels: typeof Panels) => unknown): unknown {
    if (this.module) return render(this.module);
    void this.load();
    return nothing;
  }

  /** Import the panels once and adopt their styles; render again if one waits for them. */
  load(): Promise<void> {
    this.loading ??= import('./panels.js').then((panels) => {
      this.module = panels;
      addStyles(this.host, panels.panelsStyles);
      // Fetched ahead while idle, they change nothing on screen: no update (it would disturb the keyboard focus).
      if (this.shown()) this.host.requestUpdate();
    });
    return this.loading;
  }

  /** Once the table shows, the panels are fetched when the page is idle. */
  hostUpdated(): void {
    if (this.loading || !this.tableShown()) return;
    const load = () => void this.load().catch(() => (this.loading = null));
    if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 2000 });
    else setTimeout(load, 200);
  }
}
