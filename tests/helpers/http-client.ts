import http from 'node:http';

export interface HttpResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json: <T = unknown>() => T;
}

/**
 * A small HTTP client for integration tests: keeps cookies like a browser, sends our Origin,
 * and can connect from a chosen loopback address (127.0.0.2…) to act as another client.
 * Redirects are returned, not followed.
 */
export class TestClient {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly base: string,
    private readonly options: { localAddress?: string; origin?: string | null } = {},
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Sets a cookie as if the server had sent it (e.g. a seeded session). */
  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  /** A second client with the same cookies (e.g. the same browser session in another tab). */
  copy(options: { localAddress?: string } = {}): TestClient {
    const other = new TestClient(this.base, { ...this.options, ...options });
    for (const [name, value] of this.cookies) other.cookies.set(name, value);
    return other;
  }

  get(path: string, headers: Record<string, string> = {}) {
    return this.request('GET', path, undefined, headers);
  }

  post(path: string, body?: unknown, headers: Record<string, string> = {}) {
    return this.request('POST', path, body, headers);
  }

  request(
    method: string,
    path: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<HttpResponse> {
    const url = new URL(path, this.base);
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const headers: Record<string, string> = { ...extraHeaders };
    const origin = this.options.origin === undefined ? this.base : this.options.origin;
    if (origin) headers.origin = origin;
    if (payload) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(payload.byteLength);
    }
    const cookie = this.cookieHeader();
    if (cookie) headers.cookie = cookie;
    return new Promise((resolve, reject) => {
      const req = http.request(
        url,
        { method, headers, localAddress: this.options.localAddress },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            for (const line of res.headers['set-cookie'] ?? []) {
              const [pair = ''] = line.split(';');
              const index = pair.indexOf('=');
              const name = pair.slice(0, index).trim();
              const value = pair.slice(index + 1).trim();
              const expired = /max-age=0\b/i.test(line) || value === '';
              if (expired) this.cookies.delete(name);
              else this.cookies.set(name, value);
            }
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              text,
              json: <T>() => JSON.parse(text) as T,
            });
          });
        },
      );
      req.on('error', reject);
      if (payload) req.write(payload);
      req.end();
    });
  }
}
