/**
 * The elements' own words in every language: <pomona-game>, the game-over panel, the replay bar and the score sheet's frame
 * rendered in en, ko, ru and es. A render fails on a missing translation (English left where the
 * language has its own words), on a message id shown raw, and a page in English fetches no catalogue.
 * (Action and event sentences come from each family's notation, which is not translated yet.)
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { render } from 'lit';
import '../families/high-card/index.js';
import '../../components/core/pomona-game.js';
import type { PomonaGame } from '../../components/core/pomona-game.js';
import { renderGameOver } from '../../components/core/frame/game-over.js';
import { renderReplayBar } from '../../components/core/replay/replay-bar.js';
import { renderScoreSheet } from '../../components/core/frame/score-sheet.js';
import type { ReplayPosition } from '../../components/core/replay/replay-viewer.js';

const root = (el: PomonaGame) => el.shadowRoot as ShadowRoot;
/** The element's own words: everything but the family's sentences (action buttons and the log). */
function chrome(el: PomonaGame): string {
  const copy = root(el).querySelector('section')?.cloneNode(true) as HTMLElement | undefined;
  copy?.querySelectorAll('[part="actions"], ol.log').forEach((n) => n.remove());
  const labels = [...root(el).querySelectorAll('[aria-label]')].map((n) => n.getAttribute('aria-label'));
  return `${copy?.textContent ?? ''} ${labels.join(' ')}`;
}

/** English words of the converted strings that no other language's render may show. */
const ENGLISH =
  /\b(Scores|Your turn|Waiting|Player|You|Game over|won|Loading|choices|What happened|New game|Replay|Pause|Play|Speed|per second|Back|Forward|First|Last|Previous|Next|Action)\b/;
/** A message id shown instead of its text. */
const RAW_ID = /\b(game|replay|game-over)\.[a-z-]+\b/;

const EXPECTED = {
  ko: { scores: '점수', player: '번 플레이어', newGame: '새 게임', replay: '재생' },
  ru: { scores: 'Очки', player: 'Игрок', newGame: 'Новая игра', replay: 'Играть' },
  es: { scores: 'Puntos', player: 'Jugador', newGame: 'Partida nueva', replay: 'Reproducir' },
} as const;

async function highCardRules(): Promise<string> {
  return (await fetch('/test/families/high-card/high-card.rules')).text();
}

const replay = { index: 2, playing: false, speed: 2, saved: { log: [1, 2, 3, 4] } } as unknown as ReplayPosition<unknown>;
const controls = { seek: () => {}, step: () => 0, play: () => {}, close: () => {} };

function panels(): string {
  const host = document.createElement('div');
  render(
    html`${renderGameOver('x', html``, () => {})}${renderReplayBar(replay, { small: 'x', large: 'y' }, controls)}${renderScoreSheet('G', 'T', '', '', '')}`,
    host,
  );
  const labels = [...host.querySelectorAll('[aria-label], [title]')].map(
    (n) => `${n.getAttribute('aria-label') ?? ''} ${n.getAttribute('title') ?? ''}`,
  );
  return `${host.textContent ?? ''} ${labels.join(' ')}`.replace(/\s+/g, ' ');
}

describe('the elements in every language', () => {
  it('speaks English by default, and a page in English fetches no catalogue', async () => {
    const el = await fixture<PomonaGame>(
      html`<pomona-game lang="en" seats="you,rules" seed="t" bot-delay="0" .rules=${await highCardRules()}></pomona-game>`,
    );
    await waitUntil(() => root(el).querySelector('caption'), 'the table is shown');
    expect(chrome(el)).to.contain('Scores');
    expect(panels()).to.contain('New game');
    const fetched = performance.getEntriesByType('resource').map((r) => r.name);
    expect(fetched.filter((url) => /components\/locales\//.test(url))).to.deep.equal([]);
  });

  for (const [lang, words] of Object.entries(EXPECTED)) {
    it(`renders <pomona-game>, the game-over panel, the replay bar and the score sheet in ${lang} with no English or raw ids left`, async () => {
      const el = await fixture<PomonaGame>(
        html`<pomona-game lang=${lang} seats="you,rules" seed="t" bot-delay="0" .rules=${await highCardRules()}></pomona-game>`,
      );
      await waitUntil(() => root(el).querySelector('caption')?.textContent?.includes(words.scores), `the table speaks ${lang}`, {
        timeout: 5000,
      });
      const shown = `${chrome(el)} ${panels()}`;
      expect(shown).to.contain(words.player);
      expect(shown).to.contain(words.newGame);
      expect(shown).to.contain(words.replay);
      expect(shown).not.to.match(ENGLISH);
      expect(shown).not.to.match(RAW_ID);
      await expect(el).to.be.accessible();
    });
  }

  it('takes the nearest lang above it, and switches at run time without restarting the game', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div lang="ru"><pomona-game seats="you,rules" seed="t" bot-delay="0" .rules=${await highCardRules()}></pomona-game></div>`,
    );
    const el = wrapper.querySelector('pomona-game') as PomonaGame;
    await waitUntil(() => root(el).querySelector('caption')?.textContent?.includes('Очки'), 'the table speaks Russian', { timeout: 5000 });
    const first = root(el).querySelector<HTMLButtonElement>('[part="actions"] button');
    first?.click();
    await el.updateComplete;
    const played = root(el).querySelectorAll('ol.log li').length;
    expect(played).to.be.greaterThan(0);
    wrapper.setAttribute('lang', 'es');
    await waitUntil(() => root(el).querySelector('caption')?.textContent?.includes('Puntos'), 'the table speaks Spanish', {
      timeout: 5000,
    });
    expect(root(el).querySelectorAll('ol.log li').length).to.be.at.least(played);
  });
});
