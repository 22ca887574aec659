import { migrateSite } from './run.ts';
import type { JsonObject } from './types.ts';

export interface EditingFile {
  /** The text to show and to save: the file migrated to the schemas' version (or unchanged). */
  text: string;
  data: JsonObject;
  fromVersion: number;
  toVersion: number;
  /** A sentence for the editor when the file was migrated; undefined when it was already current. */
  notice?: string;
}

const noun = (relPath: string) =>
  relPath === 'site.json'
    ? 'The site settings file'
    : relPath === 'redirects.json'
      ? 'The list of redirects'
      : relPath.startsWith('pages/')
        ? 'This page'
        : relPath.startsWith('forms/')
          ? 'This form'
          : 'This plan';

/**
 * One file of a site as the editor opens it: migrated in memory when it is written for an older
 * version. `files` is the whole site (path in the config folder → text), since a migration may read
 * other files; `relPath` is the one to open ("pages/home.json"). Throws, with a sentence to show,
 * when the file is missing or cannot be migrated (not JSON, or newer than these schemas).
 */
export function migrateForEditing(files: ReadonlyMap<string, string>, relPath: string): EditingFile {
  const text = files.get(relPath);
  if (text === undefined) throw new Error(`${relPath} is not in the site.`);
  const { to, changed, problems } = migrateSite(files);
  const problem = problems.find((p) => p.path === relPath);
  if (problem) throw new Error(problem.message);
  const migrated = changed.get(relPath);
  if (!migrated) return { text, data: JSON.parse(text.replace(/^\uFEFF/, '')) as JsonObject, fromVersion: to, toVersion: to };
  return {
    text: migrated.after,
    data: migrated.data,
    fromVersion: migrated.from,
    toVersion: to,
    notice: `${noun(relPath)} was written for version ${migrated.from} of the blocks; it is shown updated to version ${to}, and saving writes the updated file.`,
  };
}
