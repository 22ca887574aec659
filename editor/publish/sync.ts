/**
 * Taking in what others published, and pushing.
 *
 * The merge never happens in the working tree: `git merge-tree --write-tree` computes it from the
 * commits alone, so a conflict can never leave a half-merged folder, MERGE_HEAD or conflict markers
 * behind (there is nothing to abort). A clean result (or one whose conflicts the editor's JSON merge
 * resolved) becomes a merge commit, and only then is the checkout moved to it, by the two-tree
 * `git read-tree -m -u`, the step `git checkout` uses: it carries every local change along (a
 * developer's staged README.md, the editor's other unpublished files) and refuses, before touching
 * anything, when a local change is in a file the merge changes.
 */
import { CONFIG_DIR } from '../files.ts';
import { PublishError, type ConflictFile } from './errors.ts';
import { runGit } from './git.ts';
import { fromTop, type RepoInfo, withTempIndex } from './repo.ts';

/** The editor's three-way JSON merge: the merged text, or undefined when it cannot merge. */
export type MergeFile = (base: string, mine: string, theirs: string, file: string) => string | undefined | Promise<string | undefined>;

/**
 * Fetches `branch` of `remote` into its remote-tracking ref and returns its commit, or null when the
 * remote has no such branch yet (the first publish creates it). No FETCH_HEAD: an IDE fetching in
 * the background would overwrite it between our fetch and our read.
 */
