/**
 * How this project publishes, decided by its developers in a committed file at the project root,
 * `publish.config.json`:
 *
 *   { "mode": "commit" | "push" | "review", "remote": "origin", "branch": "main" }
 *
 * It lives outside site.config/ so it is never content an editor can change, and it is committed so
 * every checkout of the project publishes the same way. Every key is optional: mode "commit" (local
 * commits only, the safe default), remote "origin", and the branch that is checked out.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PublishError } from './errors.ts';
import { checkBranch, checkRemoteName } from './inputs.ts';
import { runGit } from './git.ts';

export const SETTINGS_FILE = 'publish.config.json';
export const MODES = ['commit', 'push', 'review'] as const;
export type PublishMode = (typeof MODES)[number];

export interface PublishSettings {
  mode: PublishMode;
  remote: string;
  /** The branch to publish to (push) or to propose the change for (review); null while HEAD is on no branch and none is set. */
  branch: string | null;
  /** Whether publish.config.json exists (false: every value is a default). */
  fromFile: boolean;
}

const KEYS = ['$schema', 'mode', 'remote', 'branch'];

const problem = (why: string) => new PublishError('settings', `${SETTINGS_FILE}: ${why}`);

/** The current branch, or null on a detached HEAD (or outside a repository: the publish itself says so). */
async function currentBranch(root: string): Promise<string | null> {
  try {
    const { stdout, code } = await runGit(root, ['symbolic-ref', '--quiet', '--short', 'HEAD'], { okCodes: [0, 1] });
    return code === 0 ? stdout.trim() : null;
  } catch {
    return null;
  }
}

/** Reads and checks publish.config.json; a missing file means the defaults, a broken one a PublishError with code "settings". */
export async function readPublishSettings(root: string): Promise<PublishSettings> {
  let text: string;
  try {
    text = await readFile(join(root, SETTINGS_FILE), 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw problem(`cannot be read (${(e as NodeJS.ErrnoException).code ?? 'error'}).`);
    return { mode: 'commit', remote: 'origin', branch: await currentBranch(root), fromFile: false };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw problem(`is not valid JSON (${(e as Error).message}).`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw problem('must be one JSON object, like { "mode": "push" }.');
  const settings = value as Record<string, unknown>;
  const unknown = Object.keys(settings).filter((k) => !KEYS.includes(k));
  if (unknown.length) throw problem(`unknown setting ${unknown.map((k) => JSON.stringify(k)).join(', ')}; the settings are "mode", "remote" and "branch".`);

  const mode = settings.mode ?? 'commit';
  if (!MODES.includes(mode as PublishMode)) throw problem(`"mode" must be ${MODES.map((m) => `"${m}"`).join(', ')}, not ${JSON.stringify(mode)}.`);
  let remote: string;
  try {
    remote = checkRemoteName(settings.remote ?? 'origin');
  } catch (e) {
    throw problem(`"remote": ${(e as Error).message}`);
  }
  let branch: string | null;
  if (settings.branch === undefined) branch = await currentBranch(root);
  else {
    try {
      branch = await checkBranch(root, settings.branch);
    } catch (e) {
      throw problem(`"branch": ${(e as Error).message}`);
    }
  }
  return { mode: mode as PublishMode, remote, branch, fromFile: true };
}
