import type { Redirect } from '../renderer/generated/config.ts';
import { contentVersion } from '../validator/content-version.ts';
import { expectedSchemaRef } from '../validator/schemas.ts';
import { CONFIG_DIR } from './files.ts';
import { freshJson, rewriteJson } from './json-edits.ts';

/** The site's redirects, which a deleted page or a changed route may add to. */
export const REDIRECTS = `${CONFIG_DIR}/redirects.json`;

/**
 * The text of redirects.json with one more redirect at the end (written as the file is: only the
 * new lines change); a site without the file gets one. Undefined when the file is not a list of redirects.
 */
export function withRedirect(text: string | undefined, added: Pick<Redirect, 'from' | 'to'>): string | undefined {
  if (text === undefined) return freshJson({ $schema: expectedSchemaRef(REDIRECTS, 'redirects'), version: contentVersion(), redirects: [added] });
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  const list = (data as { redirects?: unknown } | null)?.redirects;
  if (!Array.isArray(list)) return undefined;
  list.push(added);
  return rewriteJson(text, data);
}
