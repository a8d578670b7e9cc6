import { createAppWithSite } from '../../src/server/app';
import { createAuth, type Auth } from '../../src/server/auth';
import { loadConfig, siteSettings, type Config } from '../../src/server/config';
import type { Database, Engine } from '../../src/server/db/database';
import type { BkashClient } from '../../src/server/payments/bkash-types';
import { startServer } from '../../src/server/http/start-server';
import { neverThrowing, type Log } from '../../src/server/log';
import { startMailWorker, type MailWorker } from '../../src/server/mail/mail-worker';
import type { CourseCatalogue } from '../../src/server/routes/orders/orders.service';
import { loadSite } from '../../src/server/site/site-store';
import { pictureStoreFor } from '../../src/server/storage/picture-stores';
import type { PictureStore } from '../../src/server/storage/storage';
import type { LearningContent } from '../../src/server/content/content-types';
import type { LabDriver } from '../../src/server/labs/lab-driver';
import { createLabSessions, type LabSessions } from '../../src/server/routes/labs/labs.service';
import { findCourse } from '../../src/shared/catalogue/courses';
import { createFakeSite } from './fake-site';
import { testLearningContent } from './learning-content';
import { freePort } from './free-port';
import { startSmtpCapture } from './smtp-capture';
import { createTestDatabase, type TestDatabase } from './test-databases';

export interface TestServer {
  base: string;
  config: Config;
  auth: Auth;
  testDb: TestDatabase;
  mail: Awaited<ReturnType<typeof startSmtpCapture>>;
  /** The outbox and its worker, started; close() stops it. */
  outbox: MailWorker;
  logs: string[];
  /** The lab sessions service (present when a lab driver was given). */
  labs: LabSessions | undefined;
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
    /** The course player's content; by default the test courses of learning-content.ts. */
    content?: LearningContent;
    /** Stands in for the store the settings name (e.g. one whose disk is full). */
    pictures?: (dataDir: string) => PictureStore;
    /** Replaces the log that collects into `logs` (e.g. one that throws). */
    log?: Log;
    /** Gets one line per finished request, as main.ts's log does; unset: requests are not logged. */
    requestLog?: Log;
    /** Where the data folder (and a SQLite file) is made instead of the system's temp folder. */
    parentDir?: string;
    /** Lab sessions over this driver (e.g. FakeLabDriver); without it labs are unavailable. */
    labs?: {
      driver: LabDriver;
      maxSandboxes?: number;
      freeSharePercent?: number;
      /** Warm sandboxes per kind of one-machine lab (default 0; filled by labs.tick()). */
      warmSandboxes?: number;
    };
    /** Server time for learning, XP and the leaderboard; the clock unless given. */
    now?: () => Date;
    /** Leave PUBLIC_URL unset, as `npm start` does: the config derives it from HOST and PORT. */
    defaultPublicUrl?: boolean;
    /** bKash's merchant API, made over the test's database (createBkashClient, or a fake). */
    bkash?: (database: Database) => BkashClient;
  } = {},
): Promise<TestServer> {
  const testDb = await createTestDatabase(engine, { parentDir: options.parentDir });
  const mail = await startSmtpCapture();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    ...(options.defaultPublicUrl ? {} : { PUBLIC_URL: base }),
    DATA_DIR: testDb.dataDir,
    SMTP_URL: mail.url,
    ...env,
  });
  const logs: string[] = [];
  const log = options.log ?? ((line: string) => void logs.push(line));
  // As main.ts's logger, the worker's and the server's log never throw, whatever a test gives.
  const safeLog = neverThrowing(log);
  // Mail goes through the outbox and the worker, as in main.ts, to SMTP_URL (the capture unless
  // a test names another server).
  const outbox = startMailWorker(config, testDb.database, safeLog);
  const auth = createAuth({ config, database: testDb.database, outbox, log: safeLog });
  const content = options.content ?? testLearningContent();
  const labs =
    options.labs &&
    createLabSessions({
      db: testDb.database.db,
      content,
      catalogue: options.catalogue ?? { findCourse },
      adminEmails: config.adminEmails,
      driver: options.labs.driver,
      maxSandboxes: options.labs.maxSandboxes ?? 40,
      freeSharePercent: options.labs.freeSharePercent ?? config.labs.freeSharePercent,
      warmSandboxes: options.labs.warmSandboxes ?? 0,
      log: safeLog,
    });
  const { app, site, observer } = createAppWithSite({
    config,
    database: testDb.database,
    auth,
    site: loadSite(createFakeSite(), { publicUrl: base, settings: siteSettings(config) }),
    // As main.ts: S3 when the settings name a bucket (tests/helpers/s3-server.ts), else the disk.
    pictures: options.pictures ? options.pictures(config.dataDir) : pictureStoreFor(config),
    outbox,
    catalogue: options.catalogue,
    content,
    labs,
    version: 'test',
    log,
    requestLog: options.requestLog,
    now: options.now,
    bkash: options.bkash?.(testDb.database),
  });
  // Production's way of listening: pages answered first, then the app (src/server/http/start-server.ts).
  const server = await startServer({
    app,
    site,
    port,
    hostname: '127.0.0.1',
    log: safeLog,
    observer,
  });
  return {
    base,
    config,
    auth,
    testDb,
    mail,
    outbox,
    logs,
    labs,
    close: async () => {
      labs?.terminals.closeAll();
      await labs?.settled();
      await server.close();
      await outbox.stop();
      await mail.close();
      await testDb.cleanup();
    },
  };
}
