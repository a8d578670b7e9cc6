import { upgradeWebSocket, type WebSocketLike } from '@hono/node-server';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { WSEvents } from 'hono/ws';
import { WebSocket } from 'ws';
import type { Auth } from '../../auth';
import type { Database } from '../../db/database';
import { apiError } from '../../http/errors';
import { noStore } from '../../http/no-store';
import { requireUser, sessionToken, sessionUser, type SignedInEnv } from '../../http/session';
import type { SandboxHandle, TerminalSize } from '../../labs/lab-driver';
import type { ServiceResult } from '../../services/result';
import { isLabId, isLabSessionId, readTerminalFrame } from '../../../shared/schemas/labs';
import { LAB_MESSAGES, type RateLimited } from './lab-session-rules';
import type { LabSessions } from './labs.service';
import type { TerminalConnection } from './lab-terminals';

export interface LabsRoutesDependencies {
  auth: Auth;
  database: Database;
  labs: LabSessions;
  /** The site's own origins: a terminal WebSocket from any other page is refused. */
  trustedOrigins: readonly string[];
}

type TerminalEnv = {
  Variables: {
    terminal: {
      handle: SandboxHandle;
      host: string;
      size: TerminalSize | undefined;
      /** The token of the sign-in that opens it. */
      signIn: string;
    };
  };
};

function answer<T>(c: Context, result: ServiceResult<T> | RateLimited, status: 200 | 201 = 200) {
  if (!result.ok) {
    // A check already running clears in a second or so; a rate limit says how long it holds.
    if (result.status === 429) {
      const seconds = 'retryAfterSeconds' in result ? result.retryAfterSeconds : 1;
      c.header('Retry-After', String(seconds));
    }
    return apiError(c, result.status, result.code, result.message);
  }
  return c.json(result.value, status);
}

const noLab = (c: Context) => apiError(c, 404, 'not_found', LAB_MESSAGES.noLab);
const noSession = (c: Context) => apiError(c, 404, 'not_found', LAB_MESSAGES.noSession);

/** `?cols=&rows=` of the terminal URL: the size the browser's terminal has when it connects. */
function sizeFrom(c: Context): TerminalSize | undefined {
  const { cols, rows } = c.req.query();
  if (!cols || !rows) return undefined;
  const frame = readTerminalFrame(JSON.stringify({ type: 'resize', cols: +cols, rows: +rows }));
  return frame.kind === 'resize' ? { cols: frame.cols, rows: frame.rows } : undefined;
}

/**
 * Before the upgrade: the page is the site's, the request a WebSocket, the learner signed in,
 * and the session theirs and live (labs.terminalTarget); one opening at a time per sign-in.
 */
function terminalGate(deps: LabsRoutesDependencies): MiddlewareHandler<TerminalEnv> {
  const { labs } = deps;
  return async (c, next) => {
    // A browser always sends Origin on a WebSocket; GET skips the app's origin check, and a
    // page elsewhere could otherwise drive a learner's terminal with their cookie.
    const origin = c.req.header('origin');
    if (!origin || !deps.trustedOrigins.includes(origin)) {
      return apiError(c, 403, 'forbidden_origin', 'This terminal must be opened from the site.');
    }
    if (c.req.header('upgrade')?.toLowerCase() !== 'websocket') {
      return apiError(c, 426, 'upgrade_required', 'Open the terminal with a WebSocket.');
    }
    const signIn = await sessionToken(deps.auth, c);
    if (!signIn) return apiError(c, 401, 'unauthenticated', 'Please sign in first.');
    const opened = labs.startTerminalOpening(signIn);
    if (!opened) {
      c.header('Retry-After', '1');
      return apiError(c, 429, 'rate_limited', LAB_MESSAGES.terminalOpening);
    }
    try {
      const user = await sessionUser(deps.auth, deps.database, c);
      if (!user) return apiError(c, 401, 'unauthenticated', 'Please sign in first.');
      const target = await labs.terminalTarget(user, c.req.param('sessionId') ?? '');
      if (!target.ok) {
        if ('retryAfterSeconds' in target) {
          c.header('Retry-After', String(target.retryAfterSeconds));
        }
        return apiError(c, target.status, target.code, target.message);
      }
      c.set('terminal', { ...target.value, size: sizeFrom(c), signIn });
    } finally {
      opened();
    }
    await next();
  };
}

/** The upgraded WebSocket, attached to the session's shell. */
function terminalSocket(
  labs: LabSessions,
  target: TerminalEnv['Variables']['terminal'],
): WSEvents<WebSocketLike> {
  let connection: TerminalConnection | undefined;
  return {
    onOpen(_event, ws) {
      connection = labs.attachTerminal(
        target,
        {
          send: (data) => ws.send(data),
          close: (code, reason) => ws.close(code, reason),
          get bufferedAmount() {
            return ws.raw instanceof WebSocket ? ws.raw.bufferedAmount : 0;
          },
        },
        target.size,
        target.signIn,
      );
    },
    onMessage(event) {
      if (typeof event.data === 'string') connection?.receive(event.data);
    },
    onClose() {
      connection?.closed();
    },
  };
}

/**
 * /api/labs: lab facts, sessions, checks and the terminal WebSocket (shared/schemas/labs.ts has
 * the contract). Thin: every rule is in labs.service.ts. Answers are personal, never cached.
 */
export function labsRoutes(deps: LabsRoutesDependencies) {
  const { labs } = deps;
  const signedIn = requireUser(deps.auth, deps.database);
  const sessionIds = async (c: Context, next: () => Promise<void>) => {
    if (!isLabSessionId(c.req.param('sessionId') ?? '')) return noSession(c);
    await next();
  };

  const terminal = new Hono<TerminalEnv>().get(
    '/',
    terminalGate(deps),
    upgradeWebSocket((c) => terminalSocket(labs, c.var.terminal)),
  );

  return new Hono<SignedInEnv>()
    .use('*', noStore)
    .use('/sessions/:sessionId/*', sessionIds)
    .use('/sessions/:sessionId', sessionIds)
    .route('/sessions/:sessionId/terminal', terminal)
    .get('/sessions/:sessionId', signedIn, async (c) =>
      answer(c, await labs.get(c.var.user, c.req.param('sessionId'))),
    )
    .delete('/sessions/:sessionId', signedIn, async (c) =>
      answer(c, await labs.end(c.var.user, c.req.param('sessionId'))),
    )
    .post('/sessions/:sessionId/extend', signedIn, async (c) =>
      answer(c, await labs.extend(c.var.user, c.req.param('sessionId'))),
    )
    .post('/sessions/:sessionId/steps/:step/check', signedIn, async (c) => {
      const { sessionId, step } = c.req.param();
      return answer(c, await labs.check(c.var.user, sessionId, step));
    })
    .post('/sessions/:sessionId/finish', signedIn, async (c) =>
      answer(c, await labs.finish(c.var.user, c.req.param('sessionId'))),
    )
    .get('/:labId', async (c) => {
      const labId = c.req.param('labId');
      if (!isLabId(labId)) return noLab(c);
      const user = await sessionUser(deps.auth, deps.database, c);
      return answer(c, await labs.facts(user, labId));
    })
    .post('/:labId/sessions', signedIn, async (c) => {
      const labId = c.req.param('labId');
      if (!isLabId(labId)) return noLab(c);
      const result = await labs.start(c.var.user, labId);
      if (!result.ok) return answer(c, result);
      return c.json(result.value.session, result.value.created ? 201 : 200);
    });
}
