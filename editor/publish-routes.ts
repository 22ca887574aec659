/**
 * The editor's publishing endpoints over the git backend (editor/publish/): what would be published
 * (in words), publishing it after the whole site is checked exactly as `npm run build` checks it,
 * the history of the content, and restoring an earlier version as a new change.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { loadSiteConfig } from '../validator/load.ts';
import type { Validators } from '../validator/schemas.ts';
import type { ConfigError } from '../validator/types.ts';
import { listChanges, type Change } from './changes.ts';
import { checkSite, blockingErrors } from './check.ts';
import { describeTexts } from './describe-changes.ts';
import { CONFIG_DIR, guardWrite, readGuarded } from './files.ts';
import { rewriteJson } from './json-edits.ts';
import { mergeText } from './merge/index.ts';
import { writeChecked, type Result } from './pages.ts';
import { exportConfig, history, publish, publishState, PublishError, runGit, type PublishErrorCode } from './publish/index.ts';
import { HttpError, readBody, type Handler } from './http.ts';

const STATUS: Partial<Record<PublishErrorCode, number>> = {
  'invalid-input': 400,
  settings: 400,
  'mode-not-allowed': 403,
  'invalid-site': 422,
  'not-found': 404,
  'nothing-to-commit': 409,
  conflict: 409,
  dirty: 409,
  busy: 409,
  locked: 409,
  'detached-head': 409,
  'no-commits': 409,
  'not-a-repo': 409,
  'no-remote': 409,
  'git-missing': 503,
  unreachable: 502,
  auth: 502,
  rejected: 502,
  'remote-refused': 502,
  timeout: 504,
  identity: 400,
};

/** A git failure as an answer: its plain message and code; git's own output stays on the server. */
function failure(e: unknown): { status: number; body: unknown } {
  if (!(e instanceof PublishError)) throw e;
  const { gitOutput: _kept, problems, ...details } = e.details;
  return { status: STATUS[e.code] ?? 500, body: { ok: false, code: e.code, message: e.message, ...details, ...(problems && { errors: problems }) } };
}

/**
 * The site as the commit would hold it: the working tree's config, with every change that is not
 * being published put back as it was at HEAD. Checked in a temporary copy, so that nothing in the
 * working tree is touched, exactly as the build checks a site.
 */
