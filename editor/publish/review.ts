/**
 * Review mode: the change goes to a new branch on the remote, for someone to review and merge; the
 * local checkout is not touched at all.
 *
 * The commit is made with `git commit-tree` from a throwaway index holding HEAD's tree plus the
 * chosen files, and pushed as `<commit>:refs/heads/edit/…`: no local branch is created or checked
 * out, the working tree and index stay exactly as they were, and the change therefore still shows as
 * unpublished in the editor (it is "in review", not in the local branch). Once the request is merged
 * on the remote, taking in the remote branch brings the same text back, and the editor's copy can be
 * discarded. (Commit hooks do not run for a review commit: `git commit` would move HEAD; the review
 * itself, and the checks the remote runs on it, take their place.)
 */
import { PublishError } from './errors.ts';
import { runGit } from './git.ts';
import { withTempIndex } from './repo.ts';
import { stageFiles } from './commit.ts';

/** "Fix the pricing table’s header!" → "fix-the-pricing-table-s-header", at most 40 characters, "change" when nothing is left. */
export function slugOf(message: string): string {
  const slug = message
    .split('\n')[0]
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 40)
    .replace(/^-+|-+$/g, '');
  return slug || 'change';
}

/** `edit/<slug>-<yyyymmdd-hhmm>` (UTC): readable in the forge's branch list, sorted by time per change. */
export function reviewBranchName(message: string, now: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  const stamp = `${now.getUTCFullYear()}${p(now.getUTCMonth() + 1)}${p(now.getUTCDate())}-${p(now.getUTCHours())}${p(now.getUTCMinutes())}`;
  return `edit/${slugOf(message)}-${stamp}`;
}

/** A commit with HEAD as parent holding HEAD's tree plus `files` as they are on disk; HEAD, the index and the files are not touched. */
export async function reviewCommit(root: string, files: string[], message: string, env: Record<string, string>): Promise<string> {
  return withTempIndex(async (index) => {
    await stageFiles(root, files, { ...env, ...index });
    const tree = (await runGit(root, ['write-tree'], { env: index })).stdout.trim();
    const headTree = (await runGit(root, ['rev-parse', 'HEAD^{tree}'])).stdout.trim();
    if (tree === headTree) throw new PublishError('nothing-to-commit', 'There is nothing to publish: the files are the same as in the last published version.');
    return (await runGit(root, ['commit-tree', tree, '-p', 'HEAD'], { env, input: message })).stdout.trim();
  });
}

/**
 * The first of `edit/x`, `edit/x-2`, … `edit/x-9` that the remote does not have. A push to an
 * existing branch could otherwise add this change on top of someone else's review.
 */
export async function freeBranchName(root: string, remote: string, name: string): Promise<string> {
  const candidates = [name, ...Array.from({ length: 8 }, (_, i) => `${name}-${i + 2}`)];
  const { stdout } = await runGit(root, ['ls-remote', '--heads', '--', remote, ...candidates.map((c) => `refs/heads/${c}`)], { network: true });
  const taken = new Set(stdout.split('\n').map((l) => l.split('\t')[1]));
  const free = candidates.find((c) => !taken.has(`refs/heads/${c}`));
  if (!free)
    throw new PublishError('rejected', `The remote already has review branches named ${name} to ${candidates.at(-1)}; wait a minute and publish again.`);
  return free;
}
