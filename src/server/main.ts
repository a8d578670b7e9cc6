import { fileURLToPath } from 'node:url';
import type { LabDriver } from './labs/lab-driver';
import { KubernetesDriver } from './labs/kubernetes-driver';
import { loadKubeConfig } from './labs/kubernetes-settings';
import { LocalDriver } from './labs/local-driver';
import { startSweep } from './labs/sweep';
import { createAppWithSite } from './app';
import type { LearningContent } from './content/content-types';
import { loadLearningContent } from './content/load-content';
import { createAuth } from './auth';
import { ConfigError, loadConfig, siteSettings, type Config } from './config';
import { migrateToLatest, openDatabase, type Database } from './db/database';
import { errorText } from './error-text';
import { startServer } from './http/start-server';
import { createLogger, guardStream, type Log } from './log';
import { startMailWorker } from './mail/mail-worker';
import { bkashFor, SIMULATOR_PATH, startBkash } from './payments/bkash-setup';
import {
  backfillCertificates,
  reissueCredentialsWithStatus,
} from './learning/certificates/certificates';
import { repairXp } from './learning/xp/xp-repair';
import { notifyOpenedProgrammes } from './routes/programmes/programme-waitlist.service';
import { createLabSessions } from './routes/labs/labs.service';
import { unavailableDriver } from './routes/labs/unavailable-driver';
import { scheduleUploadSweep } from './routes/profile/picture-uploads.service';
import { loadSite } from './site/site-store';
import { openPictureStore } from './storage/picture-stores';
import { APP_VERSION } from './version';
import { findCourse } from '../shared/catalogue/courses';

// Readable text until the settings are read; then JSON lines in production (main()).
let log: Log = createLogger(process.stdout);

/** The sandbox driver LAB_DRIVER names. */
function labDriver(config: Config): LabDriver {
  if (config.labs.driver === 'kubernetes') {
    const kube = config.labs.kubernetes;
    let kubeConfig;
    try {
      kubeConfig = loadKubeConfig(kube.kubeconfig);
    } catch (error) {
      return unavailableDriver(
        `Labs are unavailable on this server: the Kubernetes configuration could not be loaded (${(error as Error).message}).`,
      );
    }
    return new KubernetesDriver({
      kubeConfig,
      namespace: kube.namespace,
      imagePrefix: kube.imagePrefix,
      runtimeClassName: kube.runtimeClassName,
      maxSandboxes: config.labs.maxSandboxes,
      owner: config.labs.owner,
    });
  }
  return new LocalDriver({
    // dist/server/main.js (or src/server/main.ts): the project is two folders up.
    projectRoot: fileURLToPath(new URL('../..', import.meta.url)),
    runtime: config.labs.runtime,
    maxSandboxes: config.labs.maxSandboxes,
    // Servers of other databases on this machine (tests, a second academy) keep their own.
    owner: config.labs.owner,
  });
}
guardStream(process.stderr);

/** The settings from the environment; a bad one stops start-up with its message alone. */
function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/** Idempotent repairs run before any request is answered. */
async function repairAtStart(database: Database, content: LearningContent, publicUrl: string) {
  // Learners who finished a course before certificates existed get theirs now (idempotent).
  const backfilled = await backfillCertificates(
    { db: database.db, content, catalogue: { findCourse }, publicUrl },
    new Date(),
  );
  if (backfilled > 0) log(`Issued ${backfilled} certificates to learners who already qualified`);
  // Certificates issued before status lists existed get their position, so their credential is
  // served (signed again) with credentialStatus from now on; only once, as rows keep it.
  const reissued = await reissueCredentialsWithStatus(database.db, new Date());
  if (reissued > 0) log(`Re-issued ${reissued} certificate credentials with a revocation status`);
  // XP a crash left half-written (a progress row without its award, totals short of the awards)
  // is put right before any request is answered (idempotent; decision 020).
  const repaired = await repairXp(database.db, content);
  if (repaired.awarded + repaired.learnersResynced > 0) {
    log(
      `Repaired XP: ${repaired.awarded} finished items awarded, ${repaired.learnersResynced} learners' totals set to their awards`,
    );
  }
}

