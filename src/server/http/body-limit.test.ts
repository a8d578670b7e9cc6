import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { jsonBodyLimit } from './body-limit';
import type { ApiErrorBody } from './errors';

const LIMIT = 1024;

function limitedApp() {
  const seen: string[] = [];
  const app = new Hono().post('/', jsonBodyLimit(LIMIT, 'note'), async (c) => {
    const text = await c.req.text();
    seen.push(text);
    return c.json({ length: text.length });
  });
  return { app, seen };
}

/** A body streamed in `chunkSize` pieces (no Content-Length), counting what was pulled. */
function countedStream(chunkSize: number, total: number) {
  const counter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (counter.pulled >= total) {
          controller.close();
          return;
        }
        const size = Math.min(chunkSize, total - counter.pulled);
        counter.pulled += size;
        controller.enqueue(new Uint8Array(size).fill(0x20));
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, counter };
}

function streamed(stream: ReadableStream<Uint8Array>) {
  return new Request('http://test.invalid/', {
    method: 'POST',
    body: stream,
    duplex: 'half',
  } as RequestInit);
}

async function expectTooLarge(response: Response) {
  expect(response.status).toBe(413);
  const body = (await response.json()) as ApiErrorBody;
  expect(body).toEqual({ error: { code: 'payload_too_large', message: 'The note is too large.' } });
}

describe('jsonBodyLimit', () => {
  it('passes a body of exactly the limit to the handler, declared or streamed', async () => {
    const { app, seen } = limitedApp();
    const body = ' '.repeat(LIMIT);
    const declared = await app.request('/', { method: 'POST', body });
    expect(await declared.json()).toEqual({ length: LIMIT });
    const { stream } = countedStream(100, LIMIT);
    const chunked = await app.request(streamed(stream));
    expect(await chunked.json()).toEqual({ length: LIMIT });
    expect(seen).toEqual([body, body]);
  });

  it('refuses a declared Content-Length over the limit without reading the body', async () => {
    const { app, seen } = limitedApp();
    const { stream, counter } = countedStream(100, 50 * 1024 * 1024);
    const request = new Request(streamed(stream), {
      headers: { 'content-length': String(50 * 1024 * 1024) },
    });
    await expectTooLarge(await app.request(request));
    // At most the one piece the Request plumbing fetches ahead; nothing is read for the check.
    expect(counter.pulled).toBeLessThanOrEqual(100);
    expect(seen).toEqual([]);
  });

  it('refuses a streamed body as soon as it passes the limit, not at its end', async () => {
    const { app, seen } = limitedApp();
    const { stream, counter } = countedStream(100, 50 * 1024 * 1024);
    await expectTooLarge(await app.request(streamed(stream)));
    expect(counter.pulled).toBeGreaterThan(LIMIT);
    expect(counter.pulled).toBeLessThanOrEqual(LIMIT + 100);
    expect(seen).toEqual([]);
  });
});
