/**
 * What a caught value says, for a log line or a stored error: an Error's message, anything else
 * (a string, a driver's odd object) as text. The one place this is written; catch blocks call it.
 */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
