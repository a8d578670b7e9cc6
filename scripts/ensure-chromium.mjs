// Makes sure Debian's Chromium is there for the browser tests: installs it with apt-get when
// missing and running as root; otherwise explains what to do. Never downloads a browser itself.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

if (existsSync(CHROMIUM)) process.exit(0);

if (typeof process.getuid === 'function' && process.getuid() === 0) {
  console.log('Chromium is missing: installing Debian\'s "chromium" package with apt-get...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-core'], {
    stdio: 'inherit',
    env,
  });
  if (existsSync(CHROMIUM)) process.exit(0);
}

console.error(
  `The browser tests need Debian's Chromium at ${CHROMIUM}.\n` +
    'Install it once with:  sudo apt-get update && sudo apt-get install -y chromium\n' +
    'then run the tests again.',
);
process.exit(1);
