import { Hono } from 'hono';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { checkWith } from '../../shared/schemas/check';
import { requiredText } from '../../shared/schemas/fields';
import { jsonInput } from './json-input';

const checkNote = checkWith(z.object({ note: requiredText('Write a note.') }), {
  notObject: 'Send the note as a JSON object.',
  invalid: 'Some note fields need correcting.',
});

function app(options: { notJson?: string; nul?: string } = {}) {
  return new Hono().post(
    '/',
    jsonInput(checkNote, { maxBytes: 64, what: 'note', ...options }),
    (c) => c.json({ input: c.var.input, body: c.var.body }),
  );
}

async function send(server: Hono, body: string, headers: Record<string, string> = {}) {
  const response = await server.request('/', { method: 'POST', body, headers });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('jsonInput', () => {
  it('hands the checked input, and the body as sent, to the handler', async () => {
    expect(await send(app(), '{"note":" hi ","x":1}')).toEqual({
      status: 200,
      body: { input: { note: 'hi' }, body: { note: ' hi ', x: 1 } },
    });
  });

  it('refuses a body over the limit with 413, declared or not', async () => {
    const big = JSON.stringify({ note: 'x'.repeat(100) });
    const declared = await send(app(), big, { 'content-length': String(big.length) });
    expect(declared).toEqual({
      status: 413,
      body: { error: { code: 'payload_too_large', message: 'The note is too large.' } },
    });
    const streamed = await app().request('/', {
      method: 'POST',
      body: new Blob([big]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  it('answers notJson for a body that is not JSON, or checks it as absent without it', async () => {
    expect(await send(app({ notJson: 'Send the note as JSON.' }), '{')).toEqual({
      status: 400,
      body: { error: { code: 'invalid_input', message: 'Send the note as JSON.' } },
    });
    expect(await send(app(), '{')).toEqual({
      status: 400,
      body: {
        error: { code: 'invalid_input', message: 'Send the note as a JSON object.', fields: {} },
      },
    });
  });

  it("answers the check's message and fields", async () => {
    expect(await send(app(), '{"note":" "}')).toEqual({
      status: 400,
      body: {
        error: {
          code: 'invalid_input',
          message: 'Some note fields need correcting.',
          fields: { note: 'Write a note.' },
        },
      },
    });
  });

  it('refuses NUL in the checked data only when asked to', async () => {
    const withNul = '{"note":"a\\u0000b","extra":"\\u0000"}';
    expect(await send(app({ nul: 'The note needs correcting.' }), withNul)).toEqual({
      status: 400,
      body: {
        error: {
          code: 'invalid_input',
          message: 'The note needs correcting.',
          fields: { note: 'Must not contain the NUL character (U+0000).' },
        },
      },
    });
    expect((await send(app(), withNul)).status).toBe(200);
  });
});
