/**
 * Motion on the table: cards that travel from where they were to where they land (the FLIP
 * technique with the Web Animations API: measure the First box before the change, the Last box
 * after it, and animate the Inverted transform back to none, so the element Plays into place).
 *
 * Every table moves one way: its family gives a `MotionScript` (what to measure before the actions
 * are drawn, how long their motion takes, what travels once they are), and a `Choreographer` runs
 * it from the engine's events: what happened is known, and only the boxes are measured. A replay's
 * steps and a resumed game apply no actions, so nothing moves there. With `prefers-reduced-motion:
 * reduce` nothing travels: every method returns null and the table changes at once. Each element
 * owns one `Motion`; a new action settles the previous animations at once, so motion never holds a
 * person back. This module and the scripts are imported after the first paint (table-motion.ts).
 */
import type { GameEvent } from '../../../src/core/game/game.js';

/** A box on the page, as `getBoundingClientRect()` gives it. */
export interface Box {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/** Timing of one movement. */
export interface MotionTiming {
  /** Milliseconds before it starts (a stagger, or a pause to let the eye see a finished trick). */
  readonly delay?: number;
  /** Milliseconds it takes; a card never takes longer than `motionTimes.travel`. */
  readonly duration?: number;
}

/** The durations of the table's motion, in milliseconds. */
export const motionTimes = {
  /** One card travelling to its place. */
  travel: 280,
  /** Between two cards of a deal. */
  stagger: 35,
  /** A finished trick (or a judged card) stays in view this long before it travels to its winner. */
  hold: 600,
  /** A card turning face up. */
  turn: 220,
} as const;

/** Whether the person asked for reduced motion (no travel at all then). */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The box of an element, or null when it is not rendered (absent, or `display: none`). */
export function boxOf(el: Element | null | undefined): Box | null {
  if (!el || !el.isConnected) return null;
  const r = el.getBoundingClientRect();
  return r.width === 0 && r.height === 0 ? null : { left: r.left, top: r.top, width: r.width, height: r.height };
}

/** The transform that puts box `at` over box `over`: centres together, scaled to fit it. */
export function transformBetween(at: Box, over: Box): string {
  const dx = over.left + over.width / 2 - (at.left + at.width / 2);
  const dy = over.top + over.height / 2 - (at.top + at.height / 2);
  const scale = at.width > 0 && at.height > 0 ? Math.min(over.width / at.width, over.height / at.height) : 1;
  return `translate(${round(dx)}px, ${round(dy)}px) scale(${round(scale, 1000)})`;
}

function round(n: number, by = 10): number {
  return Math.round(n * by) / by;
}

/** The animations one game element runs: each element has its own (two tables on a page share nothing). */
export class Motion {
  /** Animations under way or held at their end (a trick gone to its winner stays gone). */
  private readonly started = new Set<Animation>();
  /** Stand-ins removed when their movement ends or is settled. */
  private readonly ghosts = new Set<Element>();
  /** When the motion announced by `plan` ends (performance.now() time). */
  private quietAt = 0;

  /** Whether cards may travel now (not when the person prefers reduced motion). */
  get allowed(): boolean {
    return !prefersReducedMotion();
  }

  /**
   * Announce motion about to start (the table is drawn again first): `remaining()` counts it at
   * once, so the automatic turns scheduled right after the action already wait for it.
   */
  plan(ms: number): void {
    if (this.allowed && ms > 0) this.quietAt = Math.max(this.quietAt, performance.now() + ms);
  }

  /** Milliseconds until every movement under way (or planned) has finished (0 when the table is still). */
  remaining(): number {
    let most = this.quietAt - performance.now();
    for (const animation of this.started) {
      if (animation.playState !== 'running') continue;
      const timing = animation.effect?.getComputedTiming();
      const end = Number(timing?.endTime ?? 0);
      const now = Number(animation.currentTime ?? 0);
      most = Math.max(most, end - now);
    }
    return Math.max(0, Math.ceil(most));
  }

  /** End every movement at once: each element jumps to where it belongs, stand-ins disappear. */
  settle(): void {
    this.quietAt = 0;
    for (const animation of this.started) animation.cancel();
    this.started.clear();
    for (const ghost of this.ghosts) ghost.remove();
    this.ghosts.clear();
  }

