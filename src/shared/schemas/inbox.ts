import * as z from 'zod/mini';
import { checkWith, isObject } from './check';

/**
 * Staff mark a contact message or job application handled with `{handled: true}` (also an empty
 * or absent body) and open it again with `{handled: false}`.
 */
const HANDLED_MESSAGE = 'Send {"handled": true} or {"handled": false}.';

export const handledSchema = z.object({
  handled: z._default(z.boolean({ error: 'Must be true or false.' }), true),
});

const check = checkWith(handledSchema, { invalid: HANDLED_MESSAGE });

/** No body (or JSON null) marks handled; a body that is not an object is a bad `handled`. */
export function checkHandled(input: unknown) {
  if (input === undefined || input === null) return check({});
  return check(isObject(input) ? input : { handled: null });
}
