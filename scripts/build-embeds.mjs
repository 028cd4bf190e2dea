// Builds the embeds into dist/:
// - pomona.js, the loader: it imports a game's code (dist/pomona-chunks/) when the game's tag first
//   appears, with Lit and the shared code in chunks the games share, the shipped rulesets compiled
//   at build time in chunks of their own, and the text front end (the Peggy parser and the
//   compilers) in chunks loaded only for rules given as text or by URL;
// - one file per game (apples-table.js and its kin, named after the element folder), for pages
//   that want one file (everything inside but the deck texts, the languages, online play and the
//   rules text front end);
// - pomona-rules.js: the rules text front end, imported by the one-file embeds for rules given as text;
// - pomona-decks.js: the Apples to Apples deck texts, loaded on first use by both kinds of file.
//   node scripts/build-embeds.mjs
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The folder of the loader's chunks, inside dist/. */
export const chunkFolder = 'pomona-chunks';

/** Every embed: the module it starts from, the file it becomes, and whether it is one file. */
export const embeds = [
  { entry: 'components/loader.ts', file: 'pomona.js', oneFile: false },
  // Each game's element folder with an embed.ts is a game: its one-file embed is named after its tag (the folder).
  // components/core/embed.ts is what every embed shares, not a game.
  ...readdirSync(resolve(root, 'components'), { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== 'core' && existsSync(resolve(root, 'components', d.name, 'embed.ts')))
    .map((d) => d.name)
    .sort()
    .map((tag) => ({ entry: `components/${tag}/embed.ts`, file: `${tag}.js`, oneFile: true })),
];

/** The generated rules parser (see the loader's build in `buildEmbeds`). */
const parserModule = 'src/core/rules/generated/parser.js';

/**
 * Online play (the door, the lobby, the connection and the Colyseus SDK), a file of its own beside
 * every embed: pomona-online.js, imported only by an element with a `server`, so no page that
 * plays offline fetches it, and the loader and the one-file embeds share one copy.
 */
const onlineModule = /[\\/]components[\\/]core[\\/]online[\\/]online-entry\.ts$/;
export const onlineFile = 'pomona-online.js';

/**
 * Each language's file (components/core/language/language-files/ko.ts and its kin: the catalogue, made
 * self-contained by scripts/locale-types.mjs, and the card words), a file per language beside
 * every embed (pomona-ko.js), fetched only by a page in that language and shared by the loader and
 * the one-file embeds.
 */
const catalogueModule = /[\\/]components[\\/]core[\\/]language[\\/]language-files[\\/]([a-z]{2})\.ts$/;
/** The file of a language module beside the embeds. */
const catalogueFile = (id) => `pomona-${catalogueModule.exec(id)?.[1]}.js`;

/** The deck texts' module, a file of its own beside every embed. */
const decksModule = /[\\/]src[\\/]core[\\/]rules[\\/]generated[\\/]bundled-decks\.js$/;

/**
 * A chunk's file: the deck texts are pomona-decks.js (the one-file embeds import that name), the
 * rest goes in the chunk folder (a game's own code named after its tag, a shipped ruleset after its
 * file), every chunk with a content
 * hash so that a new build never mixes with a cached old chunk. Seven characters of hash (42 bits, the fewest the bundler takes for this many chunks)
 * tell builds apart as well as eight: each name is written in every import of the chunk, and
 * random letters are what gzip compresses worst.
 */
function chunkFileNames(chunk) {
  if (chunk.moduleIds.some((id) => decksModule.test(id))) return 'pomona-decks.js';
  const facade = chunk.facadeModuleId ?? '';
  const game = /components[\\/]([a-z-]+)[\\/]embed\.ts$/.exec(facade)?.[1];
  if (game) return `${chunkFolder}/game-${game}-[hash:7].js`;
  if (/generated[\\/]compiled[\\/]/.test(facade)) return `${chunkFolder}/ruleset-[name]-[hash:7].js`;
  // A family's module is named with its family ("trick-engine"), as three families each have an
  // engine.ts: otherwise only the hash told them apart, and npm, which packs files in the order of
  // their names, packed them in another order at every change, the package's size moving by a KB.
  const family = /src[\\/]families[\\/]([a-z]+)[\\/]/.exec(facade || (chunk.moduleIds.at(-1) ?? ''))?.[1];
  return `${chunkFolder}/${family ? `${family}-` : ''}[name]-[hash:7].js`;
}

/**
 * What every game needs for its first paint, in one chunk the games share: Lit, the shared element
 * code, and the rules runtime that turns a compiled ruleset into closures. Left to itself the
 * bundler splits these by which lazy chunks use them, into files of a few hundred bytes that
 * every page fetches one by one. The text front end, the panels opened later ("How to play" among them), the motion (imported
 * after the first paint), the fair lap (only the party game has one), the saved-game reading
 * (replay.ts, with the code that plays, and the automatic turns it brings) and the family code
 * stay in chunks of their own.
 */
/**
 * The element's modules that its first paint never runs, each in a folder of components/core/:
 * the text front end, the card words in full, focus moved after an update, the panels (but the
 * part that imports them), what comes with the code that plays, the replay's controls and steps,
 * the sharing of links, the drawn cards and the motion script.
 */
const shownLater =
  /(?:rules[\\/](?:rules-front-end|fetch-files)|language[\\/](?:card-words|how-to-play-in|notation-text)|frame[\\/]focus-restore|panels[\\/](?!lazy-panels)[a-z-]+|playing[\\/](?:driven-game|undo|refusals|fair-lap|leave-guard)|replay[\\/](?:replay|resume|replay-bar|replay-steps)|sharing[\\/][a-z-]+|cards[\\/]playing-card|motion[\\/]motion)\.ts$/;

const firstPaintShared = [
  /node_modules[\\/](lit|lit-html|lit-element|@lit)[\\/]/,
  // The element's own code in components/core/ and its folders, but online play (a file of its own),
  // the languages' files and what `shownLater` names.
  new RegExp(String.raw`components[\\/]core[\\/](?!online[\\/])(?!${shownLater.source})(?:[a-z]+[\\/])?[^\\/]+\.ts$`),
  /rolldown[\\/]runtime/,
  /src[\\/]core[\\/]rules[\\/](expression|expression-core|expression-names|expression-operators|shipped-form|options|suggest)\.ts$/,
  /src[\\/]core[\\/]rules[\\/]generated[\\/]shipped-index\.js$/,
  /src[\\/]core[\\/]game[\\/](game|refusals|saved-form)\.ts$/,
  // checked.ts (itemAt, 167 B) is imported by two of the three games' own chunks: alone it was a
  // file of its own that those pages fetched only after their game's chunk, one more round trip.
  /src[\\/]core[\\/](cards[\\/]random|cards[\\/]checked|bots[\\/]seeds)\.ts$/,
];

/**
 * The English card and game words with their formatting, one chunk: the first paint of the games
 * that count and name cards from the start, and the English sentences imported later, share it
 * (left to itself the bundler cuts it in two, one more file for those first paints).
 */
const englishCardWords =
  /(components[\\/]core[\\/]language[\\/]card-words|src[\\/]core[\\/]i18n[\\/](words-of|card-words-en|english-words))\.ts$/;

/**
 * What comes with the code that plays, besides the family's own: the saved-game reading, the table
 * driver, the element's game through it and undo, one chunk (left to itself the bundler makes the
 * driver and undo files of their own, shared with <pomona-game>: more requests, more files).
 */
const codeThatPlays =
  /(components[\\/]core[\\/](replay[\\/]replay|replay[\\/]resume|playing[\\/]driven-game|playing[\\/]undo|playing[\\/]leave-guard)\.ts|src[\\/]core[\\/]table[\\/][^\\/]+\.ts)$/;

/**
 * Writes pomona-chunks/modules.json: for every file of the loader's build, the source modules in
 * it (paths relative to the project) and the files it imports, statically and on demand. The
 * bench reports where a page's bytes come from with it, and the tests check what a page loads.
 */
function chunkManifest() {
  const relative = (id) =>
    id
      .replace(/\\/g, '/')
      .replace(`${root.replace(/\\/g, '/')}`, '')
      .replace(/^\/?/, '');
  return {
    name: 'pomona-chunk-manifest',
    generateBundle(_options, bundle) {
      const files = {};
      for (const [file, chunk] of Object.entries(bundle)) {
        if (chunk.type !== 'chunk') continue;
        files[file] = { modules: chunk.moduleIds.map(relative), imports: chunk.imports, dynamicImports: chunk.dynamicImports };
      }
      this.emitFile({ type: 'asset', fileName: `${chunkFolder}/modules.json`, source: `${JSON.stringify(files, null, 1)}\n` });
    },
  };
}

/**
 * Lit's browser build reads `document` and extends `HTMLElement` when its module is evaluated, so
 * a one-file embed imported in plain Node (a server importing the package's files, a test runner)
 * would throw "HTMLElement is not defined". In those two modules the names are declared locally:
 * the page's own `document` and `HTMLElement` in a browser, inert stand-ins (what Lit's own Node
 * build uses) elsewhere. No global is set.
 */
function importableInNode() {
  const litModule = /node_modules[\\/](lit-html[\\/]lit-html|@lit[\\/]reactive-element[\\/]reactive-element)\.js$/;
  const prelude =
    'const document = globalThis.document ?? { createTreeWalker: () => ({}) };\n' +
    'const HTMLElement = globalThis.HTMLElement ?? class {};\n';
  return {
    name: 'pomona-importable-in-node',
    transform(code, id) {
      return litModule.test(id) ? { code: prelude + code, map: null } : null;
    },
  };
}

/**
 * The rules text front end (the Peggy parser, merging, the compilers and the shipped rulesets'
 * texts that `extends` reads): rules-front-end.ts and each game's compiler, which a one-file embed
 * imports only for rules given as text or by URL. The one-file embeds do not carry them: they play
 * their shipped rulesets from the forms compiled at build time, as the loader's pages do, and
 * import pomona-rules.js, one file beside them that the three share, the first time a page gives
 * rules as text. About a third of each one-file embed.
 */
const frontEndModule = /[\\/]components[\\/]core[\\/]rules[\\/]rules-front-end\.ts$/;
export const rulesTextFile = 'pomona-rules.js';

/**
 * Each game's compiler, from its binding (`compiler: async () => (await import('…/compile.js')).compileX`):
 * the module (absolute, as the bundler names it) and the name it is read by.
 */
let compilersRead = null;
function gameCompilers() {
  compilersRead ??= embeds
    .filter((embed) => embed.oneFile)
    .map(({ file }) => {
      const folder = resolve(root, 'components', file.replace(/\.js$/, ''));
      const binding = readdirSync(folder)
        .filter((name) => name.endsWith('-binding.ts'))
        .map((name) => readFileSync(resolve(folder, name), 'utf8'))
        .join('\n');
      const found = /compiler: async \(\) => \(await import\('([^']+)'\)\)\.([A-Za-z]+)/.exec(binding);
      if (!found) throw new Error(`${file}: its binding names no compiler as \`(await import('…')).compileX\``);
      return { module: resolve(folder, found[1]).replace(/\.js$/, '.ts'), name: found[2] };
    });
  return compilersRead;
}

/** Whether a module is the front end or a game's compiler: imported from pomona-rules.js by a one-file embed. */
function inRulesText(id) {
  const path = id.replace(/\\/g, '/');
  return frontEndModule.test(id) || gameCompilers().some(({ module }) => module.replace(/\\/g, '/') === path);
}
/**
 * Build every embed with vite.config.ts, one after another (into `outDir`, with source maps when
 * asked: scripts/embed-size.mjs reads them; `only` names the files to build). Only the entry, the file name and the
 * output are overridden: vite.config.ts already says `formats: ['es']`, and Vite merges arrays, so
 * naming the format again here would build every embed twice.
 */
export async function buildEmbeds(logLevel = 'info', { outDir = resolve(root, 'dist'), sourcemap = false, only = null } = {}) {
  rmSync(resolve(outDir, chunkFolder), { recursive: true, force: true });
  for (const { entry, file, oneFile } of embeds) {
    if (only && !only.includes(file)) continue;
    await build({
      configFile: resolve(root, 'vite.config.ts'),
      logLevel,
      plugins: oneFile ? [importableInNode()] : [chunkManifest()],
      build: {
        outDir,
        sourcemap,
        lib: oneFile
          ? { entry: resolve(root, entry), fileName: () => file }
          : {
              // The rules parser is an entry of its own, so its exports keep their names and the
              // library build (scripts/build-lib.mjs) imports this copy instead of bundling another.
              entry: { pomona: resolve(root, entry), parser: resolve(root, parserModule) },
              fileName: (_format, name) => (name === 'parser' ? `${chunkFolder}/parser-[hash:7].js` : file),
            },
        rolldownOptions: oneFile
          ? {
              // The one-file embeds take the deck texts from the loader's build, by the same name.
              external: (id) => decksModule.test(id) || onlineModule.test(id) || catalogueModule.test(id) || inRulesText(id),
              output: {
                minify: true,
                // These files are run as they are, not bundled again: the tree-shaking hints only weigh.
                comments: false,
                codeSplitting: false,
                paths: (id) =>
                  decksModule.test(id)
                    ? './pomona-decks.js'
                    : inRulesText(id)
                      ? `./${rulesTextFile}`
                      : onlineModule.test(id)
                        ? `./${onlineFile}`
                        : catalogueModule.test(id)
                          ? `./${catalogueFile(id)}`
                          : id,
              },
            }
          : {
              // Online play and the catalogues are files beside the loader, imported from the shared chunk.
              external: (id) => onlineModule.test(id) || catalogueModule.test(id),
              output: {
                // Written from the output folder: the bundler makes them relative to the chunk that imports them.
                paths: (id) => (onlineModule.test(id) ? `./${onlineFile}` : catalogueModule.test(id) ? `./${catalogueFile(id)}` : id),
                minify: true,
                // These files are run as they are, not bundled again: the tree-shaking hints only weigh.
                comments: false,
                chunkFileNames,
                codeSplitting: {
                  groups: [
                    { name: 'shared', test: (id) => firstPaintShared.some((re) => re.test(id)) },
                    { name: 'card-words', test: (id) => englishCardWords.test(id) },
                    { name: 'replay', test: (id) => codeThatPlays.test(id) },
                  ],
                },
              },
            },
      },
    });
  }
}

/** Build pomona-ko.js and its kin: each language's messages and card words, one self-contained file. */
export async function buildCatalogues(logLevel = 'info', { outDir = resolve(root, 'dist') } = {}) {
  const folder = resolve(root, 'components/core/language/language-files');
  const languages = readdirSync(folder)
    .filter((name) => /^[a-z]{2}\.ts$/.test(name))
    .map((name) => name.slice(0, 2));
  await build({
    configFile: false,
    logLevel,
    build: {
      outDir,
      emptyOutDir: false,
      target: 'es2022',
      lib: {
        entry: Object.fromEntries(languages.map((language) => [language, resolve(folder, `${language}.ts`)])),
        formats: ['es'],
        fileName: (_format, name) => `pomona-${name}.js`,
      },
      rolldownOptions: { output: { minify: true, comments: false } },
    },
  });
}

/**
 * Build pomona-rules.js: the rules text front end and every game's compiler, one file the one-file
 * embeds import for rules given as text or by URL (see `inRulesText`). The deck texts stay in
 * pomona-decks.js.
 */
export async function buildRulesText(logLevel = 'info', { outDir = resolve(root, 'dist') } = {}) {
  const entryId = '\0pomona-rules-entry';
  const entryCode = [
    `export { loadRules, formatAll } from ${JSON.stringify(resolve(root, 'components/core/rules/rules-front-end.ts'))};`,
    ...gameCompilers().map(({ module, name }) => `export { ${name} } from ${JSON.stringify(module)};`),
  ].join('\n');
  await build({
    configFile: resolve(root, 'vite.config.ts'),
    logLevel,
    plugins: [
      {
        name: 'pomona-rules-entry',
        resolveId: (id) => (id.endsWith('pomona-rules-entry') ? entryId : null),
        load: (id) => (id === entryId ? entryCode : null),
      },
    ],
    build: {
      outDir,
      emptyOutDir: false,
      lib: { entry: 'pomona-rules-entry', fileName: () => rulesTextFile },
      rolldownOptions: {
        external: (id) => decksModule.test(id),
        output: { minify: true, comments: false, codeSplitting: false, paths: (id) => (decksModule.test(id) ? './pomona-decks.js' : id) },
      },
    },
  });
}

/**
 * Build pomona-online.js: online play with the SDK and a copy of Lit inside, one self-contained
 * file. Its `@lit/localize` is a shim that asks the element's (a second copy of the library would
 * not know the page's language), installed by the element before it makes its online play.
 */
export async function buildOnline(logLevel = 'info', { outDir = resolve(root, 'dist') } = {}) {
  const shim = resolve(root, 'components/core/online/localize-shim.ts');
  await build({
    configFile: resolve(root, 'vite.config.ts'),
    logLevel,
    resolve: {
      alias: [
        { find: /^@lit\/localize$/, replacement: shim },
        { find: /^\.\/localize-bridge\.js$/, replacement: shim },
      ],
    },
    build: {
      outDir,
      lib: { entry: resolve(root, 'components/core/online/online-entry.ts'), fileName: () => onlineFile },
      rolldownOptions: { output: { minify: true, comments: false, codeSplitting: false } },
    },
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildEmbeds();
  await buildRulesText();
  await buildCatalogues();
  await buildOnline();
}