  /**
   * FLIP: `el` is already in its new place; it appears at box `from` and travels into place.
   * `turn` makes it turn over on the way (a card arriving face up from a face-down origin).
   */
  arrive(el: Element | null | undefined, from: Box | null, timing: MotionTiming & { readonly turn?: boolean } = {}): Animation | null {
    const at = boxOf(el);
    if (!el || !at || !from || !this.allowed) return null;
    // Already in place (a card of the hand that kept its place): nothing to move.
    if (!timing.turn && Math.abs(at.left - from.left) < 0.5 && Math.abs(at.top - from.top) < 0.5 && Math.abs(at.width - from.width) < 0.5)
      return null;
    const rest = restingTransform(el);
    const start = `${transformBetween(at, from)} ${rest}`.trim();
    const keyframes: Keyframe[] = timing.turn
      ? [
          { transform: `${start} scaleX(0.05)`, offset: 0 },
          { transform: `${transformBetween(at, midway(at, from))} ${rest} scaleX(0.05)`.trim(), offset: 0.45 },
          { transform: rest || 'none', offset: 1 },
        ]
      : [{ transform: start }, { transform: rest || 'none' }];
    return this.run(el, keyframes, timing, 'ease-out', 'backwards');
  }

  /**
   * `el` stays in its place in the layout but travels to box `to` and vanishes there (a finished
   * trick going to its winner); it stays gone until the next action settles the table.
   */
  leave(el: Element | null | undefined, to: Box | null, timing: MotionTiming = {}): Animation | null {
    const at = boxOf(el);
    if (!el || !at || !to || !this.allowed) return null;
    const keyframes: Keyframe[] = [
      { transform: 'none', opacity: 1 },
      { transform: transformBetween(at, to), opacity: 0.9, offset: 0.8 },
      { transform: transformBetween(at, to), opacity: 0 },
    ];
    return this.run(el, keyframes, timing, 'ease-in', 'both');
  }

  /** A new mark (a bid beside its bidder) grows into place. */
  pop(el: Element | null | undefined, timing: MotionTiming = {}): Animation | null {
    if (!el || !boxOf(el) || !this.allowed) return null;
    return this.run(
      el,
      [
        { transform: 'scale(0.3)', opacity: 0 },
        { transform: 'none', opacity: 1 },
      ],
      { duration: 200, ...timing },
      'ease-out',
      'backwards',
    );
  }

  /** A card turns face up where it lies. */
  turnUp(el: Element | null | undefined, timing: MotionTiming = {}): Animation | null {
    if (!el || !boxOf(el) || !this.allowed) return null;
    const rest = restingTransform(el);
    return this.run(
      el,
      [{ transform: `${rest} scaleX(0.05)`.trim() }, { transform: rest || 'none' }],
      { duration: motionTimes.turn, ...timing },
      'ease-out',
      'backwards',
    );
  }

  /**
   * A stand-in for a card that has no element at one end of its journey (a card given face down,
   * a judged card gone from the table): `content` is shown in `layer` at box `from`, travels to
   * box `to`, and is removed. It is positioned through the CSS object model (no style
   * attribute, so a strict style-src policy holds) and measured where it lands first, so the
   * layer's containing block does not matter.
   */
  ghost(
    layer: ParentNode | null | undefined,
    content: Element,
    from: Box | null,
    to: Box | null,
    timing: MotionTiming = {},
  ): Animation | null {
    if (!layer || !from || !to || !this.allowed) return null;
    const ghost = content;
    ghost.setAttribute('aria-hidden', 'true');
    // A copy of a button must not take focus or clicks while it travels.
    ghost.setAttribute('inert', '');
    ghost.classList.add('motion-ghost');
    const style = (ghost as HTMLElement).style;
    style.setProperty('position', 'absolute');
    style.setProperty('left', '0');
    style.setProperty('top', '0');
    style.setProperty('margin', '0');
    style.setProperty('box-sizing', 'border-box');
    style.setProperty('width', `${from.width}px`);
    style.setProperty('height', `${from.height}px`);
    style.setProperty('pointer-events', 'none');
    style.setProperty('z-index', '10');
    layer.append(ghost);
    this.ghosts.add(ghost);
    const base = boxOf(ghost);
    if (!base) {
      ghost.remove();
      this.ghosts.delete(ghost);
      return null;
    }
    const place = (box: Box) =>
      `translate(${round(box.left - base.left)}px, ${round(box.top - base.top)}px) scale(${round(box.width / Math.max(1, from.width), 1000)})`;
    const keyframes: Keyframe[] = [
      { transform: place(from), transformOrigin: '0 0', opacity: 1 },
      { transform: place(to), transformOrigin: '0 0', opacity: 1, offset: 0.85 },
      { transform: place(to), transformOrigin: '0 0', opacity: 0 },
    ];
    const animation = this.run(ghost, keyframes, timing, 'ease-in-out', 'both');
    const remove = () => {
      ghost.remove();
      this.ghosts.delete(ghost);
    };
    if (!animation) remove();
    else animation.addEventListener('finish', remove);
    return animation;
  }

