import { Hono } from 'hono';
import { pingDatabase, type Database } from '../../db/database';

export function healthRoutes(database: Database, version: string) {
  return new Hono().get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    const ok = await pingDatabase(database);
    if (ok) return c.json({ status: 'ok', database: database.engine, version });
    return c.json(
      {
        status: 'unavailable',
        database: database.engine,
        version,
        error: { code: 'database_unavailable', message: 'The database did not answer.' },
      },
      503,
    );
  });
}
