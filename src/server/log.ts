export type Log = (message: string) => void;

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

/** Timestamped lines on `stream` (stdout by default); logging never throws and never crashes. */
export function createLogger(stream: NodeJS.WritableStream = process.stdout): Log {
  guardStream(stream);
  return (message) => {
    try {
      stream.write(`${new Date().toISOString()} ${message}\n`);
    } catch {
      // Nowhere left to report it: a lost log line must not fail the request that logged it.
    }
  };
}

/** `log`, made safe to call anywhere: whatever it throws is dropped. */
export function neverThrowing(log: Log): Log {
  return (message) => {
    try {
      log(message);
    } catch {
      // As in createLogger: losing a line is better than failing a request or the process.
    }
  };
}
