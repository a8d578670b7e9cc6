import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Log } from '../log';
import { startNote, withinRequest } from './request-context';

/** Told of every request the server receives, pages and API alike, before it is answered. */
export interface RequestObserver {
  /** Gives the request its id and answers it with `handle`, inside the request's context. */
  observe(incoming: IncomingMessage, response: ServerResponse, handle: () => void): void;
}

/** What a finished request is counted and timed as. */
export interface FinishedRequest {
  method: string;
  /** A route pattern, `site` (a page or asset) or `unmatched`: a bounded set of values. */
  route: string;
  status: number;
  seconds: number;
}

export interface RequestObserverOptions {
  /** Proxies whose X-Request-Id is kept (TRUSTED_PROXY); from anyone else a new id is made. */
  trustedProxies: readonly string[];
  /** Counts and times each finished request (the /metrics registry), when metrics are on. */
  record?: (request: FinishedRequest) => void;
  /** Writes each finished request's line; unset (the test server's default): none. */
  log?: Log;
}

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** What an id from a proxy may look like: nginx's $request_id, a UUID, a trace id. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The route of a request the app did not note: the site answered it before the app. */
export const SITE_ROUTE = 'site';

/**
 * Gives every request an id (a trusted proxy's X-Request-Id when sane, else a new UUID), echoes
 * it in the response, and once the response is done, records and logs method, route, status and
 * time. The route comes from the app (app.ts notes the pattern that answered).
 */
export function createRequestObserver(options: RequestObserverOptions): RequestObserver {
  const { trustedProxies, record, log } = options;
  return {
    observe(incoming, response, handle) {
      const started = process.hrtime.bigint();
      const id = requestIdFor(incoming, trustedProxies);
      const note = startNote(incoming, id);
      response.setHeader(REQUEST_ID_HEADER, id);
      if (record || log)
        response.once('close', () => {
          const seconds = Number(process.hrtime.bigint() - started) / 1e9;
          const method = incoming.method ?? 'GET';
          const route = note.route ?? SITE_ROUTE;
          // A connection cut before the answer was sent: no status reached the client.
          const status = response.headersSent ? response.statusCode : 0;
          record?.({ method, route, status, seconds });
          log?.(`${method} ${route} ${status} ${(seconds * 1000).toFixed(1)}ms`, {
            level: status >= 500 || status === 0 ? 'error' : 'info',
            requestId: id,
            method,
            route,
            status,
            ms: Math.round(seconds * 10_000) / 10,
            ...(note.userId ? { userId: note.userId } : {}),
          });
        });
      withinRequest(note, handle);
    },
  };
}

function requestIdFor(incoming: IncomingMessage, trustedProxies: readonly string[]): string {
  const peer = incoming.socket.remoteAddress;
  if (peer && trustedProxies.includes(peer)) {
    const given = incoming.headers['x-request-id'];
    if (typeof given === 'string' && SANE_REQUEST_ID.test(given)) return given;
  }
  return randomUUID();
}
