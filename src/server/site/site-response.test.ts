import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeSite } from '../../../tests/helpers/fake-site';
import {
  siteAnswerer,
  siteFirstServer,
  trailingSlashLocation,
  type SiteAnswerer,
} from './site-response';
import { loadSite } from './site-store';

const answerer = siteAnswerer(loadSite(createFakeSite(), { publicUrl: 'https://shikhon.test' }), [
  ['X-Content-Type-Options', 'nosniff'],
]);

/** Node's own rule for a header value: what `writeHead` accepts without throwing. */
function isValidHeaderValue(value: string): boolean {
  try {
    http.validateHeaderValue('Location', value);
    return true;
  } catch {
    return false;
  }
}

function redirectOf(target: string): string {
  const answer = answerer.answer({
    method: 'GET',
    target,
    acceptEncoding: undefined,
    ifNoneMatch: undefined,
  });
  expect(answer?.status).toBe(301);
  const location = answer?.headers.Location ?? '';
  expect(isValidHeaderValue(location)).toBe(true);
  return location;
}

describe('the trailing-slash redirect', () => {
  it.each([
    // Node hands over the request line one character per byte: these are what it gives for
    // `/%0a/`-style targets sent raw, and for targets that arrive percent-encoded.
    ['/%0a/', '/%0a'],
    ['/%00/', '/%00'],
    ['/%7f/', '/%7f'],
    ['/%E2%82%AC/', '/%E2%82%AC'],
    ['/\n/', '/%0A'],
    ['/\u007f/', '/%7F'],
    ['/€/', '/%E2%82%AC'],
    ['/কোর্স/', '/%E0%A6%95%E0%A7%8B%E0%A6%B0%E0%A7%8D%E0%A6%B8'],
    // A raw UTF-8 byte sequence as Node gives it (latin1 characters) keeps its bytes.
    ['/\u00e2\u0082\u00ac/', '/%E2%82%AC'],
    ['/courses/?level=Beginner&q=a b', '/courses?level=Beginner&q=a%20b'],
    ['/broken%zz%/', '/broken%25zz%25'],
    ['/\ud800/', '/%EF%BF%BD'],
  ])('sends %j to a valid, encoded path: %j', (target, expected) => {
    expect(redirectOf(target)).toBe(expected);
  });

  it.each([
    ['//evil.test/login/', '/evil.test/login'],
    ['///evil.test/', '/evil.test'],
    ['/%2F%2Fevil.test/', '/%2F%2Fevil.test'],
    ['/\\evil.test/', '/%5Cevil.test'],
    ['/\\/evil.test/', '/%5C/evil.test'],
    ['/%5C%5Cevil.test/', '/%5C%5Cevil.test'],
    ['/\t/evil.test/', '/%09/evil.test'],
  ])('keeps %j on this site: %j', (target, expected) => {
    const location = redirectOf(target);
    expect(location).toBe(expected);
    expect(new URL(location, 'https://shikhon.test').origin).toBe('https://shikhon.test');
  });

  it('sends a path of slashes only to the home page', () => {
    expect(redirectOf('//')).toBe('/');
    expect(redirectOf('////?a=1')).toBe('/?a=1');
  });

  it('does not redirect a path whose slash is encoded (no loop)', () => {
    const answer = answerer.answer({
      method: 'GET',
      target: '/%2F',
      acceptEncoding: undefined,
      ifNoneMatch: undefined,
    });
    expect(answer?.status).toBe(404);
  });

  it('builds locations from the path as sent', () => {
    expect(trailingSlashLocation('/about/', '')).toBe('/about');
    expect(trailingSlashLocation('/a%20b//', '?x=%zz')).toBe('/a%20b?x=%25zz');
  });
});

