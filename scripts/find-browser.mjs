// Finds Chromium for the browser tests: CHROME_PATH, then Debian's headless shell, then a full
// /usr/bin/chromium; as root on Debian it installs the headless shell with apt-get. Otherwise it
// says, in one line, how to get one.
//
// The headless shell (Chromium's old headless mode, the build Playwright itself runs headless)
// draws the same pages with about a third less CPU than the full browser in headless mode: the
// journeys run two at a time on two cores, so that is most of the browser suite's time.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const HOW =
  'No Chromium found for the browser tests: install one (Debian: `apt-get install -y chromium-headless-shell`) or set CHROME_PATH to a Chrome/Chromium binary.';
const SHELL = '/usr/bin/chromium-headless-shell';

export function findBrowser() {
  const candidates = [
    process.env.CHROME_PATH,
    SHELL,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ];
  for (const candidate of candidates) {
    if (candidate && fs.existsSync(candidate)) return { path: candidate };
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && fs.existsSync('/etc/debian_version') && fs.existsSync('/usr/bin/apt-get')) {
    console.log('Installing Debian’s chromium-headless-shell for the browser tests (apt-get)…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'ignore', env });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell'], {
      stdio: 'ignore',
      env,
    });
    if (fs.existsSync(SHELL)) return { path: SHELL };
  }
  return { path: undefined, message: HOW };
}
