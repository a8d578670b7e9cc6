// Makes sure this machine can run lab sandboxes for the lab tests (and the server's local
// driver): installs Debian's podman, runc, netavark, aardvark-dns, iptables and debootstrap with
// apt-get when running as root, then builds the lab images from Debian packages only:
// localhost/shikhon-lab-base from debootstrap, then each content/labs/images/<key>/Containerfile.
// Every image carries a hash of what it was built from (its folder's files and the base's hash)
// and the parsed image.yaml (label shikhon.settings, which the driver reads); an image whose hash
// matches is not built again. Not root, not Debian, or no podman: prints one `labs: skipped (...)`
// line and exits 0, and the lab tests then skip with a printed reason.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';

const started = Date.now();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const imagesDir = path.join(root, 'content/labs/images');
const env = {
  ...process.env,
  CONTAINERS_CONF: path.join(imagesDir, 'containers.conf'),
  DEBIAN_FRONTEND: 'noninteractive',
};
const HASH_LABEL = 'shikhon.content-hash';
const SETTINGS_LABEL = 'shikhon.settings';
const SUITE = 'bookworm';
const MIRROR = 'http://deb.debian.org/debian';
// The base image's packages (the lead's list; every lab image builds FROM this).
const BASE_INCLUDE = [
  'procps',
  'iproute2',
  'iputils-ping',
  'nano',
  'vim-tiny',
  'less',
  'git',
  'ca-certificates',
  'python3',
  'curl',
  'systemd',
  'systemd-sysv',
  'dbus',
  'sudo',
  'bash-completion',
  'openssh-client',
  'cron',
  'tar',
  'gzip',
  'netcat-openbsd',
  'dnsutils',
  'jq',
  'man-db',
];
/** Debian package → a file it installs. */
const PACKAGES = {
  podman: '/usr/bin/podman',
  runc: '/usr/sbin/runc',
  netavark: '/usr/lib/podman/netavark',
  'aardvark-dns': '/usr/lib/podman/aardvark-dns',
  iptables: '/usr/sbin/iptables',
  debootstrap: '/usr/sbin/debootstrap',
  // Each sandbox's disk is an ext4 filesystem in a file (decision 025).
  e2fsprogs: '/usr/sbin/mkfs.ext4',
};

function seconds() {
  return `${((Date.now() - started) / 1000).toFixed(1)} s`;
}

function skip(why) {
  console.log(`labs: skipped (${why}); the lab tests will skip too.`);
  process.exit(0);
}

function podman(args, options = {}) {
  return spawnSync('podman', args, { env, encoding: 'utf8', ...options });
}

if (process.platform !== 'linux') skip('lab sandboxes need Linux');
if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
  skip('not root: the local sandbox driver runs rootful podman');
}
if (!existsSync('/etc/debian_version'))
  skip('not Debian: install podman, runc and debootstrap yourself');

const missing = Object.entries(PACKAGES)
  .filter(([, file]) => !existsSync(file))
  .map(([name]) => name);
if (missing.length > 0) {
  console.log(`labs: installing Debian's ${missing.join(', ')} with apt-get...`);
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], {
      stdio: 'inherit',
      env,
    });
  } catch {
    skip(`apt-get could not install ${missing.join(', ')}`);
  }
}
if (podman(['--version']).status !== 0) skip('podman does not run here');

// Every systemd sandbox holds about five inotify instances, all counted against root: the
// kernel's default of 128 per user stops near 25 sandboxes, short of LAB_MAX_SANDBOXES (40).
const INOTIFY = '/proc/sys/fs/inotify/max_user_instances';
const WANTED_INOTIFY = 1024;
try {
  const current = Number(readFileSync(INOTIFY, 'utf8').trim());
  if (current < WANTED_INOTIFY) {
    writeFileSync(INOTIFY, `${WANTED_INOTIFY}\n`);
    console.log(
      `labs: raised fs.inotify.max_user_instances from ${current} to ${WANTED_INOTIFY} (until reboot: the README says how to keep it).`,
    );
  }
} catch {
  console.log(
    `labs: could not raise fs.inotify.max_user_instances: about 25 sandboxes fit at once.`,
  );
}

function sha256(...parts) {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex').slice(0, 32);
}

