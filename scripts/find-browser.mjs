// Finds Chromium for the browser tests: CHROME_PATH, then /usr/bin/chromium; as root on Debian it
// installs Debian's chromium with apt-get. Otherwise it says, in one line, how to get one.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const HOW =
  'No Chromium found for the browser tests: install one (Debian: `apt-get install -y chromium`) or set CHROME_PATH to a Chrome/Chromium binary.';

export function findBrowser() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const candidate of candidates) {
    if (candidate && fs.existsSync(candidate)) return { path: candidate };
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && fs.existsSync('/etc/debian_version') && fs.existsSync('/usr/bin/apt-get')) {
    console.log('Installing Debian chromium for the browser tests (apt-get)…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'ignore', env });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'ignore', env });
    if (fs.existsSync('/usr/bin/chromium')) return { path: '/usr/bin/chromium' };
  }
  return { path: undefined, message: HOW };
}
