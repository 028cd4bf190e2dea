/**
 * The files of the framework apps test/package/frameworks.test.ts builds against the packed
 * tarball: a React 19 app and a Vue 3 app (Vite), a page rendered on the server with Lit SSR, and a
 * React app rendered on the server and hydrated. Each page keeps what a user can see in
 * `window.seen`: games started (`pomona-game-start`), actions, and whether the properties arrived.
 * Strings, not files of the repository, so the repository's type check never resolves `pomona`.
 */

/** Vite: the two apps' pages and the two hydration scripts, the scripts under fixed names. */
export const viteConfig = `
import { resolve } from 'node:path';
export default {
  logLevel: 'warn',
  // The Vue app compiles its template in the browser, as a page without a build step for Vue would.
  resolve: { alias: { vue: 'vue/dist/vue.esm-bundler.js' } },
  build: {
    rolldownOptions: {
      input: {
        react: resolve('react.html'),
        vue: resolve('vue.html'),
        'lit-hydrate-support': resolve('lit-hydrate-support.js'),
        'lit-hydrate': resolve('lit-hydrate.js'),
        'react-hydrate': resolve('react-hydrate.js'),
      },
      output: { entryFileNames: '[name].js' },
    },
  },
};
`;

/** What every page counts, as a user would: games started, actions seen, and a few facts. */
export const seenModule = `
export const seen = { starts: {}, actions: 0, renders: 0, facts: {} };
window.seen = seen;
// Games started, by the element's id or else its tag.
document.addEventListener('pomona-game-start', (event) => {
  const key = event.target.id || event.target.localName;
  seen.starts[key] = (seen.starts[key] ?? 0) + 1;
});
`;

/** The React 19 app's page. */
export const reactHtml = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Pomona in React</title></head>
<body><div id="root"></div><script type="module" src="./react.jsx"></script></body></html>
`;

/**
 * The React 19 app: the pomona/react component and the plain tag, both with house rules written
 * inline (a new object at every render), events as React props. \`window.rerender()\` renders again
 * with the same values; \`window.change()\` changes the winning score.
 */
export const reactApp = `
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { ApplesTable } from 'pomona/react';
import 'pomona/orchard-board';
import { seen } from './seen.js';

function App() {
  const [render, setRender] = useState(0);
  const [score, setScore] = useState(500);
  window.rerender = () => flushSync(() => setRender((n) => n + 1));
  window.change = () => flushSync(() => setScore(250));
  seen.renders = render;
  return (
    <main>
      <h1>Pomona in a React app</h1>
      <ApplesTable
        seed="react"
        seats="you,rules,rules,rules"
        botDelay={0}
        options={{ winning_score: score }}
        onPomonaGameStart={(event) => (seen.facts.wrapperOptions = event.detail.options)}
        onPomonaAction={() => seen.actions++}
      />
      <orchard-board seed="react" seats="you,rules,rules" bot-delay="0" options={{ easy_mode: score === 250 }} />
    </main>
  );
}

createRoot(document.getElementById('root')).render(<App />);
`;

/** The Vue 3 app's page. */
export const vueHtml = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Pomona in Vue</title></head>
<body><div id="app"></div><script type="module" src="./vue.js"></script></body></html>
`;

/**
 * The Vue 3 app, set up as docs/embedding.md says: the tags declared custom elements
 * (\`isCustomElement\`), \`:options.prop\` with an inline object. \`window.rerender()\` renders again with
 * the same values; \`window.change()\` turns the easy mode on.
 */
export const vueApp = `
import { createApp, nextTick, ref } from 'vue';
import 'pomona/orchard-board';
import { seen } from './seen.js';

const warnings = [];
const render = ref(0);
const easy = ref(false);
const app = createApp({
  setup: () => ({ render, easy, onAction: () => seen.actions++ }),
  template: \`<main>
    <h1>Pomona in a Vue app {{ render }}</h1>
    <orchard-board seed="vue" seats="you,rules,rules" :botDelay="0" :options.prop="{ easy_mode: easy }" @pomona-action="onAction" />
  </main>\`,
});
app.config.compilerOptions.isCustomElement = (tag) => ['apples-table', 'orchard-board', 'apples-to-apples', 'pomona-game'].includes(tag) || tag.endsWith('-score-sheet');
app.config.warnHandler = (message) => warnings.push(message);
seen.facts.warnings = warnings;
app.mount('#app');
window.rerender = async () => { render.value++; seen.renders = render.value; await nextTick(); };
window.change = async () => { easy.value = true; await nextTick(); };
`;

/**
 * Lit SSR in Node: every element rendered to declarative shadow DOM, errors counted (thrown ones
 * and unhandled rejections), the page written to the file named on the command line.
 */
