/**
 * The editor on a site of many pages (issue #25: "the editor's server with a 10,000-page site:
 * page list under 1 s"): a copy of the project with N generated copies of the automotive page,
 * the editor started in it, then, in Chromium, the page list loaded and one page opened, each
 * measured from navigation to usable. The first load after the start may wait for the editor's
 * own warm-up check of the whole site; the later ones show what an editor sees all day.
 */
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { pageSource, writeCopies } from '../scale.ts';
import { freePort, startEditor } from './process.ts';
import { makeCopy } from './project.ts';

const ROUTE = '/industries/automotive';

export interface BigSiteRow {
  measure: string;
  goal?: number;
  samples: number[];
}

/**
 * The media library's answers on that site, whose every copy shows the page's hero picture: the
 * list the Media screen and each picture picker read (a few places and a count per picture), and
 * that picture's every place (read when its details open). Their size is in the label.
 */
async function mediaAnswers(base: string, source: string, total: number, runs: number): Promise<BigSiteRow[]> {
  const picture = /"file": "([^"]+)"/.exec(source)?.[1];
  if (!picture) return [];
  const answer = async (path: string) => {
    const samples: number[] = [];
    let body = Buffer.alloc(0);
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      body = Buffer.from(await (await fetch(new URL(path, base))).arrayBuffer());
      samples.push(performance.now() - start);
    }
    return {
      measure: `${total} pages: GET ${path} (${body.length.toLocaleString('en-US')} bytes, ${gzipSync(body).length.toLocaleString('en-US')} gz)`,
      samples,
    };
  };
  return [await answer('api/media'), await answer(`api/media/uses?name=${encodeURIComponent(picture)}`)];
}

export async function bigSiteBench(browser: Browser, project: string, modulesFrom: string, pages: number, runs = 5, port?: number): Promise<BigSiteRow[]> {
  const root = makeCopy(project, modulesFrom);
  const own = readdirSync(join(root, 'site.config', 'pages'), { recursive: true }).filter((f) => String(f).endsWith('.json')).length;
  writeCopies(join(root, 'site.config', 'pages', 'bench'), pageSource(join(root, 'site.config'), ROUTE), ROUTE, pages);
  const editor = await startEditor(root, port ?? (await freePort()), 'node', 120_000);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const timed = async (url: string, ready: () => Promise<unknown>) => {
    const start = performance.now();
    await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
    await ready();
    return performance.now() - start;
  };
  // Checked at every frame: a locator's wait polls every 500 ms after its first tries, which put up to half a second on a figure.
  const shown = (selector: string) => () =>
    page.waitForFunction((s) => (document.querySelector(s)?.getBoundingClientRect().height ?? 0) > 0, selector, { polling: 'raf', timeout: 120_000 });
  const list = shown('a.page-link');
  const opened = shown('[role="grid"][aria-label="Blocks"] [role="row"]');
  const first = `${editor.url}page?file=${encodeURIComponent('site.config/pages/bench/page-00001.json')}`;
  try {
    const startList = await timed(editor.url, list);
    const lists: number[] = [];
    const opens: number[] = [];
    for (let i = 0; i < runs; i++) {
      lists.push(await timed(editor.url, list));
      opens.push(await timed(first, opened));
    }
    const total = own + pages;
    return [
      { measure: `${total} pages: page list usable, first load after start`, samples: [startList] },
      { measure: `${total} pages: page list usable`, goal: 1000, samples: lists },
      { measure: `${total} pages: a page opened (its blocks listed)`, goal: 1000, samples: opens },
      ...(await mediaAnswers(editor.url, pageSource(join(root, 'site.config'), ROUTE), total, runs)),
    ];
  } finally {
    await context.close();
    await editor.stop();
    rmSync(root, { recursive: true, force: true });
  }
}
