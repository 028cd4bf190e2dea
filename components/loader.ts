/**
 * The Pomona loader (dist/pomona.js): a small module that defines nothing heavy itself. It finds
 * the game elements of the element map (games.ts) on the page (an initial scan, then a
 * MutationObserver on the document and on the open shadow roots it meets) and imports a game's code
 * the first time its tag appears, from chunks beside this file (Lit and the shared code in chunks
 * the games share). A page with one game downloads that game only.
 *
 * Frameworks that render elements before they are defined can await `preload(tag)`, which resolves
 * to the element's class once it is defined; `discover(root)` looks inside a root the loader cannot
 * see (a closed shadow root). Everything is a dynamic `import()` of same-origin files, so the loader
 * works under `script-src 'self'`. Pages that want one file use dist/apples-table.js and its kin.
 */
import { gameModules, type PomonaGameElementTagNameMap } from './games.js';

/** A game element's tag. */
export type GameTag = keyof typeof gameModules;

export type * from './core/public-types.js';

/** The game tags the loader knows (those of the element map, games.ts). */
export const gameTags = Object.freeze(Object.keys(gameModules)) as readonly GameTag[];

const isGameTag = (name: string): name is GameTag => Object.prototype.hasOwnProperty.call(gameModules, name);

/** The class of the game element named `Tag`. */
export type GameElementClass<Tag extends GameTag> = new () => PomonaGameElementTagNameMap[Tag];

/**
 * Import a game's code now (whether or not its tag is on the page) and resolve to its element
 * class once the tag is defined. Rejects when the code cannot be loaded. A framework that renders
 * the tag with object properties (React's `options={{ … }}`) awaits this first: a property set on an
 * element whose tag is not defined yet becomes a text attribute ("[object Object]").
 */
export async function preload<Tag extends GameTag>(tag: Tag): Promise<GameElementClass<Tag>> {
  const load = isGameTag(tag) ? gameModules[tag] : undefined;
  if (!load) throw new Error(`<${String(tag)}> is not a Pomona game (games: ${gameTags.join(', ')})`);
  // import() loads a module once, so asking again (or a second copy of the loader) costs nothing.
  if (!customElements.get(tag)) await load();
  return (await customElements.whenDefined(tag)) as GameElementClass<Tag>;
}

/** The game tags used in `root` and in the open shadow roots inside it; those roots are watched from now on. */
function scan(root: ParentNode, found: Set<GameTag>): void {
  if (root instanceof Element && isGameTag(root.localName)) found.add(root.localName);
  for (const element of Array.from(root.querySelectorAll('*'))) {
    if (isGameTag(element.localName)) found.add(element.localName);
    // A game's own shadow root holds only its parts; other components' open roots may hold a game.
    if (element.shadowRoot && !isGameTag(element.localName)) watch(element.shadowRoot, found);
  }
}

/** Roots watched already (per document: the observer belongs to this module's copy of the loader). */
const watched = new WeakSet<Node>();

const observer =
  typeof MutationObserver === 'undefined'
    ? null
    : new MutationObserver((records) => {
        const found = new Set<GameTag>();
        for (const record of records) for (const node of Array.from(record.addedNodes)) if (node instanceof Element) scan(node, found);
        for (const tag of found) void preload(tag).catch(reportFailure);
      });

function watch(root: Document | ShadowRoot | Element, found: Set<GameTag>): void {
  scan(root instanceof Document ? root.documentElement : root, found);
  if (!observer || watched.has(root)) return;
  watched.add(root);
  observer.observe(root, { childList: true, subtree: true });
}

/**
 * Load every game used in `root` (a document, an element, or a shadow root, e.g. a closed one the
 * loader cannot see) and watch it for games added later; resolves when they are all defined.
 */
export async function discover(root: Document | ShadowRoot | Element = document): Promise<void> {
  const found = new Set<GameTag>();
  watch(root, found);
  await Promise.all([...found].map((tag) => preload(tag)));
}

/** A game whose code cannot be loaded stays an undefined element: say why in the console. */
function reportFailure(error: unknown): void {
  console.error('Pomona could not load a game:', error);
}

if (typeof document !== 'undefined') void discover(document).catch(reportFailure);
