/**
 * Island props out of the prerendered page: each island's data-props becomes a small hashed JSON
 * file that the browser fetches when the island wakes, alongside its script
 * (renderer/client/hydrate.tsx). The header's and the footer form's props are the same on every
 * page, so a visitor downloads them once, and only if they act; the page carries a path instead.
 */
import { createHash } from 'node:crypto';
import { unescapeAttribute } from './class-names.ts';

/** Props shorter than this stay in the page: a file would cost more than it saves. */
const MIN_BYTES = 200;

const ISLAND_ROOT = /<div data-island="([^"]+)"([^>]*?) data-props="([^"]*)"([^>]*)>/g;

export interface IslandProps {
  /** The page with the props of its islands moved to files (data-props → data-props-src). */
  extract(html: string): string;
  /** The JSON files pages point to, by path under dist/ ("assets/props-….json"). */
  files(): Map<string, string>;
}

export function createIslandProps(): IslandProps {
  const files = new Map<string, string>();
  const fileOf = new Map<string, string>();
  return {
    extract(html) {
      return html.replace(ISLAND_ROOT, (tag: string, name: string, before: string, escaped: string, after: string) => {
        if (escaped.length < MIN_BYTES) return tag;
        let file = fileOf.get(escaped);
        if (!file) {
          const json = unescapeAttribute(escaped);
          file = `assets/props-${createHash('sha256').update(json).digest('hex').slice(0, 10)}.json`;
          fileOf.set(escaped, file);
          files.set(file, json);
        }
        return `<div data-island="${name}"${before} data-props-src="/${file}"${after}>`;
      });
    },
    files: () => files,
  };
}
