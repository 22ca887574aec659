// @vitest-environment node
import UnoCSS from 'unocss/vite';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import unoConfig from '../uno.config.ts';
import { renameSelectorList } from './css-selectors.ts';
import { islandClasses } from './island-classes.ts';
import { siteUtilities } from './site-utilities.ts';
import { viteBase } from './vite-base.ts';
import { islandClassNames, viteBuildConfig } from './vite-build.ts';

/** The site stylesheet a `vite build` with `config` makes, not written anywhere. */
async function stylesheet(config: Parameters<typeof build>[0]): Promise<string> {
  const result = (await build({ ...config, logLevel: 'silent', build: { ...config?.build, write: false } })) as Rolldown.RolldownOutput;
  const sheets = result.output.filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'));
  expect(sheets).toHaveLength(1);
  return String((sheets[0] as Rolldown.OutputAsset).source);
}

describe('the site stylesheet', () => {
  it("is the one UnoCSS's own Vite plugin makes, island list names included", async () => {
    const islands = await islandClasses();
    const namesOf = new Map<string, string[]>();
    for (const [name, list] of islands.listOf) for (const u of list) namesOf.set(u, [...(namesOf.get(u) ?? []), name]);
    const base = viteBase();
    // How the build made it before: the plugin in Vite's process, naming the lists in each rule.
    const reference = await stylesheet({
      ...base,
      configFile: false,
      plugins: [
        islandClassNames(),
        ...base.plugins,
        UnoCSS({
          ...unoConfig,
          configFile: false,
          inspector: false,
          postprocess: (util) => {
            util.selector = renameSelectorList(util.selector, (c) => ({ keep: true, names: namesOf.get(c) ?? [] })).join(',');
          },
        }),
      ],
    });
    const made = await stylesheet(viteBuildConfig(siteUtilities(islands)));
    expect(made).toBe(reference);
    // Rules for the islands' list names are in it; icons are not (an SVG sprite, public/icons.svg).
    expect(made).toMatch(/\._[\w-]+[,{]/);
    expect(made).not.toContain('url(');
  }, 60_000);
});
