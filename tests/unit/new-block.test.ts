import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createBlock, kebabName, registerBlock } from '../../cli/new-block.ts';
import { blockFiles } from '../../cli/new-block/templates.ts';
import { projectRoot } from './fixture-config.ts';

// Inside the project, so the copy resolves the project's node_modules (tests/.tmp-* is ignored by git).
const root = mkdtempSync(join(projectRoot, 'tests/.tmp-new-block-'));
for (const path of [
  'schema',
  'site.config',
  'renderer',
  'validator',
  'build',
  'dev-server',
  'cli',
  'bench',
  'docs',
  // `npm run types` writes the icon sprite there.
  'public',
  'tests/unit',
  'tests/fixtures',
  // Scripts that run the editor on a copy (screenshots, its benchmark) share its copying helper.
  'tests/editor/project-copy.ts',
  'tests/setup.ts',
  'tests/browser.ts',
  '.storybook',
  'tsconfig.json',
  '.prettierrc.json',
  '.prettierignore',
  'eslint.config.js',
  'vitest.config.ts',
  'uno.config.ts',
]) {
  cpSync(join(projectRoot, path), join(root, path), { recursive: true });
}
afterAll(() => rmSync(root, { recursive: true, force: true }));

function run(args: string[]): string {
  try {
    return execFileSync(process.execPath, args, { cwd: root, encoding: 'utf8', stdio: 'pipe', env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } });
  } catch (e) {
    const { stdout, stderr } = e as { stdout: string; stderr: string };
    throw new Error(`${args.join(' ')} failed:\n${stdout}\n${stderr}`);
  }
}
const bin = (name: string) => join(projectRoot, 'node_modules', name);

describe('npm run new:block', () => {
  it('names blocks from kebab or camel case and refuses anything else', async () => {
    expect(kebabName('logo-cloud')).toBe('logo-cloud');
    expect(kebabName('logoCloud')).toBe('logo-cloud');
    expect(kebabName('Logo Cloud')).toBeNull();
    expect(await createBlock('Logo Cloud', root)).toEqual({
      ok: false,
      message: '"Logo Cloud" cannot be a block name. Use lower-case words joined by dashes, for example "logo-cloud".',
    });
    expect(await createBlock('cta', root)).toEqual({
      ok: false,
      message: 'schema/blocks/cta.schema.json already exists, so a "cta" block seems to be there already. Choose another name.',
    });
  });

  it('adds the import and the entry to the registry from its syntax tree, whatever its layout', () => {
    const registry = `import type { BlockRegistry } from './define';
import Hero from './Hero/block'; // the first block

export const registry = { hero: Hero /* last */ } satisfies BlockRegistry;
`;
    expect(registerBlock(registry, blockFiles('logo-cloud'))).toBe(`import type { BlockRegistry } from './define';
import Hero from './Hero/block';
import LogoCloud from './LogoCloud/block'; // the first block

export const registry = { hero: Hero,
  logoCloud: LogoCloud, /* last */ } satisfies BlockRegistry;
`);
  });

  it('adds a block that type-checks, lints, is formatted, has a valid example (its story) and a passing test', { timeout: 180_000 }, async () => {
    const result = await createBlock('logo-cloud', root);
    expect(result).toMatchObject({ ok: true });
    expect(readFileSync(join(root, 'schema/page.schema.json'), 'utf8')).toContain('{ "$ref": "blocks/logo-cloud.schema.json" }');
    const registry = readFileSync(join(root, 'renderer/blocks/registry.ts'), 'utf8');
    expect(registry).toContain("import LogoCloud from './LogoCloud/block';");
    expect(registry).toContain('  logoCloud: LogoCloud,\n} satisfies BlockRegistry;');
    expect(readFileSync(join(root, 'renderer/blocks/LogoCloud/block.ts'), 'utf8')).toContain("schema: 'blocks/logo-cloud.schema.json',");
    expect(readFileSync(join(root, 'schema/page.schema.json'), 'utf8')).toBe(
      readFileSync(join(projectRoot, 'schema/page.schema.json'), 'utf8').replace(
        '{ "$ref": "blocks/voice-widget.schema.json" }',
        '{ "$ref": "blocks/voice-widget.schema.json" },\n        { "$ref": "blocks/logo-cloud.schema.json" }',
      ),
    );
    expect(readFileSync(join(root, 'renderer/generated/config.ts'), 'utf8')).toContain('export interface LogoCloudBlock');
    expect(readFileSync(join(root, 'docs/block-reference.md'), 'utf8')).toContain('### logoCloud');
    expect(existsSync(join(root, 'renderer/blocks/LogoCloud/LogoCloud.test.tsx'))).toBe(true);

    run([bin('typescript/bin/tsc'), '--noEmit', '-p', 'tsconfig.json']);
    const out = run([
      bin('vitest/vitest.mjs'),
      'run',
      '--reporter=verbose',
      'renderer/blocks/LogoCloud',
      'tests/unit/story-coverage.test.ts',
      'tests/unit/block-folders.test.ts',
      // Renders every block's examples, the new one's too, through its registry entry.
      'tests/unit/registry.test.tsx',
      'tests/unit/block-declarations.test.ts',
    ]);
    expect(out).toMatch(/Test Files\s+5 passed/);
    expect(out).toMatch(/logoCloud Example places exactly the island its registry entry names/);
    run([bin('prettier/bin/prettier.cjs'), '--check', 'schema', 'renderer/blocks/LogoCloud', 'renderer/blocks/registry.ts', 'renderer/islands']);
    run([bin('eslint/bin/eslint.js'), '--no-warn-ignored', 'renderer/blocks/LogoCloud', 'renderer/blocks/registry.ts']);
    expect(await createBlock('logo-cloud', root)).toMatchObject({ ok: false });
  });
});
