import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { parseArgs } from './cli.ts';

describe('npm run edit', () => {
  it('reads --port N and --strictPort, and refuses anything else', () => {
    expect(parseArgs([])).toEqual({ port: 4400, strictPort: false });
    expect(parseArgs(['--port', '4555', '--strictPort'])).toEqual({ port: 4555, strictPort: true });
    expect(parseArgs(['--port=4556'])).toEqual({ port: 4556, strictPort: false });
    expect(() => parseArgs(['--port', 'x'])).toThrow(/--port needs a number/);
    expect(() => parseArgs(['--host', '0.0.0.0'])).toThrow(/Unknown option/);
  });

  it('fails with --strictPort when the port is taken', async () => {
    const taken = createServer().listen(0, '127.0.0.1');
    await once(taken, 'listening');
    const port = (taken.address() as { port: number }).port;
    const child = spawn(process.execPath, ['--import', 'tsx', 'editor/cli.ts', '--port', String(port), '--strictPort'], { stdio: 'pipe' });
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += String(d)));
    const [code] = (await once(child, 'exit')) as [number];
    taken.close();
    expect(code).toBe(1);
    expect(err).toContain(`Port ${port} is in use (--strictPort).`);
  });
});
