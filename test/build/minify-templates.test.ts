import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { minifyCssText, minifyHtmlText, minifyTemplates } from '../../scripts/minify-templates.js';

describe('the embed build squeezes Lit templates', () => {
  it('drops CSS comments and indentation but keeps the spaces that separate words', () => {
    const css = `\n  /* the felt */\n  :host {\n    box-shadow: 0 0 4px rgb(0 0 0 / 0.2);\n    font-family: system-ui, sans-serif;\n  }\n  .a .b > p { color: red; }\n`;
    assert.equal(
      minifyCssText(css),
      ' :host{box-shadow: 0 0 4px rgb(0 0 0 / 0.2);font-family: system-ui,sans-serif;}.a .b > p{color: red;}',
    );
  });

  it('turns indented line breaks in markup into single spaces and leaves spaces on one line alone', () => {
    assert.equal(minifyHtmlText('<ul>\n    <li>a  b</li>\n  </ul>'), '<ul> <li>a  b</li> </ul>');
  });

  it('changes only the literal parts of css and html templates, nested ones included', () => {
    const source = [
      'const note = `keep\n   this`;',
      '// html`<p>\n  not a template</p>`',
      'const view = html`<div>\n    ${items.map((i) => html`<p>\n      ${i.name}</p>`)}\n  </div>`;',
      "const style = css`:host {\n  color: ${unsafeCSS('a  b')};\n}`;",
    ].join('\n');
    const out = minifyTemplates(source, 'x.ts');
    assert.equal(
      out,
      [
        'const note = `keep\n   this`;',
        '// html`<p>\n  not a template</p>`',
        'const view = html`<div> ${items.map((i) => html`<p> ${i.name}</p>`)} </div>`;',
        "const style = css`:host{color: ${unsafeCSS('a  b')};}`;",
      ].join('\n'),
    );
  });
});
