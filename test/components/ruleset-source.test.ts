import { expect } from '@open-wc/testing';
import { formatAll, loadRules } from '../../components/core/rules/rules-front-end.js';
import '../../src/families/index.js';
import { registeredCompilers } from '../../src/core/registry.js';

const allCompilers = registeredCompilers();

describe('rules fetched by URL', () => {
  it('refuses a file a ruleset names on another site, without fetching it', async () => {
    const { result } = await loadRules({ kind: 'url', url: '/test/components/fixtures/cross-origin.rules' }, allCompilers);
    expect(result.ok).to.equal(false);
    const [d] = result.diagnostics;
    expect(d?.code).to.equal('not-same-origin');
    expect(d?.line).to.equal(2);
    expect(d?.message).to.contain('a ruleset may only name files from the site of the page it is on');
  });

  it('reads a shipped ruleset name as the shipped ruleset when no file of that name is beside the page, as pomona check does', async () => {
    const { result } = await loadRules({ kind: 'url', url: '/test/components/fixtures/beside-page.rules' }, allCompilers);
    expect(result.ok).to.equal(true);
    if (result.ok) {
      expect(result.ruleset.name).to.equal('Beside the page');
      expect(result.ruleset.options.find((o) => o.name === 'easy_mode')?.default).to.equal(true);
    }
  });

  it('plays a shipped variant from its folder, with the ruleset it extends beside it', async () => {
    const { result } = await loadRules({ kind: 'url', url: '/rulesets/variants/orchard-pie.rules' }, allCompilers);
    expect(result.ok).to.equal(true);
    if (result.ok && result.ruleset.family === 'drafting') expect(result.ruleset.batches.map((b) => b.name)).to.include('Pie');
  });
});

describe('rules with many problems', () => {
  it('shows at most 100 problems a file, then how many more, as pomona check does', async () => {
    const { result, sources } = await loadRules({ kind: 'url', url: '/test/components/fixtures/many-mistakes.rules' }, allCompilers);
    expect(result.ok).to.equal(false);
    const formatted = formatAll(result.diagnostics, sources);
    expect(formatted.length).to.equal(101);
    // In reading order: what the game line lacks (family, players), then the duplicates line by line.
    const lines = formatted.slice(0, 100).map((text) => Number(/^many-mistakes\.rules:(\d+):/.exec(text)?.[1]));
    expect(lines).to.deep.equal([...lines].sort((a, b) => a - b));
    expect(formatted[0]).to.match(/^many-mistakes\.rules:2:1: error: /);
    expect(formatted.find((text) => text.includes('duplicate set'))).to.match(
      /^many-mistakes\.rules:4:1: error: duplicate set 'a' \(first at line 3\)/,
    );
    expect(formatted[100]).to.match(/^many-mistakes\.rules: and \d+ more problems$/);
  });
});
