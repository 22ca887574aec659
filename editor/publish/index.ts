/**
 * Publishing from the editor through git (issue #26): the library the editor's endpoints call.
 * Every function takes the project root; every failure is a PublishError with a `code` and a
 * message written for the person editing.
 */
export { PublishError, type ConflictFile, type PublishErrorCode, type PublishErrorDetails } from './errors.ts';
export { runGit, type GitOptions, type GitResult } from './git.ts';
export { MEDIA_DIR, PUBLISHABLE_DIRS, type Author } from './inputs.ts';
export { readPublishSettings, SETTINGS_FILE, type PublishMode, type PublishSettings } from './settings.ts';
export { publishState, type PublishState } from './state.ts';
export { commitFiles, type CommitRequest } from './commit.ts';
export { publish, type PublishRequest, type PublishResult } from './publish.ts';
export { reviewLink } from './links.ts';
export { history, fileAt, type HistoryEntry, type HistoryQuery } from './history.ts';
export type { MergeFile } from './sync.ts';
export { exportConfig } from './export.ts';
