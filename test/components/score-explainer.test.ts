import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../components/score-explainer/score-explainer.js';
import type { ScoreExplainer } from '../../components/score-explainer/score-explainer.js';

const root = (el: ScoreExplainer) => el.shadowRoot as ShadowRoot;
const totals = (el: ScoreExplainer) => Array.from(root(el).querySelectorAll('.total')).map((t) => t.textContent?.trim());
/** Each step's title, derivation and cards (the rule lines it quotes are read by `sources`). */
const steps = (el: ScoreExplainer, column = 0) =>
  Array.from(root(el).querySelectorAll('.derivation')[column]?.querySelectorAll('.steps > li') ?? []).map((li) => {
    const copy = li.cloneNode(true) as HTMLElement;
    copy.querySelector('.step-source')?.remove();
    return copy.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  });
/** The rule lines each step quotes. */
const sources = (el: ScoreExplainer, column = 0) =>
  Array.from(root(el).querySelectorAll('.derivation')[column]?.querySelectorAll('.steps > li') ?? []).map(
    (li) => li.querySelector('.step-source')?.textContent?.replace(/\s+/g, ' ').trim() ?? '',
  );

/** Click the picker's card buttons, as a teacher would. */
async function click(el: ScoreExplainer, cards: string[], mode: 'winnings' | 'target' = 'winnings'): Promise<void> {
  const radios = root(el).querySelectorAll<HTMLInputElement>('input[name=mode]');
  radios[mode === 'winnings' ? 0 : 1]!.click();
  await el.updateComplete;
  for (const card of cards) {
    root(el).querySelector<HTMLButtonElement>(`[data-card="${card}"]`)!.click();
    await el.updateComplete;
  }
}

/** Put one card into a batch with the picker's form. */
async function place(el: ScoreExplainer, batch: string, card: Record<string, string | number>): Promise<void> {
  const form = root(el).querySelector('form') as HTMLFormElement;
  for (const [name, value] of Object.entries({ ...card, batch }))
    (form.elements.namedItem(name) as HTMLSelectElement).value = String(value);
  form.querySelector<HTMLButtonElement>('button[type=submit]')!.click();
  await el.updateComplete;
}

