/**
 * `npm run migrate`: brings every file of site.config/ to the schemas' version. A dry run by
 * default (a diff per file and a summary); `--write` writes all files or none, after the
 * migrated site passes the validator. `--config <dir>` migrates another folder. Temporary files
 * that an interrupted run left in the folder are removed first, and said so.
 */
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatErrors } from '../validator/format.ts';
import { loadSiteConfig } from '../validator/load.ts';
import { unifiedDiff } from '../validator/migrations/diff.ts';
import { migrations } from '../validator/migrations/index.ts';
import { migrateSite } from '../validator/migrations/run.ts';
import { readSiteFolder } from '../validator/migrations/site-folder.ts';
import { removeStaleMigrationTemps, writeAllOrNothing } from '../validator/migrations/write-files.ts';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Runs the command; returns what it prints and its exit code (tests call it on fixture folders). */
export function runMigrate(argv: string[], cwd = process.cwd()): { code: number; out: string } {
  const configIndex = argv.indexOf('--config');
  const configDir = configIndex >= 0 ? argv[configIndex + 1] : (process.env.SITE_CONFIG_DIR ?? 'site.config');
  if (!configDir) return { code: 2, out: 'Name the config folder after --config, for example `--config site.config`.' };
  // A migration killed midway (kill -9, a closed terminal) leaves its temporary files behind: nothing in them is needed.
  const removed = removeStaleMigrationTemps(resolve(cwd, configDir)).map((path) => relative(cwd, path).split('\\').join('/'));
  const result = migrate(argv, cwd, configDir, configIndex >= 0);
  if (!removed.length) return result;
  const what = `${plural(removed.length, 'temporary file')} that an interrupted migration left: ${removed.join(', ')}`;
  return { ...result, out: `Removed ${what}.\n${result.out}` };
}

function migrate(argv: string[], cwd: string, configDir: string, named: boolean): { code: number; out: string } {
  const write = argv.includes('--write');
  const command = `npm run migrate -- ${named ? `--config ${configDir} ` : ''}--write`;

  const folder = readSiteFolder(configDir, cwd);
  if (folder.errors.length) return { code: 1, out: `${formatErrors(folder.errors)}\nThese files cannot be read, so nothing was migrated.` };
  if (!folder.texts.size) return { code: 1, out: `There are no config files in ${configDir} (site.json, pages/, forms/, plans/).` };
  const { to, changed, problems } = migrateSite(folder.texts);
  if (problems.length) return { code: 1, out: `${problems.map((p) => `✖ ${configDir}/${p.message}`).join('\n')}\nNothing was migrated.` };
  if (!changed.size) return { code: 0, out: `All ${plural(folder.texts.size, 'file')} in ${configDir} are at version ${to}: nothing to migrate.` };

  const lines: string[] = [];
  const paths = [...changed.keys()].sort();
  if (!write) for (const path of paths) lines.push(unifiedDiff(`${configDir}/${path}`, changed.get(path)!.before, changed.get(path)!.after));
  const froms = [...new Set([...changed.values()].map((f) => f.from))].sort((a, b) => a - b);
  const steps = migrations.filter((m) => m.from >= froms[0]!).map((m) => `  ${m.from} → ${m.to}: ${m.description}`);
  const what = `${changed.size} of ${plural(folder.texts.size, 'file')} in ${configDir}, from version ${froms.join(' and ')} to version ${to}`;

  // The real validator on the migrated texts, in memory, before anything is written.
  const { errors } = loadSiteConfig(configDir, cwd, { files: new Map(paths.map((p) => [p, changed.get(p)!.after])) });
  if (errors.length) {
    lines.push(formatErrors(errors), `The migrated files would not pass \`npm run validate\`, so nothing was written.`);
    return { code: 1, out: lines.join('\n') };
  }
  if (!write) {
    lines.push(`Would migrate ${what}:`, ...steps, `The result passes \`npm run validate\`. Nothing was written: run \`${command}\` to write it.`);
    return { code: 0, out: lines.join('\n') };
  }
  try {
    writeAllOrNothing(
      resolve(cwd, configDir),
      paths.map((p) => ({ path: folder.real.get(p)!, ...changed.get(p)! })),
    );
  } catch (e) {
    return { code: 1, out: `Nothing was written: ${(e as Error).message}` };
  }
  lines.push(`Migrated ${what}:`, ...steps, 'The result passes `npm run validate`.');
  return { code: 0, out: lines.join('\n') };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { code, out } = runMigrate(process.argv.slice(2));
  (code === 0 ? console.log : console.error)(out);
  process.exitCode = code;
}
