// Makes sure a Chromium for the browser tests is present: installs Debian's package when
// running as root on Debian, otherwise stops with the exact command to run.
import { existsSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Flags for every headless Chromium the project starts (browser tests, page benchmarks): no sandbox (root in a container), no GPU, no QUIC, and none of the browser's own background traffic. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function ensureBrowser() {
  if (existsSync(chromiumPath)) return chromiumPath;
  const debian = existsSync('/etc/debian_version');
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (debian && root) {
    console.log(`Chromium is missing at ${chromiumPath}: installing Debian's chromium package…`);
    const update = spawnSync('apt-get', ['update'], { stdio: 'inherit' });
    const install =
      update.status === 0
        ? spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
            stdio: 'inherit',
            env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
          })
        : update;
    if (install.status === 0 && existsSync(chromiumPath)) return chromiumPath;
    console.error('Installing chromium failed; see the apt-get output above.');
    process.exit(1);
  }
  const distro = existsSync('/etc/os-release')
    ? readFileSync('/etc/os-release', 'utf8').match(/^ID=(.*)$/m)?.[1]
    : undefined;
  console.error(
    `The browser tests need Chromium at ${chromiumPath}.\n` +
      (debian
        ? 'Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium\n'
        : `Install Chromium with your system's package manager (this is ${distro ?? 'not Debian'}), then run:\n  CHROMIUM_PATH=/path/to/chromium npm test\n`),
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`Chromium: ${ensureBrowser()}`);
}
