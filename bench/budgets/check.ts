/**
 * `npm run budgets`: deterministic page-weight budgets over every HTML file of a build.
 * Usage: tsx bench/budgets/check.ts [dist-dir] [--json reports/budgets.json]
 * Fails when any page is over a budget, or when an island's module cannot be found.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { islandEntries } from '../../build/island-sources.ts';
import { IMAGE_BUDGET, imageCosts, imageOverBudget } from './images.ts';
import { islandModulesFrom, measurePage, type Manifest, type PageCost } from './measure.ts';

// The document's markup, not its words: see README.md, "Page weight". Icons moved from the CSS to
// the markup (an SVG sprite): markup gained 256 bytes, render-blocking CSS lost 512, and the CSS
// after the first block, which had no limit, has one.
export const BUDGET = { cssGz: 3584, bodyCssGz: 5120, markupGz: 3328, loadJsGz: 2048 };
const args = process.argv.slice(2);
const jsonAt = args.indexOf('--json');
const jsonOut = jsonAt >= 0 ? args.splice(jsonAt, 2)[1] : undefined;
const dist = resolve(args[0] ?? 'dist');
const root = dirname(dist);

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => relative(dist, join(e.parentPath, e.name)))
    .sort();
}

const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
const islandModules = islandModulesFrom(islandEntries(root), root, manifest);
const rows = htmlFiles(dist).map((f) => measurePage({ dist, manifest, islandModules }, f));

const kB = (n: number) => (n / 1024).toFixed(1);
const overOf = (l: typeof BUDGET) => (r: PageCost) =>
  [
    r.cssGz > l.cssGz && 'CSS',
    r.bodyCssGz > l.bodyCssGz && 'CSS after the first block',
    r.markupGz > l.markupGz && 'HTML markup',
    r.loadJsGz > l.loadJsGz && 'JS at load',
  ].filter(Boolean) as string[];
const over = overOf(BUDGET);

console.log(
  `Budgets (kB gzip): render-blocking CSS ≤ ${kB(BUDGET.cssGz)}, CSS after the first block (@body) ≤ ${kB(BUDGET.bodyCssGz)}, HTML markup (the document without its words) ≤ ${kB(BUDGET.markupGz)}, JS at load ≤ ${kB(BUDGET.loadJsGz)}.`,
);
console.log(
  "Listed, not limited: the whole HTML with its words (the editors' text), what the page fetches by itself after load and idle (@idle), and per island the JS it fetches when it wakes.\n",
);
console.log(
  `${'page'.padEnd(44)} ${'CSS'.padStart(6)} ${'CSS@body'.padStart(8)} ${'markup'.padStart(6)} ${'HTML'.padStart(6)} ${'JS@load'.padStart(8)} ${'JS@idle'.padStart(8)} ${'CSS@idle'.padStart(8)}  islands@when: JS fetched on wake`,
);
for (const r of rows) {
  const islands = r.islands.map((i) => `${i.name}@${i.hydrate} ${kB(i.gz)}`).join(', ') || '-';
  const mark = over(r).length ? '✖' : '✓';
  console.log(
    `${mark} ${r.file.padEnd(42)} ${kB(r.cssGz).padStart(6)} ${kB(r.bodyCssGz).padStart(8)} ${kB(r.markupGz).padStart(6)} ${kB(r.htmlGz).padStart(6)} ${kB(r.loadJsGz).padStart(8)} ${kB(r.idleJsGz).padStart(8)} ${kB(r.idleCssGz).padStart(8)}  ${islands}`,
  );
}

// Pictures: the file each screen fetches, per place (bench/budgets/images.ts).
const pictures = htmlFiles(dist).flatMap((file) => imageCosts(readFileSync(join(dist, file), 'utf8'), dist).map((cost) => ({ file, ...cost })));
const picturesOver = pictures.flatMap((p) => imageOverBudget(p).map((why) => `${p.file}: ${why}`));
console.log(
  `\nPictures (kB of the AVIF the browser picks; phone 375 px at 2x, laptop 1280 px at 1x), budgets per place: ${Object.entries(IMAGE_BUDGET)
    .map(([slot, b]) => `${slot} ≤ ${kB(b.phone)} / ${kB(b.laptop)}`)
    .join(', ')}.`,
);
for (const p of pictures)
  console.log(
    `${imageOverBudget(p).length ? '✖' : '✓'} ${p.file.padEnd(42)} ${p.slot.padEnd(6)} ${kB(p.phone.bytes).padStart(6)} ${kB(p.laptop.bytes).padStart(6)}`,
  );
if (jsonOut) {
  mkdirSync(dirname(jsonOut), { recursive: true });
  writeFileSync(jsonOut, JSON.stringify({ budget: BUDGET, rows, imageBudget: IMAGE_BUDGET, pictures }, null, 2));
}
const failed = rows.filter((r) => over(r).length);
console.log(`\n${rows.length - failed.length} of ${rows.length} pages within budget.`);
for (const r of failed) console.error(`✖ ${r.file}: over budget on ${over(r).join(', ')}`);
for (const why of picturesOver) console.error(`✖ ${why}`);
process.exit(failed.length || picturesOver.length ? 1 : 0);
