import { afterEach, describe, expect, it } from 'vitest';
import { insertUser } from '../../../tests/helpers/service-database';
import {
  announceSkippedEngines,
  createTestDatabase,
  ENGINES,
  type TestDatabase,
} from '../../../tests/helpers/test-databases';
import { isStaff } from './staff.service';
import { describeDatabase, parseStaffArgs, runStaffCommand, STAFF_USAGE } from './staff-command';

announceSkippedEngines();

describe('npm run staff: the command line', () => {
  it('reads grant, --pre-grant, revoke and list, and refuses anything else with the usage', () => {
    expect(parseStaffArgs(['grant', ' Rahim@Example.com '])).toEqual({
      command: 'grant',
      email: 'rahim@example.com',
      preGrant: false,
    });
    expect(parseStaffArgs(['grant', '--pre-grant', 'rahim@example.com'])).toEqual({
      command: 'grant',
      email: 'rahim@example.com',
      preGrant: true,
    });
    expect(parseStaffArgs(['revoke', 'rahim@example.com'])).toEqual({
      command: 'revoke',
      email: 'rahim@example.com',
    });
    expect(parseStaffArgs(['list'])).toEqual({ command: 'list' });
    expect(parseStaffArgs([])).toBe(STAFF_USAGE);
    expect(parseStaffArgs(['grant'])).toBe(STAFF_USAGE);
    expect(parseStaffArgs(['grant', 'a@example.com', 'b@example.com'])).toBe(STAFF_USAGE);
    expect(parseStaffArgs(['revoke', 'a@example.com', '--pre-grant'])).toContain(
      '--pre-grant goes with grant only',
    );
    expect(parseStaffArgs(['grant', 'not-an-address'])).toContain(
      '"not-an-address" is not an email address.',
    );
  });

  it('names the SQLite file, or PostgreSQL host, port, database and user without the password', () => {
    expect(describeDatabase({ databaseUrl: undefined, dataDir: '/srv/academy/data' })).toBe(
      'SQLite file /srv/academy/data/shikhon.sqlite',
    );
    const postgres = describeDatabase({
      databaseUrl: 'postgres://academy:s3cret-pass@db.internal:6432/shikhon',
      dataDir: '/srv/academy/data',
    });
    expect(postgres).toBe('PostgreSQL database shikhon on db.internal:6432 as academy');
    expect(postgres).not.toContain('s3cret');
    expect(describeDatabase({ databaseUrl: 'postgres://db.internal/shikhon', dataDir: '.' })).toBe(
      'PostgreSQL database shikhon on db.internal:5432',
    );
  });
});

describe.each(ENGINES)('npm run staff on %s', (engine) => {
  let testDb: TestDatabase | undefined;
  afterEach(async () => {
    await testDb?.cleanup();
    testDb = undefined;
  });

  const setUp = async () => {
    testDb = await createTestDatabase(engine);
    const config = { adminEmails: [], databaseUrl: testDb.databaseUrl, dataDir: testDb.dataDir };
    return { testDb, config, db: testDb.database.db };
  };

  it('grants an existing account, saying which database it used', async () => {
    const { testDb, config, db } = await setUp();
    const user = await insertUser(testDb.database);
    const result = await runStaffCommand(db, config, {
      command: 'grant',
      email: user.email,
      preGrant: false,
    });
    expect(result.exitCode).toBe(0);
    expect(result.out[0]).toBe(`Database: ${describeDatabase(config)}`);
    expect(result.out[0]).toContain(
      engine === 'sqlite' ? testDb.dataDir : new URL(testDb.databaseUrl ?? '').pathname.slice(1),
    );
    expect(result.out[1]).toBe(
      `${user.email} is now staff. They see Admin in the header when signed in.`,
    );
    expect(await isStaff(db, [], user.email)).toBe(true);
  });

  it('refuses an address no account uses, granting nothing, unless asked to pre-grant', async () => {
    const { config, db } = await setUp();
    const refused = await runStaffCommand(db, config, {
      command: 'grant',
      email: 'typo@example.com',
      preGrant: false,
    });
    expect(refused.exitCode).toBe(1);
    expect(refused.out).toEqual([]);
    expect(refused.err[0]).toBe(`Database: ${describeDatabase(config)}`);
    expect(refused.err[1]).toContain('No account uses typo@example.com in this database');
    expect(refused.err[1]).toContain('npm run staff -- grant typo@example.com --pre-grant');
    expect(await isStaff(db, [], 'typo@example.com')).toBe(false);

    const preGranted = await runStaffCommand(db, config, {
      command: 'grant',
      email: 'typo@example.com',
      preGrant: true,
    });
    expect(preGranted.exitCode).toBe(0);
    expect(preGranted.out[1]).toContain('typo@example.com is pre-granted');
    expect(await isStaff(db, [], 'typo@example.com')).toBe(true);
  });

  it('lists and revokes grants in the same database', async () => {
    const { testDb, db } = await setUp();
    const config = {
      adminEmails: ['boss@example.com'],
      databaseUrl: testDb.databaseUrl,
      dataDir: testDb.dataDir,
    };
    const user = await insertUser(testDb.database);
    await runStaffCommand(db, config, { command: 'grant', email: user.email, preGrant: false });
    const listed = await runStaffCommand(db, config, { command: 'list' });
    expect(listed.out[0]).toBe(`Database: ${describeDatabase(config)}`);
    expect(listed.out[1]).toBe('boss@example.com (ADMIN_EMAILS)');
    expect(listed.out[2]).toMatch(new RegExp(`^${user.email} \\(granted `));

    const revoked = await runStaffCommand(db, config, { command: 'revoke', email: user.email });
    expect(revoked.out[1]).toBe(`${user.email} is no longer staff.`);
    expect(await isStaff(db, [], user.email)).toBe(false);
    const stillAdmin = await runStaffCommand(db, config, {
      command: 'revoke',
      email: 'boss@example.com',
    });
    expect(stillAdmin.out.slice(1)).toEqual([
      'boss@example.com had no staff grant.',
      'boss@example.com is still staff through ADMIN_EMAILS: remove it there to take the role away.',
    ]);
  });
});
