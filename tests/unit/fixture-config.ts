import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentVersion } from '../../validator/content-version.ts';
import { loadSiteConfig } from '../../validator/load.ts';
import { expectedSchemaRef, type FileKind } from '../../validator/schemas.ts';

export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const fixturesDir = join(projectRoot, 'tests/fixtures');
const baseConfigDir = join(fixturesDir, 'base-config');
const badConfigDir = join(fixturesDir, 'bad-config');
/** The config folder inside a prepared temp root, so reported paths read "site.config/pages/home.json". */
export const CONFIG_DIR = 'site.config';

const toPosix = (p: string) => p.split('\\').join('/');

function kindOf(relPath: string): FileKind | undefined {
  if (relPath === 'site.json') return 'site';
  if (relPath === 'redirects.json') return 'redirects';
  const folder = relPath.split('/')[0];
  return ({ pages: 'page', forms: 'form', plans: 'plan' } as const)[folder as 'pages' | 'forms' | 'plans'];
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => toPosix(relative(dir, join(e.parentPath, e.name))));
}

/**
 * Copies one config file into the temp layout. A "$schema" that is right where the file sits
 * in tests/fixtures is rewritten to what is right in the temp folder, so only the cases that
 * break "$schema" on purpose report it. The fixtures are written for the blocks' current
 * version: a file that names none gets it on its first line, so every pinned line and column stays.
 */
function copyConfigFile(from: string, relPath: string, configRoot: string, cwd: string) {
  const to = join(configRoot, relPath);
  mkdirSync(dirname(to), { recursive: true });
  const kind = kindOf(relPath);
  if (!kind || !relPath.endsWith('.json')) return cpSync(from, to);
  const fromRef = expectedSchemaRef(toPosix(relative(projectRoot, from)), kind);
  const toRef = expectedSchemaRef(toPosix(relative(cwd, to)), kind);
  const text = readFileSync(from, 'utf8').replace(`"$schema": ${JSON.stringify(fromRef)}`, `"$schema": ${JSON.stringify(toRef)}`);
  writeFileSync(to, /"version"\s*:/.test(text) ? text : text.replace('{', `{ "version": ${contentVersion()},`));
}

/**
 * Builds base-config with one bad-config case laid over it in a new temp folder:
 * `<temp>/site.config/…`. "$schema" values are made right for a loader running in `cwd`
 * (default: the temp root). Returns the temp root; the caller removes it.
 */
export function prepareFixture(caseName?: string, cwd?: string): string {
  const tempRoot = mkdtempSync(join(tmpdir(), 'config-errors-'));
  const configRoot = join(tempRoot, CONFIG_DIR);
  const runFrom = cwd ?? tempRoot;
  for (const rel of listFiles(baseConfigDir)) copyConfigFile(join(baseConfigDir, rel), rel, configRoot, runFrom);
  if (!caseName) return tempRoot;

  const caseDir = join(badConfigDir, caseName);
  if (!existsSync(caseDir)) throw new Error(`No bad-config fixture named "${caseName}"`);
  for (const rel of listFiles(caseDir)) {
    if (rel !== 'delete.txt') copyConfigFile(join(caseDir, rel), rel, configRoot, runFrom);
  }
  const deleteList = join(caseDir, 'delete.txt');
  if (existsSync(deleteList)) {
    const names = readFileSync(deleteList, 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#'));
    for (const rel of names) rmSync(join(configRoot, rel));
  }
  return tempRoot;
}

/** Runs the loader on base-config plus one bad-config case, the way `npm run validate` would. */
export function loadFixture(caseName?: string): ReturnType<typeof loadSiteConfig> {
  const tempRoot = prepareFixture(caseName);
  try {
    return loadSiteConfig(CONFIG_DIR, tempRoot);
  } finally {
    rmSync(tempRoot, { recursive: true, force: true });
  }
}

/** Every case folder under tests/fixtures/bad-config. */
export function badConfigCases(): string[] {
  return readdirSync(badConfigDir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
}
