/**
 * Records every Web Animations call the elements make (`Element.prototype.animate`), so a test
 * reads the keyframes of a card's movement however fast the browser plays it.
 */
export interface Recorded {
  readonly target: Element;
  readonly animation: Animation;
  /** The target's box when the animation was made: where a FLIP movement ends. */
  readonly box: DOMRect;
}

/** A spy on `Element.prototype.animate` until `uninstall()`. */
export class AnimationSpy {
  readonly calls: Recorded[] = [];
  // eslint-disable-next-line @typescript-eslint/unbound-method -- put back on the prototype, and called with .call(element)
  private readonly real = Element.prototype.animate;

  install(): this {
    const real = this.real;
    const calls = this.calls;
    Element.prototype.animate = function (
      this: Element,
      keyframes: Keyframe[] | PropertyIndexedKeyframes | null,
      options?: number | KeyframeAnimationOptions,
    ): Animation {
      const box = this.getBoundingClientRect();
      const animation = real.call(this, keyframes, options);
      calls.push({ target: this, animation, box });
      return animation;
    };
    return this;
  }

  uninstall(): void {
    Element.prototype.animate = this.real;
  }

  /** The recorded movements of `target`. */
  of(target: Element | null | undefined): Animation[] {
    return this.calls.filter((c) => c.target === target).map((c) => c.animation);
  }

  /** The first recorded movement of `target`, with the box it ends in. */
  first(target: Element | null | undefined): Recorded | undefined {
    return this.calls.find((c) => c.target === target);
  }

  /** Where the first movement of `target` starts: the centre of its end box moved by the first frame's translation. */
  startCentre(target: Element | null | undefined): { x: number; y: number } {
    const call = this.first(target);
    if (!call) throw new Error('the element did not move');
    const start = startOf(call.animation);
    const at = centre(call.box);
    return { x: at.x + start.dx, y: at.y + start.dy };
  }

  /** Resolves when every recorded movement has ended (a measure taken then is the box at rest). */
  async finished(): Promise<void> {
    await Promise.all(this.calls.map((c) => c.animation.finished.catch(() => undefined)));
  }

  /** Hold every recorded animation at `ms` into its own timeline (for a picture of the motion under way). */
  freezeAt(ms: number): void {
    for (const { animation } of this.calls) {
      animation.pause();
      animation.currentTime = ms;
    }
  }
}

/** A box's centre. */
export function centre(r: { left: number; top: number; width: number; height: number }): { x: number; y: number } {
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
}

/** The translation and scale at the start of a FLIP movement: `translate(dx, dy) scale(s)`. */
export function startOf(animation: Animation): { dx: number; dy: number; scale: number; last: string } {
  const frames = (animation.effect as KeyframeEffect).getKeyframes();
  const first = String(frames[0]?.transform ?? '');
  const last = String(frames[frames.length - 1]?.transform ?? '');
  const t = /translate\((-?[\d.]+)px, (-?[\d.]+)px\)/.exec(first);
  const s = /scale\(([\d.]+)\)/.exec(first);
  return { dx: Number(t?.[1] ?? NaN), dy: Number(t?.[2] ?? NaN), scale: Number(s?.[1] ?? NaN), last };
}
