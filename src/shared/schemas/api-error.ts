import * as z from 'zod/mini';

/**
 * The one error shape of the API, whichever part of the server answers (better-auth's refusals
 * are reshaped into it): {error: {code, message, fields?}} and nothing else; `fields` maps each
 * bad input field to its message. The server builds every error answer with it, the fault tests
 * hold every answer to it and the client reads failures through it.
 */
const nonBlank = z.string().check(z.refine((text) => text.trim() !== ''));

export const apiErrorSchema = z.strictObject({
  error: z.strictObject({
    code: z.string().check(z.regex(/^[a-z][a-z_]*$/)),
    message: nonBlank,
    fields: z.optional(z.record(z.string(), nonBlank)),
  }),
});

export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
export type ApiErrorDetail = ApiErrorBody['error'];

/** An error answer's body, in the shape. */
export function apiErrorBody(
  code: string,
  message: string,
  fields?: Partial<Record<string, string>>,
): ApiErrorBody {
  const error: ApiErrorDetail = { code, message };
  if (fields) error.fields = fields as Record<string, string>;
  return { error };
}

/** Why a parsed body is not in the shape (the first problem), or undefined when it is. */
export function apiErrorProblem(body: unknown): string | undefined {
  const parsed = apiErrorSchema.safeParse(body);
  if (parsed.success) return undefined;
  const issue = parsed.error.issues[0];
  return issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'not the error shape';
}

const partialError = z.object({
  code: z.catch(z.optional(z.string()), undefined),
  message: z.catch(z.optional(z.string()), undefined),
  fields: z.catch(z.optional(z.record(z.string(), z.string())), undefined),
});
const partialBody = z.object({
  error: z.catch(z.optional(partialError), undefined),
  code: z.catch(z.optional(z.string()), undefined),
  message: z.catch(z.optional(z.string()), undefined),
});

/**
 * What a failure's body says, read as leniently as before the shape was fixed: the shape's
 * `error`, or a bare {code, message} from anything older, or nothing.
 */
export function readApiError(body: unknown): Partial<ApiErrorDetail> {
  const full = apiErrorSchema.safeParse(body);
  if (full.success) return full.data.error;
  const partial = partialBody.safeParse(body);
  if (!partial.success) return {};
  const { error, code, message } = partial.data;
  return { code: error?.code ?? code, message: error?.message ?? message, fields: error?.fields };
}
