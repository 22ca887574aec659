/**
 * How much the editor's media answers weigh on a big site: the live site.config/ copied into a
 * temporary folder with N generated copies of the automotive page (the editor benchmark's site,
 * bench/editing/big-site.ts), so the automotive picture is used on N + 1 pages; the editor's API
 * served over it; then GET /api/media (sent whenever the Media screen or a picture picker opens)
 * and GET /api/media/uses for that picture (sent when its details are opened), each in bytes as
 * sent and gzipped. Not part of `npm test`.
 *
 *   npx tsx bench/editor-media.ts [--pages 10000] [--port N]
 */
import { once } from 'node:events';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { createEditorServer } from '../editor/server.ts';
import { pageSource, writeCopies } from './scale.ts';

const ROUTE = '/industries/automotive';
const { values } = parseArgs({ options: { pages: { type: 'string', default: '10000' }, port: { type: 'string', default: '0' } } });

const here = resolve(import.meta.dirname, '..');
const root = mkdtempSync(join(tmpdir(), 'rivo-bench-media-'));
const server = createEditorServer({ root, port: Number(values.port) });
try {
  cpSync(join(here, 'site.config'), join(root, 'site.config'), { recursive: true });
  const source = pageSource(join(root, 'site.config'), ROUTE);
  writeCopies(join(root, 'site.config', 'pages', 'bench'), source, ROUTE, Number(values.pages));
  // The picture of the page's hero: every copy uses it.
  const picture = /"file": "([^"]+)"/.exec(source)?.[1];
  if (!picture) throw new Error(`The page at ${ROUTE} has no picture.`);
  await once(server, 'listening');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const measure = async (path: string) => {
    const start = performance.now();
    const res = await fetch(base + path);
    const body = Buffer.from(await res.arrayBuffer());
    const ms = Math.round(performance.now() - start);
    console.log(`GET ${path}: ${res.status}, ${body.length.toLocaleString('en-US')} bytes, ${gzipSync(body).length.toLocaleString('en-US')} gzipped, ${ms} ms`);
  };
  console.log(`${values.pages} copies of ${ROUTE}; "${picture}" is on each.`);
  // The first answer waits for the check of the whole site; the second is what an editor sees all day.
  await measure('/api/media');
  await measure('/api/media');
  await measure(`/api/media/uses?name=${encodeURIComponent(picture)}`);
} finally {
  server.close();
  rmSync(root, { recursive: true, force: true });
}
