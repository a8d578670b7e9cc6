import { generateKeyPairSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { loadConfig } from '../../src/server/config';
import { courses } from '../../src/shared/catalogue/courses';
import type { Order } from '../../src/shared/schemas/order';
import { startBuiltServer, type BuiltServer } from '../helpers/built-server';
import { freePort } from '../helpers/free-port';
import { TestClient } from '../helpers/http-client';
import { nginxBinary, startNginxSite, type NginxSite } from '../helpers/nginx-site';
import { submitOrder } from '../helpers/orders';
import { multipartBody, rawRequest } from '../helpers/raw-request';
import { startS3Server } from '../helpers/s3-server';
import { seedLearners } from '../helpers/seed-learners';
import { firstLink, startSmtpCapture, type SmtpCapture } from '../helpers/smtp-capture';
import { solidImage } from '../helpers/test-images';
import {
  createTestDatabase,
  TEST_DATABASE_URL,
  type TestDatabase,
} from '../helpers/test-databases';

/**
 * The production recipe, run on loopback: nginx with deploy/nginx/shikhon.conf (the file
 * operators install, only its listen and upstream ports rewritten) in front of two built
 * instances on one PostgreSQL database, pictures in an S3-compatible store. A visitor only ever
 * talks to nginx; nginx's access log says which instance answered each request.
 */

const noNginx = nginxBinary()
  ? undefined
  : "nginx is not installed (npm test installs Debian's nginx when run as root)";
if (noNginx) process.stdout.write(`nginx site tests skipped: ${noNginx}.\n`);
const skipReason =
  noNginx ??
  (!TEST_DATABASE_URL ? 'they need PostgreSQL, and TEST_DATABASE_URL is not set' : undefined);
if (skipReason) process.stdout.write(`Multi-instance tests behind nginx skipped: ${skipReason}.\n`);

const PASSWORD = 'Jamuna-Bridge-1998';
const PAID_COURSES = courses.filter((course) => course.priceBDT > 0);

/** GET with the raw bytes of the answer (pictures, compressed pages). */
function getBytes(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const request = http.get(url, { headers, agent: false }, (response) => {
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(parts),
          }),
        );
        response.on('error', reject);
      });
      request.on('error', reject);
    },
  );
}

/** An instance stand-in: answers lab terminal WebSockets by echoing, and notes what it saw. */
async function fakeInstance() {
  const seen: { url: string; forwardedFor: string; host: string }[] = [];
  const server = http.createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/plain' }).end('plain');
  });
  const sockets = new WebSocketServer({ server });
  sockets.on('connection', (socket, request) => {
    seen.push({
      url: request.url ?? '',
      forwardedFor: String(request.headers['x-forwarded-for'] ?? ''),
      host: String(request.headers.host ?? ''),
    });
    socket.on('message', (data: Buffer) => socket.send(`echo ${data.toString()}`));
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    seen,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const client of sockets.clients) client.terminate();
        sockets.close();
        server.close(() => resolve());
      }),
  };
}

describe.skipIf(noNginx)('the nginx site (deploy/nginx/shikhon.conf) alone', () => {
  it('carries a lab terminal WebSocket to an instance, with the visitor in X-Forwarded-For', async () => {
    const fakes = await Promise.all([fakeInstance(), fakeInstance()]);
    const [first, second] = fakes;
    if (!first || !second) throw new Error('no fake instances');
    const site = await startNginxSite([first.port, second.port]);
    try {
      const terminal = new WebSocket(
        `${site.url.replace('http', 'ws')}/api/labs/sessions/abc123/terminal?cols=80&rows=24`,
        { localAddress: '127.0.0.35', headers: { 'x-forwarded-for': '198.51.100.7' } },
      );
      const reply = await new Promise<string>((resolve, reject) => {
        terminal.once('open', () => terminal.send('ls -la'));
        terminal.once('message', (data: Buffer) => resolve(data.toString()));
        terminal.once('error', reject);
      });
      expect(reply).toBe('echo ls -la');
      // Still open and answering after a pause (a learner reading the lab's instructions).
      await new Promise((resolve) => setTimeout(resolve, 1500));
      terminal.send('pwd');
      const again = await new Promise<string>((resolve) =>
        terminal.once('message', (data: Buffer) => resolve(data.toString())),
      );
      expect(again).toBe('echo pwd');
      terminal.close();
      const seen = [...first.seen, ...second.seen];
      expect(seen).toHaveLength(1);
      expect(seen[0]?.url).toBe('/api/labs/sessions/abc123/terminal?cols=80&rows=24');
      // The visitor's real address is last: the app believes it, not the forged first entry.
      expect(seen[0]?.forwardedFor).toBe('198.51.100.7, 127.0.0.35');
    } finally {
      await site.stop();
      await Promise.all(fakes.map((fake) => fake.stop()));
    }
  });
});

