// The studio page: the rules editor beside a running game, the score explainer and the balance
// simulator, all on the family picked at the top. The editor's valid text becomes the explainer's
// second ruleset and the simulator's "rules in the editor".
import '../components/index.js';
import { EDITED_RULES, type BalanceSimulator, type RulesEditor, type ScoreExplainer } from '../components/studio/index.js';
import { registeredFamilies, type FamilyElement } from '../src/core/registry.js';
import '../src/families/index.js';
import { isShippedText } from '../components/studio/shipped.js';
import { tableServer } from './table-server.js';
import { foldMenus } from './fold.js';

/** The table server the studio's game may open online tables on (null: none serves this site). */
const server = tableServer();
const withFriends = document.querySelector<HTMLButtonElement>('#play-with-friends');

/** For each registered family with an element: its game element and the shipped ruleset it starts from. */
const games: Record<string, FamilyElement> = Object.fromEntries(
  registeredFamilies().flatMap((d) => (d.element ? [[d.family, d.element] as const] : [])),
);

const picker = document.querySelector<HTMLSelectElement>('#game');
// The picker lists the registered families; the page's own first option stays chosen.
if (picker) {
  const chosen = picker.value;
  picker.replaceChildren(
    ...registeredFamilies()
      .filter((d) => d.element)
      .map((d) => new Option(d.title, d.family, false, d.family === chosen)),
  );
}
const slot = document.querySelector<HTMLElement>('#game-slot');
const editor = document.querySelector<RulesEditor>('#editor');
const explainer = document.querySelector<ScoreExplainer>('#explainer');
const simulator = document.querySelector<BalanceSimulator>('#simulator');
const classroom = document.querySelector<HTMLInputElement>('#classroom');
/** Whether the page was opened from a shared position link (which then chooses the explainer's rulesets). */
const sharedPosition = location.hash.includes('position=');

/** Put the family's game on the page (replacing the last one) and point the tools at it. */
function showGame(family: string, startEditor: boolean): void {
  const game = games[family];
  if (!game || !slot || !editor || !explainer || !simulator) return;
  slot.querySelector('#studio-game')?.remove();
  const element = document.createElement(game.tag);
  element.id = 'studio-game';
  element.setAttribute('seats', game.seats);
  element.setAttribute('bot-delay', '500');
  void server.then((address) => {
    if (address) element.setAttribute('server', address);
  });
  slot.append(element);
  if (startEditor) void editor.startFrom(game.ruleset);
  if (!sharedPosition) {
    explainer.ruleset = game.ruleset;
    explainer.compare = null;
  }
  simulator.ruleset = game.ruleset;
  simulator.compare = null;
}

if (picker && editor && explainer && simulator && classroom) {
  picker.addEventListener('change', () => showGame(picker.value, true));
  classroom.addEventListener('change', () => (explainer.classroom = classroom.checked));
  editor.addEventListener('pomona-rules-checked', (event) => {
    const ruleset = editor.compiled;
    if (!event.detail.valid || !ruleset) return;
    // A different family in the editor: follow it with the game and the tools.
    if (picker.value !== ruleset.family && games[ruleset.family]) {
      picker.value = ruleset.family;
      showGame(ruleset.family, false);
    }
    const text = editor.value;
    simulator.rulesText = text;
    // Beside the default rules, the edited text, whatever name it gives itself: only the shipped
    // text itself, unchanged, needs no second column (a name is no identity: an edit may keep it).
    void isShippedText(explainer.ruleset, text).then((unedited) => {
      if (editor.value === text && !sharedPosition) explainer.compare = unedited ? null : text;
    });
    if (simulator.compare === null) simulator.compare = EDITED_RULES;
  });
  showGame(picker.value, false);
}

// "Play this variant with friends": the game in the studio plays the editor's rules; its door opens an online table of them.
void server.then((address) => {
  if (!address || !withFriends) return;
  withFriends.hidden = false;
  withFriends.addEventListener('click', () => {
    const game = document.querySelector<HTMLElement & { playWithFriends(): Promise<void> }>('#studio-game');
    void game?.playWithFriends().then(() => game.scrollIntoView({ block: 'start' }));
  });
});
foldMenus();
