/**
 * The Astro side of `npm run bench:build`: Astro installed once per version into a cache folder
 * under the system's temporary folder (never into this project), and a generated Astro project
 * that builds the same N copies of a page the project's build does.
 *
 * The project's .astro components are in astro-template/: one route, src/pages/bench/[slug].astro,
 * whose getStaticPaths lists data/pages/*.json (copies of the page's JSON, made by scale.ts's
 * writeCopies as for the project's side) and renders each page's blocks with plain .astro
 * components, in a layout with the site header, breadcrumb and footer built from site.json. The
 * stylesheet (the same reset as the project's pages, and the components' rules) is inlined into
 * every page, as the project inlines its site stylesheet. The site's media folder is copied to
 * src/media/, where the hero shows its picture through Astro's own `<Picture>` (astro:assets,
 * sharp), its transforms cached in the project's .astro-cache/ from one build to the next.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeCopies } from '../scale.ts';

/**
 * The newest Astro that runs on Node 20. 6.0.0–6.0.5 list `^20.19.1 || >=22.12.0` in their
 * package.json `engines`, but their CLI (bin/astro.mjs) refuses any Node below 22.12 outside
 * StackBlitz ("Node.js v20.20.2 is not supported by Astro!"); 6.0.6 and later list >=22.12.0.
 * 5.18.2, the last 5.x (published after 6.0.5), lists `18.20.8 || ^20.3.0 || >=22.0.0`.
 */
export const ASTRO_VERSION = '5.18.2';

const TEMPLATE = join(import.meta.dirname, 'astro-template');

/** The folder holding node_modules/astro at `version`, installed there on first use. */
export function installAstro(version = ASTRO_VERSION): string {
  const dir = join(tmpdir(), 'rivo-bench-astro', `astro-${version}`);
  // Written last, so a folder an interrupted install left is installed again.
  const done = join(dir, 'installed');
  if (existsSync(done)) return dir;
  const temp = `${dir}.tmp-${process.pid}`;
  rmSync(temp, { recursive: true, force: true });
  mkdirSync(temp, { recursive: true });
  writeFileSync(join(temp, 'package.json'), JSON.stringify({ private: true, type: 'module' }));
  console.log(`Installing astro@${version} into ${dir} (once)…`);
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--save-exact', `astro@${version}`], { cwd: temp, stdio: ['ignore', 'ignore', 'inherit'] });
  const installed = (JSON.parse(readFileSync(join(temp, 'node_modules', 'astro', 'package.json'), 'utf8')) as { version: string }).version;
  if (installed !== version) throw new Error(`npm installed astro ${installed}, not ${version}`);
  rmSync(dir, { recursive: true, force: true });
  renameSync(temp, dir);
  writeFileSync(done, `${version}\n`);
  return dir;
}

export interface AstroProjectOptions {
  /** This project's root: its site.config/site.json and the CSS reset its pages use. */
  root: string;
  /** The page's JSON text, its route, and how many copies. */
  source: string;
  route: string;
  pages: number;
  /** The folder whose node_modules has Astro (installAstro). */
  astro: string;
}

/** Writes the Astro project into `dir` (an empty folder). */
export function writeAstroProject(dir: string, { root, source, route, pages, astro }: AstroProjectOptions) {
  cpSync(TEMPLATE, dir, { recursive: true });
  cpSync(join(root, 'node_modules', '@unocss', 'reset', 'tailwind.css'), join(dir, 'src', 'styles', 'reset.css'));
  if (existsSync(join(root, 'site.config', 'media'))) cpSync(join(root, 'site.config', 'media'), join(dir, 'src', 'media'), { recursive: true });
  mkdirSync(join(dir, 'data'), { recursive: true });
  cpSync(join(root, 'site.config', 'site.json'), join(dir, 'data', 'site.json'));
  writeCopies(join(dir, 'data', 'pages'), source, route, pages);
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'astro-bench', private: true, type: 'module', scripts: { build: 'astro build' } }, null, 2));
  // Pages as bench/page-00001.html like the project's; the stylesheet inlined into each page like the project's; the pictures'
  // transforms kept in the project (the default, node_modules/.astro, would be the shared install's, through the link below).
  writeFileSync(
    join(dir, 'astro.config.mjs'),
    `export default {\n  site: ${JSON.stringify((JSON.parse(readFileSync(join(root, 'site.config', 'site.json'), 'utf8')) as { url: string }).url)},\n  output: 'static',\n  cacheDir: './.astro-cache',\n  build: { format: 'file', inlineStylesheets: 'always' },\n};\n`,
  );
  symlinkSync(join(astro, 'node_modules'), join(dir, 'node_modules'));
}
