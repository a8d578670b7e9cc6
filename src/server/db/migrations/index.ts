import type { Migration } from 'kysely';
import { initialMigration } from './001-initial';

/** Every migration, keyed by a name that sorts in the order they must run. Forward only. */
export const migrations: Record<string, Migration> = {
  '001-initial': initialMigration,
};
