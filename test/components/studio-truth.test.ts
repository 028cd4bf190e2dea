import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { RulesEditor } from '../../components/rules-editor/rules-editor.js';
import type { ScoreExplainer } from '../../components/score-explainer/score-explainer.js';
import type { BalanceSimulator } from '../../components/balance-simulator/balance-simulator.js';

/** The studio page of the static site in a frame, once its editor has loaded. */
async function openStudio(): Promise<Document> {
  localStorage.removeItem('pomona-rules-editor:studio');
  const frame = await fixture<HTMLIFrameElement>(
    html`<iframe title="the studio" src="/dist/site/studio.html" width="1280" height="900"></iframe>`,
  );
  await waitUntil(
    () => frame.contentDocument?.readyState === 'complete' && frame.contentDocument.URL.includes('studio.html'),
    'the page loads',
    {
      timeout: 15000,
    },
  );
  const doc = frame.contentDocument as Document;
  await waitUntil(() => doc.querySelector('rules-editor')?.shadowRoot?.querySelector('.cm-editor'), 'the editor loads', { timeout: 15000 });
  await (doc.querySelector('rules-editor') as RulesEditor).ready();
  return doc;
}

describe('the studio follows the text in the editor, whatever its name', () => {
  it('scores a pair of Aces 50 once A: 15 becomes A: 50, with the name kept, and says which column is the edit', async () => {
    const doc = await openStudio();
    const editor = doc.querySelector('rules-editor') as RulesEditor;
    const explainer = doc.querySelector('score-explainer') as ScoreExplainer;
    const simulator = doc.querySelector('balance-simulator') as BalanceSimulator;
    expect(editor.value).to.contain('game    "Apples"').and.contain('value  A: 15');
    editor.value = editor.value.replace('value  A: 15', 'value  A: 50');
    await editor.ready();
    expect(editor.compiled?.name).to.equal('Apples');
    await waitUntil(() => explainer.compare === editor.value, 'the edited text becomes the second column', { timeout: 5000 });
    explainer.position = { cards: ['AS', 'AH'], target: ['2D'] };
    await explainer.ready();
    expect(explainer.derivations.map((d) => d.total)).to.deep.equal([15, 50]);
    const headings = Array.from(explainer.shadowRoot?.querySelectorAll('.derivation h3') ?? []).map((h) =>
      h.textContent?.replace(/\s+/g, ' ').trim(),
    );
    expect(headings).to.deep.equal(['Apples (shipped file apples.rules)', 'Apples (your edit)']);
    expect(explainer.shadowRoot?.querySelector('.difference')?.textContent).to.contain('Your edit gives 50');
    expect(simulator.rulesText).to.equal(editor.value);
  });

  it('shows one column again when the edit is undone', async () => {
    const doc = await openStudio();
    const editor = doc.querySelector('rules-editor') as RulesEditor;
    const explainer = doc.querySelector('score-explainer') as ScoreExplainer;
    const original = editor.value;
    editor.value = original.replace('value  A: 15', 'value  A: 50');
    await waitUntil(() => explainer.compare !== null, 'the edit is compared', { timeout: 5000 });
    editor.value = original;
    await waitUntil(() => explainer.compare === null, 'the unedited shipped text needs no second column', { timeout: 5000 });
  });

  it('starts from a shipped ruleset with its comments, each ruleset listed once', async () => {
    const doc = await openStudio();
    const editor = doc.querySelector('rules-editor') as RulesEditor;
    const files = Array.from(editor.shadowRoot?.querySelectorAll<HTMLOptionElement>('#start option') ?? [])
      .map((o) => o.value)
      .filter(Boolean);
    expect(files.length).to.equal(new Set(files).size);
    await editor.startFrom('orchard.rules');
    await editor.ready();
    expect(editor.value.split('\n')[0]).to.match(/^# /);
  });

  it('explains a lowered option default instead of calling the option an unknown name', async () => {
    const doc = await openStudio();
    const editor = doc.querySelector('rules-editor') as RulesEditor;
    editor.value = editor.value.replace('one of 250, 500, default 250', 'one of 250, 500, default 150');
    await editor.ready();
    expect(editor.problems.map((p) => p.message)).to.deep.equal([
      "the default of option 'winning_score' must be one of its choices (250, 500), not 150: add 150 to the list after 'one of' to offer it",
    ]);
  });
});
