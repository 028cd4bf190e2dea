/**
 * The pages test/package/docs-examples.test.ts builds around the framework examples of
 * docs/embedding.md, which it takes from the Markdown as they are written (`<!-- example: NAME -->`
 * above a fenced block). Each page records what a user would see: the results its example's
 * `pomona-game-end` handler received (`window.ended`) and, for the page with every event, which
 * events reached React's handlers (`window.heard`). Strings, not files of the repository, so the
 * repository's type check never resolves `pomona`.
 */

/** The examples docs/embedding.md marks, by name: the code of the fenced block under each marker. */
export function docExamples(markdown: string): Map<string, string> {
  const found = new Map<string, string>();
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const name = /^<!-- example: ([a-z-]+)\b/.exec(lines[i]!)?.[1];
    if (!name) continue;
    const open = lines[i + 1] ?? '';
    if (!open.startsWith('```')) throw new Error(`docs/embedding.md: the example '${name}' is not followed by a fenced block`);
    const end = lines.indexOf('```', i + 2);
    if (end < 0) throw new Error(`docs/embedding.md: the example '${name}' has no closing fence`);
    found.set(name, lines.slice(i + 2, end).join('\n') + '\n');
    i = end;
  }
  return found;
}

/** Vite: every page, and the hydrating script of the server render under a fixed name. */
export const docsViteConfig = `
import { resolve } from 'node:path';
export default {
  logLevel: 'error',
  // The Vue example's template is compiled in the browser.
  resolve: { alias: { vue: 'vue/dist/vue.esm-bundler.js' } },
  build: {
    target: 'es2022',
    rolldownOptions: {
      input: {
        'react-components': resolve('react-components.html'),
        'react-loader': resolve('react-loader.html'),
        'react-events': resolve('react-events.html'),
        vue: resolve('vue.html'),
        'react-server-hydrate': resolve('react-server-hydrate.js'),
      },
      output: { entryFileNames: '[name].js' },
    },
  },
};
`;

/**
 * Node, with the installed package: for each game, a save near the end of a game with the docs'
 * house rules, in the format the elements keep under their \`persist\` key (the person sits in seat
 * 0). Apples': every action after it is a computer player's or chance's, so the table plays to the
 * end by itself. Orchard's (where everyone chooses at once to the last apple): the person's last
 * turn, which the test plays as a person would, by clicking.
 */
export const makeSaves = `
import { createBot, gameEngine, loadBundledRuleset, saveGame } from 'pomona';

async function nearEnd(name, players, options, personToAct) {
  const loaded = await loadBundledRuleset(name);
  if (!loaded.ok) throw new Error(name + ' does not load');
  const { ruleset } = loaded;
  const engine = gameEngine(ruleset);
  for (let attempt = 0; attempt < 50; attempt++) {
    const setup = { players, seed: 'docs-' + attempt, options };
    const created = engine.create(ruleset, setup);
    if (!created.ok) throw new Error(created.error.message);
    const bots = Array.from({ length: players }, (_, seat) => createBot(ruleset, 'random', { seed: seat }));
    const states = [created.state];
    let lastForPerson = -1;
    for (let state = created.state; ; ) {
      const toAct = engine.toAct(state);
      if (toAct.kind === 'over') break;
      if (toAct.kind === 'players' && toAct.players.includes(0)) lastForPerson = states.length - 1;
      const seat = toAct.kind === 'players' ? toAct.players[0] : -1;
      const action = seat < 0 ? engine.chanceAction(state) : bots[seat].decide(engine.view(state, seat), engine.legalActions(state, seat));
      const applied = engine.apply(state, action);
      if (!applied.ok) throw new Error(applied.error.message);
      state = applied.state;
      states.push(state);
    }
    if (lastForPerson < 0) continue;
    // The person's last turn, or the position after it with at least two moves still to come.
    if (personToAct) return saveGame(ruleset, setup, states[lastForPerson]);
    if (lastForPerson + 1 <= states.length - 3) return saveGame(ruleset, setup, states[lastForPerson + 1]);
  }
  throw new Error('no game of ' + name + ' ends with computer moves');
}

console.log(JSON.stringify({
  apples: await nearEnd('apples.rules', 4, { winning_score: 500 }, false),
  orchard: await nearEnd('orchard.rules', 3, { easy_mode: false }, true),
}));
`;

