/**
 * "How to play" on a game element: its button opens and closes the panel, the family's words are
 * imported with the first opening (a first paint carries none of them), and closing it puts the
 * focus back on the button.
 */
import { nothing, type ReactiveControllerHost } from 'lit';
import type { BindingOf, GameTypes } from '../game-types.js';
import type { LazyPanels } from '../panels/lazy-panels.js';

type HowToPlayWords<G extends GameTypes> = Awaited<ReturnType<BindingOf<G>['howToPlay']>>;

/** Bound to its element: it requests the element's updates and needs none of its lifecycle callbacks. */
export class HowToPlayDoor<G extends GameTypes> {
  /** Whether the panel is open. */
  open = false;
  /** The family's words, once imported. */
  private words: HowToPlayWords<G> | null = null;
  private loading: Promise<void> | null = null;

  constructor(
    private readonly element: ReactiveControllerHost & HTMLElement,
    private readonly binding: BindingOf<G>,
  ) {}

  /** Open or close the panel. */
  toggle(): void {
    this.open = !this.open;
    this.element.requestUpdate();
    if (this.open)
      this.loading ??= this.binding.howToPlay().then(
        (words) => {
          this.words = words;
          this.element.requestUpdate();
        },
        () => {
          this.loading = null;
        },
      );
  }

  /** Close the panel and give the focus back to its button. */
  close(): void {
    this.open = false;
    this.element.requestUpdate();
    void this.element.updateComplete.then(() =>
      this.element.shadowRoot?.querySelector<HTMLElement>('[aria-controls="how-to-play"]')?.focus(),
    );
  }

  /** What an update waits for: the words of an open panel, on their way (else null). */
  get waiting(): Promise<void> | null {
    return this.open && !this.words ? this.loading : null;
  }

  /** The panel when open and its words are here: `title`, and the family's words for this ruleset, house rules and language. */
  render(panels: LazyPanels, title: string, ...of: Parameters<HowToPlayWords<G>>): unknown {
    const words = this.words;
    if (!this.open || !words) return nothing;
    return panels.with((parts) => parts.renderHowToPlay(title, words(...of), () => this.close()));
  }
}
