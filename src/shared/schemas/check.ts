import type * as z from 'zod/mini';

/**
 * The one way a payload is checked, in the page before sending and again by the server: a zod
 * object schema, plus the messages a person reads when the payload is not an object or has bad
 * fields. Each bad field gets the first message its rules gave.
 */
export type Checked<T, F extends string = string> =
  { ok: true; data: T } | { ok: false; message: string; fields: Partial<Record<F, string>> };

export interface CheckMessages<F extends string> {
  /**
   * Answered when the input is not an object. Without it, anything but an object is read as {},
   * for bodies that may be left out.
   */
  notObject?: string;
  /** The summary when some fields are bad (a function: e.g. the one bad field's own message). */
  invalid: string | ((fields: Partial<Record<F, string>>) => string);
}

export function isObject(input: unknown): input is Record<string, unknown> {
  return typeof input === 'object' && input !== null && !Array.isArray(input);
}

/** Checks input against an object schema: `checkWith(orderSchema, {...})(body)`. */
export function checkWith<S extends z.core.$ZodLooseShape>(
  schema: z.ZodMiniObject<S>,
  messages: CheckMessages<Extract<keyof S, string>>,
): (input: unknown) => Checked<z.output<z.ZodMiniObject<S>>, Extract<keyof S, string>> {
  type F = Extract<keyof S, string>;
  return (input) => {
    if (!isObject(input)) {
      if (messages.notObject !== undefined) {
        return { ok: false, message: messages.notObject, fields: {} };
      }
      input = {};
    }
    const result = schema.safeParse(input);
    if (result.success) return { ok: true, data: result.data };
    const fields: Partial<Record<F, string>> = {};
    for (const issue of result.error.issues) {
      const key = issue.path[0];
      if (typeof key === 'string' && key in schema.shape) fields[key as F] ??= issue.message;
    }
    const message =
      typeof messages.invalid === 'string' ? messages.invalid : messages.invalid(fields);
    return { ok: false, message, fields };
  };
}
