import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { readJsonBody, wellFormed } from './json-body';

describe('wellFormed', () => {
  it('replaces each lone surrogate with U+FFFD and keeps surrogate pairs', () => {
    expect(wellFormed('a\uD800b')).toBe('a\uFFFDb');
    expect(wellFormed('\uDC00\uD800')).toBe('\uFFFD\uFFFD');
    expect(wellFormed('🙂\uD83D')).toBe('🙂\uFFFD');
    expect(wellFormed('নুসরাত 🙂')).toBe('নুসরাত 🙂');
  });
});

describe('readJsonBody', () => {
  const app = new Hono().post('/', async (c) => c.json(await readJsonBody(c)));
  async function read(body: string) {
    const response = await app.request('/', { method: 'POST', body });
    return response.json();
  }

  it('makes every string of the body well-formed, however deep', async () => {
    // JSON can carry a lone surrogate; PostgreSQL and SQLite would store it differently.
    expect(await read('{"name":"\\ud800x","list":["\\udfff",{"a":"ok 🙂"}],"n":1}')).toEqual({
      ok: true,
      body: { name: '\uFFFDx', list: ['\uFFFD', { a: 'ok 🙂' }], n: 1 },
    });
  });

  it('keeps keys such as __proto__ as plain data', async () => {
    const result = (await read('{"__proto__":{"polluted":true}}')) as { body: object };
    expect(Object.keys(result.body)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('is not ok for a body that is not JSON', async () => {
    for (const body of ['', '{', "{'a':1}", 'undefined']) {
      expect(await read(body), body).toEqual({ ok: false });
    }
  });
});