export async function fetchBranch(root: string, remote: string, branch: string): Promise<string | null> {
  const tracking = `refs/remotes/${remote}/${branch}`;
  try {
    await runGit(
      root,
      ['fetch', '--quiet', '--no-tags', '--no-recurse-submodules', '--no-write-fetch-head', '--', remote, `+refs/heads/${branch}:${tracking}`],
      {
        network: true,
      },
    );
  } catch (e) {
    if (e instanceof PublishError && /couldn't find remote ref/.test(e.details.gitOutput ?? '')) return null;
    throw e;
  }
  return (await runGit(root, ['rev-parse', '--verify', `${tracking}^{commit}`])).stdout.trim();
}

interface Stage {
  mode: string;
  oid: string;
}

/** Parses `merge-tree --write-tree -z --no-messages`: the tree, then "<mode> <oid> <stage>\t<path>" per conflicted stage. */
function parseMergeTree(out: string): { tree: string; stages: Map<string, Partial<Record<1 | 2 | 3, Stage>>> } {
  const fields = out.split('\0');
  const stages = new Map<string, Partial<Record<1 | 2 | 3, Stage>>>();
  for (const field of fields.slice(1)) {
    if (!field) break;
    const m = /^(\d+) ([0-9a-f]+) ([123])\t(.*)$/s.exec(field);
    if (!m) continue;
    const entry = stages.get(m[4]) ?? {};
    entry[Number(m[3]) as 1 | 2 | 3] = { mode: m[1], oid: m[2] };
    stages.set(m[4], entry);
  }
  return { tree: fields[0].trim(), stages };
}

async function blobText(root: string, stage: Stage | undefined): Promise<string | null> {
  if (!stage) return null;
  return (await runGit(root, ['cat-file', 'blob', stage.oid])).stdout;
}

/** A merge function that throws (text that is not JSON, say) leaves the conflict to be reported, like one that gives up. */
async function tryMerge(merge: MergeFile, base: string, mine: string, theirs: string, file: string): Promise<string | undefined> {
  try {
    return await merge(base, mine, theirs, file);
  } catch {
    return undefined;
  }
}

interface MergeOptions {
  mergeFile?: MergeFile;
  /** GIT_AUTHOR_* / GIT_COMMITTER_* of the person publishing. */
  env: Record<string, string>;
  message: string;
}

/**
 * The commit that combines `ours` and `theirs` (a merge commit made without touching the checkout).
 * Conflicting JSON files in site.config/ are offered to `mergeFile`; when any conflict remains, a
 * PublishError "conflict" lists every conflicting file with its base, ours and theirs texts.
 */
export async function mergeCommits(root: string, info: RepoInfo, ours: string, theirs: string, opts: MergeOptions): Promise<string> {
  const { stdout, code } = await runGit(root, ['merge-tree', '--write-tree', '-z', '--no-messages', ours, theirs], { okCodes: [0, 1] });
  const { tree, stages } = parseMergeTree(stdout);
  let result = tree;
  if (code === 1) {
    const resolved: { path: string; mode: string; text: string }[] = [];
    const conflicts: ConflictFile[] = [];
    for (const [path, s] of stages) {
      const file = fromTop(info, root, path);
      const [base, mine, other] = await Promise.all([blobText(root, s[1]), blobText(root, s[2]), blobText(root, s[3])]);
      // Only the site's own JSON is merged by the editor; a conflict in code or in a deleted file is a developer's.
      const merge = opts.mergeFile;
      const text =
        merge && file.startsWith(`${CONFIG_DIR}/`) && file.endsWith('.json') && base !== null && mine !== null && other !== null
          ? await tryMerge(merge, base, mine, other, file)
          : undefined;
      if (typeof text === 'string') resolved.push({ path, mode: s[2]?.mode ?? '100644', text });
      else conflicts.push({ file, base, ours: mine, theirs: other });
    }
    if (conflicts.length) {
      const files = conflicts.map((c) => c.file);
      throw new PublishError('conflict', `Your change conflicts with changes someone else published in ${files.join(', ')}.`, { files, conflicts });
    }
    result = await withTempIndex(async (env) => {
      await runGit(root, ['read-tree', tree], { env });
      const lines: string[] = [];
      for (const r of resolved) {
        const oid = (await runGit(root, ['hash-object', '-w', '--stdin'], { input: r.text })).stdout.trim();
        lines.push(`${r.mode} ${oid}\t${r.path}`);
      }
      // --index-info takes paths from the repository's top, as merge-tree printed them.
      await runGit(root, ['update-index', '-z', '--index-info'], { env, input: lines.map((l) => `${l}\0`).join('') });
      return (await runGit(root, ['write-tree'], { env })).stdout.trim();
    });
  }
  return (await runGit(root, ['commit-tree', result, '-p', ours, '-p', theirs], { env: opts.env, input: opts.message })).stdout.trim();
}

/**
 * Moves the checked-out branch from `from` to `to` and brings the working tree and the index along,
 * keeping local changes. Checked first with a dry run, so a refusal ("dirty": a local change in a
 * file that differs between the two) changes nothing; the branch moves with a compare-and-swap,
 * so a commit made meanwhile by someone else is never lost.
 */
export async function moveHead(root: string, from: string, to: string, reason: string): Promise<void> {
  // Stale file times would make read-tree see unchanged files as changed.
  await runGit(root, ['update-index', '-q', '--refresh'], { okCodes: [0, 1] });
  await runGit(root, ['read-tree', '-m', '-u', '--dry-run', from, to]);
  await runGit(root, ['update-ref', '-m', reason, 'HEAD', to, from]);
  try {
    await runGit(root, ['read-tree', '-m', '-u', from, to]);
  } catch (e) {
    await runGit(root, ['update-ref', '-m', `${reason} (undone)`, 'HEAD', from, to]).catch(() => {});
    throw e;
  }
}

/**
 * Local changes (staged, unstaged or new files, other than `publishing`) to files that others
 * changed since `head` and `tip` parted: the merge would have to overwrite them, so the publish
 * stops before committing anything. (moveHead's dry run remains the guard; this only makes the
 * common case, a developer's uncommitted edit, refuse while nothing has changed yet.)
 */
export async function refuseBlockingChanges(root: string, info: RepoInfo, head: string, tip: string, publishing: string[]): Promise<void> {
  const base = await runGit(root, ['merge-base', head, tip], { okCodes: [0, 1] });
  if (base.code !== 0) return;
  const [theirs, tracked, untracked] = await Promise.all([
    runGit(root, ['diff', '--name-only', '--no-renames', '-z', base.stdout.trim(), tip]),
    runGit(root, ['diff', '--name-only', '--no-renames', '-z', 'HEAD']),
    runGit(root, ['ls-files', '--others', '--exclude-standard', '--full-name', '-z']),
  ]);
  const changedByThem = new Set(theirs.stdout.split('\0').filter(Boolean));
  const mine = new Set(publishing.map((f) => info.prefix + f));
  const blocking = [...tracked.stdout.split('\0'), ...untracked.stdout.split('\0')].filter((f) => f && changedByThem.has(f) && !mine.has(f));
  if (blocking.length) {
    const files = [...new Set(blocking)].map((f) => fromTop(info, root, f));
    throw new PublishError('dirty', `Changes that are not published (${files.join(', ')}) are in files others changed. Publish or discard them first.`, {
      files,
    });
  }
}

/** Pushes `commit` to `branch` of `remote`: never forced (no "+", no --force), so it can only add to what is there. */
export async function pushCommit(root: string, remote: string, commit: string, branch: string): Promise<void> {
  await runGit(root, ['push', '--quiet', '--', remote, `${commit}:refs/heads/${branch}`], { network: true });
}
