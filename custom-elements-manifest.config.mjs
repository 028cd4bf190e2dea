// `cem analyze` (run by `npm run build`): documents every element's attributes, properties,
// events, parts, custom properties and slots from their JSDoc into dist/custom-elements.json, the
// file the package's `customElements` field names. Three plugins below make it describe the
// package as installed rather than the sources as written.
import { readFileSync } from 'node:fs';
import { posix } from 'node:path';

const EVENTS_MODULE = 'components/core/events.ts';

/**
 * Lit's internal reactive state (`static properties = { selected: { state: true } }`, or a
 * property declared `private`/`protected`) has no attribute, but the analyzer's Lit support
 * reads every entry of `static properties` as a public attribute. Drop those attributes and
 * keep such members out of the public API.
 */
function litInternalState() {
  /** `Class.property` of every `state: true` entry, collected from the sources. */
  const states = new Set();
  return {
    name: 'pomona-lit-internal-state',
    analyzePhase({ ts, node }) {
      if (!ts.isClassDeclaration(node) || !node.name) return;
      for (const member of node.members) {
        const isStatic = ts.getModifiers?.(member)?.some((m) => m.kind === ts.SyntaxKind.StaticKeyword);
        if (!isStatic || !ts.isPropertyDeclaration(member) || member.name.getText() !== 'properties') continue;
        if (!member.initializer || !ts.isObjectLiteralExpression(member.initializer)) continue;
        for (const entry of member.initializer.properties) {
          if (!ts.isPropertyAssignment(entry) || !ts.isObjectLiteralExpression(entry.initializer)) continue;
          const isState = entry.initializer.properties.some(
            (p) => ts.isPropertyAssignment(p) && p.name.getText() === 'state' && p.initializer.kind === ts.SyntaxKind.TrueKeyword,
          );
          if (isState) states.add(`${node.name.getText()}.${entry.name.getText()}`);
        }
      }
    },
    packageLinkPhase({ customElementsManifest }) {
      for (const mod of customElementsManifest.modules) {
        for (const decl of mod.declarations ?? []) {
          if (decl.kind !== 'class') continue;
          const internal = (name, owner) => {
            const member = decl.members?.find((m) => m.name === name);
            return states.has(`${owner}.${name}`) || (member !== undefined && member.privacy !== undefined && member.privacy !== 'public');
          };
          const dropped = new Set();
          decl.attributes = decl.attributes?.filter((attribute) => {
            const keep = !attribute.fieldName || !internal(attribute.fieldName, attribute.inheritedFrom?.name ?? decl.name);
            if (!keep) dropped.add(attribute.fieldName);
            return keep;
          });
          for (const member of decl.members ?? []) {
            if (!dropped.has(member.name)) continue;
            delete member.attribute;
            if (member.privacy === 'public' || member.privacy === undefined) member.privacy = 'private';
          }
        }
      }
    },
  };
}

/**
 * Give every `pomona-*` event the type it is declared with in `PomonaEventMap`
 * (components/core/events.ts), the same map TypeScript users get in
 * `GlobalEventHandlersEventMap`, so the manifest and the types cannot disagree.
 */
function pomonaEventTypes() {
  const types = new Map();
  return {
    name: 'pomona-event-types',
    initialize({ ts }) {
      const source = ts.createSourceFile(EVENTS_MODULE, readFileSync(EVENTS_MODULE, 'utf8'), ts.ScriptTarget.Latest, true);
      source.forEachChild((node) => {
        if (!ts.isInterfaceDeclaration(node) || node.name.text !== 'PomonaEventMap') return;
        for (const member of node.members) {
          if (ts.isPropertySignature(member) && member.type) types.set(member.name.getText().replace(/^'|'$/g, ''), member.type.getText());
        }
      });
    },
    packageLinkPhase({ customElementsManifest }) {
      for (const mod of customElementsManifest.modules) {
        for (const decl of mod.declarations ?? []) {
          for (const event of decl.events ?? []) {
            const type = types.get(event.name);
            if (type) event.type = { text: type };
          }
        }
      }
    },
  };
}

/**
 * Point every module path at the compiled file the package ships (dist/lib/…/*.js, built by
 * scripts/build-lib.mjs from tsconfig.lib.json) instead of the TypeScript source it was read from.
 */
function builtModulePaths() {
  const toBuilt = (path) => path.replace(/^\/?((?:components|src)\/.*)\.(?:ts|js)$/, 'dist/lib/$1.js');
  // A re-export's declaration is named relative to the module that re-exports it ("./apples-table.js").
  const visit = (value, from) => {
    if (Array.isArray(value)) value.forEach((inner) => visit(inner, from));
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if ((key === 'path' || key === 'module') && typeof inner === 'string') {
          value[key] = toBuilt(inner.startsWith('.') ? posix.join(posix.dirname(from), inner) : inner);
        } else visit(inner, from);
      }
    }
  };
  return {
    name: 'pomona-built-module-paths',
    packageLinkPhase({ customElementsManifest }) {
      for (const mod of customElementsManifest.modules) visit(mod, mod.path);
    },
  };
}

export default {
  globs: ['components/**/*.ts'],
  // The studio's elements ship in the static site (dist/site/), not in the npm package's entries.
  exclude: [
    'components/**/*.test.ts',
    'components/studio/**',
    'components/rules-editor/**',
    'components/score-explainer/**',
    'components/balance-simulator/**',
  ],
  outdir: 'dist',
  litelement: true,
  packagejson: false,
  plugins: [litInternalState(), pomonaEventTypes(), builtModulePaths()],
};
