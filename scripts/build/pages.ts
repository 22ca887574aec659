/**
 * The pages of a build, on as many threads as the machine has cores: each thread takes every
 * n-th page and builds it from its file to dist/ (page-steps.ts), the one after the other. A
 * page's HTML depends on nothing but the page and the site (its class names are its own, shared
 * files are named by their content), so how the pages are shared out, between threads here or
 * between the machines of a CI matrix (`--shard`, shard.ts), changes nothing in what is written.
 */
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ListedPage } from '../config/load.ts';
import { PageError, type PageStepsInput } from './page-steps.ts';

/** Below this many pages per thread, starting another (React, UnoCSS, the schemas: about 0.4 s of CPU) costs more than it saves. */
const PAGES_PER_THREAD = 150;

export type PageThreadData = Omit<PageStepsInput, 'writeFile'> & { pages: ListedPage[] };
export type PageThreadReply = { type: 'done'; files: string[] } | { type: 'failed'; message: string; code?: string; path?: string };

/** How many threads build `count` pages. */
const threadsFor = (count: number, cores = availableParallelism()) => Math.max(1, Math.min(cores, Math.ceil(count / PAGES_PER_THREAD)));

/** Builds `pages` into `input.dist`; the paths written under it. Rejects with a PageError naming a page that failed. */
export async function buildPages(pages: ListedPage[], input: Omit<PageThreadData, 'pages'>, threads = threadsFor(pages.length)): Promise<string[]> {
  const workers: Worker[] = [];
  const shares = Array.from({ length: threads }, (_, t) => pages.filter((_, i) => i % threads === t));
  try {
    const results = await Promise.all(
      shares.map(
        (share) =>
          new Promise<string[]>((resolve, reject) => {
            // Beside the source, the shim that runs page-worker.ts under tsx; beside the code launch.mjs compiled, the compiled one.
            const worker = new Worker(join(import.meta.dirname, 'page-worker.mjs'), { workerData: { ...input, pages: share } satisfies PageThreadData });
            workers.push(worker);
            worker.once('message', (m: PageThreadReply) =>
              m.type === 'done' ? resolve(m.files) : reject(Object.assign(new PageError(m.message), { code: m.code, path: m.path })),
            );
            worker.once('error', reject);
            worker.once('exit', (code) => reject(new PageError(`A page thread stopped (exit code ${code}) before its last page.`)));
          }),
      ),
    );
    return results.flat();
  } finally {
    // A failed page ends the others' threads: the build stops, its folder is removed.
    await Promise.all(workers.map((w) => w.terminate()));
  }
}
