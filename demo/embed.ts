// The embedding page: the loader defines each game when its tag appears; the page logs every Pomona event it hears.
import '../components/loader.js';
import { foldMenus } from './fold.js';

const list = document.querySelector('#events');
const names = ['pomona-action', 'pomona-hand-end', 'pomona-game-end', 'pomona-ruleset-error', 'pomona-save-discarded'] as const;
for (const name of names) {
  document.addEventListener(name, (event) => {
    if (!list) return;
    const item = document.createElement('li');
    const detail = (event as CustomEvent<unknown>).detail;
    item.textContent = `${name} ${JSON.stringify(detail).slice(0, 140)}`;
    list.prepend(item);
    while (list.children.length > 12) list.lastElementChild?.remove();
  });
}
foldMenus();
