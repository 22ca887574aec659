import { readFileSync } from 'node:fs';
import { removeStaleTempsUnder, WriteConflict, writeFilesAtomically } from '../atomic-write.ts';

export interface FileWrite {
  /** The real path (links already followed). */
  path: string;
  before: string;
  after: string;
}

/**
 * Removes the temporary files that a migration (or an editor) killed midway left anywhere in
 * `root`, and returns their paths. Those of a process still running elsewhere stay.
 */
export const removeStaleMigrationTemps = (root: string): string[] => removeStaleTempsUnder(root);

/**
 * Writes every file or none, through the config folder's one atomic writer (its lock, its check
 * that no file changed since it was read, temporary files renamed over their targets, the mode
 * kept, a hard-linked file written in place last): see validator/atomic-write.ts.
 */
export function writeAllOrNothing(folder: string, files: FileWrite[], rename?: (from: string, to: string) => void): void {
  for (const f of files) {
    if (readFileSync(f.path, 'utf8') !== f.before)
      throw new Error(`${f.path} changed while it was being migrated; nothing was written. Run the command again.`);
  }
  try {
    writeFilesAtomically(
      folder,
      files.map((f) => ({ abs: f.path, text: f.after, expect: { text: f.before } })),
      rename,
    );
  } catch (e) {
    if (e instanceof WriteConflict) throw new Error(`${e.abs} changed while it was being migrated; nothing was written. Run the command again.`);
    throw e;
  }
}
