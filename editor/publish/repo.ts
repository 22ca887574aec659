/** What every publish step needs to know about the repository first, and the checks that refuse early. */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { PublishError } from './errors.ts';
import { runGit } from './git.ts';

export interface RepoInfo {
  /** This worktree's git folder (absolute). */
  gitDir: string;
  /** The repository's top folder; the project root may be a folder inside it. */
  top: string;
  /** The project root relative to `top`, with a trailing "/" ("" when they are the same). */
  prefix: string;
  branch: string | null;
  head: string | null;
  /** An operation git is in the middle of ("a merge"), which a publish must not finish by accident. */
  busy: string | null;
}

const OPERATIONS: [string, string][] = [
  ['MERGE_HEAD', 'a merge'],
  ['rebase-merge', 'a rebase'],
  ['rebase-apply', 'a rebase'],
  ['CHERRY_PICK_HEAD', 'a cherry-pick'],
  ['REVERT_HEAD', 'a revert'],
];

export async function repoInfo(root: string): Promise<RepoInfo> {
  const { stdout } = await runGit(root, ['rev-parse', '--absolute-git-dir', '--show-toplevel', '--show-prefix']);
  const [gitDir, top, prefix = ''] = stdout.split('\n');
  const [branch, head] = await Promise.all([
    runGit(root, ['symbolic-ref', '--quiet', '--short', 'HEAD'], { okCodes: [0, 1] }),
    runGit(root, ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}'], { okCodes: [0, 1] }),
  ]);
  const busy = OPERATIONS.find(([file]) => existsSync(join(gitDir, file)))?.[1] ?? null;
  return {
    gitDir,
    top,
    prefix,
    branch: branch.code === 0 ? branch.stdout.trim() : null,
    head: head.code === 0 ? head.stdout.trim() : null,
    busy,
  };
}

/** Refuses to publish from a repository without commits, without a branch or in the middle of a merge or rebase. */
export function requireReady(info: RepoInfo, needBranch = true): asserts info is RepoInfo & { head: string } {
  if (!info.head)
    throw new PublishError('no-commits', 'The git repository has no commits yet. A developer needs to make the first commit before the editor can publish.');
  if (needBranch && !info.branch) {
    throw new PublishError(
      'detached-head',
      'The project is not on a branch (git\'s "detached HEAD"). A developer needs to switch to a branch before publishing.',
    );
  }
  if (info.busy)
    throw new PublishError('busy', `Git is in the middle of ${info.busy} in this project. A developer needs to finish or abort it before publishing.`);
}

/** Refuses a remote the repository does not have (git itself would take the name for a path or URL). */
export async function requireRemote(root: string, remote: string): Promise<void> {
  const { stdout } = await runGit(root, ['remote']);
  if (!stdout.split('\n').includes(remote)) {
    throw new PublishError(
      'no-remote',
      `This project has no remote repository named "${remote}" to publish to. A developer needs to add it (git remote add ${remote} <address>).`,
    );
  }
}

/** A path git printed relative to the repository's top, made relative to the project root like every path of this API. */
export function fromTop(info: RepoInfo, root: string, path: string): string {
  if (path.startsWith(info.prefix)) return path.slice(info.prefix.length);
  return relative(root, join(info.top, path)).split(sep).join('/');
}

export async function headCommit(root: string): Promise<string> {
  return (await runGit(root, ['rev-parse', '--verify', 'HEAD^{commit}'])).stdout.trim();
}

/** Whether `ancestor` is in the history of `descendant` (`git merge-base --is-ancestor` answers with its exit code). */
export async function isAncestor(root: string, ancestor: string, descendant: string): Promise<boolean> {
  const { code } = await runGit(root, ['merge-base', '--is-ancestor', ancestor, descendant], { okCodes: [0, 1] });
  return code === 0;
}

/**
 * Runs `fn` with the environment of a throwaway index (GIT_INDEX_FILE in a fresh temporary folder):
 * commits are built there so the project's own index, with whatever a developer staged, is never
 * touched, and nothing is left behind when a step fails.
 */
export async function withTempIndex<T>(fn: (env: { GIT_INDEX_FILE: string }) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'publish-index-'));
  try {
    return await fn({ GIT_INDEX_FILE: join(dir, 'index') });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const queues = new Map<string, Promise<unknown>>();

/**
 * One publish at a time per project in this process: two tabs publishing at once would race on
 * HEAD. (Another process is kept out by git's own locks and the compare-and-swap of `update-ref`.)
 */
export function serialized<T>(root: string, fn: () => Promise<T>): Promise<T> {
  const key = resolve(root);
  const before = queues.get(key) ?? Promise.resolve();
  const run = before.then(fn, fn);
  const settled = run.then(
    () => {},
    () => {},
  );
  queues.set(key, settled);
  void settled.then(() => {
    if (queues.get(key) === settled) queues.delete(key);
  });
  return run;
}
