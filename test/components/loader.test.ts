import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { FIRST_PAINT_BUDGETS, FIRST_PAINT_GAMES } from '../../bench/first-paint-budgets.js';
import type * as Loader from '../../components/loader.js';

/** The loader's chunk manifest (dist/pomona-chunks/modules.json): the source modules of each built file. */
type Manifest = Record<string, { modules: string[]; imports: string[]; dynamicImports: string[] }>;

const games = FIRST_PAINT_GAMES;
const budgets = FIRST_PAINT_BUDGETS;

/** Modules of the text front end: the Peggy parser, the wording of problems, parsing, merging, loading chains and the compilers. */
const frontEnd =
  /src\/core\/rules\/(generated\/parser\.js|expression-problems\.ts|parse\.ts|merge\.ts|load-with\.ts|load\.ts)$|src\/families\/[a-z]+\/compile\.ts$|components\/core\/rules-front-end\.ts$/;

async function manifest(): Promise<Manifest> {
  return (await (await fetch('/dist/pomona-chunks/modules.json')).json()) as Manifest;
}

/** A page with `tag` alone through the loader; what it fetched before its table first showed. */
async function firstPaintOf(tag: string): Promise<{ scripts: string[]; frame: HTMLIFrameElement }> {
  const frame = await fixture<HTMLIFrameElement>(
    html`<iframe title="one game through the loader" src=${`/test/components/fixtures/loader.html?tag=${tag}`} width="800" height="900"></iframe>`,
  );
  const win = () => frame.contentWindow as (Window & { firstPaint: { scripts: string[] } | null }) | null;
  await waitUntil(() => win()?.firstPaint, `${tag} shows a dealt table`, { timeout: 15000 });
  const scripts = (win()?.firstPaint?.scripts ?? []).filter((path) => path.startsWith('/dist/'));
  return { scripts, frame };
}

describe('dist/pomona.js, the loader', () => {
  for (const tag of games) {
    const budget = budgets[tag];
    it(`shows <${tag}> having fetched only its own game's code, no rules parser, no code that applies actions, within ${budget / 1024} KB gzipped`, async () => {
      const [{ scripts, frame }, chunks] = await Promise.all([firstPaintOf(tag), manifest()]);
      const modules = scripts.flatMap((path) => chunks[path.replace(/^\/dist\//, '')]?.modules ?? [`unknown file ${path}`]);
      expect(scripts).to.include('/dist/pomona.js');
      expect(modules.filter((m) => m.startsWith('unknown'))).to.deep.equal([]);
      expect(modules.filter((m) => frontEnd.test(m))).to.deep.equal([]);
      // Nobody acts in the first paint: applying actions comes after it, and an English page loads no other language.
      expect(modules.filter((m) => /src\/families\/[a-z]+\/engine\/(apply|legal|moves)\.ts$/.test(m))).to.deep.equal([]);
      expect(modules.filter((m) => /card-words-(?!en)[a-z]+\.ts$|components\/locales\//.test(m))).to.deep.equal([]);
      const others = games.filter((g) => g !== tag);
      expect(modules.filter((m) => others.some((g) => m.startsWith(`components/${g}/`)))).to.deep.equal([]);
      expect(modules).to.include(`components/${tag}/${tag}.ts`);
      // The deck texts are their own file, outside the budget (only Apples to Apples reads them).
      const code = scripts.filter((path) => path !== '/dist/pomona-decks.js');
      const sizes = await executeServerCommand<(number | null)[], { paths: string[] }>('gzip-sizes', { paths: code });
      const total = sizes.reduce<number>((sum, size) => sum + (size ?? Number.POSITIVE_INFINITY), 0);
      expect(total, `${tag}: ${code.join(', ')}`).to.be.at.most(budget);
      const win = frame.contentWindow as Window & { cspViolations: string[]; customElements: CustomElementRegistry };
      expect(games.filter((g) => win.customElements.get(g))).to.deep.equal([tag]);
      expect(win.cspViolations).to.deep.equal([]);
    });
  }

  it('loads the rules parser for rules given as text, and plays them', async () => {
    const { frame } = await firstPaintOf('apples-table');
    const doc = frame.contentDocument as Document;
    const table = doc.createElement('apples-table');
    table.setAttribute('seats', 'you,random,random,random');
    const rules = doc.createElement('script');
    rules.type = 'text/x-pomona-rules';
    rules.textContent = 'extends "apples.rules"\ngame "Apples given as text"\n';
    table.append(rules);
    doc.querySelector('main')?.append(table);
    await waitUntil(() => table.shadowRoot?.querySelector('h2')?.textContent === 'Apples given as text', 'the text rules are played', {
      timeout: 15000,
    });
    const chunks = await manifest();
    const fetched = (frame.contentWindow as Window).performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname.replace(/^\/dist\//, ''));
    expect(fetched.flatMap((file) => chunks[file]?.modules ?? [])).to.include('src/core/rules/generated/parser.js');
  });

  it('lets a page await a game with preload(), and finds games inside a shadow root it is shown', async () => {
    const loader = (await import(/* @vite-ignore */ `${location.origin}/dist/pomona.js`)) as typeof Loader;
    expect(loader.gameTags).to.deep.equal([...games]);
    const ctor = await loader.preload('apples-to-apples');
    expect(ctor).to.equal(customElements.get('apples-to-apples'));
    const host = await fixture<HTMLDivElement>(html`<div></div>`);
    const shadow = host.attachShadow({ mode: 'closed' });
    shadow.innerHTML = '<orchard-board seats="you,random" bot-delay="0"></orchard-board>';
    await loader.discover(shadow);
    expect(customElements.get('orchard-board')).to.not.equal(undefined);
    await waitUntil(
      () => shadow.querySelector('orchard-board')?.shadowRoot?.querySelector('[data-ready]'),
      'the board in the shadow root shows its table',
      { timeout: 15000 },
    );
    // The root is watched from then on: a game added to it later is loaded without asking.
    shadow.append(document.createElement('apples-table'));
    await waitUntil(() => customElements.get('apples-table'), 'the table added to the shadow root is defined', { timeout: 15000 });
  });
});
