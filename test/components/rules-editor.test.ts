import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { currentCompletions, startCompletion } from '@codemirror/autocomplete';
import '../../components/apples-table/embed.js';
import '../../components/rules-editor/rules-editor.js';
import type { RulesEditor } from '../../components/rules-editor/rules-editor.js';
import type { ApplesTable } from '../../components/apples-table/apples-table.js';
import { keywordReference } from '../../src/core/rules/generated/keyword-reference.js';

const VARIANT = 'extends "apples.rules"\ngame "Apples to 500"\nset winning_score = 500\n';
const root = (el: RulesEditor) => el.shadowRoot as ShadowRoot;
const problemTexts = (el: RulesEditor) =>
  Array.from(root(el).querySelectorAll('.problems li')).map((li) => li.textContent?.replace(/\s+/g, ' ').trim() ?? '');

/** An editor showing `text`, loaded and checked. */
async function editorWith(text: string, attrs = ''): Promise<RulesEditor> {
  const el = await fixture<RulesEditor>(
    attrs === 'persist' ? html`<rules-editor persist="test-key"></rules-editor>` : html`<rules-editor></rules-editor>`,
  );
  await el.ready();
  el.value = text;
  await new Promise((r) => setTimeout(r, 5));
  await el.ready();
  await el.updateComplete;
  return el;
}

