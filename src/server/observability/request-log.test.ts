import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LogFields } from '../log';
import { createRequestLog, type LoggedRequest } from './request-log';

/** A log that keeps what it was given. */
function collect() {
  const lines: { message: string; fields: LogFields | undefined }[] = [];
  const log = (message: string, fields?: LogFields) => void lines.push({ message, fields });
  return { lines, log };
}

function request(overrides: Partial<LoggedRequest> = {}): LoggedRequest {
  return {
    id: 'r-1',
    method: 'GET',
    route: 'site',
    status: 200,
    seconds: 0.0004,
    disconnected: false,
    ...overrides,
  };
}

describe('the request log', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes no line for a page or asset served from memory, and sums them up once a minute outside production', () => {
    const { lines, log } = collect();
    const requests = createRequestLog(log, { summaries: true });
    requests.finished(request());
    requests.finished(request({ status: 304 }));
    requests.finished(request({ method: 'HEAD' }));
    requests.finished(request({ status: 301 }));
    expect(lines).toEqual([]);

    vi.advanceTimersByTime(59_999);
    expect(lines).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(lines.map((line) => line.message)).toEqual([
      'served 4 pages and assets in the last minute',
    ]);

    // A quiet minute writes nothing; the next request starts the next minute's count.
    vi.advanceTimersByTime(120_000);
    expect(lines).toHaveLength(1);
    requests.finished(request());
    vi.advanceTimersByTime(60_000);
    expect(lines.map((line) => line.message)).toEqual([
      'served 4 pages and assets in the last minute',
      'served 1 page or asset in the last minute',
    ]);
  });

  it('in production writes neither their lines nor a summary (/metrics counts them)', () => {
    const { lines, log } = collect();
    const requests = createRequestLog(log, { summaries: false });
    requests.finished(request());
    vi.advanceTimersByTime(120_000);
    expect(lines).toEqual([]);
  });

  it('keeps the lines of errors, API calls, other methods and slow pages', () => {
    const { lines, log } = collect();
    const requests = createRequestLog(log, { summaries: false });
    requests.finished(request({ status: 404, seconds: 0.0012 }));
    requests.finished(request({ route: '/api/me', status: 200, userId: 'u-1' }));
    requests.finished(request({ route: '/api/orders', method: 'POST', status: 500 }));
    requests.finished(request({ method: 'POST', route: 'unmatched', status: 404 }));
    requests.finished(request({ seconds: 0.75 }));
    expect(lines.map((line) => line.message)).toEqual([
      'GET site 404 1.2ms',
      'GET /api/me 200 0.4ms',
      'POST /api/orders 500 0.4ms',
      'POST unmatched 404 0.4ms',
      'GET site 200 750.0ms',
    ]);
    expect(lines[1]?.fields).toEqual({
      level: 'info',
      requestId: 'r-1',
      method: 'GET',
      route: '/api/me',
      status: 200,
      ms: 0.4,
      userId: 'u-1',
    });
    expect(lines.map((line) => line.fields?.level)).toEqual([
      'info',
      'info',
      'error',
      'info',
      'info',
    ]);
  });

  it('logs a client that left as such, at info level, under its route', () => {
    const { lines, log } = collect();
    const requests = createRequestLog(log, { summaries: true });
    requests.finished(
      request({ route: '/api/labs/:labId/session', status: 0, seconds: 2.5, disconnected: true }),
    );
    // A page whose sending was cut off: not a page served, so not only counted.
    requests.finished(request({ status: 200, disconnected: true }));
    expect(lines).toEqual([
      {
        message:
          'GET /api/labs/:labId/session 0 2500.0ms: the client disconnected before the answer',
        fields: expect.objectContaining({
          level: 'info',
          route: '/api/labs/:labId/session',
          status: 0,
          disconnected: true,
        }) as LogFields,
      },
      {
        message: 'GET site 200 0.4ms: the client disconnected during the answer',
        fields: expect.objectContaining({ level: 'info', disconnected: true }) as LogFields,
      },
    ]);
  });
});
