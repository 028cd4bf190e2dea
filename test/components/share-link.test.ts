import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { decodePayload, MAX_DECODED_BYTES } from '../../components/studio/share-link.js';
import { encodeRules, rulesFromFragment, rulesLink } from '../../components/studio/shared-rules.js';
import { commentedSources } from '../../src/core/rules/generated/commented-sources.js';
import '../../components/core/sharing/qr-code.js';
import type { PomonaQr } from '../../components/core/sharing/qr-code.js';

/** An address such as a site on a project host would have. */
const site = 'https://someone.github.io/pomona/index.html';
const apples = commentedSources['apples.rules'] as string;

/** Base64url of raw bytes (to write a hostile link by hand). */
function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

async function deflated(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** A page of the static site in a frame, once loaded. */
async function openPage(src: string): Promise<Document> {
  const frame = await fixture<HTMLIFrameElement>(html`<iframe title="a page of the site" src=${src} width="1280" height="900"></iframe>`);
  await waitUntil(
    () => frame.contentDocument?.readyState === 'complete' && frame.contentDocument.URL.includes('/dist/site/'),
    'the page loads',
    {
      timeout: 15000,
    },
  );
  return frame.contentDocument as Document;
}

describe('share links', () => {
  const variants: Record<string, string> = {
    'a file that extends Apples and changes the winning score': 'extends "apples.rules"\ngame "Apples to 300"\nset winning_score = 500\n',
    'a file that extends Apples and changes two values':
      'extends "apples.rules"\ngame "Apples, house rules"\nset winning_score = 500\ndeal 12 each\n',
    'a full copy of Apples with one number changed and its name kept': apples.replace('A: 15', 'A: 50'),
    'a full copy of Orchard with one number changed': (commentedSources['orchard.rules'] as string).replace('players 2..6', 'players 3..6'),
  };
  for (const [name, text] of Object.entries(variants)) {
    it(`fit in 300 characters for ${name}, and give the same text back`, async () => {
      const link = await rulesLink(site, text, { winning_score: 500 });
      expect(link.length).to.be.at.most(300);
      expect(await rulesFromFragment(new URL(link).hash)).to.deep.equal({ text, options: { winning_score: 500 } });
    });
  }

  /** `text` with its first `n` lines that hold a number changed (comments apart), each given `comment` when one is given. */
  function changedLines(text: string, n: number, comment?: string): string {
    let count = 0;
    return text
      .split('\n')
      .map((line) => {
        if (count >= n || line.trim().startsWith('#') || !/\d/.test(line)) return line;
        count++;
        const out = line.replace(/\d+/, (d) => String(Number(d) + 7));
        return comment ? `${out}  # ${comment}` : out;
      })
      .join('\n');
  }

  it('fit in 300 characters for every shipped ruleset with up to 20 of its lines changed, its comments kept, and give the same text back', async () => {
    for (const [file, text] of Object.entries(commentedSources)) {
      const variant = changedLines(text, 20);
      const link = await rulesLink(site, variant, { winning_score: 500 });
      expect(link.length, file).to.be.at.most(300);
      expect(await rulesFromFragment(new URL(link).hash)).to.deep.equal({ text: variant, options: { winning_score: 500 } });
    }
  });

  it('fit in 300 characters for Apples with 20 lines changed, each with a comment of its own', async () => {
    const variant = changedLines(apples, 20, 'ours');
    const link = await rulesLink(site, variant, { winning_score: 500 });
    expect(link.length).to.be.at.most(300);
    expect(await rulesFromFragment(new URL(link).hash)).to.deep.equal({ text: variant, options: { winning_score: 500 } });
  });

  it('still open when longer: Orchard with 20 commented lines changed', async () => {
    const variant = changedLines(commentedSources['orchard.rules'] as string, 20, 'we play it this way');
    const link = await rulesLink(site, variant);
    expect(link.length).to.be.above(300);
    expect(await rulesFromFragment(new URL(link).hash)).to.deep.equal({ text: variant, options: {} });
  });

  it('refuse a link compressed against a file that is not shipped, or damaged', async () => {
    expect(await rulesFromFragment('#r=1nothing.AAAA')).to.deep.equal({
      error: 'the link\'s rules are based on "nothing.rules", which is not a shipped ruleset',
    });
    expect(await rulesFromFragment('#r=1apples.AAAA')).to.deep.equal({ error: 'the link is damaged or too large to read' });
    expect(await rulesFromFragment('#r=1..%2F..%2Fetc.AAAA')).to.deep.equal({ error: 'the link is damaged or too large to read' });
  });

  it('carry a text unlike any shipped ruleset whole', async () => {
    const text = 'game "Tiny"\nfamily drafting\n';
    expect(await rulesFromFragment(`#r=${await encodeRules(text)}`)).to.deep.equal({ text, options: {} });
  });

  it('refuse a link that inflates past the limit, a damaged one, and edits that do not fit their ruleset', async () => {
    const bomb = base64url(await deflated(new Uint8Array(MAX_DECODED_BYTES + 1).fill(32)));
    expect(bomb.length).to.be.below(2000);
    expect(await decodePayload(bomb)).to.equal(null);
    expect(await rulesFromFragment(`#r=${bomb}`)).to.deep.equal({ error: 'the link is damaged or too large to read' });
    expect(await rulesFromFragment('#r=not!base64')).to.deep.equal({ error: 'the link is damaged or too large to read' });
    const outside = base64url(await deflated(new TextEncoder().encode(JSON.stringify({ b: 'apples.rules', e: [[99999, 1, 'x']] }))));
    expect(await rulesFromFragment(`#r=${outside}`)).to.deep.equal({
      error: 'the link is damaged: its changes do not fit the ruleset they are based on',
    });
    const foreign = base64url(await deflated(new TextEncoder().encode(JSON.stringify({ b: '../../etc/passwd', e: [] }))));
    expect(await rulesFromFragment(`#r=${foreign}`)).to.deep.equal({
      error: 'the link\'s rules are based on "../../etc/passwd", which is not a shipped ruleset',
    });
  });

  it('open the play page on a table of the variant', async () => {
    const link = await rulesLink(
      new URL('/dist/site/index.html', location.href).href,
      apples.replace('"Apples"', '"Apples, big aces"').replace('A: 15', 'A: 50'),
    );
    const doc = await openPage(link);
    await waitUntil(
      () => doc.querySelector('apples-table')?.shadowRoot?.querySelector('h2')?.textContent === 'Apples, big aces',
      'the table plays the variant',
      {
        timeout: 15000,
      },
    );
    expect(doc.querySelector('.shared-rules')?.textContent).to.equal('Playing Apples, big aces, the rules of the link you opened.');
  });

  it('open the studio with the variant playing beside the editor, no Apply needed', async () => {
    localStorage.removeItem('pomona-rules-editor:studio');
    const link = await rulesLink(
      new URL('/dist/site/studio.html', location.href).href,
      'extends "apples.rules"\ngame "Apples to 500"\nset winning_score = 500\n',
    );
    const doc = await openPage(link);
    await waitUntil(
      () => doc.querySelector('#studio-game')?.shadowRoot?.querySelector('h2')?.textContent === 'Apples to 500',
      'the game plays the variant',
      {
        timeout: 20000,
      },
    );
  });

  it('say on the play page why a link with broken rules is not played', async () => {
    const link = await rulesLink(
      new URL('/dist/site/index.html', location.href).href,
      'extends "apples.rules"\ngame "Broken"\nset winning_score = 150\n',
    );
    const doc = await openPage(link);
    await waitUntil(() => doc.querySelector('.shared-rules')?.textContent?.includes('cannot be played'), 'the page says why', {
      timeout: 15000,
    });
    expect(doc.querySelector('.shared-rules')?.textContent).to.contain("option 'winning_score' is one of 250, 500, not 150");
  });
});

describe('<pomona-qr>', () => {
  it('draws the link as an SVG image with a label', async () => {
    const el = await fixture<PomonaQr>(html`<pomona-qr value="https://someone.github.io/pomona/index.html#r=abc"></pomona-qr>`);
    const svg = el.shadowRoot?.querySelector('svg');
    expect(svg?.getAttribute('role')).to.equal('img');
    expect(svg?.getAttribute('aria-label')).to.equal('QR code of the link');
    // Version 4 (33 modules) with a quiet zone of 4 on each side.
    expect(svg?.getAttribute('viewBox')).to.equal('0 0 41 41');
    expect(svg?.querySelector('path')?.getAttribute('d')).to.match(/^M4 4h7v1h-7z/);
    await expect(el).to.be.accessible();
  });

  it('says so instead of drawing when the text is too long', async () => {
    const el = await fixture<PomonaQr>(html`<pomona-qr .value=${'x'.repeat(700)}></pomona-qr>`);
    expect(el.shadowRoot?.querySelector('svg')).to.equal(null);
    expect(el.shadowRoot?.textContent).to.contain('No QR code: the text is 700 bytes');
  });
});
