/**
 * <orchard-board> and <apples-to-apples> in Korean, Russian and Spanish: every word the element
 * itself shows or announces (headings, prompts, buttons, aria-labels, the score sheet) comes from
 * the catalogues, and Orchard's batch, attribute and colour names from the ruleset's own Korean
 * texts. Left out of the check, because they are not the element's words: seat names (given as
 * proper names here), Apples to Apples' deck (English by design), the engines' sentences (a batch's
 * scoring in words, refusals, previews, derivations and the live announcements of events) and
 * the rules as written (code).
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../components/orchard-board/orchard-board.js';
import '../../components/apples-to-apples/apples-to-apples.js';
import type { OrchardBoard } from '../../components/orchard-board/orchard-board.js';
import type { ApplesToApples } from '../../components/apples-to-apples/apples-to-apples.js';

/** Engine sentences and code inside Orchard's board, not the element's own words. */
const ORCHARD_NOT_OURS =
  '[role="status"], .scoring, .why-score, .preview, .why, .phone-about p, .as-written p, .why-score, code, .kw, .score-sheet .why, th .why';
/** Engine sentences and the deck's card texts inside Apples to Apples. */
const A2A_NOT_OURS = '[role="status"], .card .text, .card .detail';

/** The text a person reads or hears in `host` (through nested shadow roots), without what `skip` matches: text and aria-labels. */
function shown(host: Element, skip: string): string {
  const parts: string[] = [];
  const walk = (node: Node): void => {
    if (node instanceof Element) {
      if (node.matches(skip) || node.localName === 'style') return;
      const label = node.getAttribute('aria-label');
      if (label) parts.push(label);
      if (node.shadowRoot) walk(node.shadowRoot);
    } else if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? '');
    node.childNodes.forEach(walk);
  };
  walk(host.shadowRoot as ShadowRoot);
  return parts.join(' ').replace(/\s+/g, ' ');
}

/** A message id shown instead of its text. */
const RAW_ID = /\b(orchard|a2a|table|game|game-over|replay|score-sheet)\.[a-z-]+\b/;

/** English words of Orchard's converted strings (the ruleset's own batch and colour names are not among them). */
const ORCHARD_ENGLISH =
  /\b(Centre|phase|face down|your orchard|points?|pts|How it scores|Scores|Show the rule|Cards|Empty|Place here|Would score|Not allowed|to play|wins?|share the win|Final standings|Game over|Your turn|Choose|choose|Waiting|Turning|How you score|New game|Loading|Replay|Pass the device|Player|Score sheet|House rules|Deal the new game|Keep playing)\b/;
/** English words of Apples to Apples' converted strings. */
const A2A_ENGLISH =
  /\b(Players|judge|green|Green|placed|done|chosen|choosing|Everyone|drawn order|Each player|places|judged|returns|Round|about to turn|You judge|Cards to judge|Choose|Place|Red Apples|red cards?|Your|hand|I am done|You chose|Waiting|Game over|You are|The others|is judging|Dealing|New game|Cards won|to win|Player|Score sheet)\b/;

const LANGS = ['ko', 'ru', 'es'] as const;
/** Orchard's house rule as its language blocks describe it. */
const EASY_MODE = {
  ko: '쉬운 모드: 불량 배치는 감점이 없습니다',
  ru: 'Лёгкий режим: «Плохая партия» не отнимает очков',
  es: 'Modo fácil: el Lote Malo no resta puntos',
} as const;
/** A word each language's render must show: the prompt once the visitor has chosen an apple in Orchard, the hand's heading in Apples to Apples. */
const ORCHARD_PROMPT = { ko: '놓을 배치를 고르세요', ru: 'выберите набор', es: 'elige un lote' } as const;
const A2A_WORD = { ko: '빨간 카드', ru: 'красные карты', es: 'cartas rojas' } as const;

/** A board whose visitor has chosen a centre card, so batches show where it may go. */
async function orchardWithChoice(lang: string): Promise<OrchardBoard> {
  const board = await fixture<OrchardBoard>(
    html`<orchard-board lang=${lang} seed="lang" seats="you,rules" names="Ada,Bo" bot-delay="0"></orchard-board>`,
  );
  await waitUntil(() => board.view?.phase === 'place' && board.view.turn === board.view.player, 'the visitor is to play', {
    timeout: 15000,
  });
  await board.updateComplete;
  board.shadowRoot?.querySelector<HTMLButtonElement>('.centre button')?.click();
  await board.updateComplete;
  return board;
}

async function applesToApples(lang: string): Promise<ApplesToApples> {
  const el = await fixture<ApplesToApples>(
    html`<apples-to-apples lang=${lang} seed="lang" seats="you,random,random,random" names="Ana,Bo,Cy,Di" bot-delay="0"></apples-to-apples>`,
  );
  await waitUntil(() => el.shadowRoot?.querySelector('[part="hand"]') && (el.view?.hand.length ?? 0) > 0, 'the hand is dealt', {
    timeout: 15000,
  });
  await el.updateComplete;
  return el;
}

