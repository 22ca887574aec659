/**
 * Compares two folders of screenshots (bench/screens.ts) pixel by pixel.
 * Usage: tsx bench/pixels.ts <before-dir> <after-dir> [diff-dir]
 * Prints one line per image; writes a diff image for each that differs; exits 1 on any change.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The smallest box holding every pixel pixelmatch painted in its diff colour (pure red). */
function changedBox(diff: PNG): Box {
  const box = { x0: diff.width, y0: diff.height, x1: -1, y1: -1 };
  for (let y = 0; y < diff.height; y++) {
    for (let x = 0; x < diff.width; x++) {
      const i = (y * diff.width + x) * 4;
      if (diff.data[i] !== 255 || diff.data[i + 1] !== 0 || diff.data[i + 2] !== 0) continue;
      box.x0 = Math.min(box.x0, x);
      box.y0 = Math.min(box.y0, y);
      box.x1 = Math.max(box.x1, x);
      box.y1 = Math.max(box.y1, y);
    }
  }
  return box;
}

/**
 * The largest change of one colour channel between the two images, out of 255: a gradient
 * rounded one level differently changes thousands of pixels by 1, which no one can see.
 */
function largestChannelChange(before: PNG, after: PNG): number {
  let largest = 0;
  for (let i = 0; i < before.data.length; i++) largest = Math.max(largest, Math.abs(before.data[i] - after.data[i]));
  return largest;
}

/** The changed region (plus a margin) of both images, before above after, for a person to look at. */
function sideBySide(before: PNG, after: PNG, box: Box, margin = 40): PNG {
  const x0 = Math.max(0, box.x0 - margin);
  const y0 = Math.max(0, box.y0 - margin);
  const w = Math.min(before.width, box.x1 + margin + 1) - x0;
  const h = Math.min(before.height, box.y1 + margin + 1) - y0;
  const out = new PNG({ width: w, height: h * 2 + 4 });
  out.data.fill(255);
  PNG.bitblt(before, out, x0, y0, w, h, 0, 0);
  PNG.bitblt(after, out, x0, y0, w, h, 0, h + 4);
  return out;
}

const [beforeDir, afterDir, diffDir = 'reports/pixels'] = process.argv.slice(2);
if (!beforeDir || !afterDir) {
  console.error('Usage: tsx bench/pixels.ts <before-dir> <after-dir> [diff-dir]');
  process.exit(1);
}
mkdirSync(diffDir, { recursive: true });

const names = [...new Set([...readdirSync(beforeDir), ...readdirSync(afterDir)])].filter((n) => n.endsWith('.png')).sort();
let changed = 0;
for (const name of names) {
  const a = join(beforeDir, name);
  const b = join(afterDir, name);
  if (!existsSync(a) || !existsSync(b)) {
    changed++;
    console.log(`✖ ${name.padEnd(48)} only in ${existsSync(a) ? 'before' : 'after'}`);
    continue;
  }
  const before = PNG.sync.read(readFileSync(a));
  const after = PNG.sync.read(readFileSync(b));
  if (before.width !== after.width || before.height !== after.height) {
    changed++;
    console.log(`✖ ${name.padEnd(48)} size ${before.width}×${before.height} → ${after.width}×${after.height}`);
    continue;
  }
  const { width, height } = before;
  const diff = new PNG({ width, height });
  // threshold 0: any change of colour counts; anti-aliasing is reported like everything else.
  const count = pixelmatch(before.data, after.data, diff.data, width, height, { threshold: 0, includeAA: true });
  if (count === 0) {
    console.log(`✓ ${name.padEnd(48)} identical (${width}×${height})`);
    continue;
  }
  changed++;
  const box = changedBox(diff);
  writeFileSync(join(diffDir, name), PNG.sync.write(diff));
  writeFileSync(join(diffDir, name.replace('.png', '-crop.png')), PNG.sync.write(sideBySide(before, after, box)));
  const largest = largestChannelChange(before, after);
  console.log(
    `✖ ${name.padEnd(48)} ${count} pixels differ in x ${box.x0}–${box.x1}, y ${box.y0}–${box.y1}, by at most ${largest}/255 per channel → ${join(diffDir, name)}`,
  );
}
console.log(`${names.length - changed} of ${names.length} screenshots identical.`);
process.exit(changed ? 1 : 0);