  private run(el: Element, keyframes: Keyframe[], timing: MotionTiming, easing: string, fill: FillMode): Animation {
    const animation = el.animate(keyframes, {
      duration: Math.min(timing.duration ?? motionTimes.travel, motionTimes.travel),
      delay: timing.delay ?? 0,
      easing,
      fill,
    });
    this.started.add(animation);
    // Movements that end in place are forgotten when done; a `leave` holds its end until settled.
    if (fill === 'backwards') animation.addEventListener('finish', () => this.started.delete(animation));
    animation.addEventListener('cancel', () => this.started.delete(animation));
    return animation;
  }
}

/** The box half way between two boxes (where a travelling card turns over). */
function midway(a: Box, b: Box): Box {
  return { left: (a.left + b.left) / 2, top: (a.top + b.top) / 2, width: (a.width + b.width) / 2, height: (a.height + b.height) / 2 };
}

/** The transform an element has from its style sheet (a lifted playable card), kept at the end of a movement. */
function restingTransform(el: Element): string {
  const t = getComputedStyle(el).transform;
  return t && t !== 'none' ? t : '';
}

/** One action applied, with the engine's events, as a family's motion receives it. */
export interface AppliedAction<A> {
  readonly action: A;
  readonly events: readonly GameEvent[];
}

/** What a script lands: the table drawn again, what it was before, the actions applied together. */
export interface MotionStage<A, Before> {
  /** The host's shadow root (a script finds its parts' roots from it). */
  readonly root: ShadowRoot;
  readonly before: Before;
  readonly applied: readonly AppliedAction<A>[];
  /** The seat at the screen once the actions are applied. */
  readonly viewer: number;
  readonly motion: Motion;
}

/**
 * One family's motion. Actions applied in the same turn of the event loop (a fair lap applies
 * several at once) land together: the table is measured once before they are drawn (the First of
 * FLIP), and landed once after (the Last).
 */
export interface MotionScript<A, Before> {
  /** The tags of the parts in the host's shadow root whose drawing the landing waits for, besides the host's own. */
  readonly parts?: readonly string[];
  /** Where things are before the actions are drawn. */
  measure(root: ShadowRoot): Before;
  /** Keep what only the table before shows, as each action is applied (a judged card's face). */
  note?(root: ShadowRoot, before: Before, applied: AppliedAction<A>): void;
  /** Milliseconds the motion of an action will take, so that computer players wait for it. */
  duration(applied: AppliedAction<A>, before: Before): number;
  /** Start the motion, the table drawn again. */
  land(stage: MotionStage<A, Before>): void;
}

/** Runs a family's motion script on one element's table. */
export class Choreographer<A, Before> {
  /** The element's animations. */
  readonly motion = new Motion();
  private batch: { readonly before: Before; readonly applied: AppliedAction<A>[] } | null = null;

  constructor(
    private readonly host: HTMLElement & { readonly updateComplete: Promise<boolean> },
    private readonly script: MotionScript<A, Before>,
    private readonly viewer: () => number,
  ) {}

  /** An action was applied, the table not drawn again yet: measure it (once per batch) and land after the drawing. */
  applied(action: A, events: readonly GameEvent[]): void {
    const root = this.host.shadowRoot;
    if (!root) return;
    if (!this.batch) {
      this.motion.settle();
      if (!this.motion.allowed) return;
      const batch = { before: this.script.measure(root), applied: [] };
      this.batch = batch;
      void this.drawn().then(() => {
        if (this.batch !== batch) return;
        this.batch = null;
        this.script.land({ root, before: batch.before, applied: batch.applied, viewer: this.viewer(), motion: this.motion });
      });
    }
    const applied = { action, events };
    this.script.note?.(root, this.batch.before, applied);
    this.motion.plan(this.script.duration(applied, this.batch.before));
    this.batch.applied.push(applied);
  }

  /** End every movement at once and forget a batch not landed yet (a new game, a replay). */
  settle(): void {
    this.batch = null;
    this.motion.settle();
  }

  /** Resolves once the host and the script's parts have drawn the new state. */
  private async drawn(): Promise<void> {
    await this.host.updateComplete;
    for (const tag of this.script.parts ?? []) {
      const part = this.host.shadowRoot?.querySelector(tag) as (HTMLElement & { updateComplete?: Promise<boolean> }) | null;
      await part?.updateComplete;
    }
  }
}
