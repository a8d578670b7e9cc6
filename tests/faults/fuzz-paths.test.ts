import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltServer, type BuiltServer } from '../helpers/built-server';
import { FUZZ_RUNS } from '../helpers/fuzz-checks';
import { getRawTarget, type RawAnswer } from '../helpers/raw-target';

/**
 * Page and asset paths, sent as raw request lines to the built server (production's serving
 * path: pages answered from Node's request before the app). One GET of `/%0a/` once ended the
 * process: the trailing-slash redirect put the decoded path in `Location` and `writeHead` threw.
 */

const HEADER_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** Whether a header value holds a control character other than tab (never valid there). */
const hasControlCharacter = (value: string) =>
  [...value].some((char) => {
    const code = char.charCodeAt(0);
    return (code < 0x20 && char !== '\t') || code === 0x7f;
  });

function problemsOf(answer: RawAnswer, base: string): string[] {
  const problems: string[] = [];
  if (!(answer.status >= 200 && answer.status < 500)) problems.push(`status ${answer.status}`);
  for (const line of answer.headerLines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon);
    if (colon < 1 || !HEADER_NAME.test(name))
      problems.push(`bad header line ${JSON.stringify(line)}`);
    if (hasControlCharacter(line.slice(colon + 1)))
      problems.push(`bad header value ${JSON.stringify(line)}`);
  }
  if (answer.status >= 300 && answer.status < 400) {
    const location = answer.header('location');
    if (!location) problems.push('redirect without Location');
    else {
      let origin = '';
      try {
        origin = new URL(location, base).origin;
      } catch {
        problems.push(`unparsable Location ${JSON.stringify(location)}`);
      }
      if (origin !== base) problems.push(`Location leaves the site: ${JSON.stringify(location)}`);
      if (!location.startsWith('/') || location.startsWith('//') || location.startsWith('/\\')) {
        problems.push(`Location is not a plain path: ${JSON.stringify(location)}`);
      }
    }
  }
  return problems;
}

const latin1 = (text: string) => Buffer.from(text, 'latin1');
const utf8 = (text: string) => Buffer.from(text, 'utf8');

/** Every byte of a string's UTF-8 form as %XX: valid percent-encoding of any Unicode text. */
const percentEncodedText = fc
  .string({ unit: 'binary', maxLength: 12 })
  .map((text) => [...utf8(text)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join(''));

const segment: fc.Arbitrary<Buffer> = fc.oneof(
  fc
    .constantFrom(
      '',
      '.',
      '..',
      '%2e%2e',
      'about',
      'courses',
      'labs',
      'course',
      'docker-fundamentals',
      'learning-path',
      'assets',
      'favicon.svg',
      'robots.txt',
      'sitemap.xml',
      'index.html',
      'evil.test',
      'api',
      'media',
      '%',
      '%2',
      '%zz',
      '%E2%82',
      '%C0%AF',
      '%2F',
      '%2f%2F',
      '%5C',
      '\\',
      '%00',
      '%0a',
      '%0d%0a',
      '%7f',
      '%E2%82%AC',
      '%FF',
      '%3F',
      '%23',
    )
    .map(latin1),
  percentEncodedText.map(latin1),
  fc.integer({ min: 0, max: 0x1f }).map((code) => latin1(`%${code.toString(16).padStart(2, '0')}`)),
  // Raw bytes, as a hostile client sends them: Node's parser refuses some with a bare 400.
  fc.uint8Array({ minLength: 1, maxLength: 6 }).map((bytes) => Buffer.from(bytes)),
  fc.string({ unit: 'grapheme', maxLength: 6 }).map(utf8),
  fc.constantFrom('কোর্স', 'লগইন', '€', '日本').map(utf8),
  fc.integer({ min: 1000, max: 9000 }).map((length) => latin1('a'.repeat(length))),
);

const target: fc.Arbitrary<Buffer> = fc
  .record({
    leading: fc.constantFrom('/', '/', '/', '//', '///', '/\\', '/%2F'),
    segments: fc.array(segment, { maxLength: 5 }),
    trailing: fc.constantFrom('', '', '/', '/', '//', '/./', '/../'),
    query: fc.oneof(
      fc.constant(''),
      fc.constant('?'),
      fc.constantFrom('?level=Beginner', '?q=%zz', '?next=//evil.test', '?a=%0d%0aSet-Cookie:x'),
      percentEncodedText.map((text) => `?q=${text}`),
    ),
  })
  .map(({ leading, segments, trailing, query }) =>
    Buffer.concat([
      latin1(leading),
      ...segments.flatMap((part, index) => (index === 0 ? [part] : [latin1('/'), part])),
      latin1(trailing),
      latin1(query),
    ]),
  );

describe('page and asset paths through the production server', () => {
  let server: BuiltServer;
  let pid: number | undefined;

  beforeAll(async () => {
    server = await startBuiltServer();
    pid = server.pid();
  });

  afterAll(async () => {
    await server.stop();
  });

  async function expectUp() {
    expect(server.pid()).toBe(pid);
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
  }

  it.each([
    '/%0a/',
    '/%00/',
    '/%7f/',
    '/%E2%82%AC/',
    '/%E0%A6%95%E0%A7%8B%E0%A6%B0%E0%A7%8D%E0%A6%B8/',
    '/courses/%0d%0aSet-Cookie:%20x=1/',
    '/%0a/?x=%0d%0a',
  ])('answers %s with a valid same-site redirect and stays up', async (path) => {
    const answer = await getRawTarget(server.port, latin1(path));
    expect(problemsOf(answer, server.url)).toEqual([]);
    expect(answer.status).toBe(301);
    await expectUp();
  });

  it.each([
    ['//evil.test/login/', '/evil.test/login'],
    ['/%2F%2Fevil.test/', '/%2F%2Fevil.test'],
    ['/\\evil.test/', '/%5Cevil.test'],
    ['///evil.test/?a=1', '/evil.test?a=1'],
  ])('never redirects %s off the site', async (path, location) => {
    const answer = await getRawTarget(server.port, latin1(path));
    expect(answer.status).toBe(301);
    expect(answer.header('location')).toBe(location);
    expect(problemsOf(answer, server.url)).toEqual([]);
  });

  it('survives arbitrary paths: no 5xx, valid headers, redirects on this site only', async () => {
    await fc.assert(
      fc.asyncProperty(target, async (bytes) => {
        const answer = await getRawTarget(server.port, bytes);
        const problems = problemsOf(answer, server.url);
        if (problems.length > 0) {
          throw new Error(
            `${JSON.stringify(bytes.toString('latin1').slice(0, 200))}: ${problems.join('; ')}`,
          );
        }
      }),
      { numRuns: FUZZ_RUNS * 2 },
    );
    await expectUp();
    expect(server.output()).not.toMatch(/ERR_INVALID_CHAR|Unhandled error answering/);
  });
});
