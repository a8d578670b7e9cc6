import * as z from 'zod/mini';

/**
 * The one error shape of the API, whichever part of the server answers (better-auth's refusals
 * are reshaped into it): {error: {code, message, fields?}} and nothing else; `fields` maps each
 * bad input field to its message. The server builds every error answer with it, the fault tests
 * hold every answer to it and the client reads failures with readApiError, below.
 */

// Built on first use, not at load: a page importing only readApiError (every page, through the
// API client) then carries no zod, as before the shape had a schema.
function buildSchema() {
  const nonBlank = z.string().check(z.refine((value) => value.trim() !== ''));
  return z.strictObject({
    error: z.strictObject({
      code: z.string().check(z.regex(/^[a-z][a-z_]*$/)),
      message: nonBlank,
      fields: z.optional(z.record(z.string(), nonBlank)),
    }),
  });
}

let schema: ReturnType<typeof buildSchema> | undefined;

export function apiErrorSchema(): ReturnType<typeof buildSchema> {
  schema ??= buildSchema();
  return schema;
}

export type ApiErrorBody = z.infer<ReturnType<typeof buildSchema>>;
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
  const parsed = apiErrorSchema().safeParse(body);
  if (parsed.success) return undefined;
  const issue = parsed.error.issues[0];
  return issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'not the error shape';
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

function textRecord(value: unknown): Record<string, string> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const entries = Object.entries(value);
  return entries.every(([, message]) => typeof message === 'string')
    ? (Object.fromEntries(entries) as Record<string, string>)
    : undefined;
}

/**
 * What a failure's body says, read the way the schema above writes it, and as leniently as
 * before the shape was fixed: each part of `error` that has its type, else a bare {code,
 * message} from anything older, else nothing. Plain checks, not the schema: every page reads
 * failures through this, and zod would be a large part of a page that has no form.
 */
export function readApiError(body: unknown): Partial<ApiErrorDetail> {
  if (typeof body !== 'object' || body === null) return {};
  const { error, code, message } = body as Record<string, unknown>;
  const detail =
    typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
  return {
    code: text(detail.code) ?? text(code),
    message: text(detail.message) ?? text(message),
    fields: textRecord(detail.fields),
  };
}
