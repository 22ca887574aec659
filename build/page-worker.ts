/**
 * A page thread of pages.ts. For each page of its share, in order: read and check it on its own
 * (validator/page-check.ts), and, when it is valid and in the build's shard, render and finish it
 * (page-steps.ts) and write it once the browser assets are named. The checks go back to the
 * main thread in batches, for the site-wide checks.
 */
import { once } from 'node:events';
import { join } from 'node:path';
import { parentPort, receiveMessageOnPort, workerData } from 'node:worker_threads';
import type { PageAssets } from '../renderer/server/head.ts';
import { readConfigText } from '../validator/config-folder.ts';
import { checkPage, type PageCheck } from '../validator/page-check.ts';
import { createValidators } from '../validator/schemas.ts';
import { createPageSteps, type PageSteps, type RenderedPage } from './page-steps.ts';
import type { PageThreadData, PageThreadReply } from './pages.ts';

/** Checks sent back at a time. */
const BATCH = 256;
/** Pages rendered and held while Vite names the assets (tens of kB each); beyond that, rendering waits. */
const MAX_HELD = 1000;

const { pages, shared, settings, dist, root } = workerData as PageThreadData;
const reply = (message: PageThreadReply) => parentPort!.postMessage(message);
// The main thread's one message, the assets' names: taken between pages (the loop awaits only promises, so no message event runs meanwhile), or waited for.
const assetsIfNamed = () => receiveMessageOnPort(parentPort!)?.message as PageAssets | undefined;
const assetsNamed = () => once(parentPort!, 'message').then(([named]: PageAssets[]) => named);
let assets: PageAssets | undefined;

try {
  const validators = createValidators();
  // Made (React, UnoCSS: a few tenths of a second) while the first pages are checked; a failure is told by the await.
  const stepsMade = shared && createPageSteps({ shared, settings, dist, root });
  stepsMade?.catch(() => undefined);
  let steps: PageSteps | undefined;
  const linked: string[] = [];
  const held: RenderedPage[] = [];
  const write = (page: RenderedPage) => void linked.push(...steps!.write(page, assets!));
  const checks: PageCheck[] = [];
  let failure: string | undefined;
  for (const { file, real = join(root, file), build } of pages) {
    const got = readConfigText({ real, shown: file }, (shown) => shown);
    const { check, data } = checkPage(file, got, validators);
    checks.push(check);
    if (checks.length >= BATCH) reply({ type: 'checks', checks: checks.splice(0) });
    // After a page fails, the rest are still checked, for a whole report, but not rendered.
    if (!stepsMade || !data || !build || failure) continue;
    steps ??= await stepsMade;
    try {
      held.push(await steps.render(file, data));
    } catch (e) {
      // A PageError, which names the page (page-steps.ts).
      failure = (e as Error).message;
      continue;
    }
    assets ??= assetsIfNamed();
    if (!assets && held.length >= MAX_HELD) assets = await assetsNamed();
    if (assets) held.splice(0).forEach(write);
  }
  if (held.length > 0) {
    assets ??= assetsIfNamed() ?? (await assetsNamed());
    held.splice(0).forEach(write);
  }
  reply({ type: 'checks', checks });
  reply({ type: 'done', linked, failure });
} catch (e) {
  // Anything but a page's own problem is told with its stack, a disk's error with its code and path (dist-swap.ts).
  const { code, path } = e as NodeJS.ErrnoException;
  reply({ type: 'failed', message: e instanceof Error ? (e.stack ?? e.message) : String(e), code, path });
}
