// Browser tests run in Debian's Chromium (never a downloaded browser).
import { chromiumLaunchOptions } from './scripts/chromium.mjs';
import { chromeLauncher } from '@web/test-runner-chrome';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { buildEmbeds } from './scripts/build-embeds.mjs';
import { buildSite } from './scripts/build-site.mjs';
import { visualRegressionPlugin } from '@web/test-runner-visual-regression/plugin';
import { changedPixels, screenshotTolerance } from './scripts/screenshot-compare.mjs';
import { PNG } from 'pngjs';
import { readFileSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * The strict-CSP tests load the built embeds (dist/*.js) and the static site (dist/site/): build
 * them once before the tests start, so `npm test` works from a clean clone without a separate build step.
 */
const buildEmbed = {
  name: 'pomona-build-embed',
  async serverStart() {
    await buildEmbeds('warn');
    await buildSite('warn');
  },
};

const dist = resolve(fileURLToPath(new URL('.', import.meta.url)), 'dist');

/**
 * `executeServerCommand('gzip-sizes', { paths })`: the gzip -9 size of built files (paths as the
 * page fetched them, /dist/...), as the bench measures them, for the loader's budget test.
 */
const gzipSizes = {
  name: 'pomona-gzip-sizes',
  executeCommand({ command, payload }) {
    if (command !== 'gzip-sizes') return undefined;
    return payload.paths.map((path) => {
      const file = resolve(dist, `.${path.replace(/^\/dist/, '')}`);
      return file.startsWith(dist + sep) ? gzipSync(readFileSync(file), { level: 9 }).length : null;
    });
  },
};

/**
 * `executeServerCommand('screenshot-changed-pixels', { ids: [first, second] })`: screenshots of two
 * elements the page registered in `window.__POMONA_SHOTS__`, compared the way the visual tests
 * compare a screenshot with its baseline. The test of the comparison itself uses it; it never
 * writes a file, so updating the baselines cannot overwrite one with a deliberately changed picture.
 */
const screenshotChangedPixels = {
  name: 'pomona-screenshot-changed-pixels',
  async executeCommand({ command, payload, session }) {
    if (command !== 'screenshot-changed-pixels') return undefined;
    const page = session.browser.getPage(session.id);
    const shots = [];
    for (const id of payload.ids) {
      const handle = await page.evaluateHandle((key) => globalThis.__POMONA_SHOTS__?.[key], id);
      const element = handle.asElement();
      if (!element) throw new Error(`screenshot-changed-pixels: no element registered as '${id}'`);
      shots.push(PNG.sync.read(await element.screenshot({ encoding: 'binary' })));
    }
    const [first, second] = shots;
    const allowed = screenshotTolerance.allowedPixels;
    if (first.width !== second.width || first.height !== second.height) return { sameSize: false, unequal: -1, changed: -1, allowed };
    let unequal = 0;
    for (let i = 0; i < first.data.length; i += 4) {
      if (first.data.readUInt32BE(i) !== second.data.readUInt32BE(i)) unequal += 1;
    }
    return { sameSize: true, unequal, changed: changedPixels(first, second), allowed };
  },
};

export default {
  files: ['test/components/**/*.test.ts'],
  nodeResolve: true,
  concurrency: 1,
  testFramework: { config: { timeout: 20000 } },
  testsFinishTimeout: 600000,
  plugins: [
    buildEmbed,
    gzipSizes,
    screenshotChangedPixels,
    esbuildPlugin({ ts: true, target: 'es2022', tsconfig: './tsconfig.json' }),
    // Visual regression: baselines are committed under test/visual/; a change of look fails until
    // the baseline is updated on purpose with `npx web-test-runner ... --update-visual-baseline`.
    // Compared by scripts/screenshot-compare.mjs: glyph edges drawn a shade or a pixel apart on
    // another machine pass, a changed character or a moved part fails.
    visualRegressionPlugin({
      baseDir: 'test/visual',
      update: process.argv.includes('--update-visual-baseline'),
      diffOptions: { threshold: screenshotTolerance.threshold, includeAA: screenshotTolerance.includeAA },
      failureThresholdType: 'pixel',
      failureThreshold: screenshotTolerance.allowedPixels,
    }),
  ],
  browsers: [
    chromeLauncher({
      launchOptions: chromiumLaunchOptions,
      // Each test page behaves as the page a person is using, focused: headless, a page does not
      // always have the window's focus, and then focus() moves document.activeElement without any
      // focus event, which the elements' focus keeping listens for (a test then fails by chance).
      createPage: async ({ context }) => {
        const page = await context.newPage();
        await page.emulateFocusedPage(true);
        return page;
      },
    }),
  ],
};
