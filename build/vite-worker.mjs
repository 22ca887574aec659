// `vite build` with build/vite-build.ts's config (compiled by launch.mjs), on a worker thread of
// build/main.ts. The parent sends the site stylesheet's
// UnoCSS rules ('utilities') and the folder to write into (`outDir`, the next dist/ of
// build/dist-swap.ts); this says 'written' once the assets are written, with the bundle's files
// and the modules it read (for build/assets.ts).
import { parentPort, workerData } from 'node:worker_threads';

// The site is always built for production: Vite takes NODE_ENV as it finds it, and a build started
// from a test runner (NODE_ENV=test) would otherwise ship React's development build and the XState
// inspector, and leave them in the shared asset cache for the next build.
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
