import type { Kysely, Migration } from 'kysely';

/**
 * Credential status (decision 019's addendum). Every signed certificate names a
 * position in a published W3C Bitstring Status List, so a copy saved before a revocation reads as
 * revoked to a verifier. `credential_status` is the register of positions handed out: one row per
 * position ever used, never deleted, so a position is never given to a second certificate (not
 * even after the first one's row went with its account), and a revocation recorded here outlives
 * the certificate row. `certificates.status_index` is the certificate's position (global: list
 * `floor(index / 131072) + 1`, entry `index % 131072`); null until assigned (rows issued before
 * this migration get one at start-up, which re-issues their credential).
 */
export const credentialStatusMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('credential_status')
      .addColumn('status_index', 'integer', (col) => col.primaryKey())
      .addColumn('allocated_at', 'varchar(40)', (col) => col.notNull())
      .addColumn('revoked_at', 'varchar(40)')
      .execute();
    await db.schema.alterTable('certificates').addColumn('status_index', 'integer').execute();
    await db.schema
      .createIndex('certificates_status_index_unique')
      .on('certificates')
      .column('status_index')
      .unique()
      .execute();
  },
};