export const litServer = `
import { writeFileSync } from 'node:fs';
import { render } from '@lit-labs/ssr';
import { collectResult } from '@lit-labs/ssr/lib/render-result.js';
import { html } from 'lit';
import 'pomona/elements';
import { PomonaGame } from 'pomona/react';

const errors = [];
process.on('unhandledRejection', (error) => errors.push('unhandled: ' + String(error)));
process.on('uncaughtException', (error) => errors.push('uncaught: ' + String(error)));

const tables = [
  html\`<apples-table seed="ssr" seats="you,rules,rules,rules" bot-delay="0" .options=\${{ winning_score: 500 }}></apples-table>\`,
  html\`<orchard-board seed="ssr" seats="you,rules,rules" bot-delay="0"></orchard-board>\`,
  html\`<apples-to-apples seed="ssr" seats="you,random,random,random" bot-delay="0"></apples-to-apples>\`,
  html\`<apples-table bot-delay="0" seats="rules,rules,rules,rules"><script type="text/x-pomona-rules">extends "apples.rules"</script></apples-table>\`,
  html\`<pomona-game seed="ssr"></pomona-game>\`,
];
let body = '';
for (const table of tables) {
  try {
    body += await collectResult(render(table));
  } catch (error) {
    errors.push('render: ' + String(error));
  }
}
// Whatever the elements started asynchronously has had its chance to fail.
await new Promise((resolve) => setTimeout(resolve, 300));
writeFileSync(process.argv[2], \`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Lit SSR</title></head>
<body>\${body}<script type="module" src="/lit-hydrate-support.js"></script><script type="module" src="/lit-hydrate.js"></script></body></html>\`);
console.log(JSON.stringify({ errors, rendered: tables.length, defined: typeof PomonaGame }));
`;

/**
 * Lit's hydration support, in a module script of its own that the page runs before the elements:
 * imported first inside the same bundle, it could still run after Lit (a chunk the bundler shares
 * between pages is evaluated before the page's own code), and the elements would render again
 * beside the server's markup instead of hydrating it.
 */
export const litHydrateSupport = `
import '@lit-labs/ssr-client/lit-element-hydrate-support.js';
`;

/** The Lit SSR page's script: the elements, hydrating what the server rendered. */
export const litHydrate = `
import 'pomona/elements';
import './seen.js';
window.seen.facts.declarativeShadowRoots = [...document.querySelectorAll('apples-table, orchard-board, apples-to-apples')].filter((el) => el.shadowRoot).length;
document.addEventListener('pomona-action', () => window.seen.actions++);
`;

/**
 * The React app rendered on the server and hydrated: the pomona/react component (properties and
 * events set after hydration) beside the plain tag with the same props (React 19 hydrates custom
 * elements without setting their properties or listeners).
 */
export const reactSsrApp = `
import { createElement as h } from 'react';
import { ApplesTable } from 'pomona/react';

export function App({ seen }) {
  return h('main', null,
    h('h1', null, 'Pomona rendered by React on the server'),
    h(ApplesTable, {
      id: 'wrapped',
      seed: 'hydrate',
      seats: 'rules,rules,rules,rules',
      botDelay: 0,
      options: { winning_score: 500 },
      onPomonaAction: () => seen.wrapperActions++,
    }),
    h('apples-table', {
      id: 'plain',
      seed: 'hydrate',
      seats: 'rules,rules,rules,rules',
      'bot-delay': '0',
      options: { winning_score: 500 },
      'onpomona-action': () => seen.plainActions++,
    }),
  );
}
`;

/** React's server render of the app to the file named on the command line. */
export const reactServer = `
import { writeFileSync } from 'node:fs';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './react-ssr-app.js';

const errors = [];
process.on('unhandledRejection', (error) => errors.push('unhandled: ' + String(error)));
let markup = '';
try {
  markup = renderToString(h(App, { seen: {} }));
} catch (error) {
  errors.push('render: ' + String(error));
}
await new Promise((resolve) => setTimeout(resolve, 300));
writeFileSync(process.argv[2], \`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>React SSR</title></head>
<body><div id="root">\${markup}</div><script type="module" src="/react-hydrate.js"></script></body></html>\`);
console.log(JSON.stringify({ errors, markup: markup.length }));
`;

/** The hydrating script of the React server render. */
export const reactHydrate = `
import { createElement as h } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './react-ssr-app.js';
import { seen } from './seen.js';

seen.wrapperActions = 0;
seen.plainActions = 0;
const recoverable = [];
hydrateRoot(document.getElementById('root'), h(App, { seen }), { onRecoverableError: (error) => recoverable.push(String(error)) });
seen.facts.recoverable = recoverable;
`;

/** Plain Node importing every JavaScript entry of the package's exports map, the one-file embeds included. */
export const importEveryEntry = `
import { readFileSync } from 'node:fs';

const errors = [];
process.on('unhandledRejection', (error) => errors.push('unhandled: ' + String(error)));
const { exports } = JSON.parse(readFileSync('node_modules/pomona/package.json', 'utf8'));
const entries = Object.entries(exports)
  .filter(([, target]) => (typeof target === 'string' ? target.endsWith('.js') : 'default' in target))
  .map(([key]) => key.replace(/^\\./, 'pomona'));
for (const entry of entries) {
  try {
    await import(entry);
  } catch (error) {
    errors.push(entry + ': ' + String(error));
  }
}
await new Promise((resolve) => setTimeout(resolve, 300));
console.log(JSON.stringify({ entries, errors }));
`;
