import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyProject } from './project-copy.ts';

const projectRoot = join(import.meta.dirname, '../..');

export const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

export interface Editor {
  root: string;
  url: string;
  stop: () => void;
}

const freePort = () =>
  new Promise<number>((done, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });

/** `npm run edit` in `root`, as a person starts it; resolves once it prints its address. */
async function startEditor(root: string): Promise<Editor> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'editor/cli.ts', '--port', String(port), '--strictPort'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`The editor in ${root} did not start: ${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Visual editor:')) {
        clearTimeout(timer);
        done();
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => fail(new Error(`The editor in ${root} exited (${code}): ${output}`)));
  });
  return { root, url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGKILL') };
}

/**
 * A shared bare repository holding the whole project (publishing in `mode`), and `count` clones of
 * it, each with the editor running: two people on two machines, with git hosting between them.
 */
export async function clonesWithEditors(count: number, mode: 'push' | 'review' = 'push') {
  const dir = mkdtempSync(join(tmpdir(), 'editor-teamwork-'));
  const base = copyProject(projectRoot, join(dir, 'base'));
  // The linked node_modules is not content: a link is not a folder, so .gitignore's "node_modules/" misses it.
  appendFileSync(join(base, '.git/info/exclude'), 'node_modules\n');
  writeFileSync(join(base, 'publish.config.json'), `${JSON.stringify({ mode, remote: 'origin', branch: 'main' }, null, 2)}\n`);
  git(base, 'add', '-A');
  git(base, '-c', 'user.name=Dev', '-c', 'user.email=dev@example.com', 'commit', '-q', '-m', 'The project');
  git(base, 'branch', '-M', 'main');
  const remote = join(dir, 'remote.git');
  git(dir, 'clone', '-q', '--bare', base, remote);
  const editors: Editor[] = [];
  for (let i = 0; i < count; i++) {
    const clone = join(dir, `clone-${i}`);
    git(dir, 'clone', '-q', remote, clone);
    symlinkSync(join(projectRoot, 'node_modules'), join(clone, 'node_modules'), 'dir');
    appendFileSync(join(clone, '.git/info/exclude'), 'node_modules\n');
    editors.push(await startEditor(clone));
  }
  return {
    remote,
    editors,
    done: () => {
      for (const e of editors) e.stop();
      rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    },
  };
}
