// Leaves in the package's declaration files only what a user of the package can reach: the types
// its entries export, what those types name (members, parameters, bases, `typeof` a value), and the
// global and module augmentations (an element's tag in HTMLElementTagNameMap, its events). tsc
// writes every exported declaration of every module the entries import, with its doc comment,
// though most of them are the internals another module imports: no user can name them, since the
// package's `exports` admit only its entries, yet they were more than a quarter of the tarball's
// declaration bytes. Everything a user reaches keeps its doc comment, but for the protected and
// private members of classes: an element's machinery, which no user of the element reads. Those
// are declared by name, with no type and no comment (see machineryOf), and what only they named is
// left out too (together a seventh of the declarations, packed).
//   used by scripts/build-lib.mjs
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const ts = createRequire(import.meta.url)('typescript');

/** The compiler options the declarations are read with: the package's consumers' settings. */
const readOptions = {
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: ['node'],
  strict: true,
  jsx: ts.JsxEmit.ReactJSX,
};

/** The statement of its file that a declaration belongs to. */
function statementOf(node) {
  let top = node;
  while (top.parent && !ts.isSourceFile(top.parent)) top = top.parent;
  return top;
}

/** An ambient module or `declare global`: reachable whenever its file is loaded. */
const isAugmentation = (statement) =>
  ts.isModuleDeclaration(statement) && (ts.isStringLiteral(statement.name) || (statement.flags & ts.NodeFlags.GlobalAugmentation) !== 0);

/**
 * The statements of `declarationFiles` that a user of `entries` reaches, found with the type checker
 * from the entries' exports and every augmentation, following each name a kept statement uses.
 */
function reachableStatements(program, declarationFiles) {
  const checker = program.getTypeChecker();
  const ours = (node) => declarationFiles.has(node.getSourceFile().fileName);
  const reached = new Set();
  const pending = [];
  const keep = (declaration) => {
    if (!ours(declaration)) return;
    const statement = statementOf(declaration);
    if (reached.has(statement)) return;
    reached.add(statement);
    pending.push(statement);
  };
  const keepSymbol = (symbol) => {
    let target = symbol;
    if (target.flags & ts.SymbolFlags.Alias) target = checker.getAliasedSymbol(target);
    for (const declaration of target.declarations ?? []) keep(declaration);
  };
  return { checker, ours, reached, pending, keep, keepSymbol };
}

/**
 * Prunes the declaration files in place. `entries` are the files named by package.json (the roots);
 * `files` every declaration file of dist/lib/. Returns how many statements were left out; the
 * import-following pass of scripts/build-lib.mjs then leaves out the files nothing imports any more.
 */
