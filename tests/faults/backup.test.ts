import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { migrateToLatest, openDatabase } from '../../src/server/db/database';
import { courses } from '../../src/shared/catalogue/courses';
import type { Order } from '../../src/shared/schemas/order';
import { startBuiltServer, type BuiltServer } from '../helpers/built-server';
import { answerJson, sendOrder, type Outcome } from '../helpers/fault-http';
import { multipartBody, rawRequest } from '../helpers/raw-request';
import { seedLearners, type SeededLearner } from '../helpers/seed-learners';
import { solidImage } from '../helpers/test-images';

/**
 * `npm run backup` while learners are submitting payments, then `npm run restore` into an empty
 * DATA_DIR: every order answered 201 before the backup started is in the restored database, the
 * restored copy is one the server starts on (sessions and pictures work), and restore refuses a
 * DATA_DIR that is not empty. SQLite only: on PostgreSQL the command hands over to pg_dump.
 */

const PAID_COURSES = courses.filter((course) => course.priceBDT > 0);
const LEARNERS = 250;
/** Requests in flight at once. */
const CONCURRENCY = 16;
/** Orders answered before the backup starts. */
const ANSWERED_BEFORE_BACKUP = 400;
const BALLAST_MB = 40;
/** Longer than a backup of this size takes on a busy machine by far; then the command is killed. */
const BACKUP_TIMEOUT_MS = 60_000;
const AUTH_SECRET = randomBytes(32).toString('base64url');

interface Job {
  learner: SeededLearner;
  courseId: string;
  transactionId: string;
  sentAt?: number;
  answeredAt?: number;
  /** Answered before the backup command was started. */
  answeredBeforeBackup?: boolean;
  outcome?: Outcome;
}

interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
  startedAt: number;
  endedAt: number;
}

/** The built backup command (what `npm run backup` / `npm run restore` run), as an operator would. */
function runBackupCommand(args: string[], env: Record<string, string>): Promise<CommandResult> {
  const startedAt = Date.now();
  const fullEnv: Record<string, string | undefined> = { ...process.env, NODE_ENV: 'test', ...env };
  if (!env.DATABASE_URL) delete fullEnv.DATABASE_URL;
  const child = spawn(process.execPath, ['dist/server/backup.js', ...args], {
    env: fullEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => {
    stderr += `(killed after ${BACKUP_TIMEOUT_MS} ms)\n`;
    child.kill('SIGKILL');
  }, BACKUP_TIMEOUT_MS);
  return new Promise((resolve) =>
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, startedAt, endedAt: Date.now() });
    }),
  );
}

function jobs(learners: SeededLearner[], tag: string): Job[] {
  const all: Job[] = [];
  // Course by course, so every learner holds at most one pending order per course.
  for (const course of PAID_COURSES) {
    for (const learner of learners) {
      all.push({
        learner,
        courseId: course.id,
        transactionId: `${tag}${String(all.length).padStart(5, '0')}`,
      });
    }
  }
  return all;
}

function submit(base: string, agent: http.Agent, job: Job): Promise<Outcome> {
  return sendOrder(base, agent, job.learner.cookie, {
    courseId: job.courseId,
    paymentMethod: 'bkash',
    mobileNumber: '01712345678',
    transactionId: job.transactionId,
  });
}

function created(job: Job): boolean {
  return job.outcome?.kind === 'answer' && job.outcome.status === 201;
}

