// `vite build` with vite.config.ts, on a worker thread of scripts/build.ts (plain JavaScript, so
// Vite loads without tsx's hooks). The build pauses before it empties dist/ until the parent
// says the site config is valid ('checked'), and says 'written' once the assets are written.
import { parentPort } from 'node:worker_threads';
import { build, loadConfigFromFile } from 'vite';

let checked;
const configChecked = new Promise((resolve) => (checked = resolve));
parentPort.on('message', (m) => m === 'checked' && checked());

const loaded = await loadConfigFromFile({ command: 'build', mode: 'production', isSsrBuild: false, isPreview: false });
if (!loaded) throw new Error('vite.config.ts is missing.');
// The site plugin checks the config when the build starts: the parent has done that, once.
const plugins = (loaded.config.plugins ?? []).map((p) => (p && p.name === 'site-config' ? { ...p, buildStart: undefined } : p));
const steps = { name: 'build-steps', buildEnd: () => configChecked, writeBundle: () => parentPort.postMessage('written') };
await build({ ...loaded.config, configFile: false, plugins: [...plugins, steps] });
parentPort.close();
