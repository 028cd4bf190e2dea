// How the visual tests compare a screenshot with its committed baseline, so that they fail on a
// real change of look and not on a machine: the settings of pixelmatch (which
// @web/test-runner-visual-regression runs) that web-test-runner.config.js gives the plugin, and
// the same comparison for the test of the comparison itself (test/components/visual-compare.test.ts).
//
// A pixel counts as changed when pixelmatch finds its colours apart (by more than `threshold` in
// its YIQ measure, where 0 is equal and 1 is black against white) and neither of them is an
// anti-aliased edge. A picture passes while at most `allowedPixels` pixels changed; pictures of
// different sizes never pass. A one-character change in the editor's 15 px monospace text changes
// about 8 pixels this way, so the allowance stays below it. What makes baselines portable is
// pinning the fonts each picture uses (a generic `monospace` or `sans-serif` is whatever the
// machine's font configuration says), not a looser comparison.
import pixelmatch from 'pixelmatch';

/** The settings the visual tests use. */
export const screenshotTolerance = Object.freeze({ threshold: 0.1, includeAA: false, allowedPixels: 2 });

/**
 * How many pixels changed between two decoded pictures of the same size.
 * @param {{ width: number, height: number, data: Uint8Array }} baseline
 * @param {{ width: number, height: number, data: Uint8Array }} image
 */
export function changedPixels(baseline, image) {
  const { width, height } = baseline;
  if (image.width !== width || image.height !== height) throw new Error('changedPixels: the pictures differ in size');
  const { threshold, includeAA } = screenshotTolerance;
  return pixelmatch(baseline.data, image.data, null, width, height, { threshold, includeAA });
}
