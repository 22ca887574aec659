import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../tests/unit/fixture-config.ts';

const launch = (...args: string[]) => spawnSync(process.execPath, ['cli/launch.mjs', ...args], { cwd: projectRoot, encoding: 'utf8' });

describe('cli/launch.mjs', () => {
  it('says how it is used, with exit code 2, when the command file is missing or not TypeScript', () => {
    for (const args of [[], ['cli/nope.ts'], ['package.json']]) {
      const result = launch(...args);
      expect(result.status).toBe(2);
      expect(result.stderr).toContain('Usage: node cli/launch.mjs cli/<command>.ts [arguments]');
    }
    expect(launch('cli/nope.ts').stderr).toContain('There is no cli/nope.ts.');
  });

  it("runs the compiled command with the command's own arguments and exit code", () => {
    const result = launch('cli/validate.ts', 'no-such-folder');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('no-such-folder/site.json:1:1  (whole file)\n  ✖ The site settings file is missing.');
  });
});
