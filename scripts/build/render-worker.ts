/** The render thread of render-thread.ts: checks the site config, then renders each job's pages in order. */
import { parentPort, workerData } from 'node:worker_threads';
import { resolveSite } from '../../renderer/resolve/site.ts';
import { formatErrors } from '../config/format.ts';
import { loadSiteConfig } from '../config/load.ts';
import { settingsFromEnv } from '../config/settings.ts';
import { outline, renderPages } from './page-source.ts';
import { CURRENT, POSTED, type Job, type Reply, type ThreadData } from './render-thread.ts';

const { port, shared, start } = workerData as ThreadData;
const reply = (message: Reply) => {
  port.postMessage(message);
  Atomics.add(shared, POSTED, 1);
  Atomics.notify(shared, POSTED);
};

const { bundle, errors } = loadSiteConfig();
if (!bundle) {
  reply({ type: 'failed', message: formatErrors(errors) });
  process.exit(0);
}
reply({ type: 'checked', ...outline(bundle) });
const resolved = resolveSite(bundle, settingsFromEnv());
async function run({ id, assets, first }: Job) {
  try {
    for await (const html of renderPages(resolved, assets, first)) {
      if (Atomics.load(shared, CURRENT) !== id) return;
      reply({ type: 'page', job: id, html });
    }
    reply({ type: 'done', job: id });
  } catch (e) {
    reply({ type: 'error', job: id, message: (e as Error).message });
  }
}
parentPort!.on('message', run);
if (start) void run(start);
