// Browser tests run in Debian's Chromium (never a downloaded browser).
import { chromeLauncher } from '@web/test-runner-chrome';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { buildEmbeds } from './scripts/build-embeds.mjs';
import { buildSite } from './scripts/build-site.mjs';
import { visualRegressionPlugin } from '@web/test-runner-visual-regression/plugin';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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

export default {
  files: ['test/components/**/*.test.ts'],
  nodeResolve: true,
  concurrency: 1,
  testFramework: { config: { timeout: 20000 } },
  testsFinishTimeout: 600000,
  plugins: [
    buildEmbed,
    esbuildPlugin({ ts: true, target: 'es2022', tsconfig: './tsconfig.json' }),
    // Visual regression: baselines are committed under test/visual/; a change of look fails until
    // the baseline is updated on purpose with `npx web-test-runner ... --update-visual-baseline`.
    visualRegressionPlugin({ baseDir: 'test/visual', update: process.argv.includes('--update-visual-baseline') }),
  ],
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: chromiumPath,
        headless: true,
        args: [
          '--no-sandbox',
          '--headless',
          '--disable-gpu',
          '--disable-dev-shm-usage',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
        ],
      },
    }),
  ],
};