describe('the game elements in every language', () => {
  afterEach(() => localStorage.clear());

  for (const lang of LANGS) {
    it(`shows <orchard-board> in ${lang} with no English of its own or raw ids left, and passes axe`, async () => {
      const board = await orchardWithChoice(lang);
      await waitUntil(() => shown(board, ORCHARD_NOT_OURS).includes(ORCHARD_PROMPT[lang]), `the board speaks ${lang}`, { timeout: 5000 });
      const text = shown(board, ORCHARD_NOT_OURS);
      expect(board.shadowRoot?.querySelector('.batch.allowed'), 'a batch allows the chosen card').to.not.equal(null);
      expect(text).not.to.match(ORCHARD_ENGLISH);
      expect(text).not.to.match(RAW_ID);
      await expect(board).to.be.accessible();
    });

    it(`shows <orchard-board>'s house-rules form in ${lang} with the option described in the ruleset's words`, async () => {
      const board = await orchardWithChoice(lang);
      board.shadowRoot?.querySelector<HTMLButtonElement>('[part="controls"] button:not([part="undo"])')?.click();
      await waitUntil(() => board.shadowRoot?.querySelector('[part="house-rules"]'), 'the house rules are shown', { timeout: 5000 });
      // The option's description is the ruleset's, from its language block for the page's language.
      const form = board.shadowRoot?.querySelector('[part="house-rules"]') as HTMLElement;
      const label = form.querySelector('label')?.textContent ?? '';
      expect(label).to.equal(EASY_MODE[lang]);
      const text = shown(board, `${ORCHARD_NOT_OURS}, [part="house-rules"] label`);
      expect(text).not.to.match(ORCHARD_ENGLISH);
      expect(text).not.to.match(RAW_ID);
      await expect(board).to.be.accessible();
    });

    it(`shows <apples-to-apples> in ${lang} with no English but the deck's card texts, and passes axe`, async () => {
      const el = await applesToApples(lang);
      await waitUntil(() => shown(el, A2A_NOT_OURS).includes(A2A_WORD[lang]), `the game speaks ${lang}`, { timeout: 5000 });
      const text = shown(el, A2A_NOT_OURS);
      expect(text).not.to.match(A2A_ENGLISH);
      expect(text).not.to.match(RAW_ID);
      await expect(el).to.be.accessible();
    });
  }

  it("shows Orchard's Korean name, batch names, descriptions and colours from the ruleset's own Korean texts", async () => {
    const board = await orchardWithChoice('ko');
    await waitUntil(() => shown(board, ORCHARD_NOT_OURS).includes(ORCHARD_PROMPT.ko), 'the board speaks Korean', { timeout: 5000 });
    const text = shown(board, ORCHARD_NOT_OURS);
    expect(board.shadowRoot?.querySelector('h2')?.textContent).to.equal('과수원');
    for (const words of ['단색 배치', '불량 배치', '스위트 커플', '모든 카드가 같은 색입니다.', '단맛', '높이'])
      expect(text).to.contain(words);
    expect(text).to.match(/빨강|초록|노랑|갈색/);
    expect(text).not.to.contain('Monochrome');
  });

  it('switches language when lang changes, and the game goes on where it was', async () => {
    const board = await orchardWithChoice('ko');
    const centre = board.view?.centre.join(',');
    board.setAttribute('lang', 'es');
    await waitUntil(() => shown(board, ORCHARD_NOT_OURS).includes(ORCHARD_PROMPT.es), 'the board speaks Spanish', { timeout: 5000 });
    expect(board.view?.centre.join(',')).to.equal(centre);
    expect(board.shadowRoot?.querySelector('.batch.allowed'), 'the chosen card stays chosen').to.not.equal(null);
    // The batches' names follow, from the ruleset's Spanish.
    expect(shown(board, ORCHARD_NOT_OURS)).to.contain('Monocromo');
  });

  it('switches <apples-to-apples> from Russian to Korean mid-round with the same hand', async () => {
    const el = await applesToApples('ru');
    await waitUntil(() => shown(el, A2A_NOT_OURS).includes(A2A_WORD.ru), 'the game speaks Russian', { timeout: 5000 });
    const hand = el.view?.hand.map((c) => c.id).join(',');
    el.setAttribute('lang', 'ko');
    await waitUntil(() => shown(el, A2A_NOT_OURS).includes(A2A_WORD.ko), 'the game speaks Korean', { timeout: 5000 });
    expect(el.view?.hand.map((c) => c.id).join(',')).to.equal(hand);
    expect(shown(el, A2A_NOT_OURS)).not.to.match(A2A_ENGLISH);
  });
});
