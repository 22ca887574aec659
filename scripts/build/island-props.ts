/**
 * Island props out of the prerendered page: the large fields of each island's data-props go to a
 * small hashed JSON file that the browser fetches when the island wakes, alongside its script
 * (renderer/client/hydrate.tsx); the short ones (the current route, a name) stay in the page. The
 * header's and the footer form's large fields are the same on every page, so a visitor downloads
 * them once, and only if they act, and a build writes them once; the page carries a path instead.
 */
import { createHash } from 'node:crypto';
import { escapeAttribute, unescapeAttribute } from './class-names.ts';

/** Props shorter than this stay in the page: a file would cost more than it saves. */
const MIN_BYTES = 200;
/** Fields shorter than this, as JSON, stay in the page beside the file's path. */
const PAGE_FIELD_BYTES = 64;

const ISLAND_ROOT = /^<div data-island="([^"]+)"([^>]*?) data-props="([^"]*)"([^>]*)>$/;

export interface IslandProps {
  /** An island's opening tag with its large props moved to a file (data-props-src); any other tag as it is. */
  extract(tag: string): string;
  /** The JSON files pages point to, by path under dist/ ("assets/props-….json"). */
  files(): Map<string, string>;
}

/** The props' short fields and the rest, which goes to a file; all of them go when none is long. */
function split(json: string): { page?: string; file: string } {
  const props: unknown = JSON.parse(json);
  if (props === null || typeof props !== 'object' || Array.isArray(props)) return { file: json };
  const short: Record<string, unknown> = {};
  const long: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) (JSON.stringify(value).length < PAGE_FIELD_BYTES ? short : long)[key] = value;
  if (Object.keys(long).length === 0) return { file: json };
  return { page: Object.keys(short).length ? JSON.stringify(short) : undefined, file: JSON.stringify(long) };
}

export function createIslandProps(): IslandProps {
  const files = new Map<string, string>();
  const fileOf = new Map<string, string>();
  return {
    extract(tag) {
      return tag.replace(ISLAND_ROOT, (whole: string, name: string, before: string, escaped: string, after: string) => {
        if (escaped.length < MIN_BYTES) return whole;
        const { page, file: json } = split(unescapeAttribute(escaped));
        let file = fileOf.get(json);
        if (!file) {
          file = `assets/props-${createHash('sha256').update(json).digest('hex').slice(0, 10)}.json`;
          fileOf.set(json, file);
          files.set(file, json);
        }
        const inPage = page ? ` data-props="${escapeAttribute(page)}"` : '';
        return `<div data-island="${name}"${before}${inPage} data-props-src="/${file}"${after}>`;
      });
    },
    files: () => files,
  };
}
