import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DatabaseSchema } from '../db/schema';
import { errorText } from '../error-text';
import type { Log } from '../log';
import { bkashCodeKind, bkashCodeMessage } from './bkash-codes';
import { createBkashTokenStore, type TokenSource } from './bkash-token-store';
import type {
  BkashAnswer,
  BkashCallContext,
  BkashClient,
  BkashFailure,
  BkashPayment,
  BkashSettings,
} from './bkash-types';
import {
  answerError,
  createAnswer,
  paymentAnswer,
  refundAnswer,
  tokenAnswer,
  transactionAnswer,
  wireAmount,
} from './bkash-wire';

/**
 * The academy's client of bKash's Tokenized Checkout API (v1.2.0-beta): every call a JSON POST
 * with the shared token (bkash-token-store.ts), every answer read defensively (bkash-wire.ts),
 * every refusal mapped to a failure kind (bkash-codes.ts), every failure written to
 * bkash_events for staff. execute moves money and is never sent twice: whatever is not a clear
 * answer to it is 'unclear', and the caller asks payment/status.
 */

export interface BkashClientOptions {
  db: Kysely<DatabaseSchema>;
  settings: BkashSettings;
  now?: () => Date;
  fetch?: typeof fetch;
  log?: Log;
}

/** The client's calls, as bkash_events names them. */
export type BkashCallName = 'create' | 'execute' | 'status' | 'search' | 'refund' | 'refundStatus';

/** bkash_events' column sizes: a longer code or message is cut, never refused. */
const EVENT_CODE_LENGTH = 20;
const EVENT_MESSAGE_LENGTH = 500;

/** What one POST brought: a JSON body (any status), or no answer that could be read. */
type Reply =
  { kind: 'json'; status: number; body: unknown } | { kind: 'none'; code: string; message: string };

/** A reply that is not an answer to the call: the token was refused (HTTP 401). */
interface TokenRefused {
  tokenRefused: true;
  failure: BkashFailure;
}

function failure(kind: BkashFailure['kind'], code: string, message: string): BkashFailure {
  return { ok: false, kind, code, message };
}

