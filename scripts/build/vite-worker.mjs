// `vite build` with vite.config.ts, on a worker thread of scripts/build.ts (plain JavaScript, so
// Vite loads without tsx's hooks). The build pauses before it writes into dist/ until the parent
// says the site config is valid ('checked'), and says 'written' once the assets are written,
// with the bundle's files and the modules it read (for build/asset-cache.ts).
import { parentPort } from 'node:worker_threads';
import { build, loadConfigFromFile } from 'vite';

let checked;
const configChecked = new Promise((resolve) => (checked = resolve));
parentPort.on('message', (m) => m === 'checked' && checked());

const loaded = await loadConfigFromFile({ command: 'build', mode: 'production', isSsrBuild: false, isPreview: false });
if (!loaded) throw new Error('vite.config.ts is missing.');
// The site plugin checks the config when the build starts: the parent has done that, once.
const plugins = (loaded.config.plugins ?? []).map((p) => (p && p.name === 'site-config' ? { ...p, buildStart: undefined } : p));
const read = new Set();
const steps = {
  name: 'build-steps',
  transform: (_code, id) => void read.add(id),
  buildEnd: () => configChecked,
  writeBundle: (_options, bundle) => parentPort.postMessage({ type: 'written', files: Object.keys(bundle), read: [...read] }),
};
// dist/ is not emptied: the build overwrites its files and then removes the ones it did not
// write (build.ts, build/dist-files.ts).
await build({ ...loaded.config, build: { ...loaded.config.build, emptyOutDir: false }, configFile: false, plugins: [...plugins, steps] });
parentPort.close();
