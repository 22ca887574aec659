import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Indexer } from 'storybook/internal/types';
import type { Plugin } from 'vite';
import { formatErrors } from '../validator/format.ts';
import { loadSiteConfig } from '../validator/load.ts';
import { collectBlockStories, storiesForSchemaFile } from './block-stories.ts';
import { resolveBlock } from '../renderer/resolve/site.ts';
import type { ValidatedSite } from '../renderer/resolve/types.ts';
import type { Block } from '../renderer/generated/config.ts';

const blockSchemaFile = /[\\/]schema[\\/]blocks[\\/][^\\/]+\.schema\.json$/;
const blockView = fileURLToPath(new URL('../renderer/page/PageView.tsx', import.meta.url));

function storiesOf(file: string) {
  const block = storiesForSchemaFile(file, collectBlockStories());
  if (!block) throw new Error(`${file} is not listed in schema/page.schema.json, so it has no stories.`);
  if (block.problems.length > 0) throw new Error(block.problems.join('\n'));
  return block;
}

/** Indexes schema/blocks/*.schema.json: one story per `examples` entry, no story file needed. */
export const blockExamplesIndexer: Indexer = {
  test: blockSchemaFile,
  createIndex: async (fileName) => {
    const block = storiesOf(fileName);
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
    transform(_code, id) {
      if (id.includes('?') || !blockSchemaFile.test(id)) return null;
      const block = storiesOf(id);
      const site = validatedSite('site.config');
      const lines = [
        `import { BlockView } from ${JSON.stringify(blockView)};`,
        `export default { title: ${JSON.stringify(block.title)}, component: BlockView, parameters: { layout: 'fullscreen' } };`,
        ...block.stories.map(
          (s) =>
            `export const ${s.exportName} = { name: ${JSON.stringify(s.name)}, args: { block: ${JSON.stringify(resolveBlock(s.block as unknown as Block, site, {}))} } };`,
        ),
      ];
      return { code: lines.join('\n'), map: null, moduleType: 'js' };
    },
  };
}

/** The site config as the build validates it; stories get no deployment settings (see renderer/resolve/settings.ts). */
function validatedSite(configDir: string): ValidatedSite {
  const { bundle, errors } = loadSiteConfig(configDir);
  if (!bundle) throw new Error(`${configDir}/ has errors:\n${formatErrors(errors)}`);
  return bundle;
}

const siteDataId = 'virtual:storybook-site-data';

/**
 * The validated site config (site.json, plans, forms) for stories, loaded by the same loader as
 * the build, so blocks in Storybook get the props they get on the site, defaults included.
 */
export function siteDataPlugin(configDir = 'site.config'): Plugin {
  const resolved = `\0${siteDataId}`;
  return {
    name: 'rivo:storybook-site-data',
    resolveId: (id) => (id === siteDataId ? resolved : null),
    configureServer(server) {
      const dir = resolve(configDir);
      server.watcher.add(dir);
      server.watcher.on('all', (_event, file) => {
        if (!file.startsWith(dir)) return;
        const graph = server.environments.client.moduleGraph;
        const mod = graph.getModuleById(resolved);
        if (mod) graph.invalidateModule(mod);
        server.ws.send({ type: 'full-reload' });
      });
    },
    load(id) {
      if (id !== resolved) return null;
      const { site, plans, forms } = validatedSite(configDir);
      return `export default ${JSON.stringify({ site, plans, forms, pages: [] })};`;
    },
  };
}
