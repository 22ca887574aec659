/**
 * Commits exactly the chosen files, as they are on disk, on top of HEAD.
 *
 * The commit is built in a throwaway index holding HEAD's tree plus those files, and made with
 * `git commit` on that index, so the project's hooks run as for any commit. The project's own index
 * is never used to build it: whatever a developer staged elsewhere (README.md, code) stays staged
 * and out of the commit. Only after the commit exists are the committed files' entries in the real
 * index set to the new HEAD, so they do not show as staged changes. When any step fails (a hook
 * refuses, nothing changed, a file is missing) the working tree and the index are as they were.
 *
 * Known limit: `git commit` has no compare-and-swap on HEAD; a developer committing in the very
 * same moment (between reading HEAD and committing, a few milliseconds) could see their commit's
 * changes to the same files replaced. Publishes from this process are serialized (repo.ts).
 */
import { authorEnv, checkFiles, checkMessage, type Author } from './inputs.ts';
import { PublishError } from './errors.ts';
import { runGit } from './git.ts';
import { repoInfo, requireReady, serialized, withTempIndex } from './repo.ts';

export interface CommitRequest {
  /** Paths relative to the project root, inside site.config/ (a file deleted on disk is committed as a deletion). */
  files: string[];
  message: string;
  /** The person publishing; without one, git's configured identity. */
  author?: Author;
}

/** Hooks (lint, tests) may take a while; the commit itself is instant. */
const COMMIT_TIMEOUT_MS = 120_000;

/**
 * Stages `files` into the index named by `env` (deletions included) and refuses files git ignores or
 * does not know, and a folder: its name would stage every file in it, and only named files are published.
 */
export async function stageFiles(root: string, files: string[], env: Record<string, string>): Promise<void> {
  await runGit(root, ['read-tree', 'HEAD'], { env });
  try {
    // --all: a path that is gone from disk is staged as a deletion; --literal-pathspecs: "*" or ":(…)" in a name is just a character.
    await runGit(root, ['--literal-pathspecs', 'add', '--all', '--', ...files], { env });
  } catch (e) {
    const out = e instanceof PublishError ? (e.details.gitOutput ?? '') : '';
    const missing = /pathspec '(.+?)' did not match/.exec(out);
    if (missing)
      throw new PublishError(
        'not-found',
        `"${missing[1]}" does not exist and was never published, so there is nothing to publish for it.`,
        e instanceof PublishError ? e.details : {},
      );
    const ignored = /paths are ignored by one of your \.gitignore files:\n([^\n]+)/.exec(out);
    if (ignored)
      throw new PublishError(
        'invalid-input',
        `"${ignored[1]}" is ignored by git (.gitignore), so it cannot be published.`,
        e instanceof PublishError ? e.details : {},
      );
    throw e;
  }
  const staged = await runGit(root, ['diff', '--cached', '--name-only', '--no-renames', '--relative', '-z', 'HEAD'], { env });
  const named = new Set(files);
  const extra = staged.stdout.split('\0').filter((f) => f && !named.has(f));
  if (extra.length) {
    throw new PublishError(
      'invalid-input',
      `Only files can be published, not folders: publishing ${files.join(', ')} would also publish ${extra.slice(0, 5).join(', ')}.`,
    );
  }
}

/** Refuses files that still hold an unresolved conflict (their text has conflict markers). */
async function refuseUnmerged(root: string, files: string[]): Promise<void> {
  const { stdout } = await runGit(root, ['--literal-pathspecs', 'ls-files', '--unmerged', '-z', '--', ...files]);
  const unmerged = [
    ...new Set(
      stdout
        .split('\0')
        .filter(Boolean)
        .map((l) => l.slice(l.indexOf('\t') + 1)),
    ),
  ];
  if (unmerged.length) throw new PublishError('conflict', `Resolve the conflict in ${unmerged.join(', ')} before publishing.`, { files: unmerged });
}

/** Commits only `files` (see the top of this file) and returns the new commit's hash; one publish or commit at a time per project. */
export function commitFiles(root: string, request: CommitRequest): Promise<string> {
  return serialized(root, () => commitNow(root, request));
}

/** commitFiles for a caller that already holds the project's turn (publish). */
export async function commitNow(root: string, request: CommitRequest): Promise<string> {
  const files = checkFiles(request.files);
  const message = checkMessage(request.message);
  const identity = authorEnv(request.author);
  const info = await repoInfo(root);
  requireReady(info);
  await refuseUnmerged(root, files);

  await withTempIndex(async (index) => {
    const env = { ...identity, ...index };
    await stageFiles(root, files, env);
    // -F - : the message comes on stdin, so no text can be an option; --cleanup=whitespace keeps lines starting with "#".
    await runGit(root, ['commit', '--quiet', '--cleanup=whitespace', '-F', '-'], { env, input: message, timeoutMs: COMMIT_TIMEOUT_MS });
  });
  const commit = (await runGit(root, ['rev-parse', '--verify', 'HEAD^{commit}'])).stdout.trim();

  // The commit is made; the real index learns that these files are now HEAD's. This is best effort: if it fails
  // (a lock), git status shows the files as staged back to their old text, but the commit and the files on disk are right.
  await runGit(root, ['--literal-pathspecs', 'reset', '--quiet', '--', ...files], { okCodes: [0, 1] }).catch(() => {});
  return commit;
}
