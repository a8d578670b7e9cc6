/**
 * What the simulator decided to answer, before it is written out: a success body, a refusal with
 * one of bKash's codes (HTTP 200, as bKash answers), or a refusal by the gateway in front of
 * bKash (HTTP 401/429 with `{"message": …}`, as AWS API Gateway words them).
 */
export type SimulatorAnswer =
  | { kind: 'ok'; body: Record<string, unknown> }
  | { kind: 'refused'; code: string; message?: string }
  | { kind: 'gateway'; status: 401 | 403 | 429; message: string };

export function ok(body: Record<string, unknown>): SimulatorAnswer {
  return { kind: 'ok', body };
}

export function refused(code: string, message?: string): SimulatorAnswer {
  return message === undefined ? { kind: 'refused', code } : { kind: 'refused', code, message };
}

/** An id_token or credential the gateway does not accept: bKash logic never runs. */
export const UNAUTHORIZED: SimulatorAnswer = {
  kind: 'gateway',
  status: 401,
  message: 'Unauthorized',
};

/** More grants and refreshes than bKash allows a merchant in an hour. */
export const TOO_MANY_GRANTS: SimulatorAnswer = {
  kind: 'gateway',
  status: 429,
  message: 'Too Many Requests',
};
