// The page's menus (each a <details class="fold">): open on a wide screen, where their summary is
// hidden and they read as a plain row; folded on a narrow one, so a game's table, its prompt and
// the player's hand come first on a phone. There the first game's menu (`data-dock`) also joins
// the site's top bar, one line for both, instead of a line of its own above the table.

/** Fold or open the page's menus by the screen's width, now and whenever it changes. */
export function foldMenus(): void {
  const narrow = matchMedia('(max-width: 40rem)');
  const docked = document.querySelector<HTMLDetailsElement>('details.fold[data-dock]');
  const bar = document.querySelector('header.site .menu');
  // Where the docked menu stands on a wide screen, to go back to.
  const home = document.createComment('the first game’s menu on a wide screen');
  docked?.before(home);
  const fold = (): void => {
    if (docked && bar) {
      if (narrow.matches) bar.before(docked);
      else home.after(docked);
    }
    for (const menu of Array.from(document.querySelectorAll<HTMLDetailsElement>('details.fold'))) menu.open = !narrow.matches;
  };
  fold();
  narrow.addEventListener('change', fold);
}