/** Lab sessions over LAB_DRIVER's driver, with their schedule and the sandbox sweep running. */
function startLabs(config: Config, database: Database, content: LearningContent) {
  const driver = labDriver(config);
  const labs = createLabSessions({
    db: database.db,
    content,
    catalogue: { findCourse },
    adminEmails: config.adminEmails,
    publicUrl: config.publicUrl,
    driver,
    maxSandboxes: config.labs.maxSandboxes,
    freeSharePercent: config.labs.freeSharePercent,
    warmSandboxes: config.labs.warmSandboxes,
    log,
  });
  // Ends sessions whose time is up and starts queued ones as room frees (every 15 s); the sweep
  // removes sandboxes whose session is over or unknown (left by a server that died), now and
  // every minute.
  const stopSchedule = labs.schedule();
  const stopSweep = startSweep({
    driver,
    isLive: (sessionId) => labs.isLive(sessionId),
    // Disk use is bounded by the kernel (the local driver's per-sandbox disk, decision 025) or
    // by a pod's ephemeral-storage limit, not here.
    onError: (error) => log(`Lab sweep failed: ${errorText(error)}`),
    onRemoved: (sessionId, reason) => log(`Lab sandbox ${sessionId} removed (${reason})`),
  });
  return { labs, stopSchedule, stopSweep };
}

async function main() {
  const config = readConfig();
  // One JSON object per line in production (log collectors parse them); readable text otherwise.
  log = createLogger(process.stdout, config.isProduction ? 'json' : 'text', { buffered: true });
  // Before anything else starts: a missing or unreachable bucket stops start-up (one line).
  const pictures = await openPictureStore(config);
  if (config.s3) {
    log(`Pictures are kept in S3 bucket "${config.s3.bucket}" (${config.s3.endpoint ?? 'AWS'})`);
  }
  const database = openDatabase({
    ...config,
    onIdleError: (error) => log(`PostgreSQL connection lost (will reconnect): ${error.message}`),
  });
  const applied = await migrateToLatest(database);
  if (applied.length > 0) log(`Applied migrations: ${applied.join(', ')}`);
  const site = loadSite(fileURLToPath(new URL('../client', import.meta.url)), {
    publicUrl: config.publicUrl,
    settings: siteSettings(config),
  });
  const outbox = startMailWorker(config, database, log);
  const auth = createAuth({ config, database, outbox, log });
  const stopSweeping = scheduleUploadSweep({ db: database.db, pictures, log });
  // Lessons, quizzes and labs as the build compiled them (dist/server/content, never public).
  const content = loadLearningContent(fileURLToPath(new URL('./content', import.meta.url)));
  await repairAtStart(database, content, config.publicUrl);
  // Programmes that went on sale in this release: one mail to each learner who asked.
  const told = await notifyOpenedProgrammes({
    db: database.db,
    outbox,
    publicUrl: config.publicUrl,
  });
  if (told > 0) log(`Queued ${told} mail(s): programmes now on sale`);
  const { labs, stopSchedule, stopSweep } = startLabs(config, database, content);
  const { settings: bkashSettings, simulator } = bkashFor(config);
  const bkash =
    bkashSettings &&
    startBkash(bkashSettings, {
      sweepMs: config.bkashSweepMs,
      database,
      outbox,
      catalogue: { findCourse },
      publicUrl: config.publicUrl,
      log,
    });
  if (simulator) {
    log(`bKash simulator at ${SIMULATOR_PATH}: no real money moves (set BKASH_* for real bKash)`);
  }
  const {
    app,
    site: siteAnswers,
    observer,
  } = createAppWithSite({
    config,
    database,
    auth,
    site,
    pictures,
    outbox,
    content,
    labs,
    bkash: bkash?.client,
    bkashSimulator: simulator && { path: SIMULATOR_PATH, app: simulator },
    version: APP_VERSION,
    log,
    requestLog: log,
  });

  const running = await startServer({
    app,
    site: siteAnswers,
    port: config.port,
    hostname: config.host,
    log,
    observer,
  });
  log(
    `Shikhon Academy listening on http://${running.address.address}:${running.address.port} (${database.engine}, ${site.pageCount} pages; public URL ${config.publicUrl})`,
  );
  closeOnSignals(() => {
    stopSweeping();
    bkash?.stop();
    stopSchedule();
    stopSweep();
    // Terminals close; sandboxes stay until their session ends, so a restart reattaches. The
    // warm ones belong to no session: they go (the next server's sweep would take them).
    labs.terminals.closeAll();
    // Mail being sent is recorded before the database closes; what is left waits in the
    // outbox for the next start.
    return Promise.all([running.close(), labs.stopWarm()])
      .then(() => outbox.stop())
      .then(() => database.close());
  });
}

/** On SIGTERM or SIGINT, once: `close`, then exit (forced after 10 s). */
function closeOnSignals(close: () => Promise<unknown>) {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal} received: closing`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    void close().then(() => {
      log('Closed cleanly');
      process.exit(0);
    });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(`Start-up failed: ${errorText(error)}\n`);
  process.exit(1);
});
