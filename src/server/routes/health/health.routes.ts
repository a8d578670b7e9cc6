import { Hono } from 'hono';
import { pingDatabase, type Database } from '../../db/database';
import { outboxBacklog, type OutboxBacklog } from '../../mail/outbox';
import type { PictureStore } from '../../storage/storage';

export interface HealthDependencies {
  database: Database;
  pictures: PictureStore;
  version: string;
}

type Check = { status: 'ok' } | { status: 'unavailable'; message: string };

/**
 * Liveness and readiness in one answer (load balancers and the Docker healthcheck ask it): 503
 * with the first problem as the API's error when the database does not answer or the outbox
 * cannot be read (nothing works without them). A picture store that does not answer makes the
 * answer 200 `degraded`, not 503: the bucket is shared by every instance, so taking instances out
 * of the load balancer (or restarting containers) for it would turn a pictures outage, where the
 * rest of the site goes on, into a whole-site one. `checks` says how each part is; the outbox's
 * depth and its oldest waiting mail show a mail server that stopped accepting.
 */
export function healthRoutes({ database, pictures, version }: HealthDependencies) {
  return new Hono().get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    const [databaseOk, outbox, storage] = await Promise.all([
      pingDatabase(database),
      outboxBacklog(database.db).then(
        (backlog): OutboxBacklog | null => backlog,
        () => null,
      ),
      pictures.check().then(
        (): Check => ({ status: 'ok' }),
        (): Check => ({ status: 'unavailable', message: 'The picture store did not answer.' }),
      ),
    ]);
    const checks = {
      database: databaseOk
        ? { status: 'ok' as const }
        : { status: 'unavailable' as const, message: 'The database did not answer.' },
      outbox: outbox
        ? {
            status: 'ok' as const,
            depth: outbox.pending + outbox.sending,
            oldestQueuedAt: outbox.oldestQueuedAt,
            retrying: outbox.retrying,
            failed: outbox.failed,
          }
        : { status: 'unavailable' as const, message: 'The mail outbox could not be read.' },
      storage,
    };
    const base = { database: database.engine, version, checks };
    const error = !databaseOk
      ? { code: 'database_unavailable', message: 'The database did not answer.' }
      : !outbox
        ? { code: 'outbox_unavailable', message: 'The mail outbox could not be read.' }
        : undefined;
    if (!error) return c.json({ status: storage.status === 'ok' ? 'ok' : 'degraded', ...base });
    return c.json({ status: 'unavailable', ...base, error }, 503);
  });
}
