import http from 'node:http';
import type { TestClient } from './http-client';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text: string;
  json: <T = unknown>() => T;
}

export interface RawRequestOptions {
  method?: string;
  headers?: Record<string, string>;
  /** Sent in one piece with a Content-Length (unless `headers` declares another one). */
  body?: Buffer | string;
  /** Sent piece by piece with chunked transfer encoding (no Content-Length at all). */
  chunks?: Iterable<Buffer>;
  /** Signed-in cookies to send, and our Origin (the server's origin check needs it). */
  as?: TestClient;
}

/**
 * One HTTP request with a body exactly as given (malformed JSON, multipart, a chunked stream).
 * Resolves with the server's answer as soon as it arrives, even when the server stopped reading
 * the body early (e.g. 413): what the client then fails to send is not an error here.
 */
export function rawRequest(base: string, path: string, options: RawRequestOptions = {}) {
  const url = new URL(path, base);
  // Keep-alive like a browser: a server that answers before reading the whole body then drains
  // the rest instead of closing under a client still sending (which can lose the answer).
  // The socket is closed here once the answer is in, so no connection outlives the test.
  const headers: Record<string, string> = { connection: 'keep-alive', origin: base };
  const cookie = options.as?.cookieHeader();
  if (cookie) headers.cookie = cookie;
  Object.assign(headers, options.headers);
  if (options.body !== undefined && !Object.keys(headers).includes('content-length')) {
    headers['content-length'] = String(Buffer.byteLength(options.body));
  }
  return new Promise<RawResponse>((resolve, reject) => {
    let answered = false;
    const request = http.request(
      url,
      { method: options.method ?? 'POST', headers, agent: false },
      (response) => {
        answered = true;
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('error', reject);
        response.on('end', () => {
          request.destroy();
          const body = Buffer.concat(parts);
          const text = body.toString('utf8');
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body,
            text,
            json: <T>() => JSON.parse(text) as T,
          });
        });
      },
    );
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    if (options.chunks) {
      void (async () => {
        for (const chunk of options.chunks ?? []) {
          if (answered || request.destroyed) return;
          if (!request.write(chunk)) {
            await new Promise<void>((next) => {
              const done = () => {
                request.off('drain', done);
                request.off('close', done);
                next();
              };
              request.on('drain', done);
              request.on('close', done);
            });
          }
        }
        request.end();
      })();
    } else {
      request.end(options.body);
    }
  });
}

/** A multipart/form-data body with one file field. */
export function multipartBody(
  field: string,
  file: { name: string; type: string; bytes: Buffer },
): { body: Buffer; contentType: string } {
  const boundary = `----shikhon-test-${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\n` +
      `Content-Type: ${file.type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    body: Buffer.concat([head, file.bytes, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
