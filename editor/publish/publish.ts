/**
 * Publishing a change from the editor, in the project's mode (settings.ts):
 *
 * - commit: a local commit of the chosen files (commit.ts).
 * - push: fetch the branch first (an unreachable remote or refused credentials then change
 *   nothing), commit, take in what others published (sync.ts), push. A push refused because
 *   someone pushed meanwhile is retried after another fetch and merge, three tries in all, and is
 *   never forced. When a step after the commit fails, the commit stays on the local branch (history
 *   stays honest, nothing is lost): the error says so and carries the commit and how many local
 *   commits wait to be published; publishing again (even with no new change) pushes them.
 * - review: a commit of the chosen files on a new remote branch, with a link to open a pull or merge
 *   request (review.ts); the local checkout is not touched.
 *
 * A "push" request is refused unless the project's mode is push: pushing to the shared branch is
 * the project's decision, not the browser's. "commit" and "review" never change the shared branch.
 */
import { commitNow } from './commit.ts';
import { PublishError } from './errors.ts';
import { runGit } from './git.ts';
import { authorEnv, checkFiles, checkMessage, type Author } from './inputs.ts';
import { reviewLink } from './links.ts';
import { headCommit, isAncestor, repoInfo, requireReady, requireRemote, serialized } from './repo.ts';
import { freeBranchName, reviewBranchName, reviewCommit } from './review.ts';
import { MODES, readPublishSettings, type PublishMode } from './settings.ts';
import { fetchBranch, mergeCommits, moveHead, pushCommit, refuseBlockingChanges, type MergeFile } from './sync.ts';

export interface PublishRequest {
  /** Paths relative to the project root. Push mode with [] pushes only the local commits that wait (message then unused). */
  files: string[];
  message: string;
  author?: Author;
  /** Defaults to the project's mode; "push" only when the project's mode is push. */
  mode?: PublishMode;
  /** The editor's JSON three-way merge, tried on conflicting JSON files in site.config/. */
  mergeFile?: MergeFile;
  /**
   * Checks a commit that merges others' work in, before the branch moves or anything is pushed:
   * two sites that are each valid can merge into one that is not (both add the same route).
   * Throws (a PublishError) to stop the publish.
   */
  verify?: (commit: string) => Promise<void>;
  /** The time in the review branch's name (tests). */
  now?: Date;
}

export type PublishResult =
  | { mode: 'commit'; commit: string; branch: string }
  | {
      mode: 'push';
      /** The commit of the change, or null when there was none and only earlier local commits were pushed. */
      commit: string | null;
      /** What the remote branch now points to (a merge commit when others' work was taken in). */
      pushed: string;
      remote: string;
      branch: string;
      /** Whether others' commits were taken in first. */
      merged: boolean;
      tries: number;
    }
  | { mode: 'review'; commit: string; remote: string; branch: string; base: string; link: string | null };

/** How many tries a push gets when others keep publishing at the same moment. */
const PUSH_TRIES = 3;

export function publish(root: string, request: PublishRequest): Promise<PublishResult> {
  return serialized(root, () => publishNow(root, request));
}

