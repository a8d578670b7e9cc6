import type { MiddlewareHandler } from 'hono';

/** Personal answers are never cached, by browsers or anything in between. */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
};
