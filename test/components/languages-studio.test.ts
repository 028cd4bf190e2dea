/**
 * The studio's rules editor and score explainer in Korean, Russian and Spanish, used as a
 * house-rule maker and a teacher use them: a variant edited with mistakes (its problems said in
 * the page's language, from the same catalogue as `pomona check --lang`) and then fixed, shared
 * and applied; a position explained in class, beside a second ruleset. Every label, button,
 * caption and message is in the page's language (see languages-collect.ts).
 *
 * Left out, and said so in docs/languages.md: the rules as written (code, also inside a score's
 * derivation steps and the list of what a variant changes, which are said in the page's language
 * around it).
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../components/studio/index.js';
import '../../components/orchard-board/orchard-board.js';
import type { RulesEditor } from '../../components/rules-editor/rules-editor.js';
import type { ScoreExplainer } from '../../components/score-explainer/score-explainer.js';
import type { BalanceSimulator } from '../../components/balance-simulator/balance-simulator.js';
import { registeredFamilies } from '../../src/core/registry.js';
import { shippedRulesetInfos } from '../../components/studio/shipped.js';
import { rulesetTexts } from '../../src/core/rules/ruleset-texts.js';
import { collectTexts, englishLeft, speaking, type Language } from './languages-collect.js';

/** What the studio shows as the rules wrote it, or still in English (see above). */
const NOT_TRANSLATED = '.editor';

/** An Orchard variant with two mistakes the catalogue words in every language: a misspelt keyword (a syntax error) and a misspelt name. */
const BROKEN = `extends "orchard.rules"
game "Orchard for the class"
let bonus = cout * 3
cards 10 each
tie shard win
batch "Bonus" {
  describe "Any card, for a bonus."
  score    bonus
}
`;
const NAME_ONLY = BROKEN.replace('shard', 'shared');
const FIXED = NAME_ONLY.replace('cout', '2');

/** Words Spanish writes as English does, so a Spanish text may be the English one ("Total: 25", "error: …"). */
const SAME_IN_SPANISH = new Set(['Total', 'error']);

/** Names a person reads as they are in every language: the shipped rulesets' names that have no translation in `lang`. */
function namesKept(lang: Language): Set<string> {
  // The variant's own name is the one its maker gave it; computer players are named as `--seats` types them.
  const kept = new Set(['Orchard for the class', 'Bonus', ...registeredFamilies().flatMap((d) => Object.keys(d.bots))]);
  for (const s of shippedRulesetInfos()) {
    const name = rulesetTexts({ name: s.name, files: [s.file] }, [lang]).game();
    if (name === s.name) kept.add(s.name);
  }
  return kept;
}

/** Use the three elements on a page in `lang`, collecting every text on the way. */
async function useTheStudio(lang: Language | 'en', texts: Set<string>): Promise<void> {
  localStorage.removeItem('pomona-rules-editor:languages');
  const page = await fixture<HTMLElement>(html`<div lang=${lang}>
    <rules-editor persist="languages" for="table"></rules-editor>
    <orchard-board id="table" seats="you,rules"></orchard-board>
    <score-explainer ruleset="orchard.rules" compare="orchard-easy.rules" classroom></score-explainer>
    <balance-simulator ruleset="orchard.rules" compare="orchard-easy.rules"></balance-simulator>
  </div>`);
  const editor = page.querySelector('rules-editor') as RulesEditor;
  const explainer = page.querySelector('score-explainer') as ScoreExplainer;
  const simulator = page.querySelector('balance-simulator') as BalanceSimulator;
  await speaking(editor, lang);
  const collect = (): void => {
    for (const el of [editor, explainer, simulator]) collectTexts(el, texts, NOT_TRANSLATED);
  };

  await editor.ready();
  editor.value = BROKEN;
  await editor.ready();
  await waitUntil(() => editor.shadowRoot?.querySelector('.problems .fix'), 'the misspelt keyword is offered its fix', { timeout: 5000 });
  expect(editor.problems.map((p) => p.code)).to.deep.equal(['syntax']);
  collect();
  await editor.apply();
  await editor.updateComplete;
  collect();
  editor.value = NAME_ONLY;
  await editor.ready();
  await waitUntil(() => editor.problems.some((p) => p.code === 'unknown-name'), 'the misspelt name is found', { timeout: 5000 });
  collect();
  editor.value = FIXED;
  await editor.ready();
  await editor.shareLink();
  await editor.apply();
  await editor.updateComplete;
  collect();

  await explainer.ready();
  explainer.position = {
    // The green card breaks Monochrome's placing rule: the explainer says which rule, in the page's language.
    batches: {
      Monochrome: [
        { colour: 'red', sweetness: 1, height: 1 },
        { colour: 'green', sweetness: 4, height: 2 },
      ],
      'Bad Batch': [{ colour: 'green', sweetness: 2, height: 3 }],
    },
  };
  await explainer.ready();
  expect(explainer.shadowRoot?.querySelector('.broken li')).to.not.equal(null);
  collect();
  // Classroom mode: step by step to the end, where the two rulesets' totals are compared.
  for (let step = 0; step < 12; step++) {
    const next = explainer.shadowRoot?.querySelector<HTMLButtonElement>('button.next');
    if (!next || next.disabled) break;
    next.click();
    await explainer.updateComplete;
    collect();
  }
  expect(explainer.shadowRoot?.querySelector('.difference')).to.not.equal(null);
  // An Apples position too: its groups, cards in no group, and a contract.
  explainer.classroom = false;
  explainer.compare = null;
  explainer.ruleset = 'variants/apples-partnerships.rules';
  await explainer.ready();
  explainer.position = { cards: ['4S', '4H', '10S', '10H', 'AS', '3C'], target: ['4D'], contract: { bid: 3, tricks: 5 } };
  await explainer.ready();
  // Two groups, the cards in no group and the contract.
  expect(explainer.shadowRoot?.querySelectorAll('.steps li').length).to.equal(4);
  collect();

  await simulator.ready();
  collect();
  simulator.games = 6;
  const results = await simulator.run();
  expect(results?.length).to.equal(2);
  await simulator.updateComplete;
  // The charts' data tables are read as a person opens them.
  simulator.shadowRoot?.querySelectorAll('details').forEach((d) => (d.open = true));
  collect();
}

