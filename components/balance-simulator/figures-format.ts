/** How the balance simulator writes its figures, intervals and differences, on screen and in CSV. */
import { msg, str } from '@lit/localize';
import type { Difference, Estimate, FigureKind } from '../../src/core/bots/simulation-statistics.js';

/** A figure of this kind as people read it: points to 1 decimal, hands to 2, shares as percentages. */
export function formatFigure(kind: FigureKind, value: number, signed = false): string {
  if (!Number.isFinite(value)) return '–';
  const sign = signed && value > 0 ? '+' : '';
  // A minus sign, not a hyphen, for negative figures.
  const text = kind === 'share' ? `${(100 * value).toFixed(1)}%` : value.toFixed(kind === 'hands' ? 2 : 1);
  return `${sign}${text}`.replace(/^-/, '−');
}

/** "95%: 101.9 to 104.5", or a note when too few games give no interval. */
export function formatInterval(kind: FigureKind, e: Estimate, signed = false): string {
  if (!Number.isFinite(e.low) || !Number.isFinite(e.high))
    return msg('too few games for an interval', { id: 'studio-sim-too-few-games-for-an-interval' });
  const low = formatFigure(kind, e.low, signed);
  const high = formatFigure(kind, e.high, signed);
  return msg(str`95%: ${low} to ${high}`, { id: 'studio-sim-to' });
}

/** What a difference means: noise when its interval includes zero. */
export function verdict(d: Difference): string {
  if (!Number.isFinite(d.low)) return msg('too few games to tell', { id: 'studio-sim-too-few-games-to-tell' });
  return d.noise
    ? msg('not distinguishable from noise', { id: 'studio-sim-not-distinguishable-from-noise' })
    : msg('larger than noise', { id: 'studio-sim-larger-than-noise' });
}

/** A number for a spreadsheet: up to 6 significant digits, empty when there is none. */
export function csvNumber(value: number): string {
  return Number.isFinite(value) ? String(Number(value.toPrecision(6))) : '';
}

/** One CSV field, quoted when it holds a comma, a quote or a line break (RFC 4180). */
export function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
