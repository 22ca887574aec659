import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { parseArgs } from './cli.ts';

describe('npm run edit options', () => {
  it('reads --dev and --help; an unknown option shows every option', () => {
    expect(parseArgs(['--dev', '--port', '4557'])).toEqual({ port: 4557, strictPort: false, dev: true });
    expect(parseArgs(['-h'])).toMatchObject({ help: true });
    expect(() => parseArgs(['--prod'])).toThrow(/Unknown option --prod\.\nUsage: npm run edit -- \[--port N\] \[--strictPort\] \[--dev\]/);
  });

  it('--help prints the options and exits without starting', () => {
    const out = execFileSync(process.execPath, ['--import', 'tsx', 'editor/cli.ts', '--help'], { encoding: 'utf8' });
    expect(out).toMatch(/--dev +serve the editor's UI from Vite with HMR/);
    expect(out).not.toContain('Visual editor:');
  });
});
