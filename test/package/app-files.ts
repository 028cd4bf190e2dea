/**
 * The files of the small project that test/package/tarball.test.ts and installed-app.test.ts
 * install the packed tarball into: what a user of the package writes. They are strings, not
 * files of the repository, so the repository's own type check never tries to resolve `pomona`
 * against an unbuilt package.
 */

/** Plain Node: load a shipped ruleset, play a whole game with computer players, replay its log. */
export const playScript = `
import { familyDescriptor, loadBundledRuleset, replayLog } from 'pomona';

const [name, players] = [process.argv[2], Number(process.argv[3])];
const loaded = await loadBundledRuleset(name);
if (!loaded.ok) throw new Error('the shipped ruleset did not load: ' + JSON.stringify(loaded.diagnostics));
const { ruleset } = loaded;
const { engine, bots } = familyDescriptor(ruleset.family);
const setup = { players, seed: 'package test' };
const created = engine.create(ruleset, setup);
if (!created.ok) throw new Error(created.error.message);
const seats = Array.from({ length: players }, (_, seat) => bots.random.create(ruleset, seat));
let state = created.state;
let actions = 0;
for (let toAct = engine.toAct(state); toAct.kind !== 'over'; toAct = engine.toAct(state)) {
  let action;
  if (toAct.kind === 'chance') action = engine.chanceAction(state);
  else {
    const seat = toAct.players[0];
    action = seats[seat].decide(engine.view(state, seat), engine.legalActions(state, seat));
  }
  const applied = engine.apply(state, action);
  if (!applied.ok) throw new Error(applied.error.message);
  state = applied.state;
  actions++;
}
const replayed = replayLog(engine, ruleset, setup, engine.log(state));
console.log(JSON.stringify({
  family: ruleset.family,
  actions,
  result: engine.result(state),
  replayedExactly: replayed.ok && JSON.stringify(replayed.state) === JSON.stringify(state),
}));
`;

/** The DOM types: tag names, properties and typed \`pomona-*\` events, with the ones that must not check. */
export const checkDom = `
import { ApplesTable } from 'pomona/apples-table';
import 'pomona/orchard-board';
import type { PomonaElementTagNameMap } from 'pomona/elements';
import { familyDescriptor, type GameResult } from 'pomona';

const table: ApplesTable = document.createElement('apples-table');
table.seats = 'you,rules,rules,rules';
table.botDelay = 0;
table.addEventListener('pomona-hand-end', (event) => {
  const totals: readonly number[] = event.detail.totals;
  console.log(totals);
});
document.addEventListener('pomona-game-end', (event) => {
  const result: GameResult = event.detail.result;
  console.log(result.winners, event.detail.names);
});
const board = document.querySelector('orchard-board');
board?.newGame();
const card: PomonaElementTagNameMap['apples-card'] | null = document.querySelector('apples-card');
console.log(card?.faceDown, familyDescriptor('drafting')?.family);

// @ts-expect-error botDelay is a number of milliseconds
table.botDelay = 'slow';
// @ts-expect-error a hand's end carries sheets and totals, not a result
table.addEventListener('pomona-hand-end', (event) => event.detail.result);
`;

/** React 19 JSX: properties and \`onpomona-*\` listeners checked, hyphenated attributes passed through. */
export const checkReact = `
import type {} from 'pomona/react';
import type { ApplesTable } from 'pomona/apples-table';

export function Game({ onWinners }: { onWinners: (winners: readonly number[]) => void }) {
  return (
    <div>
      <apples-table
        seats="you,rules,rules,rules"
        botDelay={300}
        bot-delay="300"
        className="table"
        ref={(element: ApplesTable | null) => element?.newGame()}
        onpomona-game-end={(event) => onWinners(event.detail.result.winners)}
      />
      <apples-to-apples redDeck="decks/red.cards" onpomona-hand-end={(event) => console.log(event.detail.totals)} />
      <orchard-board>
        <orchard-score-sheet slot="score-sheet" />
      </orchard-board>
    </div>
  );
}

// @ts-expect-error botDelay is a number of milliseconds
export const slow = <apples-table botDelay="slow" />;
// @ts-expect-error a hand's end carries sheets and totals, not a result
export const wrong = <orchard-board onpomona-hand-end={(event) => event.detail.result} />;
`;

/**
 * Vue's GlobalComponents, as its template type-checker reads them. The project installs no Vue:
 * the test gives it a \`vue\` module declaring only the interface that pomona/vue augments.
 */
