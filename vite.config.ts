// `npm start` serves demo/ (the playable table, the variant picker, the embedding page);
// `npm run build` bundles components/index.ts with Lit into one ES module, dist/pomona.js.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { minifyTemplatesPlugin } from './scripts/minify-templates.js';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  plugins: [minifyTemplatesPlugin()],
  root: resolve(root, 'demo'),
  server: { port: 5173, fs: { allow: [root] } },
  preview: { port: 4173 },
  build: {
    outDir: resolve(root, 'dist'),
    emptyOutDir: false,
    target: 'es2022',
    minify: true,
    // The deck texts are a module of their own (imported on first use by <apples-to-apples>), so
    // they become dist/pomona-decks.js beside the embed instead of weighing on every page.
    rolldownOptions: { output: { minify: true } },
    sourcemap: false,
    lib: {
      entry: resolve(root, 'components/index.ts'),
      formats: ['es'],
      fileName: () => 'pomona.js',
    },
  },
});
