// Editor data from the custom-elements manifest (dist/custom-elements.json, written by `cem analyze`):
// - dist/vscode.html-custom-data.json, VS Code's HTML custom data (version 1.1): tags and attributes;
// - dist/web-types.json, JetBrains' web-types: elements, attributes, properties, events, parts,
//   custom properties and slots.
// Both are derived from the manifest only, so the three files cannot disagree. All three are
// written without indentation (tools read them): 80 KB less unpacked, 4 KB less packed.
//   node scripts/editor-data.mjs            (run by `npm run build` after `cem analyze`)
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const manifest = JSON.parse(readFileSync(join(root, 'dist/custom-elements.json'), 'utf8'));

/** Every documented element, sorted by tag. */
function elementsOf(customElements) {
  return customElements.modules
    .flatMap((mod) => mod.declarations ?? [])
    .filter((declaration) => declaration.customElement && declaration.tagName)
    .sort((a, b) => a.tagName.localeCompare(b.tagName));
}

/** The literal values of a type such as `'trick' | 'bid'`, or none when it is not a union of string literals. */
function literalValues(typeText) {
  const parts = (typeText ?? '').split('|').map((part) => part.trim());
  const literals = parts.filter((part) => /^(['"]).*\1$/.test(part)).map((part) => part.slice(1, -1));
  return literals.length > 0 && literals.length === parts.filter((part) => part !== 'null' && part !== 'undefined').length ? literals : [];
}

/** The text a reader sees first: the summary line, then the description. */
const describe = (item) => [item.summary, item.description].filter(Boolean).join('\n\n');

function vscodeData(elements) {
  return {
    $schema: 'https://raw.githubusercontent.com/microsoft/vscode-html-languageservice/main/docs/customData.schema.json',
    version: 1.1,
    tags: elements.map((element) => ({
      name: element.tagName,
      description: { kind: 'markdown', value: describe(element) },
      attributes: (element.attributes ?? []).map((attribute) => {
        const values = literalValues(attribute.type?.text);
        return {
          name: attribute.name,
          description: {
            kind: 'markdown',
            value: [describe(attribute), attribute.type ? `Type: \`${attribute.type.text}\`` : ''].filter(Boolean).join('\n\n'),
          },
          ...(attribute.type?.text === 'boolean' ? { valueSet: 'v' } : {}),
          ...(values.length > 0 ? { values: values.map((name) => ({ name })) } : {}),
        };
      }),
    })),
  };
}

function webTypes(elements) {
  return {
    $schema: 'https://json.schemastore.org/web-types',
    name: pkg.name,
    version: pkg.version,
    'description-markup': 'markdown',
    'js-types-syntax': 'typescript',
    contributions: {
      html: {
        elements: elements.map((element) => ({
          name: element.tagName,
          description: describe(element),
          attributes: (element.attributes ?? []).map((attribute) => ({
            name: attribute.name,
            description: describe(attribute),
            ...(attribute.default !== undefined ? { default: attribute.default } : {}),
            value: { type: attribute.type?.text ?? 'string', ...(attribute.type?.text === 'boolean' ? { required: false } : {}) },
          })),
          events: (element.events ?? []).map((event) => ({ name: event.name, description: describe(event) })),
          slots: (element.slots ?? []).map((slot) => ({ name: slot.name, description: describe(slot) })),
          js: {
            properties: (element.members ?? [])
              .filter((member) => member.kind === 'field')
              .map((member) => ({ name: member.name, description: describe(member), type: member.type?.text ?? 'unknown' })),
            events: (element.events ?? []).map((event) => ({
              name: event.name,
              description: describe(event),
              ...(event.type ? { type: event.type.text } : {}),
            })),
          },
          css: {
            parts: (element.cssParts ?? []).map((part) => ({ name: part.name, description: describe(part) })),
            properties: (element.cssProperties ?? []).map((property) => ({ name: property.name, description: describe(property) })),
          },
        })),
      },
    },
  };
}

const elements = elementsOf(manifest);
writeFileSync(join(root, 'dist/custom-elements.json'), `${JSON.stringify(manifest)}\n`);
writeFileSync(join(root, 'dist/vscode.html-custom-data.json'), `${JSON.stringify(vscodeData(elements))}\n`);
writeFileSync(join(root, 'dist/web-types.json'), `${JSON.stringify(webTypes(elements))}\n`);
console.log(`editor data for ${elements.length} elements: dist/vscode.html-custom-data.json, dist/web-types.json`);
