/**
 * A site's pages, checked and built on threads, one per PAGES_PER_THREAD pages up to one per core: each thread
 * takes every n-th page, checks it on its own, and builds the valid ones of the build's shard
 * from their file to dist/ (page-worker.ts, page-steps.ts), one after the other. The checks come
 * back here for the site-wide checks (validator/load.ts). A page's HTML depends on nothing but the
 * page and the site (its class names are its own, shared files are named by their content), so
 * how pages are shared out, between threads here or the machines of a CI matrix (`--shard`,
 * shard.ts), changes nothing in what is written.
 */
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { MediaIndex } from '../renderer/images/types.ts';
import type { PageAssets } from '../renderer/server/head.ts';
import type { FoundFile } from '../validator/config-folder.ts';
import { checkKeeper, type PageCheck } from '../validator/page-check.ts';
import { PageError, type PageStepsInput, type Shared } from './page-steps.ts';
import { addUses, type PictureUses } from './used-pictures.ts';

/**
 * A page thread's heap. V8 lets a heap grow to a few times what is live before it collects, and a
 * thread of this build keeps little alive (the modules, the caches): the limit keeps the build's
 * memory flat (the README's machinery table).
 */
const HEAP_MB = 256;

/** Below this many pages per thread, starting another (React, UnoCSS, the schemas: about 0.4 s of CPU) costs more than it saves. */
const PAGES_PER_THREAD = 150;

export interface PageJob {
  found: FoundFile;
  /** Its path as the checks show it. */
  file: string;
  /** In the build's shard: rendered and written when valid; otherwise only checked. */
  build: boolean;
}

export interface PageThreadData extends Omit<PageStepsInput, 'writeFile' | 'shared' | 'root'> {
  pages: PageJob[];
  /** The media folder's pictures, by file name: the thread tells which its pages use before it renders any. */
  pictures: string[];
  /** Undefined when the rest of the site is not valid: the pages are only checked. Its pictures come in a message. */
  shared?: Omit<Shared, 'media'>;
  root: string;
}
/** What the main thread sends each page thread once it has it: the browser assets' names, the pictures' files. */
export type PageThreadMessage = { assets: PageAssets } | { media: MediaIndex };
export type PageThreadReply =
  | { type: 'pictures'; uses: PictureUses }
  | { type: 'checks'; checks: PageCheck[] }
  | { type: 'done'; files: string[]; failure?: string }
  | { type: 'failed'; message: string; code?: string; path?: string };

export interface PagesResult {
  /** Every page's check, in the pages' order. */
  checks: PageCheck[];
  /** The paths written under dist/. */
  files: string[];
  /** The first page that could not be rendered, if any. */
  failure?: string;
}

/**
 * Checks `pages` and builds those to build into `input.dist`. The threads start at once and first tell which pictures
 * their pages use: `later.media` makes them from all the threads' uses, and they reach the threads before a page is
 * rendered; the assets' names (`later.assets`) reach them before one is written.
 */
export async function checkAndBuildPages(
  pages: PageJob[],
  input: Omit<PageThreadData, 'pages'>,
  later: { assets: Promise<PageAssets>; media: (uses: PictureUses) => Promise<MediaIndex> },
): Promise<PagesResult> {
  const threads = Math.max(1, Math.min(availableParallelism(), Math.ceil(pages.length / PAGES_PER_THREAD)));
  const checks: PageCheck[] = new Array<PageCheck>(pages.length);
  const keep = checkKeeper();
  const files: string[] = [];
  const failures: string[] = [];
  const workers: Worker[] = [];
  const uses: PictureUses = new Map();
  let told = 0;
  let giveUses!: (uses: PictureUses) => void;
  const media = new Promise<PictureUses>((resolve) => (giveUses = resolve)).then(later.media);
  const run = (t: number) =>
    new Promise<void>((resolve, reject) => {
      const share = pages.filter((_, i) => i % threads === t);
      // Compiled beside this module by launch.mjs.
      const worker = new Worker(join(import.meta.dirname, 'page-worker.mjs'), {
        workerData: { ...input, pages: share } satisfies PageThreadData,
        resourceLimits: { maxOldGenerationSizeMb: HEAP_MB },
      });
      workers.push(worker);
      const send = (message: PageThreadMessage) => worker.postMessage(message);
      // Without the assets' names or the pictures, a thread would wait for them forever: their failure ends the threads.
      later.assets.then((assets) => send({ assets }), reject);
      media.then((media) => send({ media }), reject);
      let received = 0;
      worker.on('message', (m: PageThreadReply) => {
        if (m.type === 'pictures') {
          addUses(uses, m.uses);
          if (++told === threads) giveUses(uses);
        } else if (m.type === 'checks') for (const check of m.checks) checks[t + threads * received++] = keep(check);
        else if (m.type === 'done') {
          files.push(...m.files);
          if (m.failure) failures.push(m.failure);
          resolve();
        } else reject(Object.assign(new PageError(m.message), { code: m.code, path: m.path }));
      });
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new PageError(`A page thread stopped (exit code ${code}) before its last page.`)));
    });
  try {
    await Promise.all(Array.from({ length: threads }, (_, t) => run(t)));
    return { checks, files, failure: failures[0] };
  } finally {
    // A thread that failed ends the others: the build stops, and its folder is removed.
    await Promise.all(workers.map((w) => w.terminate()));
  }
}
