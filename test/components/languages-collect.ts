/**
 * What a person reads or hears from a game element, for the tests of its languages: every text
 * node, aria-label and title through nested shadow roots (the live region included, so collecting
 * at every step gathers every announcement), the panels opened on the way, and the words left in
 * English.
 */
import { waitUntil } from '@open-wc/testing';
import { pageLanguage } from '../../components/core/language/locale.js';

export type Language = 'ko' | 'ru' | 'es';

/**
 * Names that stay as they are in every language: the product's own name, the card ranks' letters
 * and "NT" (no trumps), shown as symbols. Nothing else may be Latin in Korean or Russian.
 */
export const PROPER_NAMES = new Set(['Pomona']);

/** An element's text without what `<code>` shows (the rules as written, the same in every language), nor what `skip` matches. */
function textWithoutCode(el: HTMLElement, skip?: string): string {
  const copy = el.cloneNode(true) as HTMLElement;
  copy.querySelectorAll(`code, ${DECK_TEXTS}${skip ? `, ${skip}` : ''}`).forEach((code) => code.replaceWith('…'));
  return copy.textContent ?? '';
}

/**
 * A deck's own card texts, drawn on its cards: shown as the deck wrote them, in whatever language
 * that is (Apples to Apples' deck is English; a deck in another language is another deck).
 */
const DECK_TEXTS = '.card .text, .card .detail';

/** Add every text of `host` (text nodes, aria-labels, titles, through shadow roots) to `texts`; `<code>` (the rules as written), the deck's card texts and what matches `skip` are left out. */
export function collectTexts(host: Element, texts: Set<string>, skip?: string): void {
  const add = (text: string | null): void => {
    const clean = (text ?? '').replace(/\s+/g, ' ').trim();
    if (clean) texts.add(clean);
  };
  const walk = (node: Node): void => {
    if (node instanceof Element) {
      if (node.localName === 'style' || node.localName === 'script' || node.localName === 'code' || node.matches(DECK_TEXTS)) return;
      if (skip && node.matches(skip)) return;
      add(node.getAttribute('aria-label'));
      add(node.getAttribute('title'));
      if (node.shadowRoot) walk(node.shadowRoot);
    } else if (node.nodeType === Node.TEXT_NODE) {
      add(node.textContent);
      return;
    }
    // A paragraph's text as one sentence as well as its pieces: a sentence built of pieces in two languages shows as one.
    if (node instanceof HTMLElement && /^(p|li|h[1-6]|td|th|caption|button|label|summary|legend|dt|dd)$/.test(node.localName))
      add(textWithoutCode(node, skip));
    node.childNodes.forEach(walk);
  };
  walk(host.shadowRoot ?? host);
}

/**
 * A Latin word of three letters or more that is not a proper name. What a sentence quotes is a
 * name from the deck ("Greasy", «Water Park»: a deck is written in one language and shown as it
 * wrote it), not a word of the sentence.
 */
function latinWords(text: string): string[] {
  const unquoted = text.replace(/“[^”]*”|«[^»]*»|"[^"]*"/g, '…');
  return (unquoted.match(/[A-Za-z]{3,}/g) ?? []).filter((word) => !PROPER_NAMES.has(word));
}

/**
 * The texts that are not in `lang`: in Korean and Russian, those with a Latin word; in Spanish,
 * those also shown by the English render (`english`) that contain a word, apart from proper names.
 * `deck` holds the deck's own card texts, which are shown as the deck wrote them wherever they appear.
 */
export function englishLeft(lang: Language, texts: Set<string>, english: Set<string>, deck: readonly string[] = []): string[] {
  const left: string[] = [];
  // Longest first, so that a card named inside another's text is not cut out of it first.
  const cards = [...deck].sort((a, b) => b.length - a.length);
  const withoutDeck = (text: string): string => cards.reduce((rest, card) => rest.split(card).join('…'), text);
  for (const original of texts) {
    const text = withoutDeck(original);
    if (lang === 'es') {
      if (english.has(original) && latinWords(text).length > 0) left.push(original);
    } else if (latinWords(text).length > 0) left.push(original);
  }
  return left.sort();
}

