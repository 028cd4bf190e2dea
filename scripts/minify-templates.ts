/**
 * Build step for the embed: squeeze the indentation out of Lit's `css` and `html` tagged templates.
 * The JavaScript minifier leaves template literals alone, so the components' style sheets and
 * markup would otherwise ship with every newline and indent of the source.
 *
 * Only the literal parts of a template change; what is inside `${...}` is code and is left to the
 * minifier. Templates are found with the TypeScript parser, not a regular expression, so strings,
 * comments and nested templates are never mistaken for one another.
 */
import ts from 'typescript';
import type { Plugin } from 'vite';

/**
 * CSS text with comments removed and whitespace collapsed. Space is kept where it separates
 * words (`0 0 4px`, `.a .b`) and dropped next to `{`, `}`, `;` and after `,` where it never matters.
 */
export function minifyCssText(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/ ?([{};]) ?/g, '$1')
    .replace(/, /g, ',');
}

/**
 * HTML text with each run of whitespace that contains a line break turned into one space: the
 * browser renders it the same (Lit templates have no static text inside <pre>), and a run without
 * a line break is kept as written.
 */
export function minifyHtmlText(text: string): string {
  return text.replace(/[ \t]*\n\s*/g, ' ');
}

/** The text of `source` with the literal parts of every `css` and `html` tagged template minified. */
export function minifyTemplates(source: string, fileName: string): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const edits: { start: number; end: number; text: string }[] = [];
  const literal = (node: ts.TemplateLiteralLikeNode, squeeze: (text: string) => string, openLength: number, closeLength: number): void => {
    const start = node.getStart(file) + openLength;
    const end = node.getEnd() - closeLength;
    const raw = source.slice(start, end);
    const text = squeeze(raw);
    if (text !== raw) edits.push({ start, end, text });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && (node.tag.text === 'css' || node.tag.text === 'html')) {
      const squeeze = node.tag.text === 'css' ? minifyCssText : minifyHtmlText;
      const template = node.template;
      if (ts.isNoSubstitutionTemplateLiteral(template)) literal(template, squeeze, 1, 1);
      else {
        literal(template.head, squeeze, 1, 2); // `...${
        for (const span of template.templateSpans) literal(span.literal, squeeze, 1, ts.isTemplateTail(span.literal) ? 1 : 2); // }...${ or }...`
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let out = source;
  for (const edit of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

/** Vite plugin: minify the templates of the project's own components (never node_modules). */
export function minifyTemplatesPlugin(): Plugin {
  return {
    name: 'pomona-minify-templates',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!/\/components\/.*\.ts$/.test(id) || id.includes('/node_modules/')) return null;
      return { code: minifyTemplates(code, id), map: null };
    },
  };
}
