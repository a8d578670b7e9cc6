import {
  ok,
  refused,
  TOO_MANY_GRANTS,
  UNAUTHORIZED,
  type SimulatorAnswer,
} from './simulator-answer';
import { newIdToken, newRefreshToken, SUCCESS } from './simulator-wire';

/** The merchant's credentials, as bKash issues them. */
export interface MerchantCredentials {
  appKey: string;
  appSecret: string;
  username: string;
  password: string;
}

/** bKash's id_token lives an hour (`expires_in: 3600`). */
const ID_TOKEN_SECONDS = 3600;
/** Public integrations report a refresh_token living 28 days. */
const REFRESH_TOKEN_MS = 28 * 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/**
 * token/grant and token/refresh, and which id_tokens are good. bKash blocks a merchant that asks
 * for tokens too often (the academy's notes: more than about twice an hour), so grants and
 * refreshes share one sliding-hour allowance; a refused call does not use it up.
 */
export class TokenBook {
  readonly #credentials: MerchantCredentials;
  readonly #limitPerHour: number;
  readonly #now: () => Date;
  readonly #idTokens = new Map<string, number>(); // token → expires at (ms)
  readonly #refreshTokens = new Map<string, number>();
  /** When each successful grant or refresh happened, for the sliding hour. */
  #issued: number[] = [];
  /** Every grant and refresh asked for, refused or not. */
  #requests = 0;

  constructor(credentials: MerchantCredentials, limitPerHour: number, now: () => Date) {
    this.#credentials = credentials;
    this.#limitPerHour = limitPerHour;
    this.#now = now;
  }

  /** Grants and refreshes asked for so far (including refused ones). */
  get requests(): number {
    return this.#requests;
  }

  grant(headers: { username?: string; password?: string }, body: unknown): SimulatorAnswer {
    this.#requests += 1;
    const refusal = this.#checkCredentials(headers, body);
    if (refusal) return refusal;
    return this.#issue(newRefreshToken());
  }

  refresh(headers: { username?: string; password?: string }, body: unknown): SimulatorAnswer {
    this.#requests += 1;
    const refusal = this.#checkCredentials(headers, body);
    if (refusal) return refusal;
    const refreshToken = field(body, 'refresh_token');
    if (!refreshToken) return refused('2065');
    const expiresAt = this.#refreshTokens.get(refreshToken);
    if (expiresAt === undefined || expiresAt <= this.#now().getTime()) return UNAUTHORIZED;
    // bKash answers a refresh with a new id_token; the refresh_token stays the one sent.
    return this.#issue(refreshToken);
  }

  /** Whether an Authorization header carries a live id_token (the raw token, no "Bearer"). */
  accepts(authorization: string | undefined): boolean {
    if (!authorization) return false;
    const expiresAt = this.#idTokens.get(authorization);
    return expiresAt !== undefined && expiresAt > this.#now().getTime();
  }

  /** Whether an X-App-Key header names this merchant's app. */
  isAppKey(value: string | undefined): boolean {
    return value === this.#credentials.appKey;
  }

  /** Forgets tokens that can no longer be used, so the book stays small. */
  prune(): void {
    const now = this.#now().getTime();
    for (const [token, expiresAt] of this.#idTokens) {
      if (expiresAt <= now) this.#idTokens.delete(token);
    }
    for (const [token, expiresAt] of this.#refreshTokens) {
      if (expiresAt <= now) this.#refreshTokens.delete(token);
    }
    this.#issued = this.#issued.filter((at) => at > now - HOUR_MS);
  }

  #checkCredentials(
    headers: { username?: string; password?: string },
    body: unknown,
  ): SimulatorAnswer | undefined {
    if (headers.username !== this.#credentials.username) return UNAUTHORIZED;
    if (headers.password !== this.#credentials.password) return UNAUTHORIZED;
    const appKey = field(body, 'app_key');
    const appSecret = field(body, 'app_secret');
    if (!appKey || !appSecret) return refused('2065');
    if (appKey !== this.#credentials.appKey) return refused('2001');
    if (appSecret !== this.#credentials.appSecret) return UNAUTHORIZED;
    return undefined;
  }

  #issue(refreshToken: string): SimulatorAnswer {
    const now = this.#now();
    this.prune();
    if (this.#issued.length >= this.#limitPerHour) return TOO_MANY_GRANTS;
    this.#issued.push(now.getTime());
    const idToken = newIdToken(now, ID_TOKEN_SECONDS);
    this.#idTokens.set(idToken, now.getTime() + ID_TOKEN_SECONDS * 1000);
    if (!this.#refreshTokens.has(refreshToken)) {
      this.#refreshTokens.set(refreshToken, now.getTime() + REFRESH_TOKEN_MS);
    }
    return ok({
      ...SUCCESS,
      id_token: idToken,
      token_type: 'Bearer',
      expires_in: ID_TOKEN_SECONDS,
      refresh_token: refreshToken,
    });
  }
}

/** A string field of a JSON body, or '' when it is missing or not a string. */
export function field(body: unknown, name: string): string {
  if (typeof body !== 'object' || body === null) return '';
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value.trim() : '';
}