/** Every file under `dir`, sorted, as path + contents (so renames and edits both count). */
function folderHash(dir, extra) {
  const parts = [extra];
  const walk = (current) => {
    for (const name of readdirSync(current).sort()) {
      const file = path.join(current, name);
      if (statSync(file).isDirectory()) walk(file);
      else parts.push(path.relative(dir, file), readFileSync(file));
    }
  };
  walk(dir);
  return sha256(...parts);
}

function labelOf(reference, label) {
  const result = podman([
    'image',
    'inspect',
    '--format',
    `{{index .Labels "${label}"}}`,
    reference,
  ]);
  return result.status === 0 ? result.stdout.trim() : undefined;
}

const built = [];
const current = [];

function buildBase() {
  const reference = 'localhost/shikhon-lab-base:latest';
  const hash = sha256('base-v1', SUITE, MIRROR, BASE_INCLUDE.join(','));
  if (labelOf(reference, HASH_LABEL) === hash) {
    current.push('base');
    return hash;
  }
  console.log(`labs: building ${reference} with debootstrap (a few minutes)...`);
  const work = mkdtempSync(path.join(os.tmpdir(), 'shikhon-lab-base-'));
  const rootfs = path.join(work, 'rootfs');
  try {
    execFileSync(
      'debootstrap',
      ['--variant=minbase', `--include=${BASE_INCLUDE.join(',')}`, SUITE, rootfs, MIRROR],
      { stdio: ['ignore', 'ignore', 'inherit'], env },
    );
    rmSync(path.join(rootfs, 'var/cache/apt/archives'), { recursive: true, force: true });
    rmSync(path.join(rootfs, 'var/lib/apt/lists'), { recursive: true, force: true });
    execFileSync(
      'bash',
      [
        '-c',
        'set -o pipefail; tar -C "$1" -c . | podman import -q --change \'CMD ["/bin/bash"]\' ' +
          `--change "LABEL ${HASH_LABEL}=$2" - "$3" >/dev/null`,
        'import',
        rootfs,
        hash,
        reference,
      ],
      { stdio: 'inherit', env },
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  built.push('base');
  return hash;
}

function buildImage(key, baseHash) {
  const dir = path.join(imagesDir, key);
  const reference = `localhost/shikhon-lab-${key}:latest`;
  const hash = folderHash(dir, baseHash);
  if (labelOf(reference, HASH_LABEL) === hash) {
    current.push(key);
    return;
  }
  let settings = {};
  const settingsFile = path.join(dir, 'image.yaml');
  if (existsSync(settingsFile)) settings = parseYaml(readFileSync(settingsFile, 'utf8')) ?? {};
  else console.warn(`labs: ${key} has no image.yaml; its sandboxes get the default settings.`);
  const flagsFile = path.join(dir, 'build-flags');
  const flags = existsSync(flagsFile)
    ? readFileSync(flagsFile, 'utf8')
        .split('\n')
        .filter((line) => !line.trim().startsWith('#'))
        .join(' ')
        .split(/\s+/)
        .filter(Boolean)
    : [];
  console.log(`labs: building ${reference}...`);
  const result = podman(
    [
      'build',
      '--network',
      'host',
      '--pull=never',
      ...flags,
      '--label',
      `${HASH_LABEL}=${hash}`,
      '--label',
      `${SETTINGS_LABEL}=${JSON.stringify(settings)}`,
      '-t',
      reference,
      '-f',
      path.join(dir, 'Containerfile'),
      dir,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0) {
    const log = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim().split('\n').slice(-40);
    console.error(log.join('\n'));
    console.error(`labs: building ${reference} failed (podman build exited ${result.status}).`);
    process.exit(1);
  }
  built.push(key);
}

/**
 * The Kubernetes OpenAPI schemas the linux image's check-manifests validates against, taken from
 * the devDependency kubernetes-models (4.3.x: generated from Kubernetes v1.27.1's OpenAPI, the last
 * line that ships the schemas as JSON rather than compiled code). Writes the kinds of the API
 * groups below and every definition they reference to one JSON file in the linux image's folder
 * (git-ignored), so the image's content hash changes, and the image is rebuilt, with the schemas.
 */
const K8S_GROUP_VERSIONS = [
  'v1',
  'apps/v1',
  'batch/v1',
  'autoscaling/v1',
  'autoscaling/v2',
  'networking.k8s.io/v1',
  'policy/v1',
  'rbac.authorization.k8s.io/v1',
  'storage.k8s.io/v1',
  'scheduling.k8s.io/v1',
  'coordination.k8s.io/v1',
  'discovery.k8s.io/v1',
  'node.k8s.io/v1',
];
const K8S_SCHEMA_FILE = path.join(imagesDir, 'linux', 'k8s-schemas.json');

function writeKubernetesSchemas() {
  const require = createRequire(import.meta.url);
  let modelsDir;
  try {
    modelsDir = path.dirname(require.resolve('kubernetes-models/package.json'));
  } catch {
    console.error('labs: the devDependency kubernetes-models is missing: run npm install first.');
    process.exit(1);
  }
  const fromModels = createRequire(path.join(modelsDir, 'package.json'));
  const models = fromModels('./package.json');
  const validate = fromModels('@kubernetes-models/validate');
  const definitions = {};
  // Each _schemas module registers its schema (and, first, those it refers to) with the
  // validator: catch the registrations instead.
  validate.register = (id, schema) => {
    definitions[id] = schema;
  };
  const schemasDir = path.join(modelsDir, '_schemas');
  for (const name of readdirSync(schemasDir)
    .filter((n) => n.endsWith('.js'))
    .sort()) {
    fromModels(path.join(schemasDir, name)).addSchema();
  }
  const single = (property) =>
    Array.isArray(property?.enum) && property.enum.length === 1 ? property.enum[0] : undefined;
  const kinds = {};
  for (const [id, schema] of Object.entries(definitions)) {
    const apiVersion = single(schema.properties?.apiVersion);
    const kind = single(schema.properties?.kind);
    if (!apiVersion || !kind || !K8S_GROUP_VERSIONS.includes(apiVersion)) continue;
    (kinds[apiVersion] ??= {})[kind] = id;
  }
  const wanted = {};
  const visit = (node) => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === '$ref' && typeof value === 'string') {
          const id = value.replace(/#$/, '');
          if (!(id in wanted)) {
            if (!definitions[id]) throw new Error(`kubernetes-models: no schema ${id}`);
            wanted[id] = definitions[id];
            visit(definitions[id]);
          }
        } else visit(value);
      }
    }
  };
  for (const byKind of Object.values(kinds)) {
    for (const id of Object.values(byKind)) {
      wanted[id] = definitions[id];
      visit(definitions[id]);
    }
  }
  const sorted = (object) =>
    Object.fromEntries(
      Object.keys(object)
        .sort()
        .map((key) => [key, object[key]]),
    );
  const bundle = {
    kubernetesVersion: '1.27.1',
    source: `kubernetes-models ${models.version} (npm), generated from Kubernetes' OpenAPI v2 spec`,
    kinds: sorted(Object.fromEntries(Object.entries(kinds).map(([gv, k]) => [gv, sorted(k)]))),
    definitions: sorted(wanted),
  };
  const text = `${JSON.stringify(bundle)}\n`;
  if (!existsSync(K8S_SCHEMA_FILE) || readFileSync(K8S_SCHEMA_FILE, 'utf8') !== text) {
    writeFileSync(K8S_SCHEMA_FILE, text);
  }
  const count = Object.values(kinds).reduce((n, k) => n + Object.keys(k).length, 0);
  console.log(
    `labs: Kubernetes ${bundle.kubernetesVersion} schemas for ${count} kinds (${(text.length / 1024).toFixed(0)} KiB) from kubernetes-models ${models.version}.`,
  );
}

writeKubernetesSchemas();
const baseHash = buildBase();
// `node scripts/ensure-lab-tools.mjs linux ansible` builds only those (an image author at work).
const only = process.argv.slice(2);
const keys = readdirSync(imagesDir)
  .filter((name) => existsSync(path.join(imagesDir, name, 'Containerfile')))
  .filter((name) => only.length === 0 || only.includes(name))
  .sort();
for (const key of keys) buildImage(key, baseHash);
console.log(
  `labs: ready in ${seconds()} (built: ${built.join(', ') || 'none'}; up to date: ${current.join(', ') || 'none'}).`,
);