describe('<rules-editor>', () => {
  afterEach(() => {
    localStorage.clear();
    history.replaceState(null, '', location.pathname);
  });

  it('underlines a typing error at its line and column, lists it, and its quick fix repairs the text', async () => {
    const el = await editorWith(VARIANT);
    expect(el.problems).to.have.length(0);
    const view = el.editorView!;
    const end = VARIANT.indexOf('winning_score') + 'winning_score'.length;
    view.dispatch({ selection: { anchor: end } });
    view.focus();
    await sendKeys({ press: 'Backspace' });
    await waitUntil(() => el.problems.length > 0, 'a diagnostic appears after typing', { timeout: 5000 });
    await el.ready();
    await el.updateComplete;
    expect(problemTexts(el)[0]).to.contain('Line 3, column 5').and.contain("unknown option 'winning_scor'");
    const underlined = (el as unknown as { editor: { underlined(): { from: number; to: number; message: string }[] } }).editor.underlined();
    expect(underlined.map((u) => [u.from, u.to])).to.deep.equal([[VARIANT.indexOf('winning_score'), end - 1]]);
    expect(underlined[0]?.message).to.contain("did you mean 'winning_score'");
    expect(root(el).querySelector('.cm-lintRange-error')?.textContent).to.equal('winning_scor');
    const fix = root(el).querySelector<HTMLButtonElement>('.problems .fix');
    expect(fix?.textContent).to.equal("Replace with 'winning_score'");
    fix!.click();
    await waitUntil(() => el.problems.length === 0, 'the fix clears the problem', { timeout: 5000 });
    expect(el.value).to.equal(VARIANT);
  });

  it('completes the names the file defines, and keywords with their line from the language reference', async () => {
    const text = 'extends "orchard.rules"\ngame "Orchard squared"\nsequence squares = 1, 4, 9, 16\nbatch "Square" {\n  score \n}\n';
    const el = await editorWith(text);
    const view = el.editorView!;
    const at = text.indexOf('score ') + 'score '.length;
    view.dispatch({ selection: { anchor: at } });
    view.focus();
    await sendKeys({ type: 'squ' });
    await waitUntil(() => currentCompletions(view.state).length > 0, 'completions open', { timeout: 5000 });
    const labels = currentCompletions(view.state).map((c) => c.label);
    expect(labels).to.include('squares');
    // Autocomplete ignores Enter for 75 ms after it opens (interactionDelay).
    await new Promise((r) => setTimeout(r, 120));
    await sendKeys({ press: 'Enter' });
    expect(view.state.doc.toString()).to.contain('score squares\n');

    view.dispatch({ changes: { from: view.state.doc.length, insert: 'bat' }, selection: { anchor: view.state.doc.length + 3 } });
    startCompletion(view);
    await waitUntil(() => currentCompletions(view.state).some((c) => c.label === 'batch'), 'keyword completion', { timeout: 5000 });
    const batch = currentCompletions(view.state).find((c) => c.label === 'batch');
    expect(batch?.detail).to.equal(keywordReference.find((e) => e.word === 'batch')?.summary);
    expect(batch?.detail).to.match(/orchard/i);
    // Names inherited through extends are in scope too.
    view.dispatch({ changes: { from: view.state.doc.length, insert: '\ncol' }, selection: { anchor: view.state.doc.length + 4 } });
    startCompletion(view);
    await waitUntil(() => currentCompletions(view.state).some((c) => c.label === 'colour'), 'inherited attribute offered', {
      timeout: 5000,
    });
  });

  it("shows a keyword's reference entry when the pointer rests on it", async () => {
    const el = await editorWith(VARIANT);
    const view = el.editorView!;
    const box = view.coordsAtPos(2)!;
    await sendMouse({ type: 'move', position: [Math.round(box.left + 2), Math.round((box.top + box.bottom) / 2)] });
    await waitUntil(() => root(el).querySelector('.cm-tooltip-hover .cm-reference'), 'the hover tooltip opens', { timeout: 5000 });
    const text = root(el).querySelector('.cm-tooltip-hover .cm-reference')?.textContent ?? '';
    expect(text)
      .to.contain('extends')
      .and.contain(keywordReference.find((e) => e.word === 'extends')!.detail);
    await sendMouse({ type: 'move', position: [0, 0] });
  });

  it('applies a valid variant to the game (500 points) and refuses an invalid one, which the game never gets', async () => {
    const wrapper = await fixture<HTMLDivElement>(html`<div>
      <rules-editor for="game"></rules-editor>
      <apples-table id="game" seats="you,rules,rules,rules" seed="s1" bot-delay="0"></apples-table>
    </div>`);
    const el = wrapper.querySelector('rules-editor') as RulesEditor;
    const game = wrapper.querySelector('apples-table') as ApplesTable;
    await el.ready();
    await waitUntil(() => game.shadowRoot?.querySelector('h2')?.textContent === 'Apples', 'the default game runs');
    el.value = VARIANT;
    await new Promise((r) => setTimeout(r, 5));
    expect(await el.apply()).to.equal(true);
    await waitUntil(() => game.shadowRoot?.querySelector('h2')?.textContent === 'Apples to 500', 'the game plays the variant', {
      timeout: 5000,
    });
    expect(game.exportGame()?.ruleset).to.equal('Apples to 500');
    expect(game.exportGame()?.setup.options.winning_score).to.equal(500);

    el.value = VARIANT.replace('= 500', '= 600');
    await new Promise((r) => setTimeout(r, 5));
    expect(await el.apply()).to.equal(false);
    await el.updateComplete;
    expect(root(el).querySelector('.message')?.textContent).to.contain('Not applied');
    expect(problemTexts(el)[0]).to.contain('Line 3, column 21');
    await new Promise((r) => setTimeout(r, 100));
    expect(game.shadowRoot?.querySelector('h2')?.textContent).to.equal('Apples to 500');
    expect(game.shadowRoot?.querySelector('[part=diagnostics]')).to.equal(null);
  });

  it('says what a variant changes from the ruleset it extends', async () => {
    const el = await editorWith(VARIANT);
    const lines = Array.from(root(el).querySelectorAll('.changes li')).map((li) => li.textContent);
    expect(lines).to.include('points to win: 250 → 500');
    expect(lines).to.include('game name: Apples → Apples to 500');
    el.value = 'extends "orchard.rules"\ngame "Orchard 15"\nbatch "Unlucky" {\n  score count ^ 2 if sum(sweetness) = 15 else 0\n}\n';
    await new Promise((r) => setTimeout(r, 5));
    await el.ready();
    await el.updateComplete;
    const orchard = Array.from(root(el).querySelectorAll('.changes li')).map((li) => li.textContent);
    expect(orchard).to.include('batch Unlucky: score (count ^ 2 if sum(sweetness) = 15 else 0): 13 → 15');
  });

  it('restores the same text from a shared link and plays it on the game at once', async () => {
    const el = await editorWith(VARIANT);
    const link = await el.shareLink();
    // The rules as a payload (base64url), or compressed against a shipped file ("0apples-500." and base64url).
    expect(link).to.match(/#r=(?:[01][a-z0-9%-]+\.)?[A-Za-z0-9_-]+$/);
    history.replaceState(null, '', new URL(link).hash);
    const wrapper = await fixture<HTMLDivElement>(html`<div>
      <rules-editor share for="game2"></rules-editor>
      <apples-table id="game2" seats="you,rules,rules,rules" seed="s2" bot-delay="0"></apples-table>
    </div>`);
    const opened = wrapper.querySelector('rules-editor') as RulesEditor;
    const game = wrapper.querySelector('apples-table') as ApplesTable;
    await opened.ready();
    expect(opened.value).to.equal(VARIANT);
    await waitUntil(() => game.shadowRoot?.querySelector('h2')?.textContent === opened.compiled?.name, 'the game plays the shared rules', {
      timeout: 5000,
    });
    await opened.updateComplete;
    expect(root(opened).querySelector('.message')?.textContent)
      .to.contain('came with the link you opened')
      .and.contain('is playing beside the editor');
  });

  it('carries the chosen house rules in the link, and the game opened from it plays them', async () => {
    const el = await editorWith(VARIANT.replace('set winning_score = 500\n', ''));
    const select = root(el).querySelector<HTMLSelectElement>('#opt-winning_score')!;
    select.value = '500';
    select.dispatchEvent(new Event('change'));
    const link = await el.shareLink();
    history.replaceState(null, '', new URL(link).hash);
    const wrapper = await fixture<HTMLDivElement>(html`<div>
      <rules-editor share for="game3"></rules-editor>
      <apples-table id="game3" seats="you,rules,rules,rules" seed="s3" bot-delay="0"></apples-table>
    </div>`);
    const opened = wrapper.querySelector('rules-editor') as RulesEditor;
    const game = wrapper.querySelector('apples-table') as ApplesTable;
    await opened.ready();
    await opened.updateComplete;
    expect(root(opened).querySelector<HTMLSelectElement>('#opt-winning_score')?.value).to.equal('500');
    await waitUntil(() => game.exportGame()?.setup.options.winning_score === 500, 'the game plays to 500', { timeout: 5000 });
  });

  it('keeps the text across a reload', async () => {
    const first = await editorWith(VARIANT, 'persist');
    first.remove();
    const again = await fixture<RulesEditor>(html`<rules-editor persist="test-key"></rules-editor>`);
    await again.ready();
    expect(again.value).to.equal(VARIANT);
  });

  it('passes axe checks with problems and changes on show', async () => {
    const el = await editorWith(VARIANT.replace('winning_score', 'winning_scor'));
    await el.shareLink();
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });

  it('shows every action of its toolbar as a button with an edge, and its scrolling text passes axe', async () => {
    // Long enough that the text scrolls inside the editor's box, as a shipped ruleset does.
    const el = await editorWith(`${VARIANT}\n${'# a comment line\n'.repeat(80)}`);
    const scroller = el.shadowRoot?.querySelector('.cm-scroller') as HTMLElement;
    expect(scroller.scrollHeight).to.be.above(scroller.clientHeight);
    await expect(el).to.be.accessible();
    const actions = Array.from(el.shadowRoot?.querySelectorAll<HTMLElement>('.toolbar button, .toolbar .file-label') ?? []);
    expect(actions.length).to.be.at.least(3);
    for (const action of actions) {
      const look = getComputedStyle(action);
      const edged = parseFloat(look.borderTopWidth) > 0 && look.borderTopColor !== 'rgba(0, 0, 0, 0)';
      const filled = look.backgroundColor !== getComputedStyle(el).backgroundColor && look.backgroundColor !== 'rgb(255, 255, 255)';
      expect(edged || filled, `"${action.textContent?.trim()}" looks like a button`).to.equal(true);
    }
  });
});
