import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One answer as the academy sent it: status, headers as sent (name, value, …) and body bytes. */
export interface RecordedAnswer {
  path: string;
  status: number;
  rawHeaders: string[];
  /** The body, base64 (it crosses the IPC channel as JSON). */
  body: string;
}

/** What the bench's child sends back once it listens. */
export interface BareServerReady {
  port: number;
}

/**
 * The floor a page answer is measured against (page-ratio.ts): a bare `node:http` server that
 * sends the academy's recorded answers, the same headers and bytes, from memory, and does
 * nothing else per request. Run as a child process of the bench (its own process, like the
 * academy's server): it reads the answers from its parent and tells it the port.
 */
function serveRecorded(answers: RecordedAnswer[]) {
  const byPath = new Map(
    answers.map((answer) => [
      answer.path,
      {
        status: answer.status,
        headers: answer.rawHeaders,
        body: Buffer.from(answer.body, 'base64'),
      },
    ]),
  );
  const server = createServer((request, response) => {
    const answer = byPath.get(request.url ?? '');
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(answer.status, answer.headers);
    response.end(answer.body);
  });
  server.listen(0, '127.0.0.1', () => {
    const ready: BareServerReady = { port: (server.address() as AddressInfo).port };
    process.send?.(ready);
  });
  // The bench ending (or dying) ends this server too.
  process.once('disconnect', () => process.exit(0));
}

process.once('message', (answers: RecordedAnswer[]) => serveRecorded(answers));
