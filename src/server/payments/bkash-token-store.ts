import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely, Selectable } from 'kysely';
import type { BkashTokensTable, DatabaseSchema } from '../db/schema';
import { errorText } from '../error-text';
import type { Log } from '../log';
import type { BkashAnswer, BkashFailure } from './bkash-types';
import type { TokenAnswer } from './bkash-wire';

/**
 * The bKash token every instance shares (table bkash_tokens, one row). bKash blocks a merchant
 * that grants or refreshes more than about twice an hour, so no instance keeps a token of its
 * own: the row holds the one id_token, and the instance that finds it (nearly) expired takes a
 * lease on the row with a conditional UPDATE, refreshes it (or grants anew when the refresh
 * fails) and writes it back. The others wait for that token instead of asking themselves.
 */

const ROW_ID = 'default';

/** A token with less than this left is renewed rather than used (bKash's id_token lives 1 h). */
export const TOKEN_MARGIN_MS = 5 * 60_000;

/** What bKash's token answer says when it gives no expires_in (its documented lifetime). */
const DEFAULT_LIFETIME_SECONDS = 3600;

/** After bKash refuses a grant, how long no instance asks again (see coolingDown). */
export const REFUSED_COOL_DOWN_MS = 10 * 60_000;

/** How often a waiting instance looks at the row for the token another one is asking for. */
const POLL_MS = 50;

type TokenRow = Selectable<BkashTokensTable>;

/** Asks bKash for a token: token/refresh with a refresh token, token/grant without one. */
export interface TokenSource {
  refresh(refreshToken: string): Promise<BkashAnswer<TokenAnswer>>;
  grant(): Promise<BkashAnswer<TokenAnswer>>;
}

export interface BkashTokenStoreOptions {
  db: Kysely<DatabaseSchema>;
  source: TokenSource;
  now: () => Date;
  /** How long one instance may hold the lease: a refresh and a grant, each in its time limit. */
  leaseMs: number;
  /** How long a call waits for a token another instance is asking for (its time limit). */
  waitMs: number;
  log: Log;
}

export interface BkashTokenStore {
  /**
   * A token with more than TOKEN_MARGIN_MS left. `refused`: a token bKash has just refused,
   * which is never handed back (a new one is asked for, once, by one instance).
   */
  token(refused?: string): Promise<BkashAnswer<string>>;
}

function failure(kind: BkashFailure['kind'], code: string, message: string): BkashFailure {
  return { ok: false, kind, code, message };
}

