import http from 'node:http';

/** What became of one request: an answer (any status), or none (the connection failed). */
export type Outcome =
  { kind: 'answer'; status: number; text: string } | { kind: 'no-answer'; error: string };

export interface FaultRequest {
  base: string;
  method: string;
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  agent?: http.Agent;
  localAddress?: string;
  /** Give up (as no answer) after this long; default 15 s. */
  timeoutMs?: number;
}

/**
 * One HTTP request that never rejects: a server killed mid-request (refused, reset, a response
 * cut off) is recorded as "no answer", never thrown, so a load run can count what happened.
 */
export function send(request: FaultRequest): Promise<Outcome> {
  const url = new URL(request.path, request.base);
  const payload =
    request.body === undefined ? undefined : Buffer.from(JSON.stringify(request.body));
  const headers: Record<string, string> = { ...request.headers };
  if (payload) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(payload.byteLength);
  }
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const req = http.request(
      url,
      {
        method: request.method,
        headers,
        agent: request.agent,
        localAddress: request.localAddress,
        timeout: request.timeoutMs ?? 15_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', (error) => settle({ kind: 'no-answer', error: error.message }));
        res.on('aborted', () => settle({ kind: 'no-answer', error: 'response cut off' }));
        res.on('end', () => {
          if (!res.complete) {
            settle({ kind: 'no-answer', error: 'response cut off' });
            return;
          }
          settle({
            kind: 'answer',
            status: res.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8'),
          });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', (error) => settle({ kind: 'no-answer', error: error.message }));
    if (payload) req.write(payload);
    req.end();
  });
}

/** Parses an answer's JSON body, or undefined when it is not JSON. */
export function answerJson<T>(outcome: Outcome): T | undefined {
  if (outcome.kind !== 'answer') return undefined;
  try {
    return JSON.parse(outcome.text) as T;
  } catch {
    return undefined;
  }
}

/** A payment submission (POST /api/orders) as `send` makes it: never rejects. */
export function sendOrder(
  base: string,
  agent: http.Agent,
  cookie: string,
  order: { courseId: string; paymentMethod: string; mobileNumber: string; transactionId: string },
): Promise<Outcome> {
  return send({
    base,
    agent,
    method: 'POST',
    path: '/api/orders',
    headers: { origin: base, cookie },
    body: order,
  });
}
