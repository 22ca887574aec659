/** `npm run validate`: checks every file in site.config/ and the site as a whole. */
import { formatErrors } from './config/format.ts';
import { loadSiteConfig } from './config/load.ts';

const dirArg = process.argv.slice(2).find((a) => !a.startsWith('-'));
const dir = dirArg ?? process.env.SITE_CONFIG_DIR ?? 'site.config';
const { bundle, errors } = loadSiteConfig(dir);
if (errors.length > 0) {
  console.error(formatErrors(errors, process.stderr.isTTY === true));
  process.exit(1);
}
const b = bundle!;
console.log(
  `${dir.replace(/\/+$/, '')} is valid: ${b.pages.length} pages, ${Object.keys(b.forms).length} forms, ${Object.keys(b.plans).length} plans and packages.`,
);
