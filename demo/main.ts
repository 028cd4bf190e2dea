// The demo's main page: the table, a picker of the shipped variants and seatings, and replays.
import { shippedRulesets, type ApplesTable } from '../components/index.js';
import { playSharedRules } from './shared-rules.js';
import { offerOnlinePlay } from './table-server.js';
import { foldMenus } from './fold.js';

const table = document.querySelector<ApplesTable>('#table');
const variant = document.querySelector<HTMLSelectElement>('#variant');
const seats = document.querySelector<HTMLSelectElement>('#seats');
const replayText = document.querySelector<HTMLTextAreaElement>('#replay-text');
const status = document.querySelector<HTMLElement>('#replay-status');

/** A game element as this page uses it. */
type GameOnPage = HTMLElement & { newGame(): void; readonly gameInProgress: boolean };

/**
 * New seats deal a new game, which ends the one in progress: the visitor is asked first, and the
 * picker goes back to the seats of that game if they keep it.
 */
function seatsPicker(picker: HTMLSelectElement, game: GameOnPage): void {
  let current = picker.value;
  picker.addEventListener('change', () => {
    if (game.gameInProgress && !confirm('Deal a new game with these players? The game in progress will end.')) {
      picker.value = current;
      return;
    }
    current = picker.value;
    game.setAttribute('seats', picker.value);
    game.newGame();
  });
}

// Each game's player picker: who sits where, applied to its element as the seats attribute, and a new game dealt.
for (const picker of Array.from(document.querySelectorAll<HTMLSelectElement>('select[data-seats-for]'))) {
  const game = document.querySelector<GameOnPage>(picker.dataset['seatsFor'] ?? '');
  if (game) seatsPicker(picker, game);
}

if (table && variant && seats && replayText && status) {
  for (const ruleset of shippedRulesets('trick-taking')) {
    const option = document.createElement('option');
    option.value = ruleset.file;
    option.textContent = ruleset.name;
    variant.append(option);
  }
  // Each variant keeps its game under a key of its own (the element goes on with the game under a
  // new key), so the game in progress is not lost: choosing its variant again brings it back.
  variant.addEventListener('change', () => {
    table.setAttribute('persist', `pomona-demo-${variant.value}`);
    table.setAttribute('ruleset', variant.value);
  });
  seatsPicker(seats, table);
  document.querySelector('#export')?.addEventListener('click', () => {
    const saved = table.exportGame();
    replayText.value = saved ? JSON.stringify(saved) : '';
    void navigator.clipboard?.writeText(replayText.value).catch(() => undefined);
    status.textContent = saved
      ? `The replay (${saved.log.length} actions) is in the box below and on the clipboard.`
      : 'No game to copy yet.';
  });
  document.querySelector('#import')?.addEventListener('click', () => {
    let value: unknown;
    try {
      value = JSON.parse(replayText.value);
    } catch {
      status.textContent = 'The box does not hold a replay (it is not JSON).';
      return;
    }
    const opened = table.loadReplay(value);
    status.textContent = opened.ok
      ? 'Watching the replay: use the step buttons on the table.'
      : `That replay cannot be shown: ${opened.reason}.`;
  });
}

// A share link from the studio (#r=...) plays its variant on the table of its game.
void playSharedRules();

// Served by a table server (or given one with ?server=): every game offers "Play with friends".
void offerOnlinePlay();
foldMenus();
