import type { Log } from '../log';

/** The route of a request the app did not note: the site answered it before the app. */
export const SITE_ROUTE = 'site';

/** A request that took this long keeps its line, whatever answered it and however. */
export const SLOW_REQUEST_SECONDS = 0.5;

/** How often, outside production, the pages and assets served without a line are summed up. */
export const SUMMARY_EVERY_MS = 60_000;

/** A finished request, as the request log reports it. */
export interface LoggedRequest {
  id: string;
  method: string;
  /** A route pattern, `site` (a page or asset) or `unmatched`. */
  route: string;
  /** The status sent; 0 when the client left before any was. */
  status: number;
  seconds: number;
  userId?: string;
  /** The client closed the connection before the whole answer was sent. */
  disconnected: boolean;
}

export interface RequestLog {
  /** Writes the request's line, or counts it when it is a page or asset served as it should be. */
  finished(request: LoggedRequest): void;
}

export interface RequestLogOptions {
  /** Outside production: a line a minute says how many pages and assets were served. */
  summaries: boolean;
  /** How often a summary may be written (tests shorten it); SUMMARY_EVERY_MS by default. */
  summaryEveryMs?: number;
}

/**
 * A page or asset the site served whole and quickly: the bulk of the traffic, and the cheapest
 * request there is. Its line cost as much as answering it (formatting and writing ~100 bytes),
 * so it only counts: /metrics counts it by route and status, and development logs sum it up.
 */
function servedFromMemory(request: LoggedRequest): boolean {
  return (
    request.route === SITE_ROUTE &&
    (request.method === 'GET' || request.method === 'HEAD') &&
    request.status > 0 &&
    request.status < 400 &&
    !request.disconnected &&
    request.seconds < SLOW_REQUEST_SECONDS
  );
}

function lineOf(request: LoggedRequest): string {
  const { method, route, status, seconds } = request;
  const head = `${method} ${route} ${status} ${(seconds * 1000).toFixed(1)}ms`;
  if (!request.disconnected) return head;
  // Not a failure of ours: a browser that navigated away, a fetch aborted, a closed laptop.
  return `${head}: the client disconnected ${status === 0 ? 'before the answer' : 'during the answer'}`;
}

/**
 * The line of each finished request that is worth one: API calls, errors (4xx and 5xx), slow
 * requests and clients that left. Pages and assets served from memory are counted instead.
 */
export function createRequestLog(log: Log, options: RequestLogOptions): RequestLog {
  const every = options.summaryEveryMs ?? SUMMARY_EVERY_MS;
  let served = 0;
  let summary: NodeJS.Timeout | undefined;
  const summarise = () => {
    summary = undefined;
    const count = served;
    served = 0;
    log(`served ${count} ${count === 1 ? 'page or asset' : 'pages and assets'} in the last minute`);
  };
  return {
    finished(request) {
      if (servedFromMemory(request)) {
        if (!options.summaries) return;
        served += 1;
        // Started by the first request after a quiet spell: an idle server writes nothing.
        if (!summary) {
          summary = setTimeout(summarise, every);
          summary.unref();
        }
        return;
      }
      log(lineOf(request), {
        level: request.status >= 500 ? 'error' : 'info',
        requestId: request.id,
        method: request.method,
        route: request.route,
        status: request.status,
        ms: Math.round(request.seconds * 10_000) / 10,
        ...(request.userId ? { userId: request.userId } : {}),
        ...(request.disconnected ? { disconnected: true } : {}),
      });
    },
  };
}
