/**
 * The build's render thread (render-worker.ts): it loads and checks the site config, resolves
 * it and renders the pages in order, while this thread finishes and writes them
 * (prerender-pages.ts). React's render and the config's check are most of a page's cost; the
 * finishing, whose names depend on page order, stays on one thread.
 */
import { join } from 'node:path';
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import type { PageAssets } from '../../renderer/server/head.ts';
import { standInPair } from './assets.ts';
import { PAGES_PER_TURN, PrerenderError, type PageSource, type SiteOutline } from './page-source.ts';

/** Slots of the counters shared with the worker: replies posted, the job wanted, whether it ended. */
export const POSTED = 0;
export const CURRENT = 1;
const GONE = 2;

export type Reply =
  | ({ type: 'checked' } & SiteOutline)
  | { type: 'failed'; message: string }
  | { type: 'page'; job: number; html: string }
  | { type: 'error'; job: number; message: string }
  | { type: 'done'; job: number };
export interface Job {
  id: number;
  assets: PageAssets;
  first?: PageAssets;
}
export interface ThreadData {
  port: MessagePort;
  shared: Int32Array;
  /** The job to start once the config is checked, before any is asked for. */
  start?: Job;
}

export interface RenderThread {
  /** The pages to render, once the config is checked; or the check's report. */
  checked: Promise<{ source: PageSource } | { problems: string }>;
  stop(): void;
}

/**
 * Starts the render thread; it reads the site config at once. With `standIns`, it then renders
 * the pages with a pair of stand-in asset names (prerender-pages.ts) before it is asked to: while
 * Vite builds, the asking thread has other work.
 */
export function startRenderThread({ standIns = false } = {}): RenderThread {
  const { port1: port, port2 } = new MessageChannel();
  const shared = new Int32Array(new SharedArrayBuffer(3 * Int32Array.BYTES_PER_ELEMENT));
  const pair = standIns ? standInPair() : undefined;
  let jobs = 0;
  const start: Job | undefined = pair ? { id: ++jobs, assets: pair[0], first: pair[1] } : undefined;
  if (start) Atomics.store(shared, CURRENT, start.id);
  const data: ThreadData = { port: port2, shared, start };
  // The script next to this module's code: beside the source, the shim that runs render-worker.ts
  // under tsx; beside the code launch.mjs compiled, the compiled render-worker.ts.
  const worker = new Worker(join(import.meta.dirname, 'render-worker.mjs'), { workerData: data, transferList: [port2] });
  let failure = 'it stopped';
  const gone = (e?: Error) => {
    if (e) failure = e.stack ?? String(e);
    Atomics.store(shared, GONE, 1);
    Atomics.notify(shared, POSTED);
  };
  worker.once('error', gone);
  worker.once('exit', () => gone());

  /** The thread's next reply, once it is posted. */
  const next = async (): Promise<Reply> => {
    for (;;) {
      const wasGone = Atomics.load(shared, GONE);
      const seen = Atomics.load(shared, POSTED);
      const m = receiveMessageOnPort(port);
      if (m) return m.message as Reply;
      if (wasGone) throw new PrerenderError(`The render thread ended before the last page: ${failure}`);
      const wait = Atomics.waitAsync(shared, POSTED, seen);
      if (wait.async) await wait.value;
    }
  };

  let started = start;
  async function* pages(assets: PageAssets, first?: PageAssets): AsyncGenerator<string> {
    // A job asked for again (with the real names) ends the one before: its replies are left out.
    let id: number;
    if (started && started.assets === assets && started.first === first) id = started.id;
    else {
      id = ++jobs;
      Atomics.store(shared, CURRENT, id);
      worker.postMessage({ id, assets, first } satisfies Job);
    }
    started = undefined;
    for (let i = 1; ; i++) {
      if (i % PAGES_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
      const reply = await next();
      if ('job' in reply && reply.job !== id) continue;
      if (reply.type === 'done') return;
      if (reply.type === 'error') throw new PrerenderError(reply.message);
      if (reply.type !== 'page') throw new PrerenderError(`The render thread sent "${reply.type}" in place of a page.`);
      yield reply.html;
    }
  }

  const checked = next().then((reply) => {
    if (reply.type === 'failed') return { problems: reply.message };
    if (reply.type !== 'checked') throw new PrerenderError(`The render thread sent "${reply.type}" before the site was checked.`);
    const { type: _, ...outline } = reply;
    return { source: { ...outline, render: pages, standIns: pair } };
  });
  return { checked, stop: () => void worker.terminate() };
}
