import type { ConfigError } from '../../validator/types.ts';
import type { EditingSchemas } from '../schemas.ts';
import type { LinkedFromSummary, PageEntry, PagesList } from '../pages.ts';
import type { LinkUse } from '../page-delete.ts';
import type { LinkEdit } from '../route-rename.ts';

export type { ConfigError, EditingSchemas, LinkEdit, LinkUse, LinkedFromSummary, PageEntry };
export type PageData = Record<string, unknown> & { blocks?: Record<string, unknown>[] };

export interface ApiReply<T> {
  status: number;
  body: T & { ok?: boolean; message?: string; errors?: ConfigError[] };
}

/** A call to the editor's JSON API (same origin). */
export async function api<T = Record<string, unknown>>(path: string, body?: unknown): Promise<ApiReply<T>> {
  const res = await fetch(path, body === undefined ? {} : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as ApiReply<T>['body'] };
}

export interface OpenedFile {
  file: string;
  text: string;
  data: PageData | null;
  hash: string;
  /** Set when the file was written for an older version of the blocks and is shown migrated. */
  notice?: string;
}

/** GET /api/pages: every page as a row of the list (sorted by route), and the site's problems. */
export type PagesReply = PagesList;

export interface Change {
  file: string;
  status: string;
  diff: string;
  /** The change in words, shown before the raw diff. */
  words: string[];
}

/** The text the server checks and renders: the page as JSON, as a save would write it. */
export const pageText = (data: PageData) => `${JSON.stringify(data, null, 2)}\n`;
