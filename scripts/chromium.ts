import { existsSync } from 'node:fs';

/** The flags this machine's Chromium needs: no sandbox as root, no background network. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const candidates = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

export function chromiumPath(): string {
  const found = candidates.find((path): path is string => !!path && existsSync(path));
  if (!found) {
    throw new Error(
      "No Chromium found. Install Debian's: apt-get install -y chromium (or set CHROMIUM_PATH).",
    );
  }
  return found;
}
