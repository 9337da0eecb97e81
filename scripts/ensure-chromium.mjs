// Finds a Chromium for Playwright: PLAYWRIGHT_CHROMIUM_EXECUTABLE, then /usr/bin/chromium, then Playwright's own.
// Where none exists and this runs as root on Debian, installs Debian's chromium; otherwise says what to install.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { chromium } from '@playwright/test';

export function findChromium() {
  const candidates = [
    process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ];
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate;
  try {
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // Playwright has no browser of its own here.
  }
  return undefined;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let found = findChromium();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!found && isRoot && existsSync('/usr/bin/apt-get')) {
    console.log("No Chromium found: installing Debian's chromium with apt-get…");
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    found = findChromium();
  }
  if (!found) {
    console.error(
      'No Chromium found. Install one (Debian: apt-get install chromium) or set PLAYWRIGHT_CHROMIUM_EXECUTABLE.',
    );
    process.exit(1);
  }
  console.log(`Chromium: ${found}`);
}
