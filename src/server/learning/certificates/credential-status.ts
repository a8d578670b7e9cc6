import { createHash, randomInt } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { signVcJwt, type SigningKey } from './certificate-signing';

/**
 * W3C Bitstring Status List v1.0 (decision 019, addendum): every certificate's credential names
 * one bit in a list the academy publishes, signed with the certificate key; the bit is 1 once the
 * certificate is revoked. A verifier holding a copy saved before the revocation reads the list at
 * the URL in the copy and sees it.
 */

const VC_CONTEXT = 'https://www.w3.org/ns/credentials/v2';

/** Entries per list: the spec's minimum (16 KB uncompressed), so every list gives herd privacy. */
export const STATUS_LIST_ENTRIES = 131_072;
/**
 * A list is filled to half before the next is opened: positions are drawn at random (so a
 * position tells nothing about when or how many were issued) and a draw then hits a free one at
 * least half of the time.
 */
const FILL_BEFORE_NEXT_LIST = STATUS_LIST_ENTRIES / 2;
const MAX_DRAWS = 40;
/** How long a verifier or cache may keep a list: also its `ttl` (in milliseconds). */
export const STATUS_LIST_MAX_AGE_SECONDS = 300;

export const STATUS_PURPOSE = 'revocation';

/** The list's stable public URL: `/api/credentials/status/{list}`, lists counted from 1. */
export function statusListUrl(publicUrl: string, list: number): string {
  return `${publicUrl}/api/credentials/status/${list}`;
}

/** The list a global position is in (from 1), and the position within it. */
export function statusPosition(statusIndex: number): { list: number; index: number } {
  return {
    list: Math.floor(statusIndex / STATUS_LIST_ENTRIES) + 1,
    index: statusIndex % STATUS_LIST_ENTRIES,
  };
}

/** The credential's `credentialStatus`: a BitstringStatusListEntry for revocation. */
export function credentialStatusEntry(publicUrl: string, statusIndex: number) {
  const { list, index } = statusPosition(statusIndex);
  const listUrl = statusListUrl(publicUrl, list);
  return {
    // The spec: a URL for this entry, not the list's own URL.
    id: `${listUrl}#${index}`,
    type: 'BitstringStatusListEntry',
    statusPurpose: STATUS_PURPOSE,
    statusListIndex: String(index),
    statusListCredential: listUrl,
  };
}

/**
 * Hands out a position never used before (the `credential_status` row is the claim; a position
 * is never released). Drawn at random within the list being filled, as the spec recommends.
 */
export async function allocateStatusIndex(db: Kysely<DatabaseSchema>, now: Date): Promise<number> {
  const { count } = await db
    .selectFrom('credential_status')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  const list = Math.floor(Number(count) / FILL_BEFORE_NEXT_LIST);
  for (let draw = 0; draw < MAX_DRAWS; draw++) {
    const candidate = list * STATUS_LIST_ENTRIES + randomInt(STATUS_LIST_ENTRIES);
    const claimed = await db
      .insertInto('credential_status')
      .values({ status_index: candidate, allocated_at: now.toISOString(), revoked_at: null })
      .onConflict((conflict) => conflict.column('status_index').doNothing())
      .returning('status_index')
      .executeTakeFirst();
    if (claimed) return claimed.status_index;
  }
  throw new Error(`No free credential status position found in ${MAX_DRAWS} draws`);
}