describe('the page-first server', () => {
  const servers: http.Server[] = [];
  afterEach(async () => {
    await Promise.all(
      servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
    );
  });

  async function listen(site: SiteAnswerer, app: http.RequestListener, logs: string[]) {
    const server = siteFirstServer(site, (line) => logs.push(line))(app);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  const throwingSite: SiteAnswerer = {
    answer: () => {
      throw new TypeError('Invalid character in header content ["Location"]');
    },
    page: () => answerer.notFound({} as never),
    notFound: () => answerer.notFound({} as never),
  };

  it('turns an error while answering a page into that request’s 500, and goes on', async () => {
    const logs: string[] = [];
    const base = await listen(throwingSite, () => undefined, logs);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await fetch(`${base}/x/`);
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({
        error: { code: 'internal_error', message: 'Something went wrong on our side.' },
      });
    }
    expect(logs.join('\n')).toContain('Invalid character in header content');
  });

  it('turns an app listener that throws or rejects into a 500', async () => {
    const logs: string[] = [];
    const throwing = await listen(
      answerer,
      () => {
        throw new Error('thrown in the app');
      },
      logs,
    );
    const rejecting = await listen(
      answerer,
      // An async listener, as @hono/node-server's is.
      (() => Promise.reject(new Error('rejected in the app'))) as http.RequestListener,
      logs,
    );
    expect((await fetch(`${throwing}/api/x`)).status).toBe(500);
    expect((await fetch(`${rejecting}/api/x`)).status).toBe(500);
    expect((await fetch(`${rejecting}/about`)).status).toBe(200);
    expect(logs.join('\n')).toContain('thrown in the app');
    expect(logs.join('\n')).toContain('rejected in the app');
  });
});

describe('header values', () => {
  it('keep Latin-1 text as it was and never cut text beyond it to its low bytes', () => {
    const site = loadSite(createFakeSite(), { publicUrl: 'https://shikhon.test' });
    const answer = siteAnswerer(site, [
      ['X-Latin', 'café; nosniff'],
      ['X-Beyond', 'a→b'],
    ]).answer({ method: 'GET', target: '/', acceptEncoding: undefined, ifNoneMatch: undefined });
    expect(answer?.headers['X-Latin']).toBe('café; nosniff');
    // Node refuses it when sent, as it did before header values were copied.
    expect(answer?.headers['X-Beyond']).toBe('a→b');
    expect(answer?.headerList).toEqual(expect.arrayContaining(['X-Beyond', 'a→b']));
  });
});

describe('the language choice', () => {
  const ask = (target: string, cookie?: string) =>
    answerer.answer({
      method: 'GET',
      target,
      acceptEncoding: undefined,
      ifNoneMatch: undefined,
      cookie,
    });

  it('sends a visitor who chose Bangla from an English page to its Bangla twin, query kept', () => {
    const answer = ask('/about?from=mail', 'theme=dark; shikhon_lang=bn');
    expect(answer?.status).toBe(302);
    expect(answer?.headers.Location).toBe('/bn/about?from=mail');
    expect(ask('/', 'shikhon_lang=bn')?.headers.Location).toBe('/bn');
  });

  it('leaves everyone else where they asked to be', () => {
    expect(ask('/about')?.status).toBe(200);
    expect(ask('/about', 'shikhon_lang=en')?.status).toBe(200);
    expect(ask('/bn/about', 'shikhon_lang=en')?.status).toBe(200);
    expect(ask('/about', 'not_shikhon_lang=bn')?.status).toBe(200);
    // No Bangla twin: the English page is answered rather than a dead end.
    expect(ask('/private', 'shikhon_lang=bn')?.status).toBe(200);
    expect(ask('/nowhere', 'shikhon_lang=bn')?.status).toBe(404);
  });

  it("remembers the language switch's choice without JavaScript and drops ?lang from the address", () => {
    const toEnglish = ask('/bn/about?lang=en&x=1', 'shikhon_lang=bn');
    expect(toEnglish?.status).toBe(303);
    expect(toEnglish?.headers.Location).toBe('/about?x=1');
    expect(toEnglish?.headers['Set-Cookie']).toMatch(
      /^shikhon_lang=en; Path=\/; Max-Age=\d+; SameSite=Lax$/,
    );
    const toBangla = ask('/about?lang=bn');
    expect(toBangla?.headers.Location).toBe('/bn/about');
    expect(toBangla?.headers['Set-Cookie']).toMatch(/^shikhon_lang=bn;/);
    expect(ask('/about?lang=fr')?.status).toBe(200);
  });

  it('answers unknown Bangla paths with the Bangla not-found page', () => {
    const answer = ask('/bn/no-such-page');
    expect(answer?.status).toBe(404);
    expect(answer?.body?.toString()).toContain('পেজটি পাওয়া যায়নি');
  });
});