/**
 * A page: \`head\` (classic scripts run before any module, so a save is in storage before an element
 * reads it) and a module script.
 */
export function page(title: string, head: string, script: string, root = 'root'): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title>${head}</head>
<body><div id="${root}"></div><script type="module" src="./${script}"></script></body></html>
`;
}

/** A classic script storing `value` as JSON under `key`, and the lists the pages fill. */
export function storing(entries: Readonly<Record<string, unknown>>): string {
  const lines = Object.entries(entries).map(
    ([key, value]) =>
      `localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(typeof value === 'string' ? value : JSON.stringify(value))});`,
  );
  // A stored save cannot close the script element: '<' is written as its escape.
  return `<script>window.ended = []; window.heard = {};\n${lines.join('\n').replaceAll('<', '\\u003c')}</script>`;
}

/** The React page around docs' pomona/react example: the Table component, its onEnd recorded. */
export const reactComponentsMain = `
import { createRoot } from 'react-dom/client';
import { Table } from './docs-table.jsx';

createRoot(document.getElementById('root')).render(<Table onEnd={(result) => window.ended.push(result)} />);
`;

/** The server render of docs' Next.js example, written to the file named on the command line. */
export const reactServerRender = `
import { readFileSync, writeFileSync } from 'node:fs';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { Game } from './docs-game.server.js';

const errors = [];
process.on('unhandledRejection', (error) => errors.push('unhandled: ' + String(error)));
let markup = '';
try {
  markup = renderToString(h(Game));
} catch (error) {
  errors.push('render: ' + String(error));
}
await new Promise((resolve) => setTimeout(resolve, 300));
writeFileSync(process.argv[2], \`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>React server render</title>\${readFileSync('server-head.html', 'utf8')}</head>
<body><div id="root">\${markup}</div><script type="module" src="/react-server-hydrate.js"></script></body></html>\`);
console.log(JSON.stringify({ errors, markup: markup.length }));
`;

/** The browser side of the server render: the same component hydrated. */
export const reactServerHydrate = `
import { createElement as h } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Game } from './docs-game.jsx';

window.recoverable = [];
hydrateRoot(document.getElementById('root'), h(Game), { onRecoverableError: (error) => window.recoverable.push(String(error)) });
`;

/** The Vue page around docs' template, with docs' isCustomElement line. */
export function vueMain(isCustomElementLine: string, template: string): string {
  return `
import { createApp, ref } from 'vue';
import 'pomona/orchard-board';

${isCustomElementLine}
const easy = ref(false);
const app = createApp({
  setup: () => ({ easy, onEnd: (e) => window.ended.push(e.detail.result) }),
  template: ${JSON.stringify(`<main>${template.trim()}</main>`)},
});
app.config.compilerOptions.isCustomElement = isCustomElement;
window.vueWarnings = [];
app.config.warnHandler = (message) => window.vueWarnings.push(message);
app.mount('#app');
`;
}

/**
 * Every event docs/embedding.md lists for pomona/react, each brought about as it happens to a user:
 * a game played to its end (start, action, hand end, game end), rules with a mistake (ruleset
 * error), a corrupt save (save discarded) and seats that do not exist (setup error).
 */
export const reactEventsMain = `
import { createRoot } from 'react-dom/client';
import { ApplesTable, ApplesToApples, OrchardBoard } from 'pomona/react';

const hear = (name) => (event) => {
  window.heard[name] = (window.heard[name] ?? 0) + 1;
  if (name === 'onPomonaGameEnd') window.ended.push(event.detail.result);
};
const all = Object.fromEntries(
  ['onPomonaGameStart', 'onPomonaAction', 'onPomonaHandEnd', 'onPomonaGameEnd', 'onPomonaRulesetError', 'onPomonaSaveDiscarded', 'onPomonaSetupError'].map(
    (name) => [name, hear(name)],
  ),
);

createRoot(document.getElementById('root')).render(
  <main>
    <ApplesTable seats="you,rules,rules,rules" persist="events-near-end" options={{ winning_score: 500 }} botDelay={0} {...all} />
    <ApplesTable seats="you,rules,rules,rules" ruleset="/broken.rules" {...all} />
    <OrchardBoard seats="you,rules,rules" persist="events-corrupt" {...all} />
    <ApplesToApples seats="you,nobody" {...all} />
  </main>,
);
`;