function bodyMessage(body: unknown): string {
  if (typeof body !== 'object' || body === null) return '';
  const fields = body as Record<string, unknown>;
  for (const key of ['message', 'errorMessage', 'statusMessage', 'Message']) {
    const value = fields[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return '';
}

export function createBkashClient(options: BkashClientOptions): BkashClient {
  const { db, settings } = options;
  const now = options.now ?? (() => new Date());
  const fetchImpl = options.fetch ?? fetch;
  const log: Log = options.log ?? (() => undefined);
  const seconds = `${Math.round(settings.timeoutMs / 100) / 10} s`;

  async function post(
    path: string,
    body: unknown,
    headers: Record<string, string>,
  ): Promise<Reply> {
    let status: number;
    let text: string;
    try {
      const response = await fetchImpl(`${settings.baseUrl}/${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      if (name === 'TimeoutError' || name === 'AbortError') {
        return {
          kind: 'none',
          code: 'timeout',
          message: `bKash did not answer ${path} within ${seconds}`,
        };
      }
      const cause =
        error instanceof Error && error.cause !== undefined ? `: ${errorText(error.cause)}` : '';
      return {
        kind: 'none',
        code: 'connection',
        message: `No connection to bKash for ${path} (${errorText(error)}${cause})`,
      };
    }
    try {
      return { kind: 'json', status, body: JSON.parse(text) as unknown };
    } catch {
      return {
        kind: 'none',
        code: status >= 500 ? `http_${status}` : 'bad_json',
        message: `bKash's answer to ${path} (HTTP ${status}) was not JSON`,
      };
    }
  }

  /** A token call's reply as a token, or why there is none (never 'unclear': no money moves). */
  function tokenReply(path: string, reply: Reply): BkashAnswer<z.output<typeof tokenAnswer>> {
    if (reply.kind === 'none') {
      return failure('unavailable', reply.code, reply.message);
    }
    const refusal = answerError(reply.body);
    if (refusal) {
      const kind = bkashCodeKind(refusal.code);
      // Named after the token call: staff read it under the call that needed the token.
      return failure(
        kind === 'declined' ? 'auth' : kind,
        refusal.code,
        `${path}: ${bkashCodeMessage(refusal.code, refusal.message)}`,
      );
    }
    if (reply.status === 401 || reply.status === 403) {
      return failure(
        'auth',
        `http_${reply.status}`,
        `${path}: ${bodyMessage(reply.body) || 'refused'}`,
      );
    }
    if (reply.status >= 300) {
      return failure(
        'unavailable',
        `http_${reply.status}`,
        bodyMessage(reply.body) || `bKash answered ${path} with HTTP ${reply.status}`,
      );
    }
    const parsed = tokenAnswer.safeParse(reply.body);
    if (!parsed.success) {
      return failure('unavailable', 'bad_answer', `bKash's answer to ${path} had no id_token`);
    }
    return { ok: true, value: parsed.data };
  }

  const source: TokenSource = {
    async refresh(refreshToken) {
      const reply = await post(
        'token/refresh',
        { app_key: settings.appKey, app_secret: settings.appSecret, refresh_token: refreshToken },
        { username: settings.username, password: settings.password },
      );
      return tokenReply('token/refresh', reply);
    },
    async grant() {
      const reply = await post(
        'token/grant',
        { app_key: settings.appKey, app_secret: settings.appSecret },
        { username: settings.username, password: settings.password },
      );
      return tokenReply('token/grant', reply);
    },
  };

  const tokens = createBkashTokenStore({
    db,
    source,
    now,
    // The holder may refresh and then grant, each within the time limit.
    leaseMs: 2 * settings.timeoutMs + 5_000,
    waitMs: settings.timeoutMs,
    log,
  });

  /**
   * One reply read as the answer `schema` describes. execute: anything but a clear answer is
   * 'unclear' (the money may have moved), and so is a refusal that does not say it did not.
   */
  function interpret<T>(
    call: BkashCallName,
    path: string,
    reply: Reply,
    schema: z.ZodType<T>,
  ): BkashAnswer<T> | TokenRefused {
    const isExecute = call === 'execute';
    if (reply.kind === 'none') return failure('unclear', reply.code, reply.message);
    const { status, body } = reply;
    if (status >= 500 && isExecute) {
      return failure(
        'unclear',
        `http_${status}`,
        bodyMessage(body) || `bKash answered ${path} with HTTP ${status}`,
      );
    }
    if (status === 401) {
      return {
        tokenRefused: true,
        failure: failure(
          'auth',
          'http_401',
          bodyMessage(body) || `bKash refused the token for ${path}`,
        ),
      };
    }
    const refusal = answerError(body);
    if (refusal) {
      const kind = bkashCodeKind(refusal.code);
      const message = bkashCodeMessage(refusal.code, refusal.message);
      // "System error", "exception occurred", maintenance: nothing says the money did not move.
      return failure(isExecute && kind === 'unavailable' ? 'unclear' : kind, refusal.code, message);
    }
    if (status >= 500) {
      return failure(
        'unclear',
        `http_${status}`,
        bodyMessage(body) || `bKash answered ${path} with HTTP ${status}`,
      );
    }
    if (status === 403) {
      return failure('auth', 'http_403', bodyMessage(body) || `bKash refused ${path}`);
    }
    if (status === 429) {
      return failure(
        isExecute ? 'unclear' : 'unavailable',
        'http_429',
        bodyMessage(body) || `bKash throttled ${path}`,
      );
    }
    if (status >= 300) {
      return failure(
        isExecute ? 'unclear' : 'declined',
        `http_${status}`,
        bodyMessage(body) || `bKash answered ${path} with HTTP ${status}`,
      );
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      const where = parsed.error.issues
        .slice(0, 3)
        .map((issue) => issue.path.join('.') || issue.message)
        .join(', ');
      return failure(
        'unclear',
        'bad_answer',
        `bKash's answer to ${path} could not be read (${where})`,
      );
    }
    return { ok: true, value: parsed.data };
  }

  /** Writes a failure to bkash_events for staff; a database error is logged, never thrown. */
  async function record(
    call: BkashCallName,
    result: BkashFailure,
    context: BkashCallContext | undefined,
    paymentId: string | undefined,
  ): Promise<void> {
    log(`bKash ${call} failed (${result.kind}, ${result.code}): ${result.message}`, {
      level: result.kind === 'declined' ? 'info' : 'warn',
    });
    try {
      await db
        .insertInto('bkash_events')
        .values({
          id: randomUUID(),
          at: now().toISOString(),
          call,
          order_id: context?.orderId ?? null,
          payment_id: paymentId?.slice(0, 64) ?? null,
          code: result.code.slice(0, EVENT_CODE_LENGTH),
          message: result.message.slice(0, EVENT_MESSAGE_LENGTH),
        })
        .execute();
    } catch (error) {
      log(`bKash ${call}: its failure could not be recorded: ${errorText(error)}`, {
        level: 'error',
      });
    }
  }

  /**
   * One call: a token, the POST, its answer. A refused token is renewed (by one instance) and
   * the call sent once more, except execute, which is sent once whatever happens.
   */
  async function call<T>(
    name: BkashCallName,
    path: string,
    body: Record<string, string>,
    schema: z.ZodType<T>,
    context: BkashCallContext | undefined,
    paymentId: string | undefined,
  ): Promise<BkashAnswer<T>> {
    let result: BkashAnswer<T>;
    try {
      result = await attempt(name, path, body, schema);
    } catch (error) {
      // Nothing above should throw; if it does, the caller still gets an answer it can act on.
      result = failure(
        name === 'execute' ? 'unclear' : 'unavailable',
        'client_error',
        errorText(error),
      );
    }
    if (!result.ok) await record(name, result, context, paymentId);
    return result;
  }

  async function attempt<T>(
    name: BkashCallName,
    path: string,
    body: Record<string, string>,
    schema: z.ZodType<T>,
  ): Promise<BkashAnswer<T>> {
    let refused: string | undefined;
    for (let sent = 0; ; sent += 1) {
      const token = await tokens.token(refused);
      if (!token.ok) return token;
      const reply = await post(path, body, {
        Authorization: token.value,
        'X-App-Key': settings.appKey,
      });
      const answer = interpret(name, path, reply, schema);
      if (!('tokenRefused' in answer)) return answer;
      if (name === 'execute' || sent >= 1) return answer.failure;
      refused = token.value;
    }
  }

  const hasUrl = (payment: BkashPayment): payment is BkashPayment & { bkashUrl: string } =>
    typeof payment.bkashUrl === 'string';

  return {
    settings,

    async create(input, context) {
      const answer = await call(
        'create',
        'create',
        {
          mode: '0011',
          payerReference: input.payerReference,
          callbackURL: input.callbackUrl,
          amount: wireAmount(input.amount),
          currency: 'BDT',
          intent: 'sale',
          merchantInvoiceNumber: input.invoice,
        },
        createAnswer,
        context,
        undefined,
      );
      if (!answer.ok) return answer;
      const payment = answer.value;
      // createAnswer checked it; the type guard says so to the compiler.
      return hasUrl(payment)
        ? { ok: true, value: payment }
        : failure('unclear', 'bad_answer', 'no bkashURL');
    },

    execute(paymentId, context) {
      return call(
        'execute',
        'execute',
        { paymentID: paymentId },
        paymentAnswer,
        context,
        paymentId,
      );
    },

    status(paymentId, context) {
      return call(
        'status',
        'payment/status',
        { paymentID: paymentId },
        paymentAnswer,
        context,
        paymentId,
      );
    },

    search(trxId, context) {
      return call(
        'search',
        'general/searchTransaction',
        { trxID: trxId },
        transactionAnswer,
        context,
        undefined,
      );
    },

    async refund(input, context) {
      const answer = await call(
        'refund',
        'payment/refund',
        {
          paymentID: input.paymentId,
          trxID: input.trxId,
          amount: wireAmount(input.amount),
          sku: input.sku,
          reason: input.reason,
        },
        refundAnswer,
        context,
        input.paymentId,
      );
      return answer.ok && !answer.value.originalTrxId
        ? { ok: true, value: { ...answer.value, originalTrxId: input.trxId } }
        : answer;
    },

    async refundStatus(input, context) {
      const answer = await call(
        'refundStatus',
        'payment/refund',
        { paymentID: input.paymentId, trxID: input.trxId },
        refundAnswer,
        context,
        input.paymentId,
      );
      return answer.ok && !answer.value.originalTrxId
        ? { ok: true, value: { ...answer.value, originalTrxId: input.trxId } }
        : answer;
    },
  };
}
