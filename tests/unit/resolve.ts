import type { Block, PageConfig } from '../../renderer/generated/config.ts';
import { resolveBlock as resolve, resolveSite } from '../../renderer/resolve/site.ts';
import type { BuildSettings } from '../../renderer/resolve/settings.ts';
import type { MediaIndex } from '../../renderer/images/types.ts';
import type { ResolvedBlockOf, ValidatedSite } from '../../renderer/resolve/types.ts';
import { createValidators } from '../../validator/schemas.ts';
import { fixtureSite } from './site-fixture.ts';

const validators = createValidators();

/**
 * Runs block JSON through the real page schema and the resolve step, so a test gets exactly
 * what the renderer gets: defaults filled in, references resolved against the plans, forms and
 * site.json of the snapshot in tests/fixtures/site (never the live site, whose wording editors
 * change) and the pictures of `media`, and an exception if the block itself is invalid.
 */
export function resolveBlock<const T extends { type: Block['type'] }>(input: T, settings: BuildSettings = {}, media?: MediaIndex): ResolvedBlockOf<T['type']> {
  const page = {
    $schema: '../../schema/page.schema.json',
    route: '/test',
    title: 'Test',
    description: 'A page that exists only to run one block through the page schema in a unit test.',
    blocks: [structuredClone(input)],
  };
  const { valid } = validators.validate('page', page);
  if (!valid) throw new Error(`Invalid block: ${JSON.stringify(validators.errorsOf('page'), null, 2)}`);
  return resolve(page.blocks[0] as unknown as Block, { ...fixtureSite(), ...(media && { media }) }, settings) as ResolvedBlockOf<T['type']>;
}

/** What renderPage takes for one page of a validated site, through the same resolve step as the build. */
export function resolvedPage(validated: ValidatedSite, page: PageConfig, settings: BuildSettings = {}) {
  const resolved = resolveSite({ ...validated, pages: [{ file: '', page }] }, settings);
  return { site: resolved.site, page: resolved.pages[0].page };
}
