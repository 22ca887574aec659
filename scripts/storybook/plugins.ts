import { fileURLToPath } from 'node:url';
import type { Indexer } from 'storybook/internal/types';
import type { Plugin } from 'vite';
import { formatErrors } from '../config/format.ts';
import { loadSiteConfig } from '../config/load.ts';
import { collectBlockStories, storiesForSchemaFile, type BlockStories } from './block-stories.ts';

const blockSchemaFile = /[\\/]schema[\\/]blocks[\\/][^\\/]+\.schema\.json$/;
const blockView = fileURLToPath(new URL('../../renderer/page/PageView.tsx', import.meta.url));

// Validating every example takes a moment, so it is done once per schema change, not per file.
let cached: BlockStories[] | undefined;

function storiesOf(file: string, all: BlockStories[]) {
  const block = storiesForSchemaFile(file, all);
  if (!block) throw new Error(`${file} is not listed in schema/page.schema.json, so it has no stories.`);
  if (block.problems.length > 0) throw new Error(block.problems.join('\n'));
  return block;
}

/** Indexes schema/blocks/*.schema.json: one story per `examples` entry, no story file needed. */
export const blockExamplesIndexer: Indexer = {
  test: blockSchemaFile,
  createIndex: async (fileName) => {
    // Read afresh: Storybook indexes a schema again when it changes.
    const block = storiesOf(fileName, collectBlockStories());
    return block.stories.map((story) => ({
      type: 'story' as const,
      importPath: fileName,
      exportName: story.exportName,
      name: story.name,
      title: block.title,
      tags: ['block-example'],
    }));
  },
};

/** Turns a block schema into the CSF module the indexer above promised (its examples as args). */
export function blockStoriesPlugin(): Plugin {
  return {
    name: 'rivo:block-stories',
    enforce: 'pre',
    watchChange(id) {
      if (/[\\/]schema[\\/]/.test(id)) cached = undefined;
    },
    transform(_code, id) {
      if (!blockSchemaFile.test(id.split('?')[0]) || id.includes('?')) return null;
      cached ??= collectBlockStories();
      const block = storiesOf(id, cached);
      const lines = [
        `import { BlockView } from ${JSON.stringify(blockView)};`,
        `export default { title: ${JSON.stringify(block.title)}, component: BlockView, parameters: { layout: 'fullscreen' } };`,
        ...block.stories.map((s) => `export const ${s.exportName} = { name: ${JSON.stringify(s.name)}, args: { block: ${JSON.stringify(s.block)} } };`),
      ];
      return { code: lines.join('\n'), map: null, moduleType: 'js' };
    },
  };
}

const siteDataId = 'virtual:storybook-site-data';

/**
 * The validated site config (site.json, plans, forms) for stories, loaded by the same loader as
 * the build, so blocks in Storybook get the props they get on the site, defaults included.
 */
export function siteDataPlugin(): Plugin {
  return {
    name: 'rivo:storybook-site-data',
    resolveId: (id) => (id === siteDataId ? `\0${siteDataId}` : null),
    load(id) {
      if (id !== `\0${siteDataId}`) return null;
      const { bundle, errors } = loadSiteConfig();
      if (!bundle) throw new Error(`site.config/ has errors:\n${formatErrors(errors)}`);
      this.addWatchFile('site.config');
      const { site, plans, forms } = bundle;
      return `export default ${JSON.stringify({ site, plans, forms })};`;
    },
  };
}
