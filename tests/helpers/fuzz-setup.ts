import fc from 'fast-check';
import { expect } from 'vitest';
import { courses, findCourse } from '../../src/shared/catalogue/courses';
import type { Course } from '../../src/shared/catalogue/types';
import type { Engine } from '../../src/server/db/database';
import type { CourseCatalogue } from '../../src/server/routes/orders/orders.service';
import {
  cookieChoice,
  oddHeaders,
  originChoice,
  queryString,
  type CookieChoice,
  type OriginChoice,
} from './fuzz-requests';
import { expectErrorShape, invariantViolations } from './fuzz-checks';
import {
  createFuzzClient,
  type FuzzClient,
  type FuzzRequest,
  type FuzzResponse,
} from './fuzz-http';
import { seedLearners, type SeededLearner } from './seed-learners';
import { startTestServer, type TestServer } from './test-server';

/** Two free courses beside the nine paid ones, so free enrolment (201, then 409) is reachable. */
function freeCourse(id: string, title: string): Course {
  const template = courses[0];
  if (!template) throw new Error('the catalogue has no courses');
  return { ...template, id, title, priceBDT: 0 };
}

export const FREE_COURSES: readonly Course[] = [
  freeCourse('free-git-basics', 'Git Basics (free)'),
  freeCourse('free-yaml-primer', 'YAML Primer (free)'),
];

export const FUZZ_CATALOGUE: CourseCatalogue = {
  findCourse: (id) => FREE_COURSES.find((course) => course.id === id) ?? findCourse(id),
};

export const COURSE_IDS: readonly string[] = [
  ...courses.map((course) => course.id),
  ...FREE_COURSES.map((course) => course.id),
];

export interface FuzzServer {
  server: TestServer;
  client: FuzzClient;
  learners: SeededLearner[];
  /** Asserts the database invariants (tests/helpers/fuzz-checks.ts) hold right now. */
  expectInvariants: () => Promise<void>;
  close: () => Promise<void>;
}

/** The app with the fuzz catalogue, a keep-alive client and `learners` seeded, signed-in learners. */
export async function startFuzzServer(
  engine: Engine,
  options: { learners: number; env?: Record<string, string> },
): Promise<FuzzServer> {
  const server = await startTestServer(engine, options.env ?? {}, { catalogue: FUZZ_CATALOGUE });
  const learners = await seedLearners({
    config: server.config,
    database: server.testDb.database,
    count: options.learners,
  });
  const client = createFuzzClient(server.base);
  return {
    server,
    client,
    learners,
    expectInvariants: async () => {
      expect(await invariantViolations(server.testDb.database, FUZZ_CATALOGUE)).toEqual([]);
    },
    close: async () => {
      client.close();
      await server.close();
    },
  };
}

/** Who calls: a seeded learner (or staff member), with a cookie that is theirs, forged or missing. */
export interface Caller {
  learner: SeededLearner;
  cookie: CookieChoice;
  staff: boolean;
}

export function caller(
  learners: readonly SeededLearner[],
  options: { staff?: boolean } = {},
): fc.Arbitrary<Caller> {
  const staff = options.staff ?? false;
  // Built once per learner, not per run: building an arbitrary costs more than drawing from it.
  return fc.oneof(
    ...learners.map((learner) =>
      cookieChoice(learner.cookieName, learner.cookieValue).map((cookie) => ({
        learner,
        cookie,
        staff,
      })),
    ),
  );
}

/** Everything about a request besides its path and body. */
export interface Envelope {
  caller: Caller;
  origin: OriginChoice;
  headers: Record<string, string>;
  query: string;
}

/** `who`: the seeded learners to call as, or an arbitrary caller (e.g. staff or learners). */
export function envelope(
  base: string,
  who: readonly SeededLearner[] | fc.Arbitrary<Caller>,
  queryKeys: readonly string[] = [],
): fc.Arbitrary<Envelope> {
  return fc.record({
    caller: who instanceof fc.Arbitrary ? who : caller(who),
    origin: originChoice(base),
    headers: oddHeaders,
    query: queryString(queryKeys),
  });
}

/** The request for an envelope, a method and path, and maybe a body with its content type. */
export function signedInRequest(
  input: Envelope,
  method: string,
  path: string,
  body?: { body: string | Buffer | undefined; contentType: string | null },
): FuzzRequest {
  const headers: Record<string, string> = { ...input.headers };
  if (input.origin.header !== null) headers.origin = input.origin.header;
  if (input.caller.cookie.header !== null) headers.cookie = input.caller.cookie.header;
  if (body && body.contentType !== null) headers['content-type'] = body.contentType;
  return { method, path: `${path}${input.query}`, headers, body: body?.body };
}

/**
 * The answers every signed-in endpoint gives before its own logic, in the server's order: a
 * foreign Origin on a state change (403), no valid session (401), a learner on a staff endpoint
 * (403), a body over the limit (413). Returns true when the answer was one of these (and was
 * right), false when the endpoint's own logic answered.
 */
export function answeredAtTheGate(
  input: Envelope,
  request: FuzzRequest,
  response: FuzzResponse,
  options: { stateChange: boolean; maxBytes?: number; staffOnly?: boolean },
): boolean {
  if (options.stateChange && !input.origin.trusted) {
    expect(response.status).toBe(403);
    expect(expectErrorShape(request, response).code).toBe('forbidden_origin');
    return true;
  }
  const session = input.caller.cookie.session;
  if (session === 'invalid' || (session === 'ambiguous' && response.status === 401)) {
    expect(response.status, response.text).toBe(401);
    expect(expectErrorShape(request, response).code).toBe('unauthenticated');
    return true;
  }
  if (options.staffOnly && !input.caller.staff) {
    expect(response.status, response.text).toBe(403);
    expect(expectErrorShape(request, response).code).toBe('forbidden');
    return true;
  }
  const bytes = request.body === undefined ? 0 : Buffer.byteLength(request.body);
  if (options.maxBytes !== undefined && bytes > options.maxBytes) {
    expect(response.status).toBe(413);
    expect(expectErrorShape(request, response).code).toBe('payload_too_large');
    return true;
  }
  return false;
}
