// How the visual tests compare a screenshot with its committed baseline, so that they fail on a
// real change of look and not on a machine. Two machines of the same kind draw the same page with
// glyph edges a shade or a pixel apart (font hinting, anti-aliasing); a changed character, a moved
// button or a new colour changes whole strokes and areas.
//
// A pixel counts as changed when pixelmatch finds its colours apart (by more than `threshold` in
// its YIQ measure, where 0 is equal and 1 is black against white) and neither of them is an
// anti-aliased edge. A picture passes while at most `allowedPixels` pixels changed; pictures of
// different sizes never pass. A one-character change in the editor's 15 px monospace text changes
// about 8 pixels this way (test/components/visual-compare.test.ts), so the allowance stays below it.
// What makes baselines portable is pinning the fonts each picture uses (a generic `monospace` or
// `sans-serif` is whatever the machine's font configuration says), not a looser comparison.
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** The settings the visual tests use; test/components/visual-compare.test.ts shows what they catch. */
export const screenshotTolerance = Object.freeze({ threshold: 0.1, allowedPixels: 2 });

/**
 * The changed pixels between two decoded pictures of the same size, and a mask of them (1 = changed).
 * @param {{ width: number, height: number, data: Uint8Array }} baseline
 * @param {{ width: number, height: number, data: Uint8Array }} image
 */
export function changedPixels(baseline, image, tolerance = screenshotTolerance) {
  const { width, height } = baseline;
  if (image.width !== width || image.height !== height) throw new Error('changedPixels: the pictures differ in size');
  // Pixelmatch marks the pixels that differ and are not anti-aliasing in red on a transparent mask.
  const apart = new Uint8Array(width * height * 4);
  pixelmatch(baseline.data, image.data, apart, width, height, { threshold: tolerance.threshold, includeAA: false, diffMask: true });
  const mask = new Uint8Array(width * height);
  let count = 0;
  for (let p = 0; p < width * height; p++) {
    if (apart[p * 4 + 3] !== 0) {
      mask[p] = 1;
      count += 1;
    }
  }
  return { count, mask };
}

/**
 * `getImageDiff` for @web/test-runner-visual-regression: PNG buffers in, the changed pixels and a
 * picture of them out (changed pixels red over a faded copy of the baseline). Use it with
 * `failureThresholdType: 'pixel'` and `failureThreshold: screenshotTolerance.allowedPixels`.
 * @param {{ baselineImage: Buffer, image: Buffer }} args
 */
export function screenshotDiff({ baselineImage, image }) {
  const baseline = PNG.sync.read(baselineImage);
  const shot = PNG.sync.read(image);
  const { width, height } = shot;
  if (baseline.width !== width || baseline.height !== height) {
    return {
      error: `The screenshot is ${width}×${height} px and the baseline ${baseline.width}×${baseline.height} px.`,
      diffImage: image,
      diffPercentage: 100,
      diffPixels: width * height,
    };
  }
  const { count, mask } = changedPixels(baseline, shot);
  const diff = new PNG({ width, height });
  for (let p = 0; p < width * height; p++) {
    const grey = 255 - (255 - (baseline.data[p * 4] + baseline.data[p * 4 + 1] + baseline.data[p * 4 + 2]) / 3) * 0.15;
    diff.data.set(mask[p] ? [255, 0, 0, 255] : [grey, grey, grey, 255], p * 4);
  }
  return { error: '', diffImage: PNG.sync.write(diff), diffPercentage: (count / (width * height)) * 100, diffPixels: count };
}
