/**
 * The media folder's pictures that nothing places: a warning, not an error. A picture waiting to be
 * placed is no mistake, but a folder that only grows is heavier to build, to search and to keep in git.
 */
import type { MediaFolder } from './media.ts';
import type { FoundRef } from './schemas.ts';
import type { ConfigError } from './types.ts';

/**
 * One warning per picture of `media` that no file's `x-ref: media` field names. `files` must be
 * every file of the site (the site settings, pages, forms and plans), each with its refs: with one
 * of them unreadable, a picture it may use cannot be called unused, so the caller asks only then.
 */
export function unusedPictures(media: MediaFolder, files: ReadonlyArray<{ refs: readonly FoundRef[] }>, root: string): ConfigError[] {
  const used = new Set(files.flatMap((f) => f.refs.filter((r) => r.kind === 'media').map((r) => r.value)));
  return [...media.keys()]
    .filter((name) => !used.has(name))
    .map((name) => ({
      file: `${root}/media/${name}`,
      line: 1,
      column: 1,
      path: '(whole file)',
      severity: 'warning' as const,
      message: `"${name}" is not used on any page; delete it in Media or place it.`,
      hint: "Choose it in a page's picture field, or delete it in the editor's Media screen (or from the folder) if no page needs it.",
    }));
}
