import type { ServerOptions } from 'node:http';

/**
 * How long the HTTP server waits on a client. Node's defaults let a connection that never
 * finishes its headers live 60 s and one that trickles its body live 300 s (checked only every
 * 30 s); these bound what slow or broken clients can hold without cutting off real visitors.
 */
export interface ServerLimits {
  /** From the connection (or the next request's first byte) until all headers are in. */
  headersTimeoutMs: number;
  /** From the first byte until the whole request, body included, is in. */
  requestTimeoutMs: number;
  /** An idle kept-alive connection waits this long for the next request. */
  keepAliveTimeoutMs: number;
  /** How often the two timeouts above are enforced: a late client goes within this of its limit. */
  connectionsCheckingIntervalMs: number;
  /** Request line plus headers, in bytes; more gets 431. */
  maxHeaderSize: number;
}

export const SERVER_LIMITS: ServerLimits = {
  // Headers are a few KB even with every cookie; 15 s covers a stalled mobile link.
  headersTimeoutMs: 15_000,
  // The biggest body is a 10 MB profile picture: 60 s still takes it at ~1.5 Mbit/s upstream.
  requestTimeoutMs: 60_000,
  // Node's default. A reverse proxy that keeps connections to us must idle out sooner than this.
  keepAliveTimeoutMs: 5_000,
  connectionsCheckingIntervalMs: 1_000,
  // Node's default (16 KB): better-auth's cookies fit many times over.
  maxHeaderSize: 16 * 1024,
};

/**
 * Options for `http.createServer` (`serverOptions` of @hono/node-server's `serve`). Node throws
 * if the headers timeout exceeds the request timeout.
 */
export function httpServerOptions(limits: ServerLimits = SERVER_LIMITS): ServerOptions {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionsCheckingInterval: limits.connectionsCheckingIntervalMs,
    maxHeaderSize: limits.maxHeaderSize,
  };
}
