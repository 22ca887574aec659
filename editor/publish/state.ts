/**
 * Where the project stands, for the editor's publish panel. Reads only local information (no
 * fetch, so it is instant and works offline): ahead and behind count against the remote-tracking
 * branch as of the last fetch, which every push or review publish refreshes.
 */
import { CONFIG_DIR } from '../files.ts';
import { PublishError } from './errors.ts';
import { runGit } from './git.ts';
import { repoInfo } from './repo.ts';
import { readPublishSettings, type PublishSettings } from './settings.ts';

export interface PublishState {
  /** The checked-out branch; null on a detached HEAD. */
  branch: string | null;
  /** HEAD's commit; null before the first commit. */
  head: string | null;
  /** The branch's configured upstream, like "origin/main", if any. */
  upstream: string | null;
  /** The remote branch publishing goes to, like "origin/main" (from the settings). */
  target: string | null;
  /** Local commits not on the target, and its commits not here, as of the last fetch; null when it was never fetched. */
  ahead: number | null;
  behind: number | null;
  /** Files in site.config/ with unresolved conflicts (unmerged in the index). */
  conflicts: string[];
  /** An operation git is in the middle of ("a merge", "a rebase"), or null. */
  busy: string | null;
  /** null when publish.config.json is broken (its message is in `problems`). */
  settings: PublishSettings | null;
  /** Plain sentences for what stops a publish right now (empty when nothing does). */
  problems: string[];
}

export async function publishState(root: string): Promise<PublishState> {
  const info = await repoInfo(root);
  const problems: string[] = [];
  let settings: PublishSettings | null = null;
  try {
    settings = await readPublishSettings(root);
  } catch (e) {
    if (!(e instanceof PublishError)) throw e;
    problems.push(e.message);
  }
  if (!info.head) problems.push('The git repository has no commits yet.');
  if (!info.branch) problems.push('The project is not on a branch (detached HEAD).');
  if (info.busy) problems.push(`Git is in the middle of ${info.busy}.`);

  const upstream = info.branch ? await runGit(root, ['rev-parse', '--abbrev-ref', '--symbolic-full-name', '@{upstream}'], { okCodes: [0, 128] }) : undefined;
  const unmerged = await runGit(root, ['ls-files', '--unmerged', '-z', '--', `${CONFIG_DIR}/`]);
  const conflicts = [
    ...new Set(
      unmerged.stdout
        .split('\0')
        .filter(Boolean)
        .map((l) => l.slice(l.indexOf('\t') + 1)),
    ),
  ];
  if (conflicts.length) problems.push(`Unresolved conflicts in ${conflicts.join(', ')}.`);

  let target: string | null = null;
  let ahead: number | null = null;
  let behind: number | null = null;
  if (settings?.branch) {
    target = `${settings.remote}/${settings.branch}`;
    if (settings.mode !== 'commit') {
      const remotes = (await runGit(root, ['remote'])).stdout.split('\n');
      if (!remotes.includes(settings.remote)) problems.push(`There is no remote repository named "${settings.remote}".`);
    }
    const tracking = `refs/remotes/${target}`;
    const known = await runGit(root, ['rev-parse', '--verify', '--quiet', `${tracking}^{commit}`], { okCodes: [0, 1] });
    if (info.head && known.code === 0) {
      const [a, b] = (await runGit(root, ['rev-list', '--left-right', '--count', `HEAD...${tracking}`])).stdout.trim().split(/\s+/);
      ahead = Number(a);
      behind = Number(b);
    }
  }
  return {
    branch: info.branch,
    head: info.head,
    upstream: upstream?.code === 0 ? upstream.stdout.trim() : null,
    target,
    ahead,
    behind,
    conflicts,
    busy: info.busy,
    settings,
    problems,
  };
}
