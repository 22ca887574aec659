import { once } from 'node:events';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { createEditorServer } from './server.ts';
import { createValidators } from '../validator/schemas.ts';
import { siteFixtureConfig } from '../tests/unit/site-fixture.ts';

const projectRoot = join(import.meta.dirname, '..');
const made: string[] = [];

const servers: Server[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((done) => s.close(done))));
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The editor's server on a free loopback port over `root` (a fresh tempProject by default), closed after the test. */
export async function startServer(root = tempProject()) {
  const server = createEditorServer({ root, port: 0, host: '127.0.0.1' });
  servers.push(server);
  await once(server, 'listening');
  const port = (server.address() as AddressInfo).port;
  return { root, port, base: `http://127.0.0.1:${port}`, server };
}

/**
 * A throwaway project root (tests/.tmp-editor-*, gitignored) holding a copy of the site snapshot
 * (tests/fixtures/site): real pages whose wording, unlike the live site's, never changes under a test.
 */
export function tempProject(): string {
  mkdirSync(join(projectRoot, 'tests'), { recursive: true });
  const root = mkdtempSync(join(projectRoot, 'tests', '.tmp-editor-'));
  made.push(root);
  cpSync(siteFixtureConfig, join(root, 'site.config'), { recursive: true });
  return root;
}

/** The snapshot's site.config/ (tests/fixtures/site): the real site's pages, frozen for the tests. */
export const realConfig = siteFixtureConfig;

let shared: ReturnType<typeof createValidators> | undefined;
/** Compiling the schemas is most of the time of a check: one set for the whole test file. */
export const validators = () => (shared ??= createValidators());

/** How many lines differ between two texts of the same line count (undefined when the counts differ). */
export function changedLines(a: string, b: string): number | undefined {
  const x = a.split('\n');
  const y = b.split('\n');
  if (x.length !== y.length) return undefined;
  return x.filter((line, i) => line !== y[i]).length;
}
