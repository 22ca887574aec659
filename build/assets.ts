import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageAssets } from '../renderer/server/head.ts';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** The browser entry's script, stylesheets and preloads, from the manifest `vite build` wrote into `dist`. */
export function assetsFromManifest(dist: string): PageAssets {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest['renderer/client/main.ts'];
  if (!entry) throw new Error('The browser entry is missing from the Vite manifest; run `vite build` first.');
  return {
    entry: `/${entry.file}`,
    css: (entry.css ?? []).map((c) => `/${c}`),
    modulePreload: (entry.imports ?? []).map((k) => `/${manifest[k].file}`),
  };
}