async function checkAsPublished(root: string, validators: Validators, files: string[], changes: Change[]): Promise<ConfigError[]> {
  const copy = mkdtempSync(join(tmpdir(), 'rivo-publish-check-'));
  try {
    cpSync(join(root, CONFIG_DIR), join(copy, CONFIG_DIR), { recursive: true });
    const chosen = new Set(files);
    for (const c of changes) {
      if (chosen.has(c.file)) continue;
      const at = join(copy, c.file);
      if (c.status === 'added') rmSync(at, { force: true });
      else {
        const before = await runGit(root, ['show', `HEAD:./${c.file}`]);
        mkdirSync(dirname(at), { recursive: true });
        writeFileSync(at, before.stdout);
      }
    }
    return loadSiteConfig(CONFIG_DIR, copy, { validators, countsOnly: true }).errors;
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/**
 * Checks a commit that takes in others' work as a site, as the build would: each side was valid,
 * but together they may not be (both added the same route, one links to a page the other removed).
 */
const verifyMerge = (root: string, validators: Validators) => async (commit: string) => {
  const copy = mkdtempSync(join(tmpdir(), 'rivo-publish-merge-'));
  try {
    await exportConfig(root, commit, copy);
    const { errors } = loadSiteConfig(CONFIG_DIR, copy, { validators, countsOnly: true });
    if (errors.length)
      throw new PublishError(
        'invalid-site',
        `Not published: with what others published merged in, the site would have ${errors.length === 1 ? 'a problem' : `${errors.length} problems`}. Fix ${errors.length === 1 ? 'it' : 'them'} here, save, and publish again.`,
        { problems: errors },
      );
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
};

/** A person's choices for a file both sides changed: the merged page, valid only against the version of theirs they saw. */
interface Resolution {
  file: string;
  theirs: string;
  data: unknown;
}

/**
 * The editor's three-way JSON merge, for files both sides changed when others' work is taken in;
 * where it finds a real clash, the person's resolution of it (from the conflict answer before),
 * as long as the other side is still the version they decided against.
 */
const mergeFileWith =
  (resolutions: Resolution[]) =>
  (base: string, mine: string, theirs: string, file: string): string | undefined => {
    try {
      const merged = mergeText(base, mine, theirs, rewriteJson).text;
      if (merged !== undefined) return merged;
    } catch {
      return undefined; // Not JSON on some side: git's own conflict report stands.
    }
    const chosen = resolutions.find((r) => r.file === file && r.theirs === theirs);
    return chosen ? rewriteJson(theirs, chosen.data) : undefined;
  };

function resolutionsOf(value: unknown): Resolution[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((r) => typeof r?.file === 'string' && typeof r?.theirs === 'string' && typeof r?.data === 'object'))
    throw new HttpError(400, 'Send each choice as { file, theirs, data }.');
  return value as Resolution[];
}

async function gitIdentity(root: string): Promise<{ name: string; email: string }> {
  const get = async (key: string) => (await runGit(root, ['config', '--get', key], { okCodes: [0, 1] }).catch(() => undefined))?.stdout.trim() ?? '';
  return { name: await get('user.name'), email: await get('user.email') };
}

/** What changed in each file of a commit, in words (against its first parent). */
async function commitWords(root: string, commit: string, files: Array<{ file: string; status: string }>): Promise<string[]> {
  const at = async (rev: string, file: string) => {
    const got = await runGit(root, ['show', `${rev}:./${file}`], { okCodes: [0, 128] });
    return got.code === 0 ? got.stdout : undefined;
  };
  const words: string[] = [];
  for (const f of files.slice(0, 20)) {
    words.push(
      ...describeTexts(
        f.file,
        f.status === 'added' ? undefined : await at(`${commit}^`, f.file),
        f.status === 'deleted' ? undefined : await at(commit, f.file),
      ),
    );
  }
  if (files.length > 20) words.push(`…and ${files.length - 20} more files`);
  return words;
}

/** Restores one file as it was at `commit`, as a new unpublished change, through the gate and the atomic writer. */
async function restoreFile(root: string, validators: Validators, commit: string, file: string): Promise<Result<{ files: string[] }>> {
  const g = guardWrite(root, file);
  if (!g.ok) return { ok: false, reason: 'forbidden', message: g.message };
  const then = await runGit(root, ['show', `${commit}:./${g.file}`], { okCodes: [0, 128] });
  if (then.code !== 0) return { ok: false, reason: 'not-found', message: `${g.file} did not exist in that version.` };
  const now = readGuarded(root, g);
  if (!now.ok && !now.missing) return { ok: false, reason: 'forbidden', message: now.message };
  const errors = blockingErrors(root, validators, new Map([[g.file, then.stdout]]));
  if (errors.length) return { ok: false, reason: 'invalid', message: `That version of ${g.file} does not fit the site as it is now.`, errors };
  const failed = writeChecked(root, [{ abs: g.abs, text: then.stdout, expect: now.ok ? { text: now.text } : 'absent' }], g.file);
  return failed ?? { ok: true, files: [g.file] };
}

/** Restores the whole site as it was at `commit`; refused while there are unpublished changes, which it would replace. */
async function restoreSite(root: string, validators: Validators, commit: string): Promise<Result<{ files: string[] }>> {
  if ((await listChanges(root)).length > 0)
    return { ok: false, reason: 'conflict', message: 'Publish or discard the unpublished changes first: restoring the whole site would replace them.' };
  await runGit(root, ['restore', `--source=${commit}`, '--worktree', '--', `${CONFIG_DIR}/`]);
  const { errors } = checkSite(root, validators);
  if (errors.length) {
    // Nothing was unpublished before: going back to HEAD loses nothing.
    await runGit(root, ['restore', '--source=HEAD', '--worktree', '--', `${CONFIG_DIR}/`]);
    await runGit(root, ['clean', '-q', '-f', '--', `${CONFIG_DIR}/`]);
    return { ok: false, reason: 'invalid', message: 'That version of the site does not pass the check as the site is built now; nothing was changed.', errors };
  }
  return { ok: true, files: (await listChanges(root)).map((c) => c.file) };
}

const HASH = /^[0-9a-f]{40}$/;

export function publishRoutes(root: string) {
  return (validators: Validators): Record<string, Handler> => ({
    'GET /api/publish/state': async () => {
      try {
        return { status: 200, body: { ...(await publishState(root)), identity: await gitIdentity(root) } };
      } catch (e) {
        return failure(e);
      }
    },
    'POST /api/publish': async (req) => {
      const body = await readBody(req);
      const { files, message, author } = body;
      const resolutions = resolutionsOf(body.resolutions);
      if (!Array.isArray(files) || !files.every((f) => typeof f === 'string')) throw new HttpError(400, 'Choose the changed files to publish.');
      const changes = await listChanges(root);
      const changed = new Set(changes.map((c) => c.file));
      // A change committed by an earlier publish that could not push is no longer "changed": it waits in a local commit.
      const waiting = ((await publishState(root).catch(() => undefined))?.ahead ?? 0) > 0;
      const chosen = (files as string[]).filter((f) => changed.has(f));
      const stray = (files as string[]).filter((f) => !changed.has(f));
      if (stray.length && !waiting) throw new HttpError(400, `Nothing to publish in ${stray.join(', ')}: it has no unpublished change.`);
      if (chosen.length === 0 && !waiting) throw new HttpError(400, 'Choose at least one changed file to publish.');
      const errors = await checkAsPublished(root, validators, chosen, changes);
      if (errors.length)
        return {
          status: 422,
          body: { ok: false, message: `Not published: the site would have ${errors.length === 1 ? 'a problem' : `${errors.length} problems`}.`, errors },
        };
      try {
        const result = await publish(root, {
          files: chosen,
          message: String(message ?? ''),
          author: author as never,
          mergeFile: mergeFileWith(resolutions),
          verify: verifyMerge(root, validators),
        });
        return { status: 200, body: { ok: true, ...result } };
      } catch (e) {
        return failure(e);
      }
    },
    'GET /api/history': async (_req, url) => {
      const file = url.searchParams.get('file') ?? undefined;
      try {
        const entries = await history(root, { limit: 30, ...(file && { file }) });
        const withWords = [];
        for (const e of entries) withWords.push({ ...e, words: await commitWords(root, e.commit, e.files) });
        return { status: 200, body: { entries: withWords } };
      } catch (e) {
        return failure(e);
      }
    },
    'POST /api/restore': async (req) => {
      const { commit, file } = await readBody(req);
      if (typeof commit !== 'string' || !HASH.test(commit)) throw new HttpError(400, 'Name the version to restore by its commit.');
      try {
        return file === undefined ? await restoreSite(root, validators, commit) : await restoreFile(root, validators, commit, String(file));
      } catch (e) {
        return failure(e);
      }
    },
  });
}
