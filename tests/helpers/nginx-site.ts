import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

/** The nginx site operators install (deploy/nginx/shikhon.conf); tests run this very file. */
export const SITE_FILE = path.resolve('deploy/nginx/shikhon.conf');

const NGINX_CANDIDATES = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'];

/** Debian's nginx (scripts/ensure-deploy-tools.mjs installs it when run as root), if here. */
export function nginxBinary(): string | undefined {
  return NGINX_CANDIDATES.find((candidate) => fs.existsSync(candidate));
}

export interface SitePorts {
  /** The HTTPS server's listen port (plain HTTP/1.1 on loopback here: no certificate). */
  site: number;
  /** The port-80 server's (it redirects to https). */
  redirect: number;
  /** The app instances, in the upstream's order (instance A, instance B). */
  upstreams: [number, number];
}

/**
 * deploy/nginx/shikhon.conf for loopback: every line marked `# test:` is rewritten (listen on
 * 127.0.0.1 ports, upstream ports) or dropped (IPv6 listens); nothing else changes. Each marker
 * must be there as often as expected, so a reshaped site file fails here instead of being
 * tested half-rewritten.
 */
export function renderSite(text: string, ports: SitePorts): string {
  const counts = new Map<string, number>();
  const rewritten = text.split('\n').flatMap((line) => {
    const marker = /#\s*test:\s*(.+)$/.exec(line)?.[1]?.trim();
    if (!marker) return [line];
    counts.set(marker, (counts.get(marker) ?? 0) + 1);
    switch (marker) {
      case 'instance A':
        return [line.replace(/127\.0\.0\.1:\d+/, `127.0.0.1:${ports.upstreams[0]}`)];
      case 'instance B':
        return [line.replace(/127\.0\.0\.1:\d+/, `127.0.0.1:${ports.upstreams[1]}`)];
      case 'redirect listen':
        return [`    listen 127.0.0.1:${ports.redirect};`];
      case 'site listen':
        return [`    listen 127.0.0.1:${ports.site};`];
      case 'drop':
        return [];
      default:
        throw new Error(`${SITE_FILE}: unknown test marker "${marker}"`);
    }
  });
  const expected: Record<string, number> = {
    'instance A': 1,
    'instance B': 1,
    'redirect listen': 1,
    'site listen': 1,
    drop: 2,
  };
  for (const [marker, count] of Object.entries(expected)) {
    if (counts.get(marker) !== count) {
      throw new Error(
        `${SITE_FILE}: expected ${count} line(s) marked "# test: ${marker}", found ${counts.get(marker) ?? 0}`,
      );
    }
  }
  return rewritten.join('\n');
}

export interface NginxSite {
  /** The site (what a visitor's browser reaches), e.g. http://127.0.0.1:41234. */
  url: string;
  /** The port-80 server that redirects to https. */
  redirectUrl: string;
  /**
   * Requests nginx has logged so far: method, path, status and which instance answered
   * (`upstreams`: every instance tried, in order, e.g. ["127.0.0.1:3001"]; none for a request
   * nginx answered itself).
   */
  accessLog: () => { method: string; path: string; status: number; upstreams: string[] }[];
  /** nginx's error log. */
  errorLog: () => string;
  stop: () => Promise<void>;
}

export interface NginxSiteOptions {
  /** Ports for nginx's two servers; free ones by default. */
  sitePort?: number;
  /** Write an access log (off for benchmarks). Default true. */
  accessLog?: boolean;
  /** nginx worker processes (default 1). */
  workers?: number;
}

/**
 * Runs nginx in the foreground as the current user, with its own prefix, pid, logs and temp
 * folders, serving the loopback rendering of deploy/nginx/shikhon.conf in front of the two
 * instances at `upstreams`. Resolves once the site answers.
 */
export async function startNginxSite(
  upstreams: [number, number],
  options: NginxSiteOptions = {},
): Promise<NginxSite> {
  const binary = nginxBinary();
  if (!binary) throw new Error('nginx is not installed (scripts/ensure-deploy-tools.mjs)');
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'shikhon-nginx-'));
  const site = options.sitePort ?? (await freePort());
  const redirect = await freePort();
  fs.writeFileSync(
    path.join(prefix, 'shikhon.conf'),
    renderSite(fs.readFileSync(SITE_FILE, 'utf8'), { site, redirect, upstreams }),
  );
  const accessLogFile = path.join(prefix, 'access.log');
  const errorLogFile = path.join(prefix, 'error.log');
  const logging = options.accessLog ?? true;
  // What Debian's /etc/nginx/nginx.conf gives a site, with this run's own files. As root,
  // workers would otherwise switch to `nobody` and could not write in the private prefix.
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  fs.writeFileSync(
    path.join(prefix, 'nginx.conf'),
    [
      isRoot ? 'user root;' : '',
      `worker_processes ${options.workers ?? 1};`,
      `pid ${path.join(prefix, 'nginx.pid')};`,
      `error_log ${errorLogFile} warn;`,
      'events { worker_connections 4096; }',
      'http {',
      '  sendfile on;',
      '  tcp_nopush on;',
      '  types_hash_max_size 2048;',
      '  default_type application/octet-stream;',
      `  client_body_temp_path ${path.join(prefix, 'client-body')};`,
      `  proxy_temp_path ${path.join(prefix, 'proxy')};`,
      `  fastcgi_temp_path ${path.join(prefix, 'fastcgi')};`,
      `  uwsgi_temp_path ${path.join(prefix, 'uwsgi')};`,
      `  scgi_temp_path ${path.join(prefix, 'scgi')};`,
      "  log_format upstreams '$request_method $request_uri $status $upstream_addr';",
      logging ? `  access_log ${accessLogFile} upstreams;` : '  access_log off;',
      `  include ${path.join(prefix, 'shikhon.conf')};`,
      '}',
      '',
    ].join('\n'),
  );

  let output = '';
  const child: ChildProcess = spawn(
    binary,
    ['-p', prefix, '-e', errorLogFile, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const errorLog = () => (fs.existsSync(errorLogFile) ? fs.readFileSync(errorLogFile, 'utf8') : '');

  const url = `http://127.0.0.1:${site}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      fs.rmSync(prefix, { recursive: true, force: true });
      throw new Error(`nginx exited at start:\n${output}\n${errorLog()}`);
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not answer in time:\n${output}\n${errorLog()}`);
    }
    const up = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  return {
    url,
    redirectUrl: `http://127.0.0.1:${redirect}`,
    accessLog: () =>
      (fs.existsSync(accessLogFile) ? fs.readFileSync(accessLogFile, 'utf8') : '')
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [method = '', requestPath = '', status = '0', ...rest] = line.split(' ');
          return {
            method,
            path: requestPath,
            status: Number(status),
            upstreams: rest
              .join(' ')
              .split(/\s*,\s*|\s+:\s+/)
              .filter((hop) => hop !== '' && hop !== '-'),
          };
        }),
    errorLog,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}
