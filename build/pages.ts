/**
 * A site's pages, checked and built on threads, one per PAGES_PER_THREAD pages up to one per core:
 * each thread takes every n-th page, checks it, and builds the valid ones of the build's shard
 * (page-worker.ts, page-steps.ts). The checks come back here for the site-wide checks
 * (validator/load.ts). A page's HTML depends on nothing but the page and the site, so how pages are
 * shared out, between threads or the machines of a CI matrix (shard.ts), changes nothing written.
 */
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PageAssets } from '../renderer/server/head.ts';
import { checkKeeper, type PageCheck } from '../validator/page-check.ts';
import { PageError, type PageStepsInput, type Shared } from './page-steps.ts';

/** A page thread's heap: V8 lets a heap grow to a few times what is live, and a thread keeps little alive (the README's machinery table). */
const HEAP_MB = 256;

/** Below this many pages per thread, starting another (React, UnoCSS, the schemas: about 0.4 s of CPU) costs more than it saves. */
const PAGES_PER_THREAD = 150;

export interface PageJob {
  /** Its path as the checks show it, relative to the project. */
  file: string;
  /** Where it is read, when a link makes that another path than `file`'s (a thread keeps 10,000 jobs or more). */
  real?: string;
  /** In the build's shard: rendered and written when valid; otherwise only checked. */
  build: boolean;
}

export interface PageThreadData extends Omit<PageStepsInput, 'writeFile' | 'shared' | 'root'> {
  pages: PageJob[];
  /** Undefined when the rest of the site is not valid: the pages are only checked. */
  shared?: Shared;
  root: string;
}
export type PageThreadReply =
  | { type: 'checks'; checks: PageCheck[] }
  | { type: 'done'; linked: string[]; failure?: string }
  | { type: 'failed'; message: string; code?: string; path?: string };

export interface PagesResult {
  /** Every page's check, in the pages' order. */
  checks: PageCheck[];
  /** The files the pages link (CSS, island props) written under dist/; each page's own file is its route's. */
  linked: string[];
  /** The first page that could not be rendered, if any. */
  failure?: string;
}

/** Checks `pages` and builds those to build into `input.dist`; the assets' names (`assets`) reach the threads before a page is written. */
export async function checkAndBuildPages(pages: PageJob[], input: Omit<PageThreadData, 'pages'>, assets: Promise<PageAssets>): Promise<PagesResult> {
  const threads = Math.max(1, Math.min(availableParallelism(), Math.ceil(pages.length / PAGES_PER_THREAD)));
  const checks: PageCheck[] = new Array<PageCheck>(pages.length);
  const keep = checkKeeper();
  const linked: string[] = [];
  const failures: string[] = [];
  const workers: Worker[] = [];
  const run = (t: number) =>
    new Promise<void>((resolve, reject) => {
      const share = pages.filter((_, i) => i % threads === t);
      // Compiled beside this module by launch.mjs.
      const worker = new Worker(join(import.meta.dirname, 'page-worker.mjs'), {
        workerData: { ...input, pages: share } satisfies PageThreadData,
        resourceLimits: { maxOldGenerationSizeMb: HEAP_MB },
      });
      workers.push(worker);
      // Without the assets' names, a thread would wait for them forever: their failure ends the threads.
      assets.then((named) => worker.postMessage(named), reject);
      let received = 0;
      worker.on('message', (m: PageThreadReply) => {
        if (m.type === 'checks') for (const check of m.checks) checks[t + threads * received++] = keep(check);
        else if (m.type === 'done') {
          linked.push(...m.linked);
          if (m.failure) failures.push(m.failure);
          resolve();
        } else reject(Object.assign(new PageError(m.message), { code: m.code, path: m.path }));
      });
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new PageError(`A page thread stopped (exit code ${code}) before its last page.`)));
    });
  try {
    await Promise.all(Array.from({ length: threads }, (_, t) => run(t)));
    return { checks, linked, failure: failures[0] };
  } finally {
    // A thread that failed ends the others: the build stops, and its folder is removed.
    await Promise.all(workers.map((w) => w.terminate()));
  }
}
