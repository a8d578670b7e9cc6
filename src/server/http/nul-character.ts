/**
 * PostgreSQL cannot hold U+0000 (NUL) in text, and a query that binds one fails; SQLite stores it.
 * So text carrying it is refused (or, where input is read leniently, ignored) before any query,
 * the same way on both engines: a client sending it gets a 400 or 404, never a 500.
 */
export const NUL_MESSAGE = 'Must not contain the NUL character (U+0000).';

export function hasNul(text: string): boolean {
  return text.includes('\u0000');
}

/** The text fields of checked input that hold NUL, each with NUL_MESSAGE; undefined when none. */
export function nulFields(data: object): Record<string, string> | undefined {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(data)) {
    if (typeof value === 'string' && hasNul(value)) fields[key] = NUL_MESSAGE;
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}
