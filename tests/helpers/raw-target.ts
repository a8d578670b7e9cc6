import net from 'node:net';

export interface RawAnswer {
  status: number;
  /** Header lines exactly as sent, before any parsing (a client would reject invalid ones). */
  headerLines: string[];
  header: (name: string) => string | undefined;
}

/**
 * Sends one GET whose request target is the given bytes, exactly (no client-side validation or
 * encoding, as an attacker would), and reads the status line and header lines as they arrive.
 * Rejects when the server closes or resets the connection without answering.
 */
export function getRawTarget(port: number, target: Buffer, timeoutMs = 10_000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let settled = false;
    const finish = (error?: Error) => {
      if (settled) return;
      const raw = Buffer.concat(chunks).toString('latin1');
      const headEnd = raw.indexOf('\r\n\r\n');
      if (headEnd === -1) {
        if (!error && !socket.destroyed) return;
        settled = true;
        socket.destroy();
        reject(error ?? new Error(`connection closed without an answer (${raw.length} bytes)`));
        return;
      }
      settled = true;
      socket.destroy();
      const [statusLine = '', ...headerLines] = raw.slice(0, headEnd).split('\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1] ?? NaN);
      const header = (name: string) => {
        const line = headerLines.find((candidate) =>
          candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`),
        );
        return line?.slice(line.indexOf(':') + 1).trim();
      };
      resolve({ status, headerLines, header });
    };
    socket.setTimeout(timeoutMs, () => {
      socket.destroy();
      finish(new Error('no answer in time'));
    });
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      finish();
    });
    socket.on('error', (error) => finish(error));
    socket.on('close', () => finish(new Error('connection closed without an answer')));
    socket.write(
      Buffer.concat([
        Buffer.from('GET '),
        target,
        Buffer.from(' HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'),
      ]),
    );
  });
}
