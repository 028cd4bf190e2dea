/**
 * `pomona/react`: React components for the games (`ApplesTable`, `OrchardBoard`,
 * `ApplesToApples`, `PomonaGame`, made with `@lit/react`: object props set as properties, events as
 * `onPomonaGameEnd` and its kin; see docs/embedding.md), and the JSX types of the plain elements
 * for React 19. For the plain tags, load the types once in the app:
 *
 *   import type {} from 'pomona/react';
 *
 * Then `<apples-table seats="you,rules,rules,rules" botDelay={300} onpomona-game-end={(e) => e.detail.result} />`
 * is checked: each element's public properties with their types, React's usual HTML props and
 * `ref`, and on the three game elements a typed listener for each `pomona-*` event (React 19 adds
 * a listener for a prop named `on` + the event name on a custom element). Attributes with a
 * hyphen (`bot-delay="0"`) are passed through unchecked, as for any element.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type {
  PomonaElementProperties,
  PomonaElementTagNameMap,
  PomonaEventListeners,
  PomonaGameElementTagNameMap,
} from '../dist/lib/components/core/element-types.js';

/** The JSX props of the element named `Tag`. */
export type PomonaJsxProps<Tag extends keyof PomonaElementTagNameMap> = DetailedHTMLProps<
  HTMLAttributes<PomonaElementTagNameMap[Tag]>,
  PomonaElementTagNameMap[Tag]
> &
  PomonaElementProperties<PomonaElementTagNameMap[Tag]> &
  (Tag extends keyof PomonaGameElementTagNameMap ? PomonaEventListeners : unknown);

/** Every Pomona element as a JSX intrinsic element. */
export type PomonaIntrinsicElements = { [Tag in keyof PomonaElementTagNameMap]: PomonaJsxProps<Tag> };

declare module 'react' {
  namespace JSX {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface IntrinsicElements extends PomonaIntrinsicElements {}
  }
}

export * from '../dist/lib/components/react.js';
