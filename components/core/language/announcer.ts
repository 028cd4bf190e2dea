/**
 * The polite live region of a game element: what happened, in words, for people who do not see
 * the table. A controller of the host's live region: it requests the host's updates and needs none
 * of its lifecycle callbacks (so it is not added to the host). The family's sentences are imported
 * after the first paint (a table shows before anything has to be said about it), and what is to be
 * said meanwhile waits in line, and for the page's language if it is on its way.
 */
import type { ReactiveControllerHost } from 'lit';
import type { Announce } from '../family.js';
import type { BindingOf, GameTypes } from '../game-types.js';
import { languageSettled } from './locale.js';

/** The sentences of a family's game. */
export type AnnounceOf<G extends GameTypes> = Announce<G['ruleset'], G['state'], G['action']>;

/** Something to say: words, or what an action did, put into words once the family's sentences are there. */
export type Sentence<G extends GameTypes> = string | ((announce: AnnounceOf<G>) => string);

/** Run `run` once the next frame has been painted (at once, in a macrotask, where nothing paints). */
export function afterPaint(run: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(run, 0));
  else setTimeout(run, 0);
}

/** Says one element's sentences, in order, in its live region. */
export class Announcer<G extends GameTypes> {
  /** The latest words for the live region. */
  text = '';
  /** The family's sentences, once loaded (at once for a family that gives them as a function). */
  private sentences: AnnounceOf<G> | null;
  private loading: Promise<void> | null = null;
  /** What was to be said while the sentences were loading, in order; said all together when they arrive. */
  private unsaid: Sentence<G>[] = [];

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly binding: BindingOf<G>,
  ) {
    this.sentences = typeof binding.announce === 'function' ? binding.announce : null;
  }

  /** Whether the family's sentences are here (computer players wait for them, so each of their actions is said on its own). */
  get ready(): boolean {
    return this.sentences !== null;
  }

  /**
   * Say something. While the family's sentences are still loading, it waits in line behind what
   * was to be said before it; nothing is dropped or said out of order. An empty sentence keeps the last one.
   */
  say(sentence: Sentence<G>): void {
    const announce = this.sentences;
    const text = this.unsaid.length > 0 ? null : typeof sentence === 'string' ? sentence : announce ? sentence(announce) : null;
    if (text !== null) {
      this.text = text || this.text;
      this.host.requestUpdate();
      return;
    }
    this.unsaid.push(sentence);
    this.load();
  }

  /** Import the family's sentences once, after the next paint, then say in one go what waited for them. */
  load(): void {
    const lazy = this.binding.announce;
    if (this.loading || typeof lazy === 'function') return;
    this.loading = new Promise<void>((resolve) => afterPaint(resolve))
      .then(() => Promise.all([lazy.load(), languageSettled]))
      .then(([announce]) => {
        this.sentences = announce;
        const waiting = this.unsaid;
        this.unsaid = [];
        this.text =
          waiting
            .map((sentence) => (typeof sentence === 'string' ? sentence : sentence(announce)))
            .filter((text) => text !== '')
            .join(' ') || this.text;
        this.host.requestUpdate();
      })
      .catch(() => {
        // Their code could not be loaded (the page went offline): what waits stays in line, and the next sentence tries again.
        this.loading = null;
      });
  }
}
