/** `npm run validate`: checks every file in site.config/ and the site as a whole. Warnings are printed and do not fail it. */
import { formatErrors, formatWarnings } from '../validator/format.ts';
import { loadSiteConfig } from '../validator/load.ts';

const dirArg = process.argv.slice(2).find((a) => !a.startsWith('-'));
const dir = dirArg ?? process.env.SITE_CONFIG_DIR ?? 'site.config';
// Only the errors or the counts: a bundle would keep every page in memory.
const { counts, errors, warnings = [] } = loadSiteConfig(dir, undefined, { countsOnly: true });
if (warnings.length > 0) console.warn(`${formatWarnings(warnings, process.stderr.isTTY === true)}\n`);
if (errors.length > 0) {
  console.error(formatErrors(errors, process.stderr.isTTY === true));
  process.exit(1);
}
const c = counts!;
console.log(`${dir.replace(/\/+$/, '')} is valid: ${c.pages} pages, ${c.forms} forms, ${c.plans} plans and packages.`);
