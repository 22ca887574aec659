import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageAssets } from '../../renderer/server/head.ts';

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

/** How many stylesheets and preloads the browser entry has: pages differ in their number, never in their names. */
export interface AssetShape {
  css: number;
  modulePreload: number;
}

export const shapeOf = (assets: PageAssets): AssetShape => ({ css: assets.css.length, modulePreload: assets.modulePreload.length });

/**
 * Names that stand in for the browser assets until Vite has built them, as many of each as
 * `shape` says, shaped like Vite's names but with a random part no page can contain.
 */
export function standInAssets(shape: AssetShape, length = 8): PageAssets {
  const tag = randomBytes(length).toString('hex');
  const name = (what: string, i: number, ext: string) => `/assets/${what}${i}-${tag}.${ext}`;
  return {
    entry: name('entry', 0, 'js'),
    css: Array.from({ length: shape.css }, (_, i) => name('style', i, 'css')),
    modulePreload: Array.from({ length: shape.modulePreload }, (_, i) => name('preload', i, 'js')),
  };
}

/** The browser entry as it is: one stylesheet, no preloads. */
export const ENTRY_SHAPE: AssetShape = { css: 1, modulePreload: 0 };

/**
 * Two sets of stand-ins of different lengths: pages are rendered with the first, and the first
 * page with the second as well, to check that nothing but the names' places depends on them.
 */
export const standInPair = (): [PageAssets, PageAssets] => [standInAssets(ENTRY_SHAPE), standInAssets(ENTRY_SHAPE, 12)];

const names = (assets: PageAssets) => [assets.entry, ...assets.css, ...assets.modulePreload];

/** `text` with each name of `from` replaced by the name in the same place of `to`, which has the same shape. */
export function swapAssets(text: string, from: PageAssets, to: PageAssets): string {
  const replacements = names(to);
  return names(from).reduce((out, name, i) => out.split(name).join(replacements[i]), text);
}

/** Whether `text` contains any name of `assets`. */
export const namesAny = (text: string, assets: PageAssets) => names(assets).some((name) => text.includes(name));
