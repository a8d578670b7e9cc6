import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { onceRouted, type RequestNote } from './request-context';
import { SITE_ROUTE, type RequestLog } from './request-log';

/** Told of every request the server receives, pages and API alike, before it is answered. */
export interface RequestObserver {
  /**
   * Gives the request its id and, once its answer is done, counts it and hands it to the request
   * log. The caller echoes the id (X-Request-Id) and answers the app's requests inside the
   * request's context (withinRequest), so lines logged meanwhile carry it.
   */
  start(incoming: IncomingMessage, response: ServerResponse): RequestNote;
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
  /** Logs or counts each finished request (request-log.ts); unset (the test server's default): none. */
  log?: RequestLog;
}

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** What an id from a proxy may look like: nginx's $request_id, a UUID, a trace id. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Gives every request an id (a trusted proxy's X-Request-Id when sane, else a new UUID), and
 * once the response is done, records and logs method, route, status and time. The route comes
 * from the app (app.ts notes the pattern that answered); a request whose client left while the
 * app was answering is reported once the app has answered, so it is reported under its route.
 */
export function createRequestObserver(options: RequestObserverOptions): RequestObserver {
  const { trustedProxies, record, log } = options;
  return {
    start(incoming, response) {
      const note: RequestNote = { id: requestIdFor(incoming, trustedProxies) };
      if (!record && !log) return note;
      const started = performance.now();
      response.once('close', () => {
        const seconds = (performance.now() - started) / 1000;
        // A connection cut before the answer was sent: no status reached the client.
        const status = response.headersSent ? response.statusCode : 0;
        const disconnected = !response.writableFinished;
        onceRouted(note, () => {
          const method = incoming.method ?? 'GET';
          const route = note.route ?? SITE_ROUTE;
          record?.({ method, route, status, seconds });
          log?.finished({
            id: note.id,
            method,
            route,
            status,
            seconds,
            userId: note.userId,
            disconnected,
          });
        });
      });
      return note;
    },
  };
}

function requestIdFor(incoming: IncomingMessage, trustedProxies: readonly string[]): string {
  if (trustedProxies.length > 0) {
    const peer = incoming.socket.remoteAddress;
    if (peer && trustedProxies.includes(peer)) {
      const given = incoming.headers['x-request-id'];
      if (typeof given === 'string' && SANE_REQUEST_ID.test(given)) return given;
    }
  }
  return nextRequestId();
}

/**
 * Request ids shaped like UUIDs: a random prefix drawn once per process and a counter, so ids
 * never repeat within a process and processes do not share a prefix. A random UUID per request
 * (refilling crypto's entropy cache every 128) was a visible share of a page answer's time.
 */
const ID_PREFIX = randomUUID().slice(0, 24);
let idCounter = 0;

function nextRequestId(): string {
  idCounter += 1;
  return ID_PREFIX + idCounter.toString(16).padStart(12, '0');
}
