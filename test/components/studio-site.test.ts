import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { RulesEditor } from '../../components/rules-editor/rules-editor.js';
import type { ScoreExplainer } from '../../components/score-explainer/score-explainer.js';
import type { BalanceSimulator } from '../../components/balance-simulator/balance-simulator.js';

type StudioWindow = Window & typeof globalThis;

describe('the studio page of the static site (dist/site/studio.html)', () => {
  it("edits, applies, explains and simulates under Content-Security-Policy: script-src 'self'; style-src 'self'", async () => {
    localStorage.removeItem('pomona-rules-editor:studio');
    const frame = await fixture<HTMLIFrameElement>(
      html`<iframe title="the studio" src="/dist/site/studio.html" width="1280" height="900"></iframe>`,
    );
    await waitUntil(
      () => frame.contentDocument?.URL.includes('studio.html') && frame.contentDocument.readyState === 'complete',
      'the studio page loads',
      { timeout: 15000 },
    );
    const win = frame.contentWindow as StudioWindow;
    const doc = frame.contentDocument as Document;
    const violations: string[] = [];
    doc.addEventListener('securitypolicyviolation', (e) => violations.push(`${e.violatedDirective} ${e.blockedURI}`));
    const meta = doc.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? '';
    expect(meta).to.contain("script-src 'self'").and.contain("style-src 'self'");

    await waitUntil(
      () => win.customElements.get('rules-editor') && doc.querySelector('rules-editor')?.shadowRoot?.querySelector('.cm-editor'),
      'CodeMirror loads on demand',
      { timeout: 15000 },
    );
    const editor = doc.querySelector('rules-editor') as RulesEditor;
    await editor.ready();
    editor.value = 'extends "apples.rules"\ngame "Apples to 500"\nset winning_score = 500\n';
    await new Promise((r) => setTimeout(r, 5));
    expect(await editor.apply()).to.equal(true);
    await waitUntil(
      () => doc.querySelector('#studio-game')?.shadowRoot?.querySelector('h2')?.textContent === 'Apples to 500',
      'the game plays the variant',
      { timeout: 10000 },
    );

    const explainer = doc.querySelector('score-explainer') as ScoreExplainer;
    await waitUntil(() => explainer.compare !== null, 'the edited rules become the second ruleset', { timeout: 5000 });
    explainer.position = { cards: ['4S', '4H', '10S', '10H'], target: ['4D'] };
    await explainer.ready();
    expect(explainer.derivations.map((d) => d.total)).to.deep.equal([50, 50]);

    const simulator = doc.querySelector('balance-simulator') as BalanceSimulator;
    await simulator.ready();
    simulator.games = 3;
    const results = await simulator.run();
    expect(results?.map((r) => r.games)).to.deep.equal([3, 3]);
    expect(results?.map((r) => r.ruleset)).to.deep.equal(['Apples', 'Apples to 500']);
    expect(violations).to.deep.equal([]);
    // Nothing the page asked for failed: asking its own address whether a table server serves it
    // answers on any host, and its icon is there (the browser asks for one anyway).
    const failed = (win.performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.responseStatus >= 400)
      .map((entry) => `${entry.responseStatus} ${entry.name}`);
    expect(failed).to.deep.equal([]);
    const icon = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
    expect(icon, 'the page names its icon').to.not.equal(null);
    expect((await fetch(icon?.href ?? '')).status).to.equal(200);
  });
});
