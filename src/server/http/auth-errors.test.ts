import { describe, expect, it } from 'vitest';
import { apiErrorCode, inApiErrorShape } from './auth-errors';

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('better-auth refusals in the API error shape', () => {
  it('turns {message, code} into {error: {code, message}} with the code in our style', async () => {
    const response = await inApiErrorShape(
      json({ message: 'Email not verified', code: 'EMAIL_NOT_VERIFIED' }, 403),
    );
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      error: { code: 'email_not_verified', message: 'Email not verified' },
    });
  });

  it('names a code after the status when there is none, and keeps the headers', async () => {
    const response = await inApiErrorShape(
      json({ message: 'Origin not allowed' }, 403, { 'set-cookie': 'a=1; Path=/' }),
    );
    expect(await response.json()).toEqual({
      error: { code: 'forbidden', message: 'Origin not allowed' },
    });
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/']);
  });

  it("gives better-auth's 429 a standard Retry-After and says how long to wait", async () => {
    const response = await inApiErrorShape(
      json({ message: 'Too many requests. Please try again later.' }, 429, {
        'x-retry-after': '7',
      }),
    );
    expect(await response.json()).toEqual({
      error: {
        code: 'rate_limited',
        message: 'Too many attempts. Please wait 7 seconds and try again.',
      },
    });
    expect(response.headers.get('retry-after')).toBe('7');
    expect(response.headers.get('x-retry-after')).toBe('7');
    // A wait of 0 (the window ends this very second) or none at all still asks for a real one.
    for (const [headers, expected] of [
      [{ 'x-retry-after': '0' }, '1'],
      [{}, '60'],
    ] as const) {
      const refused = await inApiErrorShape(json({ message: 'Slow down' }, 429, headers));
      expect(refused.headers.get('retry-after')).toBe(expected);
    }
  });

  it('keeps a 429 of ours (its code, message and Retry-After), even one already in our shape', async () => {
    const ours = await inApiErrorShape(
      json({ code: 'RATE_LIMITED', message: 'Too many sign-in attempts.' }, 429, {
        'retry-after': '840',
      }),
    );
    expect(await ours.json()).toEqual({
      error: { code: 'rate_limited', message: 'Too many sign-in attempts.' },
    });
    expect(ours.headers.get('retry-after')).toBe('840');
    const shaped = await inApiErrorShape(
      json({ error: { code: 'rate_limited', message: 'Wait.' } }, 429, { 'x-retry-after': '5' }),
    );
    expect(shaped.headers.get('retry-after')).toBe('5');
    expect(await shaped.json()).toEqual({ error: { code: 'rate_limited', message: 'Wait.' } });
  });

  it('passes on the fields our hooks name, text only', async () => {
    const response = await inApiErrorShape(
      json(
        {
          code: 'INVALID_INPUT',
          message: 'Some fields need correcting.',
          fields: { name: 'Too long.', odd: 42 },
        },
        400,
      ),
    );
    expect(await response.json()).toEqual({
      error: {
        code: 'invalid_input',
        message: 'Some fields need correcting.',
        fields: { name: 'Too long.' },
      },
    });
  });

  it('gives an empty refusal (an unknown auth path) a code and a message', async () => {
    const response = await inApiErrorShape(new Response(null, { status: 404 }));
    expect(await response.json()).toEqual({
      error: { code: 'not_found', message: 'No such API endpoint.' },
    });
    const odd = await inApiErrorShape(new Response('<html>', { status: 418 }));
    expect(await odd.json()).toEqual({
      error: { code: 'request_failed', message: 'The request could not be completed.' },
    });
  });

  it('leaves answers in our shape, successes and server errors as they are', async () => {
    const ours = json({ error: { code: 'forbidden_origin', message: 'No.' } }, 403);
    expect(await inApiErrorShape(ours)).toBe(ours);
    const ok = json({ status: true }, 200);
    expect(await inApiErrorShape(ok)).toBe(ok);
    const failed = json({ message: 'boom' }, 500);
    expect(await inApiErrorShape(failed)).toBe(failed);
  });

  it.each([
    ['INVALID_EMAIL_OR_PASSWORD', 401, 'invalid_email_or_password'],
    ['PASSWORD_TOO_SHORT', 400, 'password_too_short'],
    ['Weird-Code 2', 400, 'weird_code'],
    ['123', 400, 'invalid_input'],
    [undefined, 401, 'unauthenticated'],
    [42, 415, 'unsupported_media_type'],
  ])('code %s with status %i is %s', (code, status, expected) => {
    expect(apiErrorCode(code, status)).toBe(expected);
  });
});
