import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** Written by the server only (any client value is dropped); read by better-auth's rate limiter. */
export const CLIENT_ADDRESS_HEADER = 'x-shikhon-client-address';

/**
 * The real client address: the socket's peer, or, when that peer is a configured proxy, the
 * last address it appended to X-Forwarded-For that is not itself a trusted proxy.
 */
export function clientAddress(c: Context, trustedProxies: readonly string[]): string {
  let peer = 'unknown';
  try {
    peer = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket
  }
  if (!trustedProxies.includes(peer)) return peer;
  const hops = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  for (let index = hops.length - 1; index >= 0; index -= 1) {
    const hop = hops[index];
    if (hop && !trustedProxies.includes(hop)) return hop;
  }
  return peer;
}

/** The same request with the client address header set by us. */
export function withClientAddress(request: Request, address: string): Request {
  const headers = new Headers(request.headers);
  headers.set(CLIENT_ADDRESS_HEADER, address);
  return new Request(request, { headers });
}