export function createBkashTokenStore(options: BkashTokenStoreOptions): BkashTokenStore {
  const { db, source, now, leaseMs, waitMs, log } = options;
  /** Names this instance in lease_holder. */
  const holder = randomUUID();
  /** The last token this instance read or wrote, so that most calls need no query. */
  let cached: { idToken: string; expiresAt: number } | undefined;
  /** One search for a token at a time in this instance (per refused token): others share it. */
  const searches = new Map<string, Promise<BkashAnswer<string>>>();
  let rowEnsured = false;

  const usable = (idToken: string | null, expiresAt: string | null, refused?: string) =>
    Boolean(idToken) &&
    idToken !== refused &&
    expiresAt !== null &&
    Date.parse(expiresAt) - now().getTime() > TOKEN_MARGIN_MS;

  const readRow = (): Promise<TokenRow | undefined> =>
    db.selectFrom('bkash_tokens').selectAll().where('id', '=', ROW_ID).executeTakeFirst();

  async function ensureRow(): Promise<void> {
    if (rowEnsured) return;
    await db
      .insertInto('bkash_tokens')
      .values({
        id: ROW_ID,
        id_token: null,
        refresh_token: null,
        expires_at: null,
        granted_at: null,
        lease_until: null,
        lease_holder: null,
        refused_at: null,
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
    rowEnsured = true;
  }

  /** The lease, if no one holds it or its holder's time ran out (it crashed): one statement. */
  async function takeLease(): Promise<boolean> {
    const at = now();
    const result = await db
      .updateTable('bkash_tokens')
      .set({
        lease_until: new Date(at.getTime() + leaseMs).toISOString(),
        lease_holder: holder,
      })
      .where('id', '=', ROW_ID)
      .where((eb) =>
        eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', at.toISOString())]),
      )
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  async function releaseLease(): Promise<void> {
    await db
      .updateTable('bkash_tokens')
      .set({ lease_until: null, lease_holder: null })
      .where('id', '=', ROW_ID)
      .where('lease_holder', '=', holder)
      .execute();
  }

  function remember(row: { id_token: string | null; expires_at: string | null }): string {
    const idToken = row.id_token ?? '';
    cached = { idToken, expiresAt: Date.parse(row.expires_at ?? '') };
    return idToken;
  }

  /**
   * After bKash refused a grant (its credentials, or asked too often), nobody asks again until
   * REFUSED_COOL_DOWN_MS has passed: bKash blocks merchants that ask more than about twice an
   * hour, and a wrong password retried on every checkout would get the merchant blocked.
   */
  function coolingDown(row: TokenRow | undefined): BkashFailure | undefined {
    const refusedAt = row?.refused_at ? Date.parse(row.refused_at) : Number.NaN;
    const until = refusedAt + REFUSED_COOL_DOWN_MS;
    if (Number.isNaN(refusedAt) || until <= now().getTime()) return undefined;
    return failure(
      'auth',
      'token_refused',
      `bKash refused to grant a token at ${new Date(refusedAt).toISOString()}; not asking again before ${new Date(until).toISOString()}`,
    );
  }

  /** Refresh when there is a refresh token; grant when there is none or the refresh fails. */
  async function ask(refreshToken: string | null): Promise<BkashAnswer<TokenAnswer>> {
    if (refreshToken) {
      const refreshed = await source.refresh(refreshToken);
      if (refreshed.ok) return refreshed;
      log(`bKash token refresh failed (${refreshed.code}: ${refreshed.message}); granting anew`, {
        level: 'warn',
      });
    }
    return source.grant();
  }

  /** With the lease held: ask bKash, write the token and give the lease back in one UPDATE. */
  async function renew(row: TokenRow | undefined): Promise<BkashAnswer<string>> {
    const cooling = coolingDown(row);
    if (cooling) return cooling;
    const answer = await ask(row?.refresh_token ?? null);
    if (!answer.ok) {
      if (answer.kind === 'auth' || answer.code === 'http_429') {
        await db
          .updateTable('bkash_tokens')
          .set({ refused_at: now().toISOString() })
          .where('id', '=', ROW_ID)
          .execute();
      }
      return answer;
    }
    const at = now();
    const written = {
      id_token: answer.value.id_token,
      refresh_token: answer.value.refresh_token || row?.refresh_token || null,
      expires_at: new Date(
        at.getTime() + (answer.value.expires_in ?? DEFAULT_LIFETIME_SECONDS) * 1000,
      ).toISOString(),
      granted_at: at.toISOString(),
      refused_at: null,
    };
    await db
      .updateTable('bkash_tokens')
      .set({ ...written, lease_until: null, lease_holder: null })
      .where('id', '=', ROW_ID)
      .where('lease_holder', '=', holder)
      .execute();
    return { ok: true, value: remember(written) };
  }

  async function search(refused: string | undefined): Promise<BkashAnswer<string>> {
    const started = performance.now();
    await ensureRow();
    /** Another instance held the lease while this one waited. */
    let waited = false;
    for (;;) {
      const row = await readRow();
      if (row && usable(row.id_token, row.expires_at, refused)) {
        return { ok: true, value: remember(row) };
      }
      if (waited && row && !row.lease_holder) {
        // The holder gave the lease back without a token: bKash refused it or did not answer.
        // Asking again at once would only count against the merchant's limit.
        return failure(
          'unavailable',
          'token_failed',
          'Another instance asked bKash for a token and got none',
        );
      }
      if (await takeLease()) {
        try {
          // Another instance may have written a token between the read above and the lease.
          const current = await readRow();
          if (current && usable(current.id_token, current.expires_at, refused)) {
            return { ok: true, value: remember(current) };
          }
          return await renew(current);
        } finally {
          await releaseLease();
        }
      }
      waited = true;
      if (performance.now() - started >= waitMs) {
        return failure(
          'unavailable',
          'token_wait',
          `No bKash token within ${Math.round(waitMs / 1000)} s: another instance is asking for one`,
        );
      }
      await sleep(POLL_MS);
    }
  }

  return {
    async token(refused) {
      if (
        cached &&
        cached.idToken !== refused &&
        cached.expiresAt - now().getTime() > TOKEN_MARGIN_MS
      ) {
        return { ok: true, value: cached.idToken };
      }
      const key = refused ?? '';
      let pending = searches.get(key);
      if (!pending) {
        pending = search(refused)
          .catch((error: unknown) =>
            failure(
              'unavailable',
              'database',
              `The bKash token could not be read or kept: ${errorText(error)}`,
            ),
          )
          .finally(() => searches.delete(key));
        searches.set(key, pending);
      }
      return pending;
    },
  };
}
