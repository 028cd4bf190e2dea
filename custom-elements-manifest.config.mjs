// `cem analyze` (run by `npm run build`): documents every element's attributes, properties,
// events, parts, custom properties and slots from their JSDoc into dist/custom-elements.json, the
// file the package's `customElements` field names (and scripts/editor-data.mjs turns into VS Code's
// and JetBrains' formats). The plugins below make it describe the package as installed rather than
// the sources as written: public members only, with their types resolved.
import { posix } from 'node:path';
import typescript from 'typescript';
import { builtEntry, libraryEntries } from './scripts/library-entries.mjs';

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
 * (components/core/events.ts) or in an element's own `GlobalEventHandlersEventMap` entries (the
 * studio's), the same maps TypeScript users get, so the manifest and the types cannot disagree.
 */
function pomonaEventTypes() {
  const types = new Map();
  return {
    name: 'pomona-event-types',
    analyzePhase({ ts, node }) {
      if (!ts.isInterfaceDeclaration(node) || !['PomonaEventMap', 'GlobalEventHandlersEventMap'].includes(node.name.text)) return;
      for (const member of node.members) {
        if (ts.isPropertySignature(member) && member.type) types.set(member.name.getText().replace(/^'|'$/g, ''), member.type.getText());
      }
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
 * Point every module path at the file of the package that exports it (dist/lib/…/*.js, built by
 * scripts/build-lib.mjs from tsconfig.lib.json) instead of the TypeScript source it was read from:
 * an entry is its own file; a game's element and its parts are exported by the game's entry
 * (dist/lib/components/apples-table/embed.js), the studio's elements by the studio's; the shared
 * base classes, bundled into chunks, by the entry with every element.
 */
function builtModulePaths() {
  const entries = libraryEntries();
  const games = entries.flatMap((entry) => /^components\/([a-z-]+)\/embed\.ts$/.exec(entry)?.[1] ?? []).filter((game) => game !== 'core');
  const studio = [
    'components/rules-editor/',
    'components/score-explainer/',
    'components/balance-simulator/',
    'components/core/sharing/qr-code',
  ];
  const exporter = (source) => {
    if (entries.includes(source)) return source;
    const game = games.find((name) => source.startsWith(`components/${name}/`));
    if (game) return `components/${game}/embed.ts`;
    if (studio.some((prefix) => source.startsWith(prefix))) return 'components/studio/index.ts';
    return 'components/index.ts';
  };
  const toBuilt = (path) => {
    const source = /^\/?((?:components|src)\/.*)\.(?:ts|js)$/.exec(path)?.[1];
    return source ? builtEntry(exporter(`${source}.ts`)) : path;
  };
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
      // Modules that now name the same file are one module of the package.
      const byPath = new Map();
      for (const mod of customElementsManifest.modules) {
        const first = byPath.get(mod.path);
        if (!first) byPath.set(mod.path, mod);
        else {
          first.declarations = [...(first.declarations ?? []), ...(mod.declarations ?? [])];
          first.exports = [...(first.exports ?? []), ...(mod.exports ?? [])];
        }
      }
      customElementsManifest.modules = [...byPath.values()];
    },
  };
}

/**
 * Elements are registered with `defineOnce('tag', Class)` (components/core/define.ts), which the
 * analyzer does not know as `customElements.define`: read the tag names from those calls, so an
 * element without a `@tagname` tag is documented all the same.
 */
function defineOnceTags() {
  const tags = new Map();
  return {
    name: 'pomona-define-once-tags',
    analyzePhase({ ts, node, moduleDoc }) {
      if (!ts.isCallExpression(node) || node.expression.getText() !== 'defineOnce') return;
      const [tag, ctor] = node.arguments;
      if (tag && ctor && ts.isStringLiteral(tag) && ts.isIdentifier(ctor)) tags.set(`${moduleDoc.path}#${ctor.text}`, tag.text);
    },
    packageLinkPhase({ customElementsManifest }) {
      for (const mod of customElementsManifest.modules) {
        for (const decl of mod.declarations ?? []) {
          const tag = tags.get(`${mod.path}#${decl.name}`);
          if (!tag || decl.tagName) continue;
          decl.tagName = tag;
          decl.customElement = true;
          mod.exports = [
            ...(mod.exports ?? []),
            { kind: 'custom-element-definition', name: tag, declaration: { name: decl.name, module: mod.path } },
          ];
        }
      }
    },
  };
}

/** Lit's and the DOM's lifecycle methods: part of every element, called by the platform, not by users. */
const LIFECYCLE = new Set([
  'connectedCallback',
  'disconnectedCallback',
  'attributeChangedCallback',
  'adoptedCallback',
  'createRenderRoot',
  'render',
  'update',
  'updated',
  'willUpdate',
  'firstUpdated',
  'shouldUpdate',
  'performUpdate',
  'scheduleUpdate',
  'getUpdateComplete',
]);

/**
 * What an editor and a user see: the elements (classes with a tag name) and their public
 * members. Private, protected, `#private`, `_`-prefixed, static and lifecycle members go, and so
 * do the modules that define no element (helpers, controllers, the generic base class, whose
 * public members each element lists as inherited).
 */
function publicElementsOnly() {
  const isPublic = (member) =>
    (member.privacy === undefined || member.privacy === 'public') &&
    !member.static &&
    !member.name.startsWith('#') &&
    !member.name.startsWith('_') &&
    !LIFECYCLE.has(member.name);
  return {
    name: 'pomona-public-elements-only',
    packageLinkPhase({ customElementsManifest }) {
      for (const mod of customElementsManifest.modules) {
        mod.declarations = (mod.declarations ?? []).filter((decl) => decl.customElement && decl.tagName);
        const kept = new Set(mod.declarations.map((decl) => decl.name));
        mod.exports = (mod.exports ?? []).filter((entry) => kept.has(entry.declaration?.name));
        for (const decl of mod.declarations) {
          decl.members = (decl.members ?? []).filter(isPublic);
          const members = new Set(decl.members.map((member) => member.name));
          decl.attributes = (decl.attributes ?? []).filter((attribute) => !attribute.fieldName || members.has(attribute.fieldName));
        }
      }
      customElementsManifest.modules = customElementsManifest.modules.filter((mod) => mod.declarations.length > 0);
    },
  };
}

/**
 * The base class is generic (`GameElement<G, C>`), so the members an element inherits read
 * `G['ruleset'] | null` in the sources. Ask the TypeScript checker for each public member's type
 * on the element itself (`TrickRuleset | null`), as an editor's hover would show it.
 */
function resolvedMemberTypes() {
  return {
    name: 'pomona-resolved-member-types',
    packageLinkPhase({ customElementsManifest }) {
      const config = typescript.getParsedCommandLineOfConfigFile(
        'tsconfig.json',
        {},
        { ...typescript.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
      );
      const sources = customElementsManifest.modules.map((mod) => mod.sourcePath);
      const program = typescript.createProgram(sources, config?.options ?? {});
      const checker = program.getTypeChecker();
      const flags = typescript.TypeFormatFlags.NoTruncation | typescript.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;
      for (const mod of customElementsManifest.modules) {
        const source = program.getSourceFile(mod.sourcePath);
        if (!source) continue;
        for (const decl of mod.declarations) {
          let classNode;
          source.forEachChild((node) => {
            if (typescript.isClassDeclaration(node) && node.name?.text === decl.name) classNode = node;
          });
          if (!classNode?.name) continue;
          const classSymbol = checker.getSymbolAtLocation(classNode.name);
          if (!classSymbol) continue;
          const instance = checker.getDeclaredTypeOfSymbol(classSymbol);
          for (const member of decl.members) {
            const symbol = checker.getPropertyOfType(instance, member.name);
            if (!symbol) continue;
            const type = checker.getTypeOfSymbolAtLocation(symbol, classNode);
            if (member.kind === 'field') {
              member.type = { text: checker.typeToString(type, classNode, flags) };
            } else if (member.kind === 'method') {
              const [signature] = type.getCallSignatures();
              if (!signature) continue;
              member.return = { type: { text: checker.typeToString(signature.getReturnType(), classNode, flags) } };
              member.parameters = signature.getParameters().map((parameter, index) => ({
                ...(member.parameters?.[index] ?? {}),
                name: parameter.name,
                type: { text: checker.typeToString(checker.getTypeOfSymbolAtLocation(parameter, classNode), classNode, flags) },
              }));
            }
          }
          for (const attribute of decl.attributes) {
            const member = decl.members.find((m) => m.name === attribute.fieldName);
            if (member?.type) attribute.type = member.type;
          }
        }
      }
    },
  };
}

/** Keeps each module's TypeScript path for the type resolution that runs after the paths are rewritten. */
function sourcePaths() {
  return {
    name: 'pomona-source-paths',
    packageLinkPhase({ customElementsManifest }) {
      for (const mod of customElementsManifest.modules) mod.sourcePath = mod.path;
    },
  };
}

/** Drops the bookkeeping the plugins above share, so that the manifest holds schema fields only. */
function dropSourcePaths() {
  return {
    name: 'pomona-drop-source-paths',
    packageLinkPhase({ customElementsManifest }) {
      for (const mod of customElementsManifest.modules) delete mod.sourcePath;
    },
  };
}

/**
 * The modules in the order of their paths. The analyzer writes them in the order it finished
 * reading them, which differs from run to run; the three games' elements share most of their
 * members (inherited from one base), and written next to each other gzip finds the repeats: in
 * another order the package was 1.8 KB larger, and its size changed from one build to the next.
 */
function modulesByPath() {
  return {
    name: 'pomona-modules-by-path',
    packageLinkPhase({ customElementsManifest }) {
      customElementsManifest.modules.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    },
  };
}

export default {
  globs: ['components/**/*.ts'],
  // <pomona-game>, the plain table for families registered from outside, has no entry of its own.
  exclude: ['components/**/*.test.ts', 'components/**/*.worker.ts', 'components/core/pomona-game.ts'],
  outdir: 'dist',
  litelement: true,
  packagejson: false,
  plugins: [
    defineOnceTags(),
    litInternalState(),
    pomonaEventTypes(),
    publicElementsOnly(),
    sourcePaths(),
    resolvedMemberTypes(),
    dropSourcePaths(),
    builtModulePaths(),
    modulesByPath(),
  ],
};
