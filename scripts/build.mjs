// Builds the site: the browser bundles, the server bundle, the compiled course content and the
// prerendered pages (English, then Bangla: decision 041), in that order. `npm start` runs it quietly: Vite prints only warnings and
// errors, each step's summary is held back, and one line says the build is done. A failing step
// prints everything it said. `npm run build` (this script with --verbose) prints every step's
// detail, including Vite's table of every file and its size.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const VITE = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url));

/** The build's steps; quiet, Vite logs warnings and errors only. */
export function buildSteps({ verbose }) {
  const viteLevel = verbose ? [] : ['--logLevel', 'warn'];
  return [
    { label: 'browser bundle', command: process.execPath, args: [VITE, 'build', ...viteLevel] },
    {
      label: 'browser bundle (Bangla)',
      command: process.execPath,
      args: [VITE, 'build', '--mode', 'bn', ...viteLevel],
    },
    {
      label: 'server bundle',
      command: process.execPath,
      args: [VITE, 'build', '--ssr', ...viteLevel],
    },
    {
      label: 'prerender bundle (Bangla)',
      command: process.execPath,
      args: [VITE, 'build', '--ssr', '--mode', 'bn', ...viteLevel],
    },
    { label: 'course content', command: process.execPath, args: ['dist/server/build-content.js'] },
    { label: 'prerendered pages', command: process.execPath, args: ['dist/server/prerender.js'] },
    {
      label: 'prerendered pages (Bangla)',
      command: process.execPath,
      args: ['dist/server-bn/prerender.js'],
    },
  ];
}

function runStep(step, { verbose, write }) {
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      cwd: ROOT,
      stdio: ['ignore', verbose ? 'inherit' : 'pipe', 'inherit'],
    });
    const held = [];
    child.stdout?.on('data', (chunk) => held.push(chunk));
    child.on('error', (error) => {
      write(`Build step "${step.label}" could not start: ${error.message}\n`);
      resolve(1);
    });
    child.on('close', (code, signal) => {
      if (code === 0) return resolve(0);
      // Quiet or not, a failing step shows all it said, then which step it was.
      if (held.length > 0) write(Buffer.concat(held).toString('utf8'));
      write(`Build step "${step.label}" failed (${signal ?? `exit code ${code}`}).\n`);
      resolve(code ?? 1);
    });
  });
}

/**
 * Runs the steps in order and stops at the first that fails. Answers the exit code. Quiet, what
 * it writes itself is one closing line; the steps still print their warnings and errors.
 */
export async function runBuild(steps, { verbose, write = (text) => process.stdout.write(text) }) {
  const started = performance.now();
  for (const step of steps) {
    const code = await runStep(step, { verbose, write });
    if (code !== 0) return code;
  }
  if (!verbose) {
    const seconds = Math.round((performance.now() - started) / 1000);
    write(`Built in ${seconds} s (npm run build prints every step's detail).\n`);
  }
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const verbose = process.argv.includes('--verbose');
  process.exitCode = await runBuild(buildSteps({ verbose }), { verbose });
}
