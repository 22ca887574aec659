// `vite build` with build/vite-build.ts's config (compiled by launch.mjs), on a worker thread of
// build/main.ts, into `outDir` (the next dist/, dist-swap.ts). The parent sends the site
// stylesheet's UnoCSS rules ('utilities'); this says 'written' with the bundle's files and the
// modules it read (for assets.ts).
import { parentPort, workerData } from 'node:worker_threads';

// Always for production: started from a test runner (NODE_ENV=test), Vite would ship React's
// development build and the XState inspector, and leave them in the asset cache.
process.env.NODE_ENV = 'production';

let received;
const utilities = new Promise((resolve) => (received = resolve));
parentPort.on('message', (m) => m?.type === 'utilities' && received(m.css));

const [{ build }, { viteBuildConfig }] = await Promise.all([import('vite'), import(workerData.config)]);
const read = new Set();
const steps = {
  name: 'build-steps',
  transform: (_code, id) => void read.add(id),
  writeBundle: (_options, bundle) => parentPort.postMessage({ type: 'written', files: Object.keys(bundle), read: [...read] }),
};
await build(viteBuildConfig(utilities, [steps], workerData.outDir));
parentPort.close();
