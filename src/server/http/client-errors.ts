import type { Duplex } from 'node:stream';
import { apiErrorBody } from '../../shared/schemas/api-error';
import type { SiteAnswerer } from '../site/site-response';

/** What Node's parser hands a 'clientError' listener: the error, its code and what it read. */
interface ClientError extends Error {
  code?: string;
  rawPacket?: Buffer;
}

const BARE_ANSWERS: Record<string, string> = {
  HPE_HEADER_OVERFLOW: '431 Request Header Fields Too Large',
  HPE_CHUNK_EXTENSIONS_OVERFLOW: '413 Payload Too Large',
  ERR_HTTP_REQUEST_TIMEOUT: '408 Request Timeout',
};

/** Headers of the not-found page's own answer that do not fit this one. */
const PAGE_ONLY = new Set([
  'content-type',
  'content-length',
  'content-encoding',
  'cache-control',
  'etag',
  'vary',
]);

const API_MESSAGE =
  'The address could not be read: characters outside ASCII must be percent-encoded.';

/** The request target of the first request line in `raw`, as latin1 text ('' when unreadable). */
function targetOf(raw: Buffer | undefined): string {
  if (!raw) return '';
  const line = raw.subarray(0, Math.min(raw.length, 8 * 1024)).toString('latin1');
  return /^[A-Z]+ (\S+)/.exec(line)?.[1] ?? '';
}

/**
 * Whether an answer to an earlier request on this connection has started (pipelining): Node
 * keeps it on the socket. Writing a 400 then would garble it, so the connection is only cut.
 */
function answerStarted(socket: Duplex): boolean {
  const message: unknown = Reflect.get(socket, '_httpMessage');
  return (
    typeof message === 'object' && message !== null && Reflect.get(message, 'headersSent') === true
  );
}

function head(status: string, headers: Iterable<[string, string]>): string {
  const lines = [`HTTP/1.1 ${status}`];
  for (const [name, value] of headers) lines.push(`${name}: ${value}`);
  return `${lines.join('\r\n')}\r\n\r\n`;
}

/**
 * The answer to a request Node's parser refused before the app saw it: a request line with raw
 * non-ASCII bytes or control characters (`GET /caf\xe9`), a malformed header. Node would answer a
 * bare `400 Bad Request` with no body and none of our headers; this answers our not-found page
 * (or, under /api, the API's error shape) with status 400 and the site's security headers.
 * Timeouts and oversized headers keep Node's own short answers (408, 431, 413).
 */
export function clientErrorListener(site: SiteAnswerer) {
  return (error: ClientError, socket: Duplex): void => {
    try {
      if (!socket.writable) return;
      if (answerStarted(socket)) {
        socket.destroy();
        return;
      }
      const bare = BARE_ANSWERS[error.code ?? ''];
      if (bare) {
        socket.write(head(bare, [['Connection', 'close']]));
        return;
      }
      const target = targetOf(error.rawPacket);
      const page = site.notFound({
        method: 'GET',
        target: '/',
        acceptEncoding: undefined,
        ifNoneMatch: undefined,
      });
      // The page's own security headers (its Content-Security-Policy allows its boot script).
      const common: [string, string][] = [
        ...Object.entries(page.headers).filter(([name]) => !PAGE_ONLY.has(name.toLowerCase())),
        ['Cache-Control', 'no-store'],
        ['Connection', 'close'],
      ];
      if (target === '/api' || target.startsWith('/api/') || target.startsWith('/api?')) {
        const body = Buffer.from(JSON.stringify(apiErrorBody('bad_request', API_MESSAGE)));
        socket.write(
          head('400 Bad Request', [
            ['Content-Type', 'application/json; charset=utf-8'],
            ['Content-Length', String(body.length)],
            ...common,
          ]),
        );
        socket.write(body);
        return;
      }
      const body = page.body ?? Buffer.alloc(0);
      socket.write(
        head('400 Bad Request', [
          ['Content-Type', page.headers['Content-Type'] ?? 'text/html; charset=utf-8'],
          ['Content-Length', String(body.length)],
          ...common,
        ]),
      );
      socket.write(body);
    } catch {
      // Nothing more can be said on this connection; it is closed below either way.
    } finally {
      // Ended once the answer is flushed; cut if the client never lets go.
      socket.end();
      const cut = setTimeout(() => socket.destroy(), 5_000);
      cut.unref();
      socket.once('close', () => clearTimeout(cut));
    }
  };
}
