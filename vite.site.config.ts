// The demo as a static site (`npm run build` writes it to dist/site/): the games, the embedding
// page and the rules studio, with relative URLs (base './') so it works from any folder of any
// static host, under `Content-Security-Policy: script-src 'self'; style-src 'self'`.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { minifyTemplatesPlugin } from './scripts/minify-templates.js';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  plugins: [minifyTemplatesPlugin()],
  root: resolve(root, 'demo'),
  base: './',
  worker: { format: 'es' },
  build: {
    outDir: resolve(root, 'dist/site'),
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    sourcemap: false,
    // No inline polyfill script: the strict CSP forbids inline scripts.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: {
        index: resolve(root, 'demo/index.html'),
        embed: resolve(root, 'demo/embed.html'),
        studio: resolve(root, 'demo/studio.html'),
      },
    },
  },
});
