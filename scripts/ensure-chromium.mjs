// Makes sure Debian's Chromium is there for the browser tests and the benchmark, with the fonts
// our pages need (Bengali for the taka sign, colour emoji for the course icons): installs what is
// missing with apt-get when running as root; otherwise explains what to do. Never downloads a
// browser itself.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';
/** Debian package → a file it installs. */
const PACKAGES = {
  chromium: CHROMIUM,
  'fonts-noto-core': '/usr/share/fonts/truetype/noto/NotoSansBengali-Regular.ttf',
  'fonts-noto-color-emoji': '/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf',
};

const missing = Object.entries(PACKAGES)
  .filter(([, file]) => !existsSync(file))
  .map(([name]) => name);
if (missing.length === 0) process.exit(0);

if (typeof process.getuid === 'function' && process.getuid() === 0) {
  console.log(`Installing Debian's ${missing.join(', ')} with apt-get...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env });
  if (existsSync(CHROMIUM)) process.exit(0);
}

if (!existsSync(CHROMIUM)) {
  console.error(
    `The browser tests need Debian's Chromium at ${CHROMIUM}.\n` +
      `Install it once with:  sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}\n` +
      'then run the tests again.',
  );
  process.exit(1);
}
console.warn(
  `Pages will render without some fonts (${missing.join(', ')} missing): course icons may show ` +
    `as empty boxes and the benchmark will be slower. Install with:  sudo apt-get install -y ${missing.join(' ')}`,
);
