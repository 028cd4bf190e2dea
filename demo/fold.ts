// The page's menus (each a <details class="fold">): open on a wide screen, where their summary is
// hidden and they read as a plain row; folded on a narrow one, so a game's table, its prompt and
// the player's hand come first on a phone.

/** Fold or open the page's menus by the screen's width, now and whenever it changes. */
export function foldMenus(): void {
  const narrow = matchMedia('(max-width: 40rem)');
  const fold = (): void => {
    for (const menu of Array.from(document.querySelectorAll<HTMLDetailsElement>('details.fold'))) menu.open = !narrow.matches;
  };
  fold();
  narrow.addEventListener('change', fold);
}
