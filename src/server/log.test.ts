import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { signUpVerifyAndSignIn } from '../../tests/helpers/accounts';
import { multipartBody, rawRequest } from '../../tests/helpers/raw-request';
import { startTestServer, type TestServer } from '../../tests/helpers/test-server';
import { createLogger, formatLogLine, guardStream, neverThrowing } from './log';
import { solidImage } from '../../tests/helpers/test-images';
import { createLocalPictureStore } from './storage/local-store';

function errnoError(code: string): Error {
  return Object.assign(new Error(`${code}: write failed`), { code });
}

describe('createLogger', () => {
  it('writes timestamped lines', () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    createLogger(stream)('Shikhon Academy listening');
    expect(lines).toEqual([
      expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d:.]+Z Shikhon Academy listening\n$/),
    ]);
  });

  it('never throws when the write throws (a closed stdout)', () => {
    const stream = new Writable();
    stream.write = () => {
      throw errnoError('EPIPE');
    };
    const log = createLogger(stream);
    expect(() => log('one')).not.toThrow();
    expect(() => log('two')).not.toThrow();
  });

  it('never crashes when the stream reports a failed write later (EPIPE, ENOSPC)', async () => {
    for (const code of ['EPIPE', 'ENOSPC']) {
      const stream = new Writable({
        write(_chunk, _encoding, done) {
          done(errnoError(code));
        },
      });
      const log = createLogger(stream);
      const failed = new Promise((resolve) => stream.once('error', resolve));
      log('lost line');
      // Without a listener of its own, this 'error' would be an uncaught exception.
      await expect(failed).resolves.toMatchObject({ code });
      expect(() => log('after the failure')).not.toThrow();
    }
  });

  it('guards a stream once, however often it is asked', () => {
    const stream = new Writable();
    guardStream(stream);
    guardStream(stream);
    createLogger(stream);
    expect(stream.listenerCount('error')).toBe(1);
  });
});

describe('formatLogLine', () => {
  const time = new Date('2026-11-25T06:00:00.000Z');

  it('writes one JSON object per line in production, a stack trace included', () => {
    const line = formatLogLine(
      'json',
      'Unhandled error on GET /api/me: Error: boom\n    at handler (app.ts:1:1)',
      { level: 'error', requestId: 'r-1' },
      time,
    );
    expect(line.endsWith('\n')).toBe(true);
    expect(line.trimEnd().split('\n')).toHaveLength(1);
    expect(JSON.parse(line)).toEqual({
      time: '2026-11-25T06:00:00.000Z',
      level: 'error',
      msg: 'Unhandled error on GET /api/me: Error: boom\n    at handler (app.ts:1:1)',
      requestId: 'r-1',
    });
  });

  it('drops terminal escape codes, whatever the format', () => {
    const coloured =
      '\u001b[2m2026\u001b[0m \u001b[33mWARN\u001b[0m [Better Auth]: Invalid password';
    expect(formatLogLine('json', coloured, {}, time)).not.toContain('\u001b');
    expect(formatLogLine('json', coloured, {}, time)).not.toContain('\\u001b');
    expect(formatLogLine('text', coloured, {}, time)).toBe(
      '2026-11-25T06:00:00.000Z 2026 WARN [Better Auth]: Invalid password\n',
    );
  });

  it('writes readable text in development, with the level when not info and the ids', () => {
    expect(
      formatLogLine('text', 'GET /api/me 200 1.5ms', { requestId: 'r-1', userId: 'u-1' }, time),
    ).toBe('2026-11-25T06:00:00.000Z GET /api/me 200 1.5ms request=r-1 user=u-1\n');
    expect(formatLogLine('text', 'lost', { level: 'warn' }, time)).toBe(
      '2026-11-25T06:00:00.000Z WARN lost\n',
    );
  });
});

describe('neverThrowing', () => {
  it('drops whatever the log throws', () => {
    const log = neverThrowing(() => {
      throw errnoError('ENOSPC');
    });
    expect(() => log('line')).not.toThrow();
  });
});

describe('the app with a log that throws', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
  });

  it('still answers requests that log, in the API error shape', async () => {
    server = await startTestServer(
      'sqlite',
      {},
      {
        log: () => {
          throw errnoError('ENOSPC');
        },
        // A store that fails for a reason the app does not know: a 500 that must be logged.
        pictures: (dataDir) => ({
          ...createLocalPictureStore(dataDir),
          save: () => Promise.reject(new Error('the store broke')),
        }),
      },
    );
    const learner = await signUpVerifyAndSignIn(server, 'nusrat@example.com');
    const png = await solidImage(16, 16).png().toBuffer();
    const { body, contentType } = multipartBody('file', {
      name: 'me.png',
      type: 'image/png',
      bytes: png,
    });
    const failed = await rawRequest(server.base, '/api/profile/picture', {
      as: learner,
      headers: { 'content-type': contentType },
      body,
    });
    expect(failed.status).toBe(500);
    expect(failed.json()).toEqual({
      error: { code: 'internal_error', message: 'Something went wrong on our side.' },
    });
    expect((await learner.get('/api/profile')).status).toBe(200);
  });
});
