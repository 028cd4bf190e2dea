/**
 * Template types of the Pomona elements for Vue 3 (`pomona/vue`), for `vue-tsc` and the Vue
 * language tools. Load them once in the app:
 *
 *   import type {} from 'pomona/vue';
 *
 * (and tell the compiler the tags are custom elements: `isCustomElement: (tag) => tag.includes('-')`
 * in the Vue plugin's `template.compilerOptions`). Then `<apples-table :bot-delay="300"
 * @pomona-game-end="onEnd">` is checked: each element's public properties with their types, and
 * on the three game elements a typed handler for each `pomona-*` event.
 */
import type { PomonaEventMap } from '../dist/lib/components/core/events.js';
import type {
  PomonaElementProperties,
  PomonaElementTagNameMap,
  PomonaGameElementTagNameMap,
} from '../dist/lib/components/core/element-types.js';

/** `pomona-game-end` → `PomonaGameEnd`: how Vue names the prop of an `@pomona-game-end` handler. */
type Pascal<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Capitalize<Head>}${Pascal<Tail>}` : Capitalize<S>;

/**
 * A handler prop for each Pomona event, under both names Vue's tools look for `@pomona-game-end`:
 * `onPomonaGameEnd` (how the template compiler names it) and `onPomona-game-end` (the form Vue's
 * guide gives for custom element events).
 */
export type PomonaVueEventProps = {
  [K in keyof PomonaEventMap as `on${Pascal<K>}` | `on${Capitalize<K>}`]?: (event: PomonaEventMap[K]) => void;
};

/** The props a Vue template may bind on the element named `Tag`. */
export type PomonaVueProps<Tag extends keyof PomonaElementTagNameMap> = PomonaElementProperties<PomonaElementTagNameMap[Tag]> &
  (Tag extends keyof PomonaGameElementTagNameMap ? PomonaVueEventProps : unknown);

/**
 * A custom element as Vue's template type-checker reads a global component: an instance of the
 * element whose `$props` are what the template may bind (the form Vue's guide gives for web components).
 */
export type PomonaVueElement<Tag extends keyof PomonaElementTagNameMap> = new () => PomonaElementTagNameMap[Tag] & {
  /** For template type-checking only: not a property of the element at run time. */
  $props: PomonaVueProps<Tag>;
};

/** Every Pomona element as a Vue global component. */
export type PomonaGlobalComponents = { [Tag in keyof PomonaElementTagNameMap]: PomonaVueElement<Tag> };

declare module 'vue' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalComponents extends PomonaGlobalComponents {}
}