export function pruneDeclarations({ entries, files }) {
  const program = ts.createProgram({ rootNames: [...entries, ...files], options: readOptions });
  const declarationFiles = new Set(files.map((file) => program.getSourceFile(file)?.fileName).filter(Boolean));
  const entryFiles = new Set(entries.map((file) => program.getSourceFile(file)?.fileName).filter(Boolean));
  const { checker, ours, reached, pending, keep, keepSymbol } = reachableStatements(program, declarationFiles);

  for (const fileName of entryFiles) {
    const source = program.getSourceFile(fileName);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (moduleSymbol) for (const exported of checker.getExportsOfModule(moduleSymbol)) keepSymbol(exported);
    // The entries are kept whole: what they say is the package's surface.
    for (const statement of source?.statements ?? []) keep(statement);
  }
  for (const fileName of declarationFiles) {
    for (const statement of program.getSourceFile(fileName).statements) if (isAugmentation(statement)) keep(statement);
  }
  const machinery = machineryOf(checker, ours);
  while (pending.length > 0) {
    const statement = pending.pop();
    const visit = (node) => {
      // What only an element's own machinery names is not reached through it (see machineryOf).
      if (machinery(node)) return;
      if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) {
        const symbol = checker.getSymbolAtLocation(node);
        if (symbol) keepSymbol(symbol);
      }
      ts.forEachChild(node, visit);
    };
    visit(statement);
  }

  let leftOut = 0;
  for (const fileName of declarationFiles) {
    const source = program.getSourceFile(fileName);
    const text = source.text;
    if (entryFiles.has(fileName)) {
      const shown = withoutHiddenMemberDocs(reparse(fileName, withMachineryUntyped(source, source.statements, machinery)));
      if (shown !== text) writeFileSync(fileName, shown);
      continue;
    }
    const kept = source.statements.filter(
      (statement) =>
        reached.has(statement) || ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement) || isAugmentation(statement),
    );
    leftOut += source.statements.length - kept.length;
    // A name re-exported here stays when what it names stays.
    const reachedTarget = (element) => {
      const symbol = checker.getExportSpecifierLocalTargetSymbol(element);
      const target = symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      return (target?.declarations ?? []).some((declaration) => !ours(declaration) || reached.has(statementOf(declaration)));
    };
    const namedExports = (statement) =>
      statement.exportClause && ts.isNamedExports(statement.exportClause) ? statement.exportClause.elements : null;
    const body = kept.filter((statement) => {
      if (ts.isImportDeclaration(statement)) return false;
      const named = ts.isExportDeclaration(statement) ? namedExports(statement) : null;
      return !named || named.some(reachedTarget);
    });
    const used = new Set();
    const collect = (node) => {
      if (machinery(node)) return;
      if (ts.isIdentifier(node)) used.add(node.text);
      ts.forEachChild(node, collect);
    };
    for (const statement of body) {
      // `export { a } from './x.js'` names nothing of this file; `export { a }` names the kept ones.
      if (!ts.isExportDeclaration(statement)) collect(statement);
      else if (!statement.moduleSpecifier)
        (namedExports(statement) ?? []).filter(reachedTarget).forEach((element) => collect(element.propertyName ?? element.name));
    }
    const pieces = [];
    for (const statement of kept) {
      if (ts.isImportDeclaration(statement)) {
        const imported = importedNames(statement);
        // An import for its effect (no names) stays; one whose names are all unused goes.
        if (imported.length > 0 && !imported.some((name) => used.has(name))) continue;
        pieces.push(withUsedNames(statement, text, used));
        continue;
      } else if (!body.includes(statement)) continue;
      const named = ts.isExportDeclaration(statement) ? namedExports(statement) : null;
      if (named && !named.every(reachedTarget)) {
        pieces.push(withNames(statement, statement.exportClause, named.filter(reachedTarget), text));
        continue;
      }
      pieces.push(withMachineryUntyped(source, [statement], machinery).replace(/^\s*\n/, ''));
    }
    const pruned = withoutHiddenMemberDocs(reparse(fileName, `${pieces.join('\n')}\n`));
    if (pruned !== text) writeFileSync(fileName, pruned);
  }
  return leftOut;
}

/**
 * Which class members are an element's machinery: protected ones that override nothing of a class
 * from outside the package (Lit's `render` and `updated` keep their types). A user of an element
 * never touches them, so their declarations keep their names, for a subclass's sake, but not their
 * types: the package need not describe the game session, the announcer or the autosave to anyone.
 */
function machineryOf(checker, ours) {
  const cache = new Map();
  const overridesForeign = (member) => {
    const name = member.name && ts.isIdentifier(member.name) ? member.name.text : null;
    const classSymbol = member.parent.name && checker.getSymbolAtLocation(member.parent.name);
    // A static member, or one of a class with no name: kept as it is.
    if (name === null || !classSymbol || ts.getCombinedModifierFlags(member) & ts.ModifierFlags.Static) return true;
    const pendingTypes = [...(checker.getBaseTypes(checker.getDeclaredTypeOfSymbol(classSymbol)) ?? [])];
    while (pendingTypes.length > 0) {
      const base = pendingTypes.pop();
      const property = checker.getPropertyOfType(base, name);
      if (property && (property.declarations ?? []).some((declaration) => !ours(declaration))) return true;
      // A generic base is a reference to its class: its own bases are the class's.
      const declared = base.objectFlags & ts.ObjectFlags.Reference ? base.target : base;
      if (declared.isClassOrInterface()) pendingTypes.push(...(checker.getBaseTypes(declared) ?? []));
    }
    return false;
  };
  return (node) => {
    if (!(ts.isPropertyDeclaration(node) || ts.isMethodDeclaration(node) || ts.isGetAccessor(node) || ts.isSetAccessor(node))) return false;
    if ((ts.getCombinedModifierFlags(node) & ts.ModifierFlags.Protected) === 0 || !ts.isClassLike(node.parent)) return false;
    if (!cache.has(node)) cache.set(node, !overridesForeign(node));
    return cache.get(node);
  };
}

