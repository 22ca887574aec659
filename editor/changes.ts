import { execFile } from 'node:child_process';
import { describeTexts } from './describe-changes.ts';
import { CONFIG_DIR, guardPath, readGuarded } from './files.ts';

export interface Change {
  file: string;
  status: 'modified' | 'added' | 'deleted';
  diff: string;
  /** The change in words ("About Us › Hero › Heading: 'A' → 'B'"), read before the raw diff. */
  words: string[];
}

/** Runs git without a shell; exit code 1 is an answer for `diff --no-index` ("the files differ"). */
function git(root: string, args: string[], okCodes = [0]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile('git', ['-c', 'core.quotePath=false', ...args], { cwd: root, maxBuffer: 64 * 1024 * 1024, timeout: 20_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
      if (okCodes.includes(code)) resolve(stdout);
      else reject(new Error(`git ${args[0]} failed: ${stderr.trim() || error?.message}`));
    });
  });
}

/** The file's text now, read through the editor's guard (a pipe or a link out of the folder is not read). */
function textNow(root: string, file: string): string | undefined {
  const g = guardPath(root, file);
  if (!g.ok) return undefined;
  const got = readGuarded(root, g);
  return got.ok ? got.text : undefined;
}

const statuses: Record<string, Change['status']> = { M: 'modified', A: 'added', D: 'deleted', T: 'modified' };

/** Every file under site.config/ that differs from the last commit, with its unified diff: what a publish would contain. */
export async function listChanges(root: string): Promise<Change[]> {
  const spec = `${CONFIG_DIR}/`;
  const names = await git(root, ['diff', '--no-color', '--no-renames', '--relative', '--name-status', '-z', 'HEAD', '--', spec]);
  const fields = names.split('\0').filter(Boolean);
  const changes: Change[] = [];
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const file = fields[i + 1];
    const diff = await git(root, ['diff', '--no-color', '--no-renames', '--relative', 'HEAD', '--', file]);
    const status = statuses[fields[i][0]] ?? 'modified';
    const before = status === 'added' ? undefined : await git(root, ['show', `HEAD:./${file}`]).catch(() => undefined);
    changes.push({ file, status, diff, words: describeTexts(file, before, status === 'deleted' ? undefined : textNow(root, file)) });
  }
  const untracked = await git(root, ['ls-files', '-z', '--others', '--exclude-standard', '--', spec]);
  for (const file of untracked.split('\0').filter(Boolean)) {
    const diff = await git(root, ['diff', '--no-color', '--no-index', '--', '/dev/null', file], [0, 1]);
    changes.push({ file, status: 'added', diff, words: describeTexts(file, undefined, textNow(root, file)) });
  }
  return changes.sort((a, b) => a.file.localeCompare(b.file));
}
