import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { apiError } from '../../http/errors';
import type { Metrics } from '../../observability/metrics';

/** SHA-256 of both sides first: equal lengths, so the comparison takes the same time whatever is sent. */
export function sameToken(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * GET /metrics for Prometheus, with `Authorization: Bearer <METRICS_TOKEN>`. Registered only when
 * METRICS_TOKEN is set; without it the path is as unknown as any other.
 */
export function metricsRoutes(metrics: Metrics, token: string) {
  return new Hono().get('/', async (c) => {
    const header = c.req.header('Authorization') ?? '';
    const match = /^Bearer (.+)$/i.exec(header);
    if (!match?.[1] || !sameToken(match[1], token)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      c.header('Cache-Control', 'no-store');
      return apiError(c, 401, 'unauthorized', 'The metrics need their bearer token.');
    }
    const body = await metrics.render();
    return c.body(body, 200, { 'Content-Type': metrics.contentType, 'Cache-Control': 'no-store' });
  });
}
