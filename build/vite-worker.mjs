// `vite build` with build/vite-build.ts's config (compiled by launch.mjs) into `outDir` (the next dist/), in a
// process of its own: Vite's native bundler keeps its memory in the process it ran in (the README's machinery
// table). It gets the site stylesheet's rules ('utilities'), and says 'written' with the files and modules read.
const { config, outDir } = JSON.parse(process.argv[2]);

// Always for production: started from a test runner (NODE_ENV=test), Vite would ship React's
// development build and the XState inspector, and leave them in the asset cache.
process.env.NODE_ENV = 'production';

// The build that started it ended (or was killed): nothing is left to write for.
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
// A failure goes to the build as the error it is: a full disk's words among them (dist-swap.ts, diskProblem).
await build(viteBuildConfig(utilities, [steps], outDir)).then(
  () => ((finished = true), process.disconnect()),
  (e) => process.send({ type: 'failed', message: e?.stack ?? String(e), code: e?.code }, () => process.exit(1)),
);
