import { serve, type ServerType } from '@hono/node-server';
import { createApp } from '../../src/server/app';
import { createAuth, type Auth } from '../../src/server/auth';
import { loadConfig, siteSettings, type Config } from '../../src/server/config';
import type { Engine } from '../../src/server/db/database';
import { createMailer } from '../../src/server/mail/mailer';
import type { CourseCatalogue } from '../../src/server/routes/orders/orders.service';
import { loadSite } from '../../src/server/site/site-store';
import { createLocalPictureStore } from '../../src/server/storage/local-store';
import type { PictureStore } from '../../src/server/storage/storage';
import { createFakeSite } from './fake-site';
import { freePort } from './free-port';
import { startSmtpCapture } from './smtp-capture';
import { createTestDatabase, type TestDatabase } from './test-databases';

export interface TestServer {
  base: string;
  config: Config;
  auth: Auth;
  testDb: TestDatabase;
  mail: Awaited<ReturnType<typeof startSmtpCapture>>;
  logs: string[];
  close: () => Promise<void>;
}

/**
 * The whole app on a real port, a fresh database of the given engine, and mail delivered over
 * SMTP to an in-test server.
 */
export async function startTestServer(
  engine: Engine,
  env: Record<string, string> = {},
  options: {
    catalogue?: CourseCatalogue;
    /** Stands in for the local picture store (e.g. one whose disk is full). */
    pictures?: (dataDir: string) => PictureStore;
    /** Replaces the log that collects into `logs` (e.g. one that throws). */
    log?: (line: string) => void;
    /** Where the data folder (and a SQLite file) is made instead of the system's temp folder. */
    parentDir?: string;
  } = {},
): Promise<TestServer> {
  const testDb = await createTestDatabase(engine, { parentDir: options.parentDir });
  const mail = await startSmtpCapture();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    PUBLIC_URL: base,
    DATA_DIR: testDb.dataDir,
    SMTP_URL: mail.url,
    ...env,
  });
  const logs: string[] = [];
  const log = options.log ?? ((line: string) => void logs.push(line));
  const mailer = createMailer({
    smtpUrl: mail.url,
    from: config.mailFrom,
    dataDir: config.dataDir,
    log,
  });
  const auth = createAuth({ config, database: testDb.database, mailer });
  const app = createApp({
    config,
    database: testDb.database,
    auth,
    site: loadSite(createFakeSite(), { publicUrl: base, settings: siteSettings(config) }),
    pictures: (options.pictures ?? createLocalPictureStore)(config.dataDir),
    mailer,
    catalogue: options.catalogue,
    version: 'test',
    log,
  });
  const server: ServerType = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    base,
    config,
    auth,
    testDb,
    mail,
    logs,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await mail.close();
      await testDb.cleanup();
    },
  };
}
