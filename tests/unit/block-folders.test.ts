import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { registry } from '../../renderer/blocks/registry.ts';
import { projectRoot } from './fixture-config.ts';

const pascal = (type: string) => type[0].toUpperCase() + type.slice(1);
const kebab = (type: string) => type.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

describe('block folders', () => {
  it.each(Object.keys(registry))('"%s" has its schema, folder, component and test', (type) => {
    const folder = join(projectRoot, 'renderer/blocks', pascal(type));
    expect(existsSync(join(projectRoot, 'schema/blocks', `${kebab(type)}.schema.json`))).toBe(true);
    expect(existsSync(join(folder, `${pascal(type)}.tsx`))).toBe(true);
    expect(readdirSync(folder).some((f) => /\.test\.tsx?$/.test(f))).toBe(true);
  });
});