describe('<score-explainer>', () => {
  afterEach(() => history.replaceState(null, '', location.pathname));

  it('reproduces the first worked example of the rules of Apples: 25', async () => {
    const el = await fixture<ScoreExplainer>(html`<score-explainer ruleset="apples.rules"></score-explainer>`);
    await el.ready();
    await click(el, ['3S', '3H', '4D', '6C', '9S', '9H', 'JS', 'JH', 'JD', 'QC', 'AS', 'AH']);
    await click(el, ['10D'], 'target');
    expect(totals(el)).to.deep.equal(['Total: 15 + 20 + 5 − 15 = 25']);
    const shown = steps(el);
    expect(shown).to.include.members([
      'pair of Aces: 15 ace of spades, ace of hearts',
      'three Jacks: 2 × 10 = 20 jack of spades, jack of hearts, jack of diamonds',
    ]);
    expect(shown.find((s) => s.startsWith('pair of 3s'))).to.contain('-15');
    expect(shown.find((s) => s.startsWith('no group')))
      .to.contain('four of diamonds')
      .and.contain('ten of diamonds')
      .and.contain('queen of clubs');
    await expect(el).to.be.accessible();
  });

  it('reproduces the second worked example: three 4s with the target, 40 + 10 = 50', async () => {
    const el = await fixture<ScoreExplainer>(html`<score-explainer ruleset="apples.rules"></score-explainer>`);
    await el.ready();
    await click(el, ['4S', '4H', '10S', '10H']);
    await click(el, ['4D'], 'target');
    expect(totals(el)).to.deep.equal(['Total: 10 + 40 = 50']);
    expect(steps(el).some((s) => s.startsWith('three 4s with your target 4: 40'))).to.equal(true);
  });

  it('adds the contract of Apples in partnerships for a bid and the tricks taken, beside Apples, which has none', async () => {
    const el = await fixture<ScoreExplainer>(
      html`<score-explainer ruleset="variants/apples-partnerships.rules" compare="apples.rules"></score-explainer>`,
    );
    await el.ready();
    await click(el, ['4S', '4H', '10S', '10H']);
    await click(el, ['4D'], 'target');
    const contract = root(el).querySelector('[aria-label="Contract"]') as HTMLElement;
    (contract.querySelector('[name="bid"]') as HTMLSelectElement).value = '3';
    (contract.querySelector('[name="tricks"]') as HTMLSelectElement).value = '5';
    contract.querySelector('select')!.dispatchEvent(new Event('change', { bubbles: true }));
    await el.updateComplete;
    expect(el.position.contract).to.deep.equal({ bid: 3, tricks: 5 });
    expect(steps(el, 0).at(-1)).to.equal("contract 3 made: the bid winner's side took 5 tricks: (10 × 3) + 2 = 32");
    expect(totals(el)).to.deep.equal(['Total: 10 + 40 + 32 = 82', 'Total: 10 + 40 = 50']);
    await expect(el).to.be.accessible();
  });

  it('shows the difference a house rule makes, side by side on the same cards', async () => {
    const el = await fixture<ScoreExplainer>(
      html`<score-explainer ruleset="apples.rules" compare="apples-literal-sums.rules"></score-explainer>`,
    );
    await el.ready();
    await click(el, ['4S', '4H', '10S', '10H']);
    await click(el, ['4D'], 'target');
    expect(totals(el)).to.deep.equal(['Total: 10 + 40 = 50', 'Total: 20 + 40 = 60']);
    expect(steps(el, 1)[0]).to.contain('pair of 10s: 2 × 10 = 20');
    expect(root(el).querySelector('.difference')?.textContent?.trim()).to.equal(
      'Apples (literal sums) gives 60 where Apples gives 50 (+10).',
    );
    await expect(el).to.be.accessible();
  });

  it("scores Orchard batches with the ruleset's own derivations, and easy mode beside the default", async () => {
    const el = await fixture<ScoreExplainer>(
      html`<score-explainer ruleset="orchard.rules" compare="orchard-easy.rules"></score-explainer>`,
    );
    await el.ready();
    await place(el, 'Unlucky', { colour: 'red', sweetness: 6, height: 1 });
    await place(el, 'Unlucky', { colour: 'green', sweetness: 4, height: 2 });
    await place(el, 'Unlucky', { colour: 'red', sweetness: 3, height: 3 });
    await place(el, 'Fortepiano Height', { colour: 'yellow', sweetness: 1, height: 1 });
    await place(el, 'Fortepiano Height', { colour: 'yellow', sweetness: 2, height: 5 });
    await place(el, 'Bad Batch', { colour: 'russet', sweetness: 2, height: 5 });
    const shown = steps(el);
    expect(shown.find((s) => s.startsWith('Unlucky'))).to.contain('sweetness 6 + 4 + 3 = 13; 13 = 13 ✓, so 3 ^ 2 = 9');
    expect(shown.find((s) => s.startsWith('Fortepiano Height'))).to.contain('2 × abs(1 − 5) = 8');
    expect(shown.find((s) => s.startsWith('Bad Batch'))).to.contain('-1');
    expect(totals(el)).to.deep.equal(['Total: 9 + 8 − 1 = 16', 'Total: 9 + 8 + 0 = 17']);
    // Easy mode's Bad Batch: the ruleset's own "0 if easy_mode else -count", shown once.
    expect(steps(el, 1).find((s) => s.startsWith('Bad Batch'))).to.match(/easy_mode \(yes\), so 0 russet/);
    expect(el.derivations.map((d) => d.total)).to.deep.equal([16, 17]);
  });

  it("says which placing rule an illegal Orchard position breaks, in the ruleset's words", async () => {
    const el = await fixture<ScoreExplainer>(html`<score-explainer ruleset="orchard.rules"></score-explainer>`);
    await el.ready();
    await place(el, 'Monochrome', { colour: 'red', sweetness: 1, height: 1 });
    await place(el, 'Monochrome', { colour: 'green', sweetness: 1, height: 2 });
    const alert = root(el).querySelector('.broken[role=alert]')?.textContent?.replace(/\s+/g, ' ');
    expect(alert).to.contain('Monochrome, card 2 (green, sweetness 1, height 2) breaks the rule: Monochrome: All cards the same colour.');
    expect(alert).to.contain('all same colour (red, green) ✗');
  });

  it('in classroom mode reveals the derivation one step at a time, in large type', async () => {
    const el = await fixture<ScoreExplainer>(html`<score-explainer classroom ruleset="apples.rules"></score-explainer>`);
    await el.ready();
    el.position = { cards: ['3S', '3H', '9S', '9H', 'JS', 'JH', 'JD', 'AS', 'AH'], target: ['10D'] };
    await el.updateComplete;
    expect(steps(el)).to.have.length(1);
    expect(totals(el)).to.deep.equal([]);
    const next = root(el).querySelector<HTMLButtonElement>('.next')!;
    for (let i = 0; i < 3; i++) {
      next.click();
      await el.updateComplete;
    }
    expect(steps(el)).to.have.length(4);
    expect(totals(el)).to.deep.equal([]);
    next.click();
    await el.updateComplete;
    expect(steps(el)).to.have.length(5);
    expect(totals(el)).to.deep.equal(['Total: 15 + 20 + 5 − 15 = 25']);
    expect(next.disabled).to.equal(true);
    const size = parseFloat(getComputedStyle(root(el).querySelector('.derivation')!).fontSize);
    expect(size).to.be.greaterThan(20);
    await expect(el).to.be.accessible();
  });

  it('carries the position and both rulesets in a link', async () => {
    const el = await fixture<ScoreExplainer>(
      html`<score-explainer ruleset="apples.rules" compare="apples-literal-sums.rules"></score-explainer>`,
    );
    await el.ready();
    await click(el, ['4S', '4H', '10S', '10H']);
    await click(el, ['4D'], 'target');
    const link = await el.shareLink();
    history.replaceState(null, '', new URL(link).hash);
    const opened = await fixture<ScoreExplainer>(html`<score-explainer share></score-explainer>`);
    await waitUntil(() => opened.compare === 'apples-literal-sums.rules', 'the link sets the rulesets');
    await opened.ready();
    expect(totals(opened)).to.deep.equal(['Total: 10 + 40 = 50', 'Total: 20 + 40 = 60']);
  });

  it('carries an edited full copy of a shipped ruleset in a short link', async () => {
    const { commentedSources } = await import('../../src/core/rules/generated/commented-sources.js');
    const edited = (commentedSources['apples.rules'] as string).replace('A: 15', 'A: 50');
    const el = await fixture<ScoreExplainer>(html`<score-explainer ruleset="apples.rules"></score-explainer>`);
    el.compare = edited;
    await el.ready();
    await click(el, ['AS', 'AH']);
    const link = await el.shareLink();
    expect(new URL(link).hash.length).to.be.below(200);
    history.replaceState(null, '', new URL(link).hash);
    const opened = await fixture<ScoreExplainer>(html`<score-explainer share></score-explainer>`);
    await waitUntil(() => opened.compare === edited, 'the link gives the edited text back');
    await opened.ready();
    expect(totals(opened)).to.deep.equal(['Total: 15', 'Total: 50']);
  });

  it('names the rule and line each value came from, in the edited text and in the file it extends', async () => {
    const el = await fixture<ScoreExplainer>(html`<score-explainer ruleset="apples.rules"></score-explainer>`);
    el.compare = 'extends "apples.rules"\ngame "Big aces"\nvalue  A: 50 | K Q J 10: 10 | 9 8 7 6: 5 | 5 4 3 2: -15\n';
    await el.ready();
    await click(el, ['AS', 'AH']);
    expect(sources(el, 0)).to.deep.equal(['from line 46: group of 2 = value and line 43: A: 15']);
    expect(sources(el, 1)).to.deep.equal(['from line 46 of apples.rules: group of 2 = value and line 3: A: 50']);
    expect(totals(el)).to.deep.equal(['Total: 15', 'Total: 50']);
  });

  it('takes a hand typed as text, and says what is wrong with a bad one', async () => {
    const el = await fixture<ScoreExplainer>(html`<score-explainer ruleset="apples.rules"></score-explainer>`);
    await el.ready();
    const form = root(el).querySelector<HTMLFormElement>('form.typed')!;
    const input = form.querySelector('input')!;
    input.value = '4s 4h 10S 10H / 4D';
    form.querySelector<HTMLButtonElement>('button[type=submit]')!.click();
    await el.updateComplete;
    expect(el.position).to.deep.equal({ cards: ['4S', '4H', '10S', '10H'], target: ['4D'] });
    expect(totals(el)).to.deep.equal(['Total: 10 + 40 = 50']);
    input.value = 'AS 11H';
    form.querySelector<HTMLButtonElement>('button[type=submit]')!.click();
    await el.updateComplete;
    expect(root(el).querySelector('#typed-problem')?.textContent).to.match(/^'11H' is not a card: write a rank/);
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(el.position.cards).to.deep.equal(['4S', '4H', '10S', '10H']);
    await expect(el).to.be.accessible();
  });

  it('draws the classroom buttons as buttons: at least 44 px, with a visible border', async () => {
    const el = await fixture<ScoreExplainer>(html`<score-explainer ruleset="apples.rules" classroom></score-explainer>`);
    await el.ready();
    await click(el, ['AS', 'AH', 'JS', 'JH']);
    const buttons = Array.from(root(el).querySelectorAll<HTMLButtonElement>('.row button')).filter((b) =>
      /step|Show all|again/i.test(b.textContent ?? ''),
    );
    expect(buttons.map((b) => b.textContent?.trim())).to.deep.equal(['Next step', 'Show all', 'Start again']);
    for (const button of buttons) {
      const box = button.getBoundingClientRect();
      const style = getComputedStyle(button);
      expect(box.height).to.be.at.least(44);
      expect(box.width).to.be.at.least(44);
      expect(parseFloat(style.borderTopWidth)).to.be.at.least(1);
      expect(style.borderTopStyle).to.equal('solid');
    }
  });
});