export const checkVue = `
import type { GlobalComponents } from 'vue';
import type {} from 'pomona/vue';

type TableProps = InstanceType<GlobalComponents['apples-table']>['$props'];
export const props: TableProps = {
  seats: 'you,rules,rules,rules',
  botDelay: 0,
  onPomonaGameEnd: (event) => console.log(event.detail.result.winners),
};
// The form Vue's guide gives for custom element events is accepted too.
export const guideForm: TableProps = { 'onPomona-hand-end': (event) => console.log(event.detail.totals) };
// @ts-expect-error the seed is text
export const badSeed: TableProps = { seed: 7 };
`;

/** Fails to check, naming the tag, if an element of the manifest is missing from PomonaElementTagNameMap. */
export function checkTags(quotedTags: readonly string[]): string {
  return `
import type { PomonaElementTagNameMap } from 'pomona/elements';
import type { BalanceSimulator, PomonaQr, RulesEditor, ScoreExplainer } from 'pomona/studio';
/** The studio's elements (and the QR code of its share links), which pomona/studio adds to HTMLElementTagNameMap. */
interface StudioTagNameMap {
  'rules-editor': RulesEditor;
  'score-explainer': ScoreExplainer;
  'balance-simulator': BalanceSimulator;
  'pomona-qr': PomonaQr;
}
type Documented = ${quotedTags.join(' | ')};
type WithoutTypes = Exclude<Documented, keyof PomonaElementTagNameMap | keyof StudioTagNameMap>;
export const everyElementHasTypes: [WithoutTypes] extends [never] ? true : WithoutTypes = true;
type Untyped = { [Tag in keyof StudioTagNameMap]: HTMLElementTagNameMap[Tag] extends StudioTagNameMap[Tag] ? never : Tag }[keyof StudioTagNameMap];
export const studioTagsAreTyped: [Untyped] extends [never] ? true : Untyped = true;
`;
}

export const vueStub = `/** The part of Vue's types that pomona/vue augments. */\nexport interface GlobalComponents {}\n`;

/** A TypeScript project as a user sets it up, for one module resolution. */
/**
 * A TypeScript file that imports every JavaScript entry of the package's exports map by name and
 * uses what it gets (type-only entries through \`import type\`): under \`strict\`, an entry without
 * declarations is an error (TS7016), so a new entry must come with its types.
 */
export function checkEntries(exportsMap: Record<string, string | { types?: string; default?: string }>): string {
  const lines = ['// Every entry of the exports map, imported as a user would.'];
  let n = 0;
  for (const [key, target] of Object.entries(exportsMap)) {
    if (key.endsWith('.json')) continue;
    const specifier = key === '.' ? 'pomona' : `pomona/${key.slice(2)}`;
    n += 1;
    if (typeof target === 'object' && !target.default)
      lines.push(`import type * as entry${n} from '${specifier}';`, `export type Entry${n} = typeof entry${n};`);
    else lines.push(`import * as entry${n} from '${specifier}';`, `export const names${n}: readonly string[] = Object.keys(entry${n});`);
  }
  // What a page does with the loader, through the file the README tells people to copy.
  lines.push(
    "import { preload, gameTags, type GameTag } from 'pomona/dist/pomona.js';",
    'export const tags: readonly GameTag[] = gameTags;',
    "export const table = preload('apples-table').then((Table) => new Table().seats);",
    "// @ts-expect-error the loader knows the games' tags",
    "void preload('apples-tables');",
  );
  return lines.join('\n') + '\n';
}

export function tsconfig(resolution: 'NodeNext' | 'Bundler'): string {
  return JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      module: resolution === 'NodeNext' ? 'NodeNext' : 'ESNext',
      moduleResolution: resolution,
      lib: ['ES2023', 'DOM', 'DOM.Iterable'],
      jsx: 'react-jsx',
      strict: true,
      noEmit: true,
      types: [],
    },
    files: ['check-dom.ts', 'check-react.tsx', 'check-vue.ts', 'check-tags.ts', 'check-entries.ts'],
  });
}

/** A Vite app that imports one game element and the rules library. */
export const viteIndex = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>Pomona from npm</title></head>
  <body>
    <apples-table seats="rules,rules,rules,rules" bot-delay="0"></apples-table>
    <script type="module" src="./main.ts"></script>
  </body>
</html>
`;

export const viteMain = `
import { ApplesTable } from 'pomona/apples-table';
import { bundledRulesetNames } from 'pomona';

const seen = { actions: 0, shipped: bundledRulesetNames().length, upgraded: false };
(window as unknown as { pomona: typeof seen }).pomona = seen;
document.addEventListener('pomona-action', () => seen.actions++);
seen.upgraded = document.querySelector('apples-table') instanceof ApplesTable;
`;
