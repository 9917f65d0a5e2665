import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** Browser tests need Debian's Chromium: install it when we are root, else say how. */
export function ensureChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return;
  if (candidates.some((path) => existsSync(path))) return;
  if (process.getuid?.() !== 0) {
    console.error(
      "No Chromium found. Install Debian's Chromium first: sudo apt-get install -y chromium\n" +
        '(or point CHROMIUM_PATH at a Chromium or Chrome binary).',
    );
    process.exit(1);
  }
  console.log("Installing Debian's Chromium (apt-get install -y chromium)...");
  const update = spawnSync('apt-get', ['update'], { stdio: 'inherit' });
  const install = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (update.status !== 0 || install.status !== 0 || !existsSync('/usr/bin/chromium')) {
    console.error('Could not install Chromium with apt-get; install it and run again.');
    process.exit(1);
  }
}
