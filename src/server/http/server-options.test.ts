import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import type { Server } from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_PICTURE_BYTES, MULTIPART_OVERHEAD_BYTES } from '../routes/profile/picture-upload';
import { SERVER_LIMITS, httpServerOptions, type ServerLimits } from './server-options';

/** Short limits so the behaviour shows in well under a second per case. */
const SHORT: ServerLimits = {
  headersTimeoutMs: 400,
  requestTimeoutMs: 900,
  keepAliveTimeoutMs: 300,
  connectionsCheckingIntervalMs: 50,
  maxHeaderSize: 2048,
};
/** Room for a busy machine: a timeout is enforced late, never early. */
const LATE_MS = 1_500;

const NODE_DEFAULTS = { headersTimeoutMs: 60_000, requestTimeoutMs: 300_000 };

describe('SERVER_LIMITS', () => {
  it('drop stalled clients far sooner than Node would', () => {
    expect(SERVER_LIMITS.headersTimeoutMs).toBeLessThanOrEqual(20_000);
    expect(SERVER_LIMITS.headersTimeoutMs).toBeLessThan(NODE_DEFAULTS.headersTimeoutMs);
    expect(SERVER_LIMITS.requestTimeoutMs).toBeLessThan(NODE_DEFAULTS.requestTimeoutMs);
    expect(SERVER_LIMITS.headersTimeoutMs).toBeLessThanOrEqual(SERVER_LIMITS.requestTimeoutMs);
    expect(SERVER_LIMITS.connectionsCheckingIntervalMs).toBeLessThanOrEqual(2_000);
  });

  it('still take the biggest upload (a 10 MB picture) from a 1.5 Mbit/s connection', () => {
    const biggestBodyBits = (MAX_PICTURE_BYTES + MULTIPART_OVERHEAD_BYTES) * 8;
    const secondsAt1500Kbps = biggestBodyBits / 1_500_000;
    expect(SERVER_LIMITS.requestTimeoutMs).toBeGreaterThanOrEqual(secondsAt1500Kbps * 1000);
  });

  it('keep idle kept-alive connections long enough to reuse, and headers under 16 KB', () => {
    expect(SERVER_LIMITS.keepAliveTimeoutMs).toBeGreaterThanOrEqual(2_000);
    expect(SERVER_LIMITS.maxHeaderSize).toBeGreaterThanOrEqual(8 * 1024);
  });
});

describe('httpServerOptions on a real server', () => {
  let server: ServerType | undefined;
  afterEach(async () => {
    if (server) await new Promise((resolve) => server?.close(resolve));
    server = undefined;
  });

  async function start(limits: ServerLimits): Promise<{ port: number; node: Server }> {
    const app = new Hono()
      .get('/', (c) => c.text('home'))
      // The slow client is cut off mid-body: its read fails, which is the expected outcome here.
      .post('/echo', async (c) => c.text(`got ${(await c.req.text().catch(() => '')).length}`));
    const started = serve({
      fetch: app.fetch,
      port: 0,
      hostname: '127.0.0.1',
      serverOptions: httpServerOptions(limits),
    });
    server = started;
    await new Promise((resolve) => started.once('listening', resolve));
    const address = started.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    return { port: address.port, node: started as Server };
  }

  /** Opens a socket, lets `act` write to it, and resolves with what came back once it closed. */
  function untilClosed(port: number, act: (socket: net.Socket) => void) {
    return new Promise<{ ms: number; received: string }>((resolve) => {
      const opened = Date.now();
      const socket = net.connect(port, '127.0.0.1');
      let received = '';
      socket.on('data', (data: Buffer) => (received += data.toString('latin1')));
      socket.on('error', () => undefined);
      socket.on('close', () => resolve({ ms: Date.now() - opened, received }));
      socket.on('connect', () => act(socket));
    });
  }

  it('reach the server that @hono/node-server creates', async () => {
    const { node } = await start(SERVER_LIMITS);
    expect(node.headersTimeout).toBe(SERVER_LIMITS.headersTimeoutMs);
    expect(node.requestTimeout).toBe(SERVER_LIMITS.requestTimeoutMs);
    expect(node.keepAliveTimeout).toBe(SERVER_LIMITS.keepAliveTimeoutMs);
  });

  it('close a connection that never sends a byte after the headers timeout, with 408', async () => {
    const { port } = await start(SHORT);
    const idle = await untilClosed(port, () => undefined);
    expect(idle.ms).toBeGreaterThanOrEqual(SHORT.headersTimeoutMs - 50);
    expect(idle.ms).toBeLessThan(SHORT.headersTimeoutMs + LATE_MS);
    expect(idle.received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('close a connection whose headers stop half-way after the headers timeout', async () => {
    const { port } = await start(SHORT);
    const partial = await untilClosed(port, (socket) =>
      socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: '),
    );
    expect(partial.ms).toBeGreaterThanOrEqual(SHORT.headersTimeoutMs - 50);
    expect(partial.ms).toBeLessThan(SHORT.headersTimeoutMs + LATE_MS);
    expect(partial.received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('let a slow body run past the headers timeout, then close it at the request timeout', async () => {
    const { port } = await start(SHORT);
    let timer: NodeJS.Timeout | undefined;
    const slow = await untilClosed(port, (socket) => {
      socket.write('POST /echo HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 1000\r\n\r\n');
      timer = setInterval(() => socket.write('x'), 50);
    });
    clearInterval(timer);
    expect(slow.ms).toBeGreaterThanOrEqual(SHORT.requestTimeoutMs - 50);
    expect(slow.ms).toBeLessThan(SHORT.requestTimeoutMs + LATE_MS);
    expect(slow.received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('keep a connection alive between requests, then close it once idle', async () => {
    const { port } = await start(SHORT);
    const request = 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n';
    const kept = await untilClosed(port, (socket) => {
      socket.write(request);
      setTimeout(() => socket.write(request), SHORT.keepAliveTimeoutMs / 3);
    });
    expect(kept.received.match(/HTTP\/1\.1 200 /g)).toHaveLength(2);
    expect(kept.ms).toBeGreaterThanOrEqual(SHORT.keepAliveTimeoutMs);
    expect(kept.ms).toBeLessThan(SHORT.keepAliveTimeoutMs + LATE_MS + 1_000);
  });

  it('answer 431 to headers over maxHeaderSize', async () => {
    const { port } = await start(SHORT);
    const big = await untilClosed(port, (socket) =>
      socket.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(4096)}\r\n\r\n`),
    );
    expect(big.received).toMatch(/^HTTP\/1\.1 431 /);
  });
});
