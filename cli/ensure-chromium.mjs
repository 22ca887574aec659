// Browser tests use Debian's Chromium: test tools cannot download a browser on this network.
// Installs it when it is missing and we are allowed to (root with apt-get), else says how.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (!isRoot || !hasApt) {
  console.error(`Chromium was not found at ${path}.\nInstall it (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROME_PATH to a Chromium binary.`);
  process.exit(1);
}
console.log("Chromium is missing: installing Debian's chromium package…");
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execSync('apt-get update -qq', { stdio: 'inherit', env });
execSync('apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core', { stdio: 'inherit', env });
if (!existsSync(path)) {
  console.error(`Chromium installed, but ${path} does not exist; set CHROME_PATH.`);
  process.exit(1);
}
