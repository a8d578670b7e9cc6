import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/helpers/test-server';

interface RawReply {
  status: number;
  headers: Map<string, string>;
  body: string;
}

/** Sends `request` byte for byte over a socket and reads the whole answer (the server closes). */
function sendRaw(port: number, request: Buffer): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const parts: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer in time')));
    socket.on('data', (part: Buffer) => parts.push(part));
    socket.on('error', reject);
    socket.on('close', () => {
      const raw = Buffer.concat(parts).toString('utf8');
      const end = raw.indexOf('\r\n\r\n');
      if (end === -1) {
        reject(new Error(`no complete answer: ${JSON.stringify(raw)}`));
        return;
      }
      const [statusLine = '', ...lines] = raw.slice(0, end).split('\r\n');
      const headers = new Map(
        lines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()] as const;
        }),
      );
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3}) /.exec(statusLine)?.[1]),
        headers,
        body: raw.slice(end + 4),
      });
    });
    socket.write(request);
  });
}

function getWithTarget(target: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from('GET '),
    target,
    Buffer.from(' HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'),
  ]);
}

describe('requests Node’s parser refuses', () => {
  let server: TestServer;
  let port: number;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
    port = Number(new URL(server.base).port);
  });
  afterAll(async () => {
    await server.close();
  });

  it.each([
    ['a raw latin-1 é', Buffer.from('/caf\xe9', 'latin1')],
    ['raw UTF-8', Buffer.from('/courses/café', 'utf8')],
    ['a control character', Buffer.from('/about\x01', 'latin1')],
  ])('answers a URL holding %s with our page and status 400, not a bare 400', async (_, target) => {
    const reply = await sendRaw(port, getWithTarget(target));
    expect(reply.status).toBe(400);
    expect(reply.headers.get('content-type')).toMatch(/^text\/html/);
    expect(reply.body).toContain('Oops! Page not found');
    expect(Buffer.byteLength(reply.body)).toBe(Number(reply.headers.get('content-length')));
    // The site's own headers, as on every page.
    expect(reply.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
    expect(reply.headers.get('cache-control')).toBe('no-store');
  });

  it('answers an API address with raw bytes in the API’s error shape', async () => {
    const reply = await sendRaw(port, getWithTarget(Buffer.from('/api/orders/\xff', 'latin1')));
    expect(reply.status).toBe(400);
    expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
    expect(JSON.parse(reply.body)).toEqual({
      error: {
        code: 'bad_request',
        message: 'The address could not be read: characters outside ASCII must be percent-encoded.',
      },
    });
  });

  it('never writes into an answer already under way: a pipelined good request gets it whole', async () => {
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      const parts: Buffer[] = [];
      socket.setTimeout(10_000, () => socket.destroy(new Error('no answer in time')));
      socket.on('data', (part: Buffer) => parts.push(part));
      socket.on('error', reject);
      socket.on('close', () => resolve(Buffer.concat(parts).toString('utf8')));
      socket.write(
        Buffer.concat([
          Buffer.from('GET /about HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'),
          getWithTarget(Buffer.from('/caf\xe9', 'latin1')),
        ]),
      );
    });
    expect(raw).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    // The first answer is whole, and nothing was written into it or after it (as Node does,
    // the connection is then closed: the first answer was still the socket's).
    const headEnd = raw.indexOf('\r\n\r\n') + 4;
    const length = Number(/\r\ncontent-length: (\d+)/i.exec(raw.slice(0, headEnd))?.[1]);
    expect(Buffer.byteLength(raw)).toBe(Buffer.byteLength(raw.slice(0, headEnd)) + length);
    expect(raw.slice(headEnd)).toContain('About page');
  });

  it('keeps Node’s 431 for headers that are too large, and still answers afterwards', async () => {
    const huge = Buffer.from(
      `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20 * 1024)}\r\n\r\n`,
    );
    expect((await sendRaw(port, huge)).status).toBe(431);
    const fine = await sendRaw(port, getWithTarget(Buffer.from('/caf%C3%A9')));
    expect(fine.status).toBe(404);
    expect(server.logs.join('\n')).not.toContain('Unhandled error');
  });
});
