import type { IncomingMessage } from 'node:http';
import { Hono, type Context } from 'hono';
import { refused, type SimulatorAnswer } from './simulator-answer';
import type { SimulatorCall } from './simulator-faults';
import type { SimulatorState } from './simulator-state';
import { codeMessage, refusalBody } from './simulator-wire';

/** What @hono/node-server hands a handler: the raw request, whose socket a fault may cut. */
export interface SimulatorBindings {
  incoming?: IncomingMessage;
}

export type SimulatorEnv = { Bindings: SimulatorBindings };

/** Where the API answers, under the simulator's mount point. */
export const API_BASE = '/v1.2.0-beta/tokenized/checkout';

/** A body that is not JSON: bKash calls it an invalid request body. */
const NOT_JSON = Symbol('not JSON');

/**
 * bKash's Tokenized Checkout API: every call a JSON POST; the token calls authenticated by
 * username/password headers, the others by `Authorization: <id_token>` and `X-App-Key`.
 */
export function simulatorApiRoutes(state: SimulatorState): Hono<SimulatorEnv> {
  const routes = new Hono<SimulatorEnv>();

  routes.post('/token/grant', (c) =>
    answer(c, state, 'grant', false, (body) => state.tokens.grant(tokenHeaders(c), body)),
  );
  routes.post('/token/refresh', (c) =>
    answer(c, state, 'refresh', false, (body) => state.tokens.refresh(tokenHeaders(c), body)),
  );
  routes.post('/create', (c) =>
    answer(c, state, 'create', true, (body) => state.payments.create(body, pageBase(c))),
  );
  routes.post('/execute', (c) =>
    answer(c, state, 'execute', true, (body) => state.payments.execute(body)),
  );
  routes.post('/payment/status', (c) =>
    answer(c, state, 'status', true, (body) => state.payments.status(body)),
  );
  routes.post('/general/searchTransaction', (c) =>
    answer(c, state, 'search', true, (body) => state.ledger.search(body)),
  );
  routes.post('/payment/refund', (c) =>
    answer(c, state, 'refund', true, (body) => state.payments.refund(body)),
  );
  // AWS API Gateway, in front of bKash, answers any other path or method so.
  routes.all('*', (c) => c.json({ message: 'Missing Authentication Token' }, 403));
  return routes;
}

async function answer(
  c: Context<SimulatorEnv>,
  state: SimulatorState,
  call: SimulatorCall,
  needsToken: boolean,
  work: (body: unknown) => SimulatorAnswer,
): Promise<Response> {
  if (state.faults.take(call, ['maintenance'])) {
    // bKash's code list has "503" for maintenance; the gateway answers HTTP 503 with it.
    return c.json(refusalBody(state.errorEnvelope, '503'), 503);
  }
  const body = await readJson(c);
  let decided: SimulatorAnswer;
  if (needsToken && !state.tokens.accepts(c.req.header('authorization'))) {
    decided = { kind: 'gateway', status: 401, message: 'Unauthorized' };
  } else if (needsToken && !state.tokens.isAppKey(c.req.header('x-app-key'))) {
    decided = refused('2001');
  } else {
    const failure = state.faults.take(call, ['error']);
    decided = failure
      ? refused(failure.code ?? '9999', failure.message ?? codeMessage(failure.code ?? '9999'))
      : body === NOT_JSON
        ? refused('2025')
        : work(body);
  }
  const written = writeAnswer(state, decided);

  const delay = state.faults.take(call, ['delay']);
  if (delay) await state.delays.wait(delay.ms);
  const lost = state.faults.take(call, ['lose-answer']);
  if (lost) {
    const socket = c.env?.incoming?.socket;
    if (lost.mode === 'drop' && socket) {
      // The work is done (an execute's money moved); the caller hears nothing.
      socket.destroy();
      return new Response(null, { status: 500 });
    }
    const text = JSON.stringify(written.body);
    return new Response(text.slice(0, Math.ceil(text.length / 2)), {
      status: 200,
      headers: { 'content-type': 'application/json;charset=UTF-8' },
    });
  }
  return c.json(written.body, written.status);
}

function writeAnswer(
  state: SimulatorState,
  decided: SimulatorAnswer,
): { status: 200 | 401 | 403 | 429; body: Record<string, unknown> } {
  switch (decided.kind) {
    case 'ok':
      return { status: 200, body: decided.body };
    case 'refused':
      return { status: 200, body: refusalBody(state.errorEnvelope, decided.code, decided.message) };
    case 'gateway':
      return { status: decided.status, body: { message: decided.message } };
  }
}

async function readJson(c: Context<SimulatorEnv>): Promise<unknown> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return NOT_JSON;
  }
}

function tokenHeaders(c: Context<SimulatorEnv>): { username?: string; password?: string } {
  return { username: c.req.header('username'), password: c.req.header('password') };
}

/**
 * The origin and mount point the payment page answers at, from this request's own address:
 * everything before the API's path ("http://127.0.0.1:3000/bkash-simulator").
 */
function pageBase(c: Context<SimulatorEnv>): string {
  const url = new URL(c.req.url);
  const at = url.pathname.lastIndexOf(API_BASE);
  const mount = at >= 0 ? url.pathname.slice(0, at) : '';
  return `${url.origin}${mount}`;
}
