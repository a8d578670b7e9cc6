import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ENGINES,
  announceSkippedEngines,
  createTestDatabase,
  type TestDatabase,
} from '../../tests/helpers/test-databases';
import { createFakeSite, FAKE_SCRIPT_SOURCE } from '../../tests/helpers/fake-site';
import { createAppWithSite } from './app';
import { emptyLearningContent } from '../../tests/helpers/empty-content';
import { createAuth } from './auth';
import { loadConfig } from './config';
import type { MailOutbox } from './mail/outbox';
import { startServer, type RunningServer } from './http/start-server';
import { loadSite } from './site/site-store';
import { createLocalPictureStore } from './storage/local-store';

announceSkippedEngines();

const noMail: MailOutbox = { queue: () => Promise.resolve(), notify: () => undefined };
const SECRET = 'test-secret-that-is-long-enough-0123456789';

const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
];

describe.each(ENGINES)('HTTP server on %s', (engine) => {
  let testDb: TestDatabase;
  /** The app as main.ts serves it: site requests answered before the app is asked. */
  let server: RunningServer;
  let base: string;
  /** The same app with nothing in front: what it answers for the requests the site hands over. */
  let appOnly: ServerType;
  let appOnlyBase: string;

  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
    const config = loadConfig({ DATA_DIR: testDb.dataDir, PUBLIC_URL: 'https://shikhon.test' });
    const site = loadSite(createFakeSite(), { publicUrl: config.publicUrl });
    const { app, site: siteAnswers } = createAppWithSite({
      config,
      database: testDb.database,
      auth: createAuth({ config, database: testDb.database, outbox: noMail, secret: SECRET }),
      site,
      pictures: createLocalPictureStore(config.dataDir),
      outbox: noMail,
      content: emptyLearningContent(),
      version: 'test',
      log: () => undefined,
    });
    server = await startServer({
      app,
      site: siteAnswers,
      port: 0,
      hostname: '127.0.0.1',
      log: () => undefined,
    });
    base = `http://127.0.0.1:${server.address.port}`;
    appOnly = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => appOnly.once('listening', resolve));
    appOnlyBase = `http://127.0.0.1:${(appOnly.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await server.close();
    await new Promise((resolve) => appOnly.close(resolve));
    await testDb.cleanup();
  });

  it('reports health with the engine in use', async () => {
    const response = await fetch(`${base}/api/health`);
    expect(response.status).toBe(200);
    // Readiness (checks) is tested in src/server/observability/observability.test.ts.
    expect(await response.json()).toMatchObject({
      status: 'ok',
      database: engine,
      version: 'test',
    });
  });

  it('answers 503 when the database does not answer', async () => {
    const broken = await createTestDatabase(engine);
    const config = loadConfig({ DATA_DIR: broken.dataDir });
    const { app } = createAppWithSite({
      config,
      database: broken.database,
      auth: createAuth({ config, database: broken.database, outbox: noMail, secret: SECRET }),
      site: loadSite(createFakeSite(), { publicUrl: config.publicUrl }),
      pictures: createLocalPictureStore(config.dataDir),
      outbox: noMail,
      content: emptyLearningContent(),
      version: 'test',
      log: () => undefined,
    });
    await broken.cleanup();
    const response = await app.request('/api/health');
    expect(response.status).toBe(503);
    const body = (await response.json()) as { error: { code: string } };
    expect(body.error.code).toBe('database_unavailable');
  });

  it('serves a prerendered page with the public URL filled in', async () => {
    const response = await fetch(`${base}/about`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(html).toContain('About page');
    expect(html).toContain('href="https://shikhon.test/x"');
  });

  it('compresses pages with brotli or gzip as the client accepts', async () => {
    const br = await fetch(`${base}/`, { headers: { 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(await br.text()).toContain('Home page');
    const gz = await fetch(`${base}/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
  });

  it('answers a repeated request with 304 when the ETag matches', async () => {
    const first = await fetch(`${base}/about`);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const second = await fetch(`${base}/about`, { headers: { 'if-none-match': etag ?? '' } });
    expect(second.status).toBe(304);
    expect(second.headers.get('etag')).toBe(etag);
    expect(await second.text()).toBe('');
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const response = await fetch(`${base}/assets/entry-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toContain('text/javascript');
  });

  it('sends a script the security headers with the short policy of a non-document', async () => {
    const response = await fetch(`${base}/assets/entry-abc123.js`);
    for (const header of SECURITY_HEADERS) expect(response.headers.get(header)).toBeTruthy();
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    // A page keeps its full policy.
    const page = await fetch(`${base}/about`);
    expect(page.headers.get('content-security-policy')).toContain(
      `script-src 'self' ${FAKE_SCRIPT_SOURCE};`,
    );
  });

  it('answers unknown paths with the 404 page and status 404', async () => {
    const response = await fetch(`${base}/no/such/page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Oops! Page not found');
  });

  it('answers unknown course ids with the course not-found page and status 404', async () => {
    const response = await fetch(`${base}/course/no-such-course`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Course not found');
  });

  it('does not expose page files under their file names', async () => {
    expect((await fetch(`${base}/about.html`)).status).toBe(404);
  });

  it('redirects a trailing slash to the canonical path', async () => {
    const response = await fetch(`${base}/about/?x=1`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/about?x=1');
  });

  it('answers unknown API paths with the JSON error shape', async () => {
    const response = await fetch(`${base}/api/nope`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'not_found', message: 'No such API endpoint.' },
    });
  });

  it('lists every page in sitemap.xml and points robots.txt at it', async () => {
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    expect(sitemap).toContain('<loc>https://shikhon.test/</loc>');
    expect(sitemap).toContain('<loc>https://shikhon.test/about</loc>');
    expect(sitemap).not.toContain('/private');
    const robots = await (await fetch(`${base}/robots.txt`)).text();
    expect(robots).toContain('Sitemap: https://shikhon.test/sitemap.xml');
  });

  it.each([
    ['GET', '/no/such/page', 'gzip'],
    ['GET', '/no/such/page', 'identity'],
    ['HEAD', '/no/such/page', 'br'],
    ['GET', '/%E0%A4%A', 'br'],
    ['GET', '/api/nope', 'br'],
    ['GET', '/media/nope', 'br'],
    ['POST', '/about', 'br'],
    ['POST', '/course/no-such-course', 'gzip'],
  ])(
    'gives the same answer to %s %s (%s) from the app alone as from the server in front of it',
    async (method, path, encoding) => {
      const ask = async (origin: string) => {
        const response = await fetch(`${origin}${path}`, {
          method,
          redirect: 'manual',
          headers: { 'accept-encoding': encoding },
        });
        const headers = Object.fromEntries(
          [...response.headers].filter(
            ([name]) => !['date', 'connection', 'keep-alive'].includes(name),
          ),
        );
        return { status: response.status, headers, body: await response.text() };
      };
      const viaServer = await ask(base);
      expect(await ask(appOnlyBase)).toEqual(viaServer);
    },
  );

  it('answers a repeated request with 304 and the security headers', async () => {
    const first = await fetch(`${base}/about`);
    const etag = first.headers.get('etag') ?? '';
    const second = await fetch(`${base}/about`, { headers: { 'if-none-match': etag } });
    expect(second.status).toBe(304);
    expect(second.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('answers HEAD for a page with its length and no body', async () => {
    const full = await fetch(`${base}/about`, { headers: { 'accept-encoding': 'identity' } });
    const head = await fetch(`${base}/about`, {
      method: 'HEAD',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String((await full.arrayBuffer()).byteLength));
    expect(await head.text()).toBe('');
  });

  it.each([
    '/',
    '/about',
    '/nope',
    '/about/',
    '/api/health',
    '/api/nope',
    '/favicon.svg',
    '/media/nope',
  ])('sends the security headers on %s and no X-Powered-By', async (urlPath) => {
    const response = await fetch(`${base}${urlPath}`, { redirect: 'manual' });
    for (const header of SECURITY_HEADERS) expect(response.headers.get(header)).toBeTruthy();
    // 'self' and the built site's inline boot script by its hash, nothing else.
    expect(response.headers.get('content-security-policy')).toContain(
      `script-src 'self' ${FAKE_SCRIPT_SOURCE};`,
    );
    expect(response.headers.get('content-security-policy')).not.toMatch(
      /script-src[^;]*unsafe-inline/,
    );
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  afterEach(() => undefined);
});
