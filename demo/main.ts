// The demo's main page: the table, a picker of the shipped variants and seatings, and replays.
import { shippedRulesets, type ApplesTable } from '../components/index.js';
import { playSharedRules } from './shared-rules.js';
import { offerOnlinePlay } from './table-server.js';

const table = document.querySelector<ApplesTable>('#table');
const variant = document.querySelector<HTMLSelectElement>('#variant');
const seats = document.querySelector<HTMLSelectElement>('#seats');
const replayText = document.querySelector<HTMLTextAreaElement>('#replay-text');
const status = document.querySelector<HTMLElement>('#replay-status');

// Each game's player picker: who sits where, applied to its element as the seats attribute, and a new game dealt.
for (const picker of Array.from(document.querySelectorAll<HTMLSelectElement>('select[data-seats-for]'))) {
  const game = document.querySelector<HTMLElement & { newGame(): void }>(picker.dataset['seatsFor'] ?? '');
  if (!game) continue;
  picker.addEventListener('change', () => {
    game.setAttribute('seats', picker.value);
    game.newGame();
  });
}

if (table && variant && seats && replayText && status) {
  for (const ruleset of shippedRulesets('trick-taking')) {
    const option = document.createElement('option');
    option.value = ruleset.file;
    option.textContent = ruleset.name;
    variant.append(option);
  }
  variant.addEventListener('change', () => {
    table.setAttribute('persist', `pomona-demo-${variant.value}`);
    table.setAttribute('ruleset', variant.value);
    // A change of rules waits for the next game once the visitor has played: start it now.
    table.newGame();
  });
  seats.addEventListener('change', () => {
    table.setAttribute('seats', seats.value);
    table.newGame();
  });
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
