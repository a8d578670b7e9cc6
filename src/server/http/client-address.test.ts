import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../tests/helpers/http-client';
import { clientAddress } from './client-address';

describe('clientAddress', () => {
  let server: ServerType;
  let base: string;

  beforeAll(async () => {
    // 127.0.0.5 plays a configured reverse proxy.
    const app = new Hono().get('/who', (c) => c.text(clientAddress(c, ['127.0.0.5'])));
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('is the socket peer for a direct client, whatever headers it sends', async () => {
    const client = new TestClient(base, { localAddress: '127.0.0.4' });
    const response = await client.get('/who', {
      'x-forwarded-for': '203.0.113.9',
      'x-shikhon-client-address': '203.0.113.9',
    });
    expect(response.text).toBe('127.0.0.4');
  });

  it('believes X-Forwarded-For only from a configured proxy, taking the last untrusted hop', async () => {
    const proxy = new TestClient(base, { localAddress: '127.0.0.5' });
    const response = await proxy.get('/who', {
      'x-forwarded-for': '198.51.100.1, 203.0.113.7, 127.0.0.5',
    });
    expect(response.text).toBe('203.0.113.7');
    expect((await proxy.get('/who')).text).toBe('127.0.0.5');
  });
});
