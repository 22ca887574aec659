import { describe, expect, it } from 'vitest';
import {
  commitFiles,
  fileAt,
  history,
  MEDIA_DIR,
  publish,
  PublishError,
  publishState,
  PUBLISHABLE_DIRS,
  readPublishSettings,
  reviewLink,
  runGit,
  SETTINGS_FILE,
  type Author,
  type CommitRequest,
  type ConflictFile,
  type GitOptions,
  type GitResult,
  type HistoryEntry,
  type HistoryQuery,
  type MergeFile,
  type PublishErrorCode,
  type PublishErrorDetails,
  type PublishMode,
  type PublishRequest,
  type PublishResult,
  type PublishSettings,
  type PublishState,
} from './index.ts';
import { isolateGit, lineMerge, page, read, remoteRepo, write } from './test-repos.ts';

isolateGit();

const HOME = 'site.config/pages/home.json';

describe('the public API, the way the editor uses it', () => {
  it('shows the state, publishes, lists the history, restores an old version and reports failures', async () => {
    const remote = remoteRepo();
    const root = remote.clone();
    const author: Author = { name: 'Ada Editor', email: 'ada@example.com' };
    const settings: PublishSettings = await readPublishSettings(root);
    const mode: PublishMode = settings.mode;
    expect([mode, SETTINGS_FILE, PUBLISHABLE_DIRS]).toStrictEqual(['push', 'publish.config.json', ['site.config', MEDIA_DIR]]);
    const state: PublishState = await publishState(root);
    expect(state.problems).toStrictEqual([]);

    write(root, HOME, page('Home', 'Published'));
    const mergeFile: MergeFile = lineMerge;
    const request: PublishRequest = { files: [HOME], message: 'Publish', author, mergeFile };
    const result: PublishResult = await publish(root, request);
    expect(result.mode).toBe('push');

    const query: HistoryQuery = { file: HOME, limit: 5 };
    const entries: HistoryEntry[] = await history(root, query);
    expect(entries.map((e) => e.subject)).toStrictEqual(['Publish', 'start']);
    // Restoring is a new change: the old text written back, then committed.
    write(root, HOME, (await fileAt(root, entries[1].commit, HOME)) ?? '');
    const restore: CommitRequest = { files: [HOME], message: 'Restore the first version', author };
    await commitFiles(root, restore);
    expect(read(root, HOME)).toBe(page('Home', 'Welcome'));

    const failure = await commitFiles(root, restore).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(PublishError);
    const code: PublishErrorCode = (failure as PublishError).code;
    const details: PublishErrorDetails = (failure as PublishError).details;
    const conflicts: ConflictFile[] = details.conflicts ?? [];
    expect([code, conflicts]).toStrictEqual(['nothing-to-commit', []]);

    const options: GitOptions = { okCodes: [0] };
    const head: GitResult = await runGit(root, ['rev-parse', 'HEAD'], options);
    expect(head.stdout.trim()).toMatch(/^[0-9a-f]{40}$/);
    expect(reviewLink('git@github.com:acme/site.git', 'main', 'edit/x')).toBe('https://github.com/acme/site/compare/main...edit/x?expand=1');
  });
});