describe('the studio speaks the page language', () => {
  const english = new Set<string>();
  before(async function () {
    this.timeout(60000);
    await useTheStudio('en', english);
  });

  for (const lang of ['ko', 'ru', 'es'] as const) {
    it(`edits, explains and simulates a variant in ${lang} with no English left`, async function () {
      this.timeout(60000);
      const texts = new Set<string>();
      await useTheStudio(lang, texts);
      const kept = namesKept(lang);
      const left = englishLeft(lang, texts, english).filter((text) => {
        // The names kept as they are, longest first, are taken out before the words are looked at.
        // So are the rules' words quoted in a message ('count'), file names and the CSV format's name.
        const typed = text.replace(/'[^']*'|[\w./-]+\.rules\b|\bCSV\b/g, ' ');
        const rest = [...kept].sort((a, b) => b.length - a.length).reduce((t, name) => t.split(name).join(' '), typed);
        return (rest.match(/[A-Za-z]{3,}/g) ?? []).some((word) => !(lang === 'es' && SAME_IN_SPANISH.has(word)));
      });
      expect(left, `English left in ${lang}`).to.deep.equal([]);
    });
  }

  it('says what a variant changes in the page language, with the rules as written', async () => {
    const page = await fixture<HTMLElement>(html`<div lang="ru"><rules-editor persist="languages-changes"></rules-editor></div>`);
    const editor = page.querySelector('rules-editor') as RulesEditor;
    await speaking(editor, 'ru');
    await editor.ready();
    editor.value = FIXED.replace('cards 10 each', 'cards 10 each\nbatch "Monochrome" {\n  holds 4\n}');
    await editor.ready();
    const lines = Array.from(editor.shadowRoot?.querySelectorAll('.changes li') ?? []).map((li) => li.textContent);
    expect(lines).to.deep.equal([
      'карт у каждого: 12 → 10',
      'группа «Одноцветная партия»: вмещает: добавлено (4)',
      'группа «Bonus»: добавлено',
    ]);
    localStorage.removeItem('pomona-rules-editor:languages-changes');
  });

  it('says why a typed position is not one in the page language', async () => {
    const page = await fixture<HTMLElement>(html`<div lang="ru"><score-explainer ruleset="apples.rules"></score-explainer></div>`);
    const explainer = page.querySelector('score-explainer') as ScoreExplainer;
    await speaking(explainer, 'ru');
    await explainer.ready();
    const form = explainer.shadowRoot?.querySelector<HTMLFormElement>('form.typed');
    (form?.elements.namedItem('cards') as HTMLInputElement).value = 'AS ZZ';
    form?.requestSubmit();
    await explainer.updateComplete;
    expect(explainer.shadowRoot?.querySelector('#typed-problem')?.textContent).to.equal(
      "'ZZ' — не карта: напишите достоинство (A K Q J 10 9 8 7 6 5 4 3 2, или T вместо 10) и букву масти (S C H D), например 10D или QS",
    );
    (form?.elements.namedItem('cards') as HTMLInputElement).value = 'AS / 2S 3S';
    form?.requestSubmit();
    await explainer.updateComplete;
    expect(explainer.shadowRoot?.querySelector('#typed-problem')?.textContent).to.equal('по правилам откладывается карт-целей: 1, а не 2');
  });

  it('says a problem in the page language from the catalogue pomona check uses', async () => {
    const texts = new Set<string>();
    const page = await fixture<HTMLElement>(html`<div lang="ru"><rules-editor persist="languages-ru"></rules-editor></div>`);
    const editor = page.querySelector('rules-editor') as RulesEditor;
    await speaking(editor, 'ru');
    await editor.ready();
    editor.value = NAME_ONLY;
    await editor.ready();
    await waitUntil(() => editor.shadowRoot?.querySelector('.problem-message'), 'the problem is listed', { timeout: 5000 });
    collectTexts(editor, texts);
    expect(editor.shadowRoot?.querySelector('.problem-message')?.textContent).to.equal(
      "ошибка: неизвестное имя 'cout' — может быть, 'count'?",
    );
    expect(editor.shadowRoot?.querySelector('.problems .fix')?.textContent).to.equal("Заменить на 'count'");
    localStorage.removeItem('pomona-rules-editor:languages-ru');
  });
});
