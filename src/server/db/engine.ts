/**
 * The database engines the academy runs on (decision 002). A module of its own because both the
 * connection (database.ts) and the migrations, which differ per engine, need it, and the
 * migrations must not import the connection that runs them.
 */
export type Engine = 'sqlite' | 'postgres';
