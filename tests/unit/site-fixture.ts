import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ValidatedSite } from '../../renderer/resolve/types.ts';
import { loadSiteConfig } from '../../validator/load.ts';

/**
 * The builder's tests run on tests/fixtures/site/site.config, a snapshot of the live site: an
 * editor rewriting a live heading must not fail a test of the renderer (see its README).
 * The folder holds `site.config/` as a project does, so reported paths and "$schema" read as live.
 */
const siteFixtureRoot = join(import.meta.dirname, '../fixtures/site');
export const siteFixtureConfig = join(siteFixtureRoot, 'site.config');

/** One JSON file of the snapshot, by its path inside site.config/ (e.g. "plans/starter.json"). */
export function fixtureJson<T = unknown>(relPath: string): T {
  return JSON.parse(readFileSync(join(siteFixtureConfig, relPath), 'utf8')) as T;
}

let site: ValidatedSite | undefined;

/** The snapshot, validated once per test file: the same bundle the build makes of the live site. */
export function fixtureSite(): ValidatedSite {
  if (!site) {
    const { bundle, errors } = loadSiteConfig('site.config', siteFixtureRoot);
    if (!bundle) throw new Error(`tests/fixtures/site has errors: ${JSON.stringify(errors)}`);
    site = bundle;
  }
  return site;
}
