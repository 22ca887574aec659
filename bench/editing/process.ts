import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export interface RunningEditor {
  url: string;
  /** performance.now() of this process when the editor was spawned, and when it printed its address. */
  spawnedAt: number;
  addressAt: number;
  stop: () => Promise<void>;
}

/** A port free right now on the loopback address (the editor is started with --strictPort on it). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

const running = new Set<ChildProcess>();

/** Its own process group (npm or npx, tsx and node under it), so a stop ends all of them and nothing else. */
function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** Ends every editor still running (on an error or a signal, before the copy is removed). */
export function killAll() {
  for (const child of running) killGroup(child, 'SIGKILL');
  running.clear();
}

/**
 * How the editor is started: `npm run edit` (what a user types: npm, then tsx's launcher, then
 * node), `npx tsx editor/cli.ts` (the same chain through npx), or `node --import tsx editor/cli.ts`
 * (one process: what the launchers cost is the difference).
 */
export const SPAWNS = {
  npm: ['npm', 'run', '--silent', 'edit', '--'],
  npx: ['npx', 'tsx', 'editor/cli.ts'],
  node: [process.execPath, '--import', 'tsx', 'editor/cli.ts'],
} as const;
export type Spawn = keyof typeof SPAWNS;

/** The editor started the `via` way with `--port N --strictPort` in `root`; resolves once it prints its address. */
export async function startEditor(root: string, port: number, via: Spawn = 'npm', timeoutMs = 60_000): Promise<RunningEditor> {
  const spawnedAt = performance.now();
  const [command, ...args] = SPAWNS[via];
  const child = spawn(command, [...args, '--port', String(port), '--strictPort'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    killGroup(child, 'SIGTERM');
    const late = setTimeout(() => killGroup(child, 'SIGKILL'), 5000);
    await exited;
    clearTimeout(late);
    running.delete(child);
  };
  try {
    let addressAt = 0;
    const url = await new Promise<string>((done, fail) => {
      const timer = setTimeout(() => fail(new Error(`The editor printed no address within ${timeoutMs / 1000} s.`)), timeoutMs);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const found = /Visual editor: (http:\/\/\S+)/.exec(output)?.[1];
        if (found && !addressAt) {
          addressAt = performance.now();
          clearTimeout(timer);
          done(found);
        }
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.once('exit', (code) => {
        clearTimeout(timer);
        fail(new Error(`The editor exited (code ${code}) before it printed its address.`));
      });
    });
    return { url, spawnedAt, addressAt, stop };
  } catch (e) {
    await stop();
    throw new Error(`${(e as Error).message}\n${output.trim()}`);
  }
}