/** Records a revocation in the register (kept even if the certificate row is deleted later). */
export async function markStatusRevoked(
  db: Kysely<DatabaseSchema>,
  statusIndex: number,
  revokedAt: string,
): Promise<void> {
  await db
    .updateTable('credential_status')
    .set({ revoked_at: revokedAt })
    .where('status_index', '=', statusIndex)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * The list's bitstring (STATUS_LIST_ENTRIES bits, index 0 the left-most bit of the first byte),
 * GZIP-compressed and multibase-encoded as base64url without padding (prefix `u`).
 */
export function encodeStatusList(setPositions: Iterable<number>): {
  encodedList: string;
  digest: string;
} {
  const bits = Buffer.alloc(STATUS_LIST_ENTRIES / 8);
  for (const index of setPositions) {
    if (!Number.isInteger(index) || index < 0 || index >= STATUS_LIST_ENTRIES) {
      throw new RangeError(`status position ${index} is outside the list`);
    }
    bits[index >> 3] = (bits[index >> 3] ?? 0) | (0x80 >> (index & 7));
  }
  return {
    encodedList: `u${gzipSync(bits).toString('base64url')}`,
    digest: createHash('sha256').update(bits).digest('base64url'),
  };
}

/** The unsigned BitstringStatusListCredential of one list. */
export function statusListCredential(options: {
  publicUrl: string;
  issuerId: string;
  list: number;
  encodedList: string;
  validFrom: string;
}) {
  const id = statusListUrl(options.publicUrl, options.list);
  return {
    '@context': [VC_CONTEXT],
    id,
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    issuer: options.issuerId,
    validFrom: options.validFrom,
    credentialSubject: {
      id: `${id}#list`,
      type: 'BitstringStatusList',
      statusPurpose: STATUS_PURPOSE,
      encodedList: options.encodedList,
      ttl: STATUS_LIST_MAX_AGE_SECONDS * 1000,
    },
  };
}

/** Positions within `list` whose certificate is revoked: in the register or on the row. */
async function revokedPositions(db: Kysely<DatabaseSchema>, list: number): Promise<number[]> {
  const first = (list - 1) * STATUS_LIST_ENTRIES;
  const end = first + STATUS_LIST_ENTRIES;
  const [registered, certificates] = await Promise.all([
    db
      .selectFrom('credential_status')
      .select('status_index')
      .where('revoked_at', 'is not', null)
      .where('status_index', '>=', first)
      .where('status_index', '<', end)
      .execute(),
    db
      .selectFrom('certificates')
      .select('status_index')
      .where('revoked_at', 'is not', null)
      .where('status_index', '>=', first)
      .where('status_index', '<', end)
      .execute(),
  ]);
  const positions = new Set<number>();
  for (const row of [...registered, ...certificates]) {
    if (row.status_index !== null) positions.add(row.status_index - first);
  }
  return [...positions];
}

async function listExists(db: Kysely<DatabaseSchema>, list: number): Promise<boolean> {
  const first = (list - 1) * STATUS_LIST_ENTRIES;
  const row = await db
    .selectFrom('credential_status')
    .select('status_index')
    .where('status_index', '>=', first)
    .where('status_index', '<', first + STATUS_LIST_ENTRIES)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export interface SignedStatusList {
  /** The list credential as a compact EdDSA JWS (media type application/vc+jwt). */
  jws: string;
  /** A strong validator for HTTP caches: changes whenever the signed list does. */
  etag: string;
}

/**
 * The signed lists, read from the database on each call (a revocation shows in the next answer)
 * and signed again only when a list's bits changed: the same bits give the same bytes (and the
 * same ETag) until then. `validFrom` is when this server first signed these bits.
 */
export function statusLists(deps: {
  db: Kysely<DatabaseSchema>;
  publicUrl: string;
  issuerId: string;
  signingKey: () => SigningKey;
  now?: () => Date;
}) {
  const signed = new Map<number, SignedStatusList & { digest: string }>();
  return {
    /** The list, or null when no certificate has a position in it. */
    async get(list: number): Promise<SignedStatusList | null> {
      if (!Number.isSafeInteger(list) || list < 1) return null;
      if (!signed.has(list) && !(await listExists(deps.db, list))) return null;
      const { encodedList, digest } = encodeStatusList(await revokedPositions(deps.db, list));
      const known = signed.get(list);
      if (known?.digest === digest) return known;
      const validFrom = (deps.now?.() ?? new Date()).toISOString();
      const jws = signVcJwt(
        deps.signingKey(),
        statusListCredential({ ...deps, list, encodedList, validFrom }),
      );
      const etag = `"${createHash('sha256').update(jws).digest('base64url').slice(0, 32)}"`;
      const next = { jws, etag, digest };
      signed.set(list, next);
      return next;
    },
  };
}