async function publishNow(root: string, request: PublishRequest): Promise<PublishResult> {
  // Every input is checked before anything runs, so a refused request changes nothing.
  const env = authorEnv(request.author);
  const settings = await readPublishSettings(root);
  const mode = request.mode ?? settings.mode;
  if (!MODES.includes(mode)) throw new PublishError('invalid-input', `${JSON.stringify(mode)} is not a way to publish (${MODES.join(', ')}).`);
  if (mode === 'push' && settings.mode !== 'push') {
    throw new PublishError(
      'mode-not-allowed',
      `This project does not publish by pushing (its mode is "${settings.mode}"); a developer can change that in publish.config.json.`,
    );
  }
  // Push mode with no files publishes only the local commits that wait (left by a publish that failed after committing).
  const waitingOnly = mode === 'push' && Array.isArray(request.files) && request.files.length === 0;
  const files = waitingOnly ? [] : checkFiles(request.files);
  const message = waitingOnly ? '' : checkMessage(request.message);
  const info = await repoInfo(root);
  requireReady(info, mode !== 'review');
  const branch = settings.branch ?? info.branch;
  if (!branch) throw new PublishError('detached-head', 'The project is not on a branch and publish.config.json names none to publish to.');

  if (mode === 'commit') return { mode, commit: await commitNow(root, { files, message, author: request.author }), branch: info.branch ?? branch };
  await requireRemote(root, settings.remote);
  const remote = settings.remote;
  const mergeMessage = `Merge ${remote}/${branch}: take in what others published`;

  if (mode === 'review') {
    const tip = await fetchBranch(root, remote, branch);
    let commit = await reviewCommit(root, files, message, env);
    // The request must show only this change: take in the base branch's newer commits first.
    if (tip && !(await isAncestor(root, tip, commit)))
      commit = await mergeCommits(root, info, commit, tip, { env, mergeFile: request.mergeFile, message: mergeMessage });
    if (tip && request.verify && commit !== tip) await request.verify(commit);
    const name = await freeBranchName(root, remote, reviewBranchName(message, request.now ?? new Date()));
    await pushCommit(root, remote, commit, name);
    const url = (await runGit(root, ['remote', 'get-url', '--push', remote])).stdout.trim();
    return { mode, commit, remote, branch: name, base: branch, link: reviewLink(url, branch, name) };
  }

  // push
  if (info.branch !== branch) {
    throw new PublishError(
      'settings',
      `publish.config.json publishes to "${branch}", but the project has "${info.branch}" checked out. Switch branches or change the setting.`,
    );
  }
  let tip = await fetchBranch(root, remote, branch);
  if (tip) await refuseBlockingChanges(root, info, info.head, tip, files);
  let commit: string | null = null;
  try {
    if (files.length) commit = await commitNow(root, { files, message, author: request.author });
  } catch (e) {
    // Nothing new, but earlier local commits may still wait to be pushed: publishing again sends them.
    if (!(e instanceof PublishError && e.code === 'nothing-to-commit')) throw e;
  }
  if (!commit && tip && (await isAncestor(root, await headCommit(root), tip))) {
    throw new PublishError('nothing-to-commit', 'There is nothing to publish: everything here is already published.');
  }
  let merged = false;
  for (let tries = 1; ; tries++) {
    try {
      if (tries > 1) tip = await fetchBranch(root, remote, branch);
      let head = await headCommit(root);
      if (tip && !(await isAncestor(root, tip, head))) {
        const target = (await isAncestor(root, head, tip))
          ? tip
          : await mergeCommits(root, info, head, tip, { env, mergeFile: request.mergeFile, message: mergeMessage });
        if (target !== tip) await request.verify?.(target);
        await moveHead(root, head, target, mergeMessage);
        head = target;
        merged = true;
      }
      await pushCommit(root, remote, head, branch);
      return { mode, commit, pushed: head, remote, branch, merged, tries };
    } catch (e) {
      if (e instanceof PublishError && e.code === 'rejected' && tries < PUSH_TRIES) continue;
      throw await notPushed(root, e, commit, remote, branch, tries);
    }
  }
}

/** The failure of a push-mode publish after the commit: what went wrong, and that the change is safe in a local commit. */
async function notPushed(root: string, e: unknown, commit: string | null, remote: string, branch: string, tries: number): Promise<unknown> {
  if (!(e instanceof PublishError)) return e;
  const tracking = `refs/remotes/${remote}/${branch}`;
  const counted = await runGit(root, ['rev-list', '--count', `${tracking}..HEAD`], { okCodes: [0, 128] }).catch(() => undefined);
  const ahead = counted?.code === 0 ? Number(counted.stdout.trim()) : undefined;
  const why = e.code === 'rejected' ? `others kept publishing at the same moment (${tries} tries). Try again.` : e.message;
  const saved = commit ? 'Your change is saved in a local commit but not published yet: ' : 'The local commits were not published: ';
  return new PublishError(e.code, `${saved}${why.charAt(0).toLowerCase()}${why.slice(1)}`, { ...e.details, commit: commit ?? undefined, ahead });
}
