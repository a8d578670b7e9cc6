import type { MiddlewareHandler } from 'hono';

/** Personal answers are never cached, by browsers or anything in between. */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  // On the response's own headers: `c.header()` after the handler would rebuild the response
  // around its body as a stream, which then had to be read back to be sent (measured: about a
  // tenth of a signed-in API answer's time under load).
  c.res.headers.set('Cache-Control', 'no-store');
};
