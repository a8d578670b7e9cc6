import { expect } from 'vitest';
import type { HttpResponse } from './http-client';

/** What a signed-in learner gets from a staff-only endpoint: 403 and the one staff message. */
export function expectStaffOnly(response: HttpResponse, path: string) {
  expect(response.status, path).toBe(403);
  expect(response.json<{ error: unknown }>().error).toEqual({
    code: 'forbidden',
    message: 'Only Shikhon Academy staff can do this.',
  });
}