/** Two server starts, each slow on a loaded 2-core machine (40 s seen with other suites running). */
describe('npm run backup during an order load, then npm run restore', () => {
  it('sqlite: every order answered before the backup started is restored, with the pictures', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shikhon-backup-'));
    const dataDir = path.join(root, 'data');
    const restoredDir = path.join(root, 'restored');
    const backupFile = path.join(root, 'nightly.tar.gz');
    let server: BuiltServer | undefined;
    let restoredServer: BuiltServer | undefined;
    try {
      const env = { AUTH_SECRET };
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...env });
      const seeding = openDatabase(config);
      await migrateToLatest(seeding);
      // A database of some size (BALLAST_MB more): copied page by page in small steps, as SQLite's
      // backup API does by default, the server's writes would restart the copy again and again.
      await sql`create table backup_test_ballast (bytes blob not null)`.execute(seeding.db);
      await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${BALLAST_MB})
        insert into backup_test_ballast select zeroblob(1048576) from n`.execute(seeding.db);
      let started = Date.now();
      const learners = await seedLearners({ config, database: seeding, count: LEARNERS });
      await seeding.close();
      const seedMs = Date.now() - started;
      started = Date.now();
      server = await startBuiltServer(env, { dataDir });
      console.log(
        `backup: seeded ${LEARNERS} learners in ${seedMs} ms, server up in ${Date.now() - started} ms`,
      );
      const live = server;

      // A learner's profile picture: uploaded, then saved on the profile.
      const [pictured] = learners;
      if (!pictured) throw new Error('no learner seeded');
      const picture = await solidImage(300, 200).png().toBuffer();
      const { body, contentType } = multipartBody('file', {
        name: 'me.png',
        type: 'image/png',
        bytes: picture,
      });
      const uploaded = await rawRequest(live.url, '/api/profile/picture', {
        headers: { 'content-type': contentType, cookie: pictured.cookie },
        body,
      });
      expect(uploaded.status).toBe(201);
      const { url: pictureUrl } = uploaded.json<{ url: string }>();
      const saved = await rawRequest(live.url, '/api/profile', {
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie: pictured.cookie },
        body: JSON.stringify({ profilePictureUrl: pictureUrl }),
      });
      expect(saved.status).toBe(200);
      const storedPicture = (await rawRequest(live.url, pictureUrl, { method: 'GET' })).body;
      expect(storedPicture.length).toBeGreaterThan(0);

      // The load: orders CONCURRENCY at a time until the backup has finished.
      const tag = randomBytes(3).toString('hex').toUpperCase().slice(0, 5);
      const all = jobs(learners, tag);
      const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
      let answered = 0;
      let next = 0;
      let backup: Promise<CommandResult> | undefined;
      let backupDone = false;
      const worker = async () => {
        while (!backupDone) {
          const job = all[next++];
          if (!job)
            throw new Error(`the load ran out of orders (${all.length}) before the backup ended`);
          job.sentAt = Date.now();
          job.outcome = await submit(live.url, agent, job);
          job.answeredAt = Date.now();
          job.answeredBeforeBackup = !backup;
          answered++;
          if (answered === ANSWERED_BEFORE_BACKUP && !backup) {
            backup = runBackupCommand(['backup', backupFile], { ...env, DATA_DIR: dataDir });
            void backup.then(() => (backupDone = true));
          }
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      agent.destroy();
      const backupResult = await backup;
      if (!backupResult) throw new Error('the backup never started');
      const sent = all.filter((job) => job.outcome);
      const duringBackup = sent.filter(
        (job) =>
          created(job) &&
          (job.answeredAt ?? 0) > backupResult.startedAt &&
          (job.sentAt ?? Infinity) < backupResult.endedAt,
      );
      const before = sent.filter((job) => created(job) && job.answeredBeforeBackup);
      console.log(
        `backup: ${backupResult.stdout.trim()} (${backupResult.endedAt - backupResult.startedAt} ms ` +
          `with the command's start-up); ${sent.length} orders sent, ${before.length} answered 201 ` +
          `before the backup started, ${duringBackup.length} answered 201 while it ran`,
      );
      expect(backupResult.stderr).toBe('');
      expect(backupResult.code).toBe(0);
      expect(backupResult.stdout).toMatch(
        /^Backed up .* to .*nightly\.tar\.gz \(\d+\.\d MB\): the database \(4\d\.\d MB\), 1 pictures, \d+ other files, in \d+ ms\.\n$/,
      );
      // The load was on while the backup ran, and the server accepted every order throughout.
      expect(duringBackup.length).toBeGreaterThan(0);
      expect(before.length).toBe(ANSWERED_BEFORE_BACKUP);
      expect(sent.filter((job) => !created(job)).map((job) => job.outcome)).toEqual([]);
      expect(fs.readdirSync(root).sort()).toEqual(['data', 'nightly.tar.gz']);

      // Restore into a folder that does not exist yet.
      const restore = await runBackupCommand(['restore', backupFile], {
        ...env,
        DATA_DIR: restoredDir,
      });
      expect(restore.stderr).toBe('');
      expect(restore.code).toBe(0);
      expect(restore.stdout).toMatch(
        /^Restored .*nightly\.tar\.gz into .*restored: the database \(\d+\.\d MB, integrity ok\), 1 pictures, \d+ other files\. Start the server with this DATA_DIR\.\n$/,
      );

      const restored = openDatabase({ databaseUrl: undefined, dataDir: restoredDir });
      try {
        const integrity = await sql<{
          integrity_check: string;
        }>`pragma integrity_check`.execute(restored.db);
        expect(integrity.rows.map((row) => row.integrity_check)).toEqual(['ok']);
        const rows = await restored.db
          .selectFrom('orders')
          .select(['id', 'transaction_id', 'user_id', 'course_id'])
          .execute();
        const byId = new Map(rows.map((row) => [row.id, row]));
        const missing = before.filter((job) => {
          const order = job.outcome ? answerJson<Order>(job.outcome) : undefined;
          const row = order ? byId.get(order.id) : undefined;
          return (
            row?.transaction_id !== job.transactionId ||
            row.user_id !== job.learner.userId ||
            row.course_id !== job.courseId
          );
        });
        expect(missing.map((job) => job.transactionId)).toEqual([]);
        // Nothing in it that was not sent, and nothing sent after the backup had ended.
        const sentIds = new Map(sent.map((job) => [job.transactionId, job]));
        for (const row of rows) {
          const job = sentIds.get(row.transaction_id);
          expect(job, `restored order ${row.transaction_id}`).toBeDefined();
          expect(job?.sentAt ?? Infinity).toBeLessThan(backupResult.endedAt);
        }
        expect(rows.length).toBeGreaterThanOrEqual(before.length);
        expect(rows.length).toBeLessThan(sent.length);
      } finally {
        await restored.close();
      }

      // The restored folder is one the server starts on: the learner is still signed in, their
      // profile still shows the picture, and the picture is there.
      await live.stop();
      server = undefined;
      restoredServer = await startBuiltServer(env, { dataDir: restoredDir });
      const profile = await rawRequest(restoredServer.url, '/api/profile', {
        method: 'GET',
        headers: { cookie: pictured.cookie },
      });
      expect(profile.status).toBe(200);
      expect(profile.json()).toMatchObject({ profilePictureUrl: pictureUrl });
      const served = await rawRequest(restoredServer.url, pictureUrl, { method: 'GET' });
      expect(served.status).toBe(200);
      expect(served.body.equals(storedPicture)).toBe(true);
      await restoredServer.stop();
      restoredServer = undefined;

      // A second restore into the now non-empty folder is refused, and changes nothing.
      const databaseFile = path.join(restoredDir, 'shikhon.sqlite');
      const beforeRefusal = fs.readFileSync(databaseFile);
      const refused = await runBackupCommand(['restore', backupFile], {
        ...env,
        DATA_DIR: restoredDir,
      });
      expect(refused.code).toBe(1);
      expect(refused.stdout).toBe('');
      expect(refused.stderr).toBe(
        `DATA_DIR ${restoredDir} is not empty (${fs.readdirSync(restoredDir).sort().slice(0, 3).join(', ')}` +
          `${fs.readdirSync(restoredDir).length > 3 ? ', …' : ''}): restore only writes ` +
          'into an empty folder; point DATA_DIR at a new one or move this one away\n',
      );
      // The restored folder holds the pictures, the database and the mail saved to the outbox.
      expect(refused.stderr).toMatch(/\(media, .*shikhon\.sqlite/);
      expect(fs.readFileSync(databaseFile).equals(beforeRefusal)).toBe(true);

      // A file that is not a backup is refused in one line, and no DATA_DIR is left behind.
      const notABackup = path.join(root, 'notes.txt');
      fs.writeFileSync(notABackup, 'not a backup');
      const bad = await runBackupCommand(['restore', notABackup], {
        ...env,
        DATA_DIR: path.join(root, 'other'),
      });
      expect(bad.code).toBe(1);
      expect(bad.stderr).toMatch(/^.*notes\.txt is not a usable backup: .*\n$/);
      expect(fs.existsSync(path.join(root, 'other'))).toBe(false);
    } finally {
      await server?.stop();
      await restoredServer?.stop();
      fs.rmSync(root, { recursive: true, force: true });
    }
  }, 300_000);

  it('postgres: says to use pg_dump, with the commands, and exits non-zero', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shikhon-backup-pg-'));
    try {
      const result = await runBackupCommand(['backup', path.join(dataDir, 'b.tar.gz')], {
        DATA_DIR: dataDir,
        // Never connected to: the command only reads the setting.
        DATABASE_URL: 'postgres://postgres@127.0.0.1:9/shikhon',
      });
      expect(result.code).toBe(1);
      expect(result.stdout).toBe('');
      expect(result.stderr).toContain(
        'pg_dump --format=custom --file=shikhon.dump "$DATABASE_URL"',
      );
      expect(result.stderr).toContain(
        'pg_restore --no-owner --no-privileges --exit-on-error --dbname="$DATABASE_URL" shikhon.dump',
      );
      expect(fs.readdirSync(dataDir)).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
