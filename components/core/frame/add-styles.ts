/**
 * Add styles to an element's shadow root beside those it has: parts of an element that load later
 * (its panels, online play) bring their own, in any order, and none may drop another's. Lit's
 * `adoptStyles` replaces a root's adopted sheets, so it is used only where sheets cannot be adopted
 * (there it adds `<style>` elements, which is adding too).
 */
import { adoptStyles, type CSSResultOrNative, type LitElement } from 'lit';

/** Add `styles` to `host`'s shadow root (once each). */
export function addStyles(host: LitElement, styles: readonly CSSResultOrNative[]): void {
  const root = host.renderRoot;
  if (!(root instanceof ShadowRoot)) return;
  const sheets = styles.map((style) => (style instanceof CSSStyleSheet ? style : style.styleSheet));
  if (sheets.every((sheet): sheet is CSSStyleSheet => sheet !== undefined) && 'adoptedStyleSheets' in root) {
    const have = root.adoptedStyleSheets;
    root.adoptedStyleSheets = [...have, ...sheets.filter((sheet) => !have.includes(sheet))];
  } else adoptStyles(root, [...(host.constructor as typeof LitElement).elementStyles, ...styles]);
}
