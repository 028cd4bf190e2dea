// Browser tests run in Debian's Chromium (never a downloaded browser).
import { chromiumLaunchOptions } from './scripts/chromium.mjs';
import { chromeLauncher } from '@web/test-runner-chrome';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { buildEmbeds } from './scripts/build-embeds.mjs';
import { buildSite } from './scripts/build-site.mjs';
import { visualRegressionPlugin } from '@web/test-runner-visual-regression/plugin';
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

export default {
  files: ['test/components/**/*.test.ts'],
  nodeResolve: true,
  concurrency: 1,
  testFramework: { config: { timeout: 20000 } },
  testsFinishTimeout: 600000,
  plugins: [
    buildEmbed,
    gzipSizes,
    esbuildPlugin({ ts: true, target: 'es2022', tsconfig: './tsconfig.json' }),
    // Visual regression: baselines are committed under test/visual/; a change of look fails until
    // the baseline is updated on purpose with `npx web-test-runner ... --update-visual-baseline`.
    visualRegressionPlugin({ baseDir: 'test/visual', update: process.argv.includes('--update-visual-baseline') }),
  ],
  browsers: [
    chromeLauncher({
      launchOptions: chromiumLaunchOptions,
    }),
  ],
};
