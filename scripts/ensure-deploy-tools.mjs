// Makes sure Debian's nginx (for the multi-instance test, tests/deploy/) and wrk (for the bench's
// page load through nginx) are here: installs what is missing with apt-get when running as root.
// The packaged nginx service is not started (policy-rc.d refuses it for the install): the test
// runs its own nginx on loopback ports. Not root or not Debian: prints one `deploy tools:` line
// and exits 0, and the tests and bench that need them skip with a printed reason.
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';

/** Debian package → a file it installs. */
const PACKAGES = { nginx: '/usr/sbin/nginx', wrk: '/usr/bin/wrk' };
const POLICY = '/usr/sbin/policy-rc.d';

const missing = Object.entries(PACKAGES)
  .filter(([, file]) => !existsSync(file))
  .map(([name]) => name);
if (missing.length === 0) process.exit(0);

function skip(why) {
  console.log(
    `deploy tools: ${missing.join(', ')} missing (${why}); the multi-instance test and the ` +
      `nginx bench will skip. Install with:  sudo apt-get install -y ${missing.join(' ')}`,
  );
  process.exit(0);
}

if (process.platform !== 'linux' || !existsSync('/etc/debian_version')) skip('not Debian');
if (typeof process.getuid !== 'function' || process.getuid() !== 0) skip('not root');

console.log(`deploy tools: installing Debian's ${missing.join(', ')} with apt-get...`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
// Installing nginx would start the system's nginx on port 80: refuse service starts meanwhile.
const ownPolicy = !existsSync(POLICY);
if (ownPolicy) writeFileSync(POLICY, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
let installed = true;
try {
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], {
    stdio: 'inherit',
    env,
  });
} catch {
  installed = false;
} finally {
  if (ownPolicy) rmSync(POLICY, { force: true });
}
if (!installed) skip('apt-get could not install them');
