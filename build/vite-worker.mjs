// `vite build` with build/vite-build.ts's config (compiled by launch.mjs), in a child process of
// build/main.ts, into `outDir` (the next dist/, dist-swap.ts): a process, not a thread, because
// the memory Vite's native bundler takes stays with the process it ran in (about 200 MB for the
// rest of a build on a thread; the README's machinery table). The parent sends the site
// stylesheet's UnoCSS rules ('utilities'); this says 'written' with the bundle's files and the
// modules it read (for assets.ts).
const { config, outDir } = JSON.parse(process.argv[2]);

// Always for production: started from a test runner (NODE_ENV=test), Vite would ship React's
// development build and the XState inspector, and leave them in the asset cache.
process.env.NODE_ENV = 'production';

// The build that started it has ended (or was killed): nothing is left to write for.
let finished = false;
process.once('disconnect', () => finished || process.exit(1));

let received;
const utilities = new Promise((resolve) => (received = resolve));
process.on('message', (m) => m?.type === 'utilities' && received(m.css));

const [{ build }, { viteBuildConfig }] = await Promise.all([import('vite'), import(config)]);
const read = new Set();
const steps = {
  name: 'build-steps',
  transform: (_code, id) => void read.add(id),
  writeBundle: (_options, bundle) => process.send({ type: 'written', files: Object.keys(bundle), read: [...read] }),
};
await build(viteBuildConfig(utilities, [steps], outDir));
finished = true;
process.disconnect();
