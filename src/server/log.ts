import { currentRequestId } from './observability/request-context';

export type LogLevel = 'info' | 'warn' | 'error';

/** What a line may carry besides its message; in production each becomes a JSON field. */
export interface LogFields {
  level?: LogLevel;
  requestId?: string;
  method?: string;
  /** The route pattern (`/api/orders/:id`), never the raw path: paths can hold tokens. */
  route?: string;
  status?: number;
  ms?: number;
  userId?: string;
  /** The client closed the connection before the whole answer was sent. */
  disconnected?: boolean;
}

export type Log = (message: string, fields?: LogFields) => void;

/** `json`: one JSON object per line (production); `text`: readable lines (development). */
export type LogFormat = 'json' | 'text';

const guarded = new WeakSet<NodeJS.WritableStream>();

/**
 * Gives a stream an 'error' listener, once. Without one, a failed write to stdout or stderr (a
 * closed pipe: EPIPE; a full disk under a redirected log: ENOSPC) is emitted as an unhandled
 * 'error' and ends the process. A line that cannot be written is lost; the server goes on.
 */
export function guardStream(stream: NodeJS.WritableStream): void {
  if (guarded.has(stream)) return;
  guarded.add(stream);
  stream.on('error', () => undefined);
}

// A colour or cursor code (CSI): ESC [ parameters, then a final letter.
// eslint-disable-next-line no-control-regex
const ANSI_SEQUENCE = /\u001b\[[0-9;?]*[A-Za-z]/g;
// C0 control characters (ESC among them) and DEL: a log line never carries terminal codes.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;
// eslint-disable-next-line no-control-regex
const ANY_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/;

/** `text` without terminal escape codes or other control characters (newlines stay). */
export function withoutControlCharacters(text: string): string {
  return text.replace(ANSI_SEQUENCE, '').replace(CONTROL, '');
}

/** One line of `message` and `fields` in `format`, ending in a newline. */
export function formatLogLine(
  format: LogFormat,
  message: string,
  fields: LogFields = {},
  time: Date = new Date(),
): string {
  // Most lines have nothing to remove: testing first spares building a copy (hot per request).
  const clean = ANY_CONTROL.test(message) ? withoutControlCharacters(message) : message;
  const { level = 'info', ...rest } = fields;
  if (format === 'json') {
    // JSON.stringify escapes newlines, so a stack trace stays on its one line.
    return `${JSON.stringify({ time: time.toISOString(), level, msg: clean, ...rest })}\n`;
  }
  const extras = [
    rest.requestId === undefined ? '' : ` request=${rest.requestId}`,
    rest.userId === undefined ? '' : ` user=${rest.userId}`,
  ].join('');
  const shown = level === 'info' ? '' : `${level.toUpperCase()} `;
  return `${time.toISOString()} ${shown}${clean}${extras}\n`;
}

/** A buffered log writes at most this much at once; more is written at once. */
const BUFFER_LIMIT = 64 * 1024;

/**
 * Lines on `stream` (stdout by default), timestamped text or one JSON object each; logging never
 * throws and never crashes. `buffered`: lines logged in one turn of the event loop are written
 * together after it, and at exit. Node writes stdout to a file or pipe synchronously, so a line
 * per request was a system call per request (about half a page request's time under load).
 */
export function createLogger(
  stream: NodeJS.WritableStream = process.stdout,
  format: LogFormat = 'text',
  options: { buffered?: boolean } = {},
): Log {
  guardStream(stream);
  const write = (text: string) => {
    try {
      stream.write(text);
    } catch {
      // Nowhere left to report it: a lost log line must not fail the request that logged it.
    }
  };
  let pending = '';
  const flush = () => {
    const text = pending;
    pending = '';
    if (text) write(text);
  };
  if (options.buffered) process.once('exit', flush);
  return (message, fields) => {
    try {
      // A line logged while a request is answered names it (better-auth's, an error's).
      const requestId = fields?.requestId ?? currentRequestId();
      const line = formatLogLine(format, message, requestId ? { ...fields, requestId } : fields);
      if (!options.buffered) {
        write(line);
        return;
      }
      if (!pending) setImmediate(flush);
      pending += line;
      if (pending.length >= BUFFER_LIMIT) flush();
    } catch {
      // As above: formatting a line must never fail its caller.
    }
  };
}

/** `log`, made safe to call anywhere: whatever it throws is dropped. */
export function neverThrowing(log: Log): Log {
  return (message, fields) => {
    try {
      log(message, fields);
    } catch {
      // As in createLogger: losing a line is better than failing a request or the process.
    }
  };
}