/** Wait until the page speaks `lang` (its catalogue and sentences loaded) and `el` has drawn itself in it. */
export async function speaking(el: HTMLElement & { updateComplete: Promise<boolean> }, lang: string): Promise<void> {
  await waitUntil(() => pageLanguage() === lang, `the page speaks ${lang}`, { timeout: 5000 });
  await el.updateComplete;
}

/** Open "How to play" and the new-game form of `el`, collect their texts, and close them again. */
export async function openEveryPanel(
  el: HTMLElement & { updateComplete: Promise<boolean> },
  texts: Set<string>,
  clipped?: Set<string>,
): Promise<void> {
  const root = el.shadowRoot as ShadowRoot;
  const toggle = root.querySelector<HTMLButtonElement>('[aria-controls="how-to-play"]');
  if (toggle) {
    toggle.click();
    await waitUntil(() => root.querySelector('[part="how-to-play"]'), 'How to play opens', { timeout: 5000 });
    collectTexts(el, texts);
    fitsProblems(el).forEach((problem) => clipped?.add(problem));
    root.querySelector<HTMLButtonElement>('[part="how-to-play"] button')?.click();
    await el.updateComplete;
  }
  const newGame = Array.from(root.querySelectorAll<HTMLButtonElement>('[part="controls"] button:not([part="undo"])')).pop();
  if (newGame) {
    newGame.click();
    await waitUntil(() => root.querySelector('[part="house-rules"]'), 'the new-game form opens', { timeout: 5000 });
    collectTexts(el, texts);
    fitsProblems(el).forEach((problem) => clipped?.add(problem));
    root.querySelector<HTMLButtonElement>('[part="house-rules"] button[type="button"]')?.click();
    await el.updateComplete;
  }
  collectTexts(el, texts);
}

/** Is `el`, or a box around it in its tree, clipped away or a pixel wide: text kept for screen readers only? */
function hiddenForEyes(el: HTMLElement): boolean {
  for (let at: HTMLElement | null = el; at; at = at.parentElement) {
    if (at.offsetWidth <= 1 && at.offsetHeight <= 1) return true;
    const style = getComputedStyle(at);
    if ((style.clip !== 'auto' && style.clip !== '') || style.clipPath !== 'none') return true;
  }
  return false;
}

/** Is `el` inside a box that scrolls sideways (its own tree only)? */
function scrollsSideways(el: HTMLElement): boolean {
  for (let at = el.parentElement; at; at = at.parentElement) {
    const overflow = getComputedStyle(at).overflowX;
    if (overflow === 'auto' || overflow === 'scroll') return true;
  }
  return false;
}

/** Texts of `host` cut off or spilling out of their box: an element whose content is wider than it, with overflow shown or hidden. */
export function fitsProblems(host: Element): string[] {
  const problems: string[] = [];
  const hostBox = host.getBoundingClientRect();
  const walk = (node: ParentNode): void => {
    for (const el of Array.from(node.querySelectorAll<HTMLElement>('*'))) {
      if (el.shadowRoot) walk(el.shadowRoot);
      // A card's face is drawn as SVG, sized by its box.
      if (!(el instanceof HTMLElement)) continue;
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden' || el.getClientRects().length === 0) continue;
      // Visually hidden text (for screen readers) is clipped on purpose, inside a box of a pixel.
      if (hiddenForEyes(el)) continue;
      const hasText = Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
      if (!hasText) continue;
      const box = el.getBoundingClientRect();
      // Beyond the host's edges, unless a box around it scrolls sideways on purpose (a long score sheet).
      const spills = (box.right > hostBox.right + 1 || box.left < hostBox.left - 1) && !scrollsSideways(el);
      // A box whose text is wider than it: cut off, or running over its neighbours (a scrolling box scrolls on purpose).
      const tooWide =
        style.display !== 'inline' && el.scrollWidth > el.clientWidth + 1 && style.overflowX !== 'auto' && style.overflowX !== 'scroll';
      if (spills || tooWide)
        problems.push(
          `<${el.localName} class="${el.className.trim()}"> ${el.scrollWidth} px of text in ${el.clientWidth} px: ${(el.textContent ?? '').trim().slice(0, 60)}`,
        );
    }
  };
  walk(host.shadowRoot ?? host);
  return problems;
}
