import http from 'node:http';

/** One generated request, sent exactly as given (no JSON encoding, no cookies added). */
export interface FuzzRequest {
  method: string;
  /** Path and query string, sent verbatim (it must already be a valid request target). */
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** The loopback address to connect from (127.0.0.N): another client, another rate limit. */
  localAddress?: string;
}

export interface FuzzResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

export interface FuzzClient {
  send: (request: FuzzRequest) => Promise<FuzzResponse>;
  close: () => void;
}

/**
 * A client for thousands of small requests: keep-alive connections (one pool per local address)
 * so a run costs a request, not a TCP handshake. A response that fails to arrive (connection
 * reset, parse error) rejects, which fails the property like a 5xx would, with one exception:
 * a request sent on a kept-alive socket that the server had just closed as idle (its 5 s
 * keep-alive timeout; with hundreds of addresses a pool can sit idle that long) is sent once
 * more on a new socket, as Node's documentation advises. The server never read that request.
 */
export function createFuzzClient(base: string): FuzzClient {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
  const send = (request: FuzzRequest, isRetry: boolean): Promise<FuzzResponse> =>
    new Promise<FuzzResponse>((resolve, reject) => {
      const headers: Record<string, string> = { ...request.headers };
      if (request.body !== undefined) {
        headers['content-length'] = String(Buffer.byteLength(request.body));
      }
      const outgoing = http.request(
        {
          host: url.hostname,
          port: url.port,
          method: request.method,
          path: request.path,
          headers,
          agent,
          localAddress: request.localAddress,
        },
        (response) => {
          const parts: Buffer[] = [];
          response.on('data', (part: Buffer) => parts.push(part));
          response.on('error', reject);
          response.on('end', () => {
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              text: Buffer.concat(parts).toString('utf8'),
            });
          });
        },
      );
      outgoing.on('error', (error: NodeJS.ErrnoException) => {
        if (!isRetry && outgoing.reusedSocket && error.code === 'ECONNRESET') {
          resolve(send(request, true));
        } else {
          reject(error);
        }
      });
      outgoing.end(request.body);
    });
  return {
    send: (request) => send(request, false),
    close: () => agent.destroy(),
  };
}
