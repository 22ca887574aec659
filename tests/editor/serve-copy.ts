import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { copyProject, copyRoot } from './project-copy.ts';

/**
 * The editor tests' web server: a fresh copy of the project, then `npm run edit` in it. Making the
 * copy here, not in the config, keeps tools that only read the config (knip) from making copies.
 */
const port = Number(process.argv[2]);
const root = copyProject(join(import.meta.dirname, '..', '..'), copyRoot(port));
const child = spawn('npm', ['run', 'edit', '--', '--port', String(port), '--strictPort'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
