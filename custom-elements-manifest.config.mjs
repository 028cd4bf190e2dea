// `cem analyze` (run by `npm run build`): documents every element's attributes, properties,
// events, parts, custom properties and slots from their JSDoc into dist/custom-elements.json.
export default {
  globs: ['components/**/*.ts'],
  exclude: ['components/**/*.test.ts'],
  outdir: 'dist',
  litelement: true,
  packagejson: false,
};
