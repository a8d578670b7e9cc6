import type { Kysely, Migration } from 'kysely';

/**
 * The learner's profile, one row per account. GPA is kept as its two-decimal
 * text ('4.50') so both engines store exactly what was entered; times are ISO strings.
 */
export const profileMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('profile')
      .addColumn('user_id', 'text', (col) =>
        col.primaryKey().references('user.id').onDelete('cascade'),
      )
      .addColumn('name', 'varchar(100)')
      .addColumn('profession', 'varchar(100)')
      .addColumn('company', 'varchar(100)')
      .addColumn('nationality', 'varchar(60)')
      .addColumn('email', 'varchar(254)')
      .addColumn('phone_number', 'varchar(20)')
      .addColumn('facebook_url', 'varchar(2048)')
      .addColumn('linkedin_url', 'varchar(2048)')
      .addColumn('github_url', 'varchar(2048)')
      .addColumn('institute', 'varchar(200)')
      .addColumn('high_school_graduation_year', 'integer')
      .addColumn('high_school_gpa', 'varchar(4)')
      .addColumn('profile_picture_url', 'text')
      .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
      .execute();
  },
};
