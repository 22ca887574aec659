/** A page thread of pages.ts: builds its share of the pages, one after the other (page-steps.ts). */
import { parentPort, workerData } from 'node:worker_threads';
import { createPageSteps, PageError } from './page-steps.ts';
import type { PageThreadData, PageThreadReply } from './pages.ts';

const { pages, ...input } = workerData as PageThreadData;
const reply = (message: PageThreadReply) => parentPort!.postMessage(message);
try {
  const buildPage = await createPageSteps(input);
  const files: string[] = [];
  for (const page of pages) files.push(...(await buildPage(page)));
  reply({ type: 'done', files });
} catch (e) {
  // A page's own problem is told in words; anything else with its stack, and a disk's error with
  // its code and path, which say what to tell (dist-swap.ts).
  const { code, path } = e as NodeJS.ErrnoException;
  reply({ type: 'failed', message: e instanceof PageError ? e.message : e instanceof Error ? (e.stack ?? e.message) : String(e), code, path });
}
