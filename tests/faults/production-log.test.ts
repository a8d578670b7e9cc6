import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltServer, type BuiltServer } from '../helpers/built-server';
import { TestClient } from '../helpers/http-client';

const PASSWORD = 'Sylhet-Tea-Garden-77';
const METRICS_TOKEN = 'production-scrape-token-0123456789';

/**
 * The built server as it runs in production, its output a pipe (as a redirected log file is):
 * one JSON object per line, no terminal colour codes (better-auth coloured its warnings whenever
 * TERM named a colour terminal), and no password, cookie or token in any line.
 */
describe('the built server in production', () => {
  let server: BuiltServer;
  beforeAll(async () => {
    server = await startBuiltServer({
      NODE_ENV: 'production',
      AUTH_SECRET: 'a-production-secret-of-at-least-32-characters',
      METRICS_TOKEN,
      TERM: 'xterm-256color',
      FORCE_COLOR: '3',
    });
  }, 120_000);
  afterAll(async () => {
    await server.stop();
  });

  it('logs JSON lines without colour codes or secrets, requests included', async () => {
    const client = new TestClient(server.url);
    const signUp = await client.post('/api/auth/sign-up/email', {
      name: 'Rafi',
      email: 'rafi@example.com',
      password: PASSWORD,
      callbackURL: '/',
    });
    expect(signUp.status).toBe(200);
    // Auth failures better-auth logs itself: a wrong password, an unknown address.
    for (const email of ['rafi@example.com', 'nobody@example.com']) {
      const refused = await new TestClient(server.url).post('/api/auth/sign-in/email', {
        email,
        password: `${PASSWORD}-wrong`,
      });
      expect([401, 403]).toContain(refused.status);
    }
    // A page served whole gets no line (decision 038): a missing one does, as every 4xx.
    const page = await client.get('/no-such-page');
    expect(page.status).toBe(404);
    const id = String(page.headers['x-request-id']);
    await expect.poll(() => server.output()).toContain(id);

    const output = server.output();
    expect(output).not.toContain('\u001b');
    expect(output).not.toContain(PASSWORD);
    expect(output).not.toContain(METRICS_TOKEN);
    expect(output).not.toMatch(/token=/);
    const lines = output
      .trimEnd()
      .split('\n')
      .map((line) => {
        const parsed = JSON.parse(line) as Record<string, unknown>;
        expect(parsed, line).toMatchObject({
          time: expect.any(String),
          level: expect.stringMatching(/^(info|warn|error)$/),
          msg: expect.any(String),
        });
        return parsed;
      });
    expect(lines.find((line) => line.requestId === id)).toMatchObject({
      method: 'GET',
      route: expect.any(String),
      status: 404,
      ms: expect.any(Number),
    });
    expect(lines.some((line) => String(line.msg).includes('better-auth: Invalid password'))).toBe(
      true,
    );
  });

  it('answers /metrics in the Prometheus format with its token', async () => {
    const refused = await fetch(`${server.url}/metrics`);
    expect(refused.status).toBe(401);
    const response = await fetch(`${server.url}/metrics`, {
      headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain(
      'shikhon_http_requests_total{method="GET",route="/api/health",status="200"}',
    );
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
  });
});
