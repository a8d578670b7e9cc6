import { bodyLimit } from 'hono/body-limit';
import { apiError } from './errors';

/** Refuses a body over `maxSize` bytes with 413 in the API's error shape, before reading it all. */
export function jsonBodyLimit(maxSize: number, what: string) {
  return bodyLimit({
    maxSize,
    onError: (c) => apiError(c, 413, 'payload_too_large', `The ${what} is too large.`),
  });
}
