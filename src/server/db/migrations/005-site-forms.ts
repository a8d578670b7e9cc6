import type { Kysely, Migration } from 'kysely';

/**
 * Contact messages and job applications (stored, mailed, read by staff), and the counters of
 * our own rate limits, kept in the database so every server instance shares them.
 */
export const siteFormsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('contact_messages')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('first_name', 'varchar(100)', (col) => col.notNull())
      .addColumn('last_name', 'varchar(100)', (col) => col.notNull())
      .addColumn('email', 'varchar(254)', (col) => col.notNull())
      .addColumn('subject', 'varchar(200)', (col) => col.notNull())
      .addColumn('message', 'text', (col) => col.notNull())
      .addColumn('client_address', 'varchar(64)', (col) => col.notNull())
      .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
      .addColumn('handled_at', 'varchar(40)')
      .addColumn('handled_by', 'text', (col) => col.references('user.id'))
      .execute();
    await db.schema
      .createIndex('contact_messages_created_idx')
      .on('contact_messages')
      .column('created_at')
      .execute();

    await db.schema
      .createTable('job_applications')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('position_id', 'varchar(100)', (col) => col.notNull())
      .addColumn('name', 'varchar(100)', (col) => col.notNull())
      .addColumn('email', 'varchar(254)', (col) => col.notNull())
      .addColumn('phone', 'varchar(20)', (col) => col.notNull())
      .addColumn('cv_url', 'varchar(2048)', (col) => col.notNull())
      .addColumn('message', 'text')
      .addColumn('client_address', 'varchar(64)', (col) => col.notNull())
      .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
      .addColumn('handled_at', 'varchar(40)')
      .addColumn('handled_by', 'text', (col) => col.references('user.id'))
      .execute();
    await db.schema
      .createIndex('job_applications_created_idx')
      .on('job_applications')
      .column('created_at')
      .execute();

    await db.schema
      .createTable('rate_limits')
      .addColumn('key', 'varchar(200)', (col) => col.primaryKey())
      .addColumn('window_start', 'bigint', (col) => col.notNull())
      .addColumn('count', 'integer', (col) => col.notNull())
      .execute();
  },
};
