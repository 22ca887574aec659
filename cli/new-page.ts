/**
 * `npm run new:page -- /some/route "Page title"`: writes site.config/pages/<route>.json with a
 * hero and a call to action (validator/new-page.ts). The config folder is SITE_CONFIG_DIR or
 * `--config <dir>` (default site.config).
 */
import { fileURLToPath } from 'node:url';
import { createPage } from '../validator/new-page.ts';

function main(argv: string[]) {
  const i = argv.indexOf('--config');
  const configDir = i >= 0 ? argv[i + 1] : undefined;
  const [route, title] = argv.filter((a, n) => !a.startsWith('--') && !(i >= 0 && n === i + 1));
  if (!route || title === undefined) {
    console.error('Usage: npm run new:page -- /some/route "Page title"');
    process.exit(1);
  }
  const result = createPage({ route, title, configDir });
  if (!result.ok) {
    console.error(result.message);
    process.exit(1);
  }
  console.log(`Created ${result.file} (${route}) with a hero and a call to action.

Next steps:
  1. Open ${result.file} and rewrite "description" and the hero's "lead" in your own words.
  2. Add blocks between the hero and the call to action (all kinds: docs/block-reference.md).
  3. npm run dev, then open http://localhost:5173${route} to see it; npm run validate to check it.
  4. Link to it from other pages or from site.config/site.json so that visitors find it.`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main(process.argv.slice(2));
