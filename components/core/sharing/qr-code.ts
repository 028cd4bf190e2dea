/**
 * `<pomona-qr>`: a QR code of a short text (a share link, a room link), drawn on the page as SVG
 * by Pomona's own encoder (qr-encode.ts): nothing is sent anywhere and no image is fetched, so it
 * works offline and under a Content-Security-Policy without `data:` images or inline styles.
 */
import { LitElement, css, html, svg } from 'lit';
import { defineOnce } from '../define.js';
import { encodeQr, type QrOutcome } from './qr-encode.js';

/** Light modules kept around the symbol, as the standard asks, so a camera finds its edge. */
const QUIET_ZONE = 4;

/** The SVG path of a symbol's dark modules: one `h` run per stretch of dark modules in a row. */
function darkPath(size: number, modules: readonly boolean[]): string {
  const parts: string[] = [];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (!modules[y * size + x]) continue;
      let end = x;
      while (end + 1 < size && modules[y * size + end + 1]) end++;
      parts.push(`M${x + QUIET_ZONE} ${y + QUIET_ZONE}h${end - x + 1}v1h${-(end - x + 1)}z`);
      x = end;
    }
  }
  return parts.join('');
}

/**
 * A QR code of `value`, dark on light whatever the page's colours (a camera needs the contrast).
 * @tagname pomona-qr
 * @csspart symbol - the SVG drawing
 * @csspart message - what is shown instead when the text is too long for a QR code
 * @cssprop --pomona-qr-size - the drawing's width and height (default 12rem)
 */
export class PomonaQr extends LitElement {
  static override styles = css`
    :host {
      display: inline-block;
      line-height: 0;
    }
    svg {
      width: var(--pomona-qr-size, 12rem);
      height: var(--pomona-qr-size, 12rem);
      background: #fff;
    }
    .dark {
      fill: #000;
    }
    p {
      line-height: 1.4;
      margin: 0;
    }
  `;

  static override properties = {
    value: { type: String },
    label: { type: String },
  };

  /** The text to encode (UTF-8, byte mode, error correction level M). */
  declare value: string;
  /** What the drawing is called for screen readers (default "QR code of the link"). */
  declare label: string;

  private encodedFor: string | null = null;
  private outcome: QrOutcome | null = null;

  constructor() {
    super();
    this.value = '';
    this.label = 'QR code of the link';
  }

  /** The encoded symbol of the current value (encoded once per value). */
  private encoded(): QrOutcome {
    if (this.encodedFor !== this.value || !this.outcome) {
      this.outcome = encodeQr(this.value, 'M');
      this.encodedFor = this.value;
    }
    return this.outcome;
  }

  override render() {
    if (!this.value) return html``;
    const outcome = this.encoded();
    if (!outcome.ok) return html`<p part="message" role="status">No QR code: ${outcome.message}.</p>`;
    const { size, modules } = outcome.symbol;
    const side = size + 2 * QUIET_ZONE;
    return html`<svg part="symbol" role="img" aria-label=${this.label} viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges">
      ${svg`<path class="dark" d=${darkPath(size, modules)}></path>`}
    </svg>`;
  }
}

defineOnce('pomona-qr', PomonaQr);

declare global {
  interface HTMLElementTagNameMap {
    'pomona-qr': PomonaQr;
  }
}