describe.skipIf(skipReason)('two instances behind nginx (deploy/), one PostgreSQL, S3', () => {
  let testDb: TestDatabase | undefined;
  let s3: Awaited<ReturnType<typeof startS3Server>> | undefined;
  let smtp: SmtpCapture | undefined;
  let a: BuiltServer | undefined;
  let b: BuiltServer | undefined;
  let site: NginxSite | undefined;
  let env: Record<string, string>;
  let instances: { a: string; b: string };

  /** Which instances answered the logged requests for `path` (by method) since `from`. */
  const answeredBy = (method: string, pathPrefix: string, from = 0) =>
    new Set(
      (site?.accessLog() ?? [])
        .slice(from)
        .filter((entry) => entry.method === method && entry.path.startsWith(pathPrefix))
        .flatMap((entry) => entry.upstreams.slice(-1)),
    );
  const both = () => new Set([instances.a, instances.b]);

  beforeAll(async () => {
    testDb = await createTestDatabase('postgres');
    s3 = await startS3Server();
    smtp = await startSmtpCapture();
    const sitePort = await freePort();
    env = {
      DATABASE_URL: testDb.databaseUrl ?? '',
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      SMTP_URL: smtp.url,
      // Browsers reach the academy at nginx's address only.
      PUBLIC_URL: `http://127.0.0.1:${sitePort}`,
      // nginx connects from 127.0.0.1: its X-Forwarded-For names the visitor.
      TRUSTED_PROXY: '127.0.0.1',
      // Instances with their own DATA_DIR share the certificate key through the setting.
      CERTIFICATE_SIGNING_KEY: JSON.stringify(
        generateKeyPairSync('ed25519').privateKey.export({ format: 'jwk' }),
      ),
      ...s3.env,
    };
    // Each instance its own DATA_DIR, as on two machines: shared state is in PostgreSQL and S3.
    [a, b] = await Promise.all([startBuiltServer(env), startBuiltServer(env)]);
    instances = { a: `127.0.0.1:${a.port}`, b: `127.0.0.1:${b.port}` };
    site = await startNginxSite([a.port, b.port], { sitePort });
  });

  afterAll(async () => {
    await site?.stop();
    await Promise.all([a?.stop(), b?.stop()]);
    await smtp?.close();
    await s3?.stop();
    await testDb?.cleanup();
  });

  it('serves the site itself: precompressed pages untouched, /assets cached a year, port 80 redirects', async () => {
    if (!site || !a) throw new Error('not started');
    for (const encoding of ['br', 'gzip']) {
      const viaNginx = await getBytes(`${site.url}/`, { 'accept-encoding': encoding });
      const direct = await getBytes(`${a.url}/`, { 'accept-encoding': encoding });
      expect(viaNginx.status).toBe(200);
      expect(viaNginx.headers['content-encoding']).toBe(encoding);
      expect(viaNginx.headers.vary).toMatch(/accept-encoding/i);
      // The app's own precompressed bytes, not compressed again by nginx.
      expect(viaNginx.body.equals(direct.body)).toBe(true);
    }
    const plain = await getBytes(`${site.url}/`, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toMatch(/<html/i);

    const script = /\/assets\/[\w.-]+\.js/.exec(plain.body.toString('utf8'))?.[0];
    if (!script) throw new Error('no script on the home page');
    const asset = await getBytes(`${site.url}${script}`, { 'accept-encoding': 'br' });
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const redirect = await getBytes(`${site.redirectUrl}/courses?x=1`);
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe('https://127.0.0.1/courses?x=1');
  });

  it('publishes one certificate signing key, whichever instance answers', async () => {
    if (!site || !a || !b) throw new Error('not started');
    const keys = await Promise.all(
      [site.url, site.url, a.url, b.url].map((base) => getBytes(`${base}/.well-known/jwks.json`)),
    );
    for (const key of keys) {
      expect(key.status).toBe(200);
      expect(key.body.toString('utf8')).toBe(keys[0]?.body.toString('utf8'));
    }
  });

  it('shares sessions: a learner signed up on one instance is signed in on the other', async () => {
    if (!site || !smtp) throw new Error('not started');
    const email = `behind-nginx-${Date.now()}@example.com`;
    const browser = new TestClient(site.url, { localAddress: '127.0.0.31' });
    const logStart = site.accessLog().length;
    const signUp = await browser.post('/api/auth/sign-up/email', {
      name: 'Tahmina',
      email,
      password: PASSWORD,
      callbackURL: '/',
    });
    expect(signUp.status).toBe(200);
    const mail = await smtp.waitFor((m) => m.to.includes(email), 10_000);
    const link = new URL(firstLink(mail.text));
    expect(link.origin).toBe(site.url);
    const verified = await browser.get(link.pathname + link.search);
    expect(verified.status).toBe(302);
    expect(verified.headers.location).not.toMatch(/error/i);
    const signIn = await browser.post('/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(signIn.status).toBe(200);

    // nginx takes turns: these reach both instances, and every one knows the learner.
    for (let round = 0; round < 6; round++) {
      const profile = await browser.get('/api/profile');
      expect(profile.status).toBe(200);
      expect(profile.json<{ email: string }>().email).toBe(email);
    }
    expect(answeredBy('GET', '/api/profile', logStart)).toEqual(both());
    const [signedUpOn] = answeredBy('POST', '/api/auth/sign-up', logStart);
    expect([instances.a, instances.b]).toContain(signedUpOn);

    // Signing out through one instance ends the session on both.
    expect((await browser.copy().post('/api/auth/sign-out', {})).status).toBe(200);
    for (let round = 0; round < 2; round++) {
      expect((await browser.get('/api/profile')).status).toBe(401);
    }
  });

  it('serves a picture uploaded through one instance through the other', async () => {
    if (!site || !testDb || !a || !b) throw new Error('not started');
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: testDb.dataDir, ...env });
    const [learner] = await seedLearners({ config, database: testDb.database, count: 1 });
    if (!learner) throw new Error('no learner');
    const browser = new TestClient(site.url, { localAddress: '127.0.0.32' });
    browser.setCookie(learner.cookieName, learner.cookieValue);
    const upload = multipartBody('file', {
      name: 'me.png',
      type: 'image/png',
      bytes: await solidImage(640, 480).png().toBuffer(),
    });
    const logStart = site.accessLog().length;
    const stored = await rawRequest(site.url, '/api/profile/picture', {
      as: browser,
      body: upload.body,
      headers: { 'content-type': upload.contentType },
    });
    expect(stored.status, stored.text).toBe(201);
    const pictureUrl = new URL(stored.json<{ url: string }>().url, site.url);
    const [uploadedTo] = answeredBy('POST', '/api/profile/picture', logStart);

    const answers = [];
    for (let round = 0; round < 4; round++) answers.push(await getBytes(pictureUrl.href));
    if (pictureUrl.origin === site.url) {
      // Served by the app: both instances answered, the one that did not store it too.
      expect(answeredBy('GET', pictureUrl.pathname, logStart)).toEqual(both());
      const other = uploadedTo === instances.a ? b : a;
      answers.push(await getBytes(new URL(pictureUrl.pathname, other.url).href));
    }
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('image/webp');
      expect(answer.body.equals(answers[0]?.body ?? Buffer.alloc(0))).toBe(true);
    }
    // Nothing was written to either instance's own disk: the picture lives in the store.
    for (const server of [a, b]) {
      const media = `${server.dataDir}/media`;
      expect(fs.existsSync(media) ? fs.readdirSync(media) : []).toEqual([]);
    }
  });

  it('counts sign-in attempts per visitor across both instances, whatever X-Forwarded-For says', async () => {
    if (!site) throw new Error('not started');
    const email = `nobody-${Date.now()}@example.com`;
    const visitor = new TestClient(site.url, { localAddress: '127.0.0.33' });
    const logStart = site.accessLog().length;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      // A forged header changes nothing: nginx appends the real address, which the app believes.
      const forged = { 'x-forwarded-for': `203.0.113.${attempt}` };
      const response = await visitor.post(
        '/api/auth/sign-in/email',
        { email, password: `wrong-${attempt}` },
        forged,
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
    expect(answeredBy('POST', '/api/auth/sign-in', logStart)).toEqual(both());
    // Another visitor (another address) is not held back by the first one's tries: the limit
    // is not counted against nginx's own address.
    for (let attempt = 0; attempt < 2; attempt++) {
      const other = new TestClient(site.url, { localAddress: '127.0.0.34' });
      const response = await other.post('/api/auth/sign-in/email', { email, password: 'wrong' });
      expect(response.status).toBe(401);
    }
  });

  it('loses no acknowledged order when an instance is killed mid-load, and keeps answering', async () => {
    if (!site || !testDb || !a || !b) throw new Error('not started');
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: testDb.dataDir, ...env });
    const learners = await seedLearners({ config, database: testDb.database, count: 240 });
    const victim = a;
    let next = 0;
    let killedAt = 0;
    let exitedAt = 0;
    let killed: Promise<void> = Promise.resolve();
    const results: { status: number; id?: string; started: number; ended: number }[] = [];
    const worker = async (index: number) => {
      const client = new TestClient(site?.url ?? '', { localAddress: `127.0.1.${index + 1}` });
      while (next < learners.length) {
        const learner = learners[next];
        const course = PAID_COURSES[next % PAID_COURSES.length];
        next += 1;
        if (!learner || !course) throw new Error('no learner or course');
        const buyer = client.copy();
        buyer.setCookie(learner.cookieName, learner.cookieValue);
        const started = Date.now();
        const answer = await submitOrder(buyer, course.id).then(
          (response) => response,
          () => undefined,
        );
        const status = answer?.status ?? 0;
        results.push({
          status,
          id: status === 201 ? answer?.json<Order>().id : undefined,
          started,
          ended: Date.now(),
        });
        // A third of the way in, with requests in flight on both, instance A dies.
        if (results.length === 80 && killedAt === 0) {
          killedAt = Date.now();
          killed = victim.kill('SIGKILL').then(() => {
            exitedAt = Date.now();
          });
        }
      }
    };
    await Promise.all(Array.from({ length: 12 }, (_, index) => worker(index)));
    await killed;
    expect(killedAt).toBeGreaterThan(0);
    expect(victim.pid()).toBeUndefined();

    const acknowledged = results.flatMap((result) => (result.id ? [result.id] : []));
    const saved = await testDb.database.db
      .selectFrom('orders')
      .select('id')
      .where('id', 'in', acknowledged)
      .execute();
    expect(saved.map((row) => row.id).sort()).toEqual([...acknowledged].sort());

    // Only requests that were at A while it died may fail (nginx never sends a POST that
    // reached one instance to another); once A is gone, nginx sends everything to B. The grace
    // covers nginx noticing that its idle connections to A were closed.
    const GRACE_MS = 100;
    const failed = results.filter((result) => result.status !== 201);
    process.stdout.write(
      `Instance A killed after ${results.filter((r) => r.ended <= killedAt).length} answered ` +
        `orders (exited ${exitedAt - killedAt} ms after SIGKILL): ${acknowledged.length} of ` +
        `${results.length} acknowledged (201), all saved; failed: ` +
        `${failed.map((result) => result.status).join(', ') || 'none'}.\n`,
    );
    for (const result of failed) {
      expect(result.status).toBe(502);
      expect(result.ended).toBeGreaterThanOrEqual(killedAt);
      expect(result.started).toBeLessThanOrEqual(exitedAt + GRACE_MS);
    }
    const after = results.filter((result) => result.started > exitedAt + GRACE_MS);
    expect(after.length).toBeGreaterThan(100);
    expect(after.every((result) => result.status === 201)).toBe(true);

    for (let round = 0; round < 4; round++) {
      expect((await getBytes(`${site.url}/`)).status).toBe(200);
      expect((await getBytes(`${site.url}/api/health`)).status).toBe(200);
    }
    expect(b.output()).not.toContain('Unhandled error');
  });
});