/** The text of `statements` of `source`, each machinery member (see machineryOf) declared with its name and no type. */
function withMachineryUntyped(source, statements, machinery) {
  const text = source.text;
  const cuts = [];
  const visit = (node) => {
    if (machinery(node)) {
      const modifiers = (node.modifiers ?? []).map((m) => m.getText(source)).join(' ');
      const name = node.name.getText(source);
      const declared = ts.isMethodDeclaration(node)
        ? `${name}(...args: never[]): unknown;`
        : ts.isGetAccessor(node)
          ? `get ${name}(): unknown;`
          : ts.isSetAccessor(node)
            ? `set ${name}(value: never);`
            : `${name}: unknown;`;
      cuts.push({ pos: node.getStart(source), end: node.getEnd(), with: `${modifiers} ${declared}` });
      return;
    }
    ts.forEachChild(node, visit);
  };
  let out = '';
  for (const statement of statements) {
    cuts.length = 0;
    visit(statement);
    let from = statement.getFullStart();
    for (const cut of cuts) {
      out += text.slice(from, cut.pos) + cut.with;
      from = cut.end;
    }
    out += text.slice(from, statement.getEnd());
  }
  return statements.length === source.statements.length ? out + text.slice(source.statements.at(-1)?.getEnd() ?? 0) : out;
}

const reparse = (fileName, text) => ts.createSourceFile(fileName, text, ts.ScriptTarget.ES2022, true);

/** A declaration file's text without the doc comments of its classes' protected and private members. */
function withoutHiddenMemberDocs(source) {
  const text = source.text;
  const cuts = [];
  const hidden = (member) =>
    (ts.getCombinedModifierFlags(member) & (ts.ModifierFlags.Protected | ts.ModifierFlags.Private)) !== 0 ||
    (member.name !== undefined && ts.isPrivateIdentifier(member.name));
  const visit = (node) => {
    if (ts.isClassLike(node)) {
      for (const member of node.members) {
        if (!hidden(member)) continue;
        for (const range of ts.getLeadingCommentRanges(text, member.getFullStart()) ?? []) {
          if (text.startsWith('/**', range.pos)) cuts.push(range);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  let out = '';
  let from = 0;
  for (const { pos, end } of cuts.sort((a, b) => a.pos - b.pos)) {
    // The comment and the indentation and line break after it, so the member keeps its own line.
    const after = /^[ \t]*\n?[ \t]*/.exec(text.slice(end))?.[0] ?? '';
    out += text.slice(from, pos);
    from = end + after.length;
  }
  return out + text.slice(from);
}

/** An import's text, naming only the names the file still uses (`import { a, b }` → `import { a }`). */
function withUsedNames(statement, text, used) {
  const whole = text.slice(statement.getStart(), statement.getEnd());
  const bindings = statement.importClause?.namedBindings;
  if (!bindings || !ts.isNamedImports(bindings) || statement.importClause.name) return whole;
  const kept = bindings.elements.filter((element) => used.has(element.name.text));
  return kept.length === bindings.elements.length ? whole : withNames(statement, bindings, kept, text);
}

/** An import's or export's text with only `kept` of the names in its `braces`. */
function withNames(statement, braces, kept, text) {
  const names = `{ ${kept.map((element) => text.slice(element.getStart(), element.getEnd())).join(', ')} }`;
  return text.slice(statement.getStart(), braces.getStart()) + names + text.slice(braces.getEnd(), statement.getEnd());
}

/** The local names an import declaration binds. */
function importedNames(statement) {
  const clause = statement.importClause;
  if (!clause) return [];
  const names = clause.name ? [clause.name.text] : [];
  const bindings = clause.namedBindings;
  if (bindings && ts.isNamespaceImport(bindings)) names.push(bindings.name.text);
  if (bindings && ts.isNamedImports(bindings)) for (const element of bindings.elements) names.push(element.name.text);
  return names;
}

/** Type errors in the declarations as a user's program reads them (none, or the build fails). */
export function declarationErrors(entries) {
  const program = ts.createProgram({ rootNames: entries, options: { ...readOptions, skipLibCheck: false } });
  return ts
    .getPreEmitDiagnostics(program)
    .filter((diagnostic) => !diagnostic.file || !/node_modules/.test(diagnostic.file.fileName))
    .map((diagnostic) => {
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
      if (!diagnostic.file) return message;
      const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
      return `${diagnostic.file.fileName}:${line + 1}:${character + 1}: ${message}`;
    });
}
