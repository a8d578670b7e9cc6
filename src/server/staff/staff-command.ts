import path from 'node:path';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Config } from '../config';
import type { DatabaseSchema } from '../db/schema';
import { grantStaff, listStaffGrants, revokeStaff } from './staff.service';

export const STAFF_USAGE =
  'Usage: npm run staff -- grant <email> [--pre-grant]   npm run staff -- revoke <email>   npm run staff -- list';

export type StaffCommand =
  | { command: 'list' }
  | { command: 'grant'; email: string; preGrant: boolean }
  | { command: 'revoke'; email: string };

/** Reads the command line; a string is the one-line reason it cannot be run. */
export function parseStaffArgs(args: readonly string[]): StaffCommand | string {
  const preGrant = args.includes('--pre-grant');
  const [command, email, ...rest] = args.filter((arg) => arg !== '--pre-grant');
  if (command === 'list' && email === undefined && !preGrant) return { command: 'list' };
  if ((command !== 'grant' && command !== 'revoke') || !email || rest.length > 0) {
    return STAFF_USAGE;
  }
  if (preGrant && command !== 'grant') return `--pre-grant goes with grant only. ${STAFF_USAGE}`;
  const address = email.trim().toLowerCase();
  if (!z.email().safeParse(address).success) {
    return `"${email}" is not an email address. ${STAFF_USAGE}`;
  }
  return command === 'grant' ? { command, email: address, preGrant } : { command, email: address };
}

/**
 * Which database the command works on, as an operator would check it: the SQLite file's full
 * path, or PostgreSQL's host, port, database and user (never the password).
 */
export function describeDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): string {
  if (!config.databaseUrl) {
    return `SQLite file ${path.join(config.dataDir, 'shikhon.sqlite')}`;
  }
  const url = new URL(config.databaseUrl);
  const database = decodeURIComponent(url.pathname.replace(/^\//, '')) || '(default)';
  const user = url.username ? ` as ${decodeURIComponent(url.username)}` : '';
  return `PostgreSQL database ${database} on ${url.hostname}:${url.port || '5432'}${user}`;
}

export interface StaffCommandResult {
  /** 0 done, 1 refused. */
  exitCode: 0 | 1;
  /** Lines for standard output (the outcome) and standard error (a refusal). */
  out: string[];
  err: string[];
}

async function hasAccount(db: Kysely<DatabaseSchema>, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('user')
    .select('id')
    .where((eb) => eb(eb.fn<string>('lower', ['email']), '=', email))
    .executeTakeFirst();
  return row !== undefined;
}

/** Runs one parsed staff command against an open, migrated database. */
export async function runStaffCommand(
  db: Kysely<DatabaseSchema>,
  config: Pick<Config, 'adminEmails' | 'databaseUrl' | 'dataDir'>,
  command: StaffCommand,
): Promise<StaffCommandResult> {
  const where = `Database: ${describeDatabase(config)}`;
  if (command.command === 'list') {
    const grants = await listStaffGrants(db);
    const lines = [
      ...config.adminEmails.map((admin) => `${admin} (ADMIN_EMAILS)`),
      ...grants.map((grant) => `${grant.email} (granted ${grant.granted_at})`),
    ];
    return {
      exitCode: 0,
      out: [where, ...(lines.length > 0 ? lines : ['No staff yet.'])],
      err: [],
    };
  }
  const { email } = command;
  if (command.command === 'grant') {
    const account = await hasAccount(db, email);
    if (!account && !command.preGrant) {
      return {
        exitCode: 1,
        out: [],
        err: [
          where,
          `No account uses ${email} in this database, so nothing was granted. Check the address and the database (DATA_DIR or DATABASE_URL), or run "npm run staff -- grant ${email} --pre-grant" to make the address staff once its owner signs up.`,
        ],
      };
    }
    const added = await grantStaff(db, email);
    const outcome = added
      ? account
        ? `${email} is now staff. They see Admin in the header when signed in.`
        : `${email} is pre-granted: no account uses it yet; whoever signs up with it is staff.`
      : `${email} was already staff.`;
    return { exitCode: 0, out: [where, outcome], err: [] };
  }
  const removed = await revokeStaff(db, email);
  const out = [
    where,
    removed ? `${email} is no longer staff.` : `${email} had no staff grant.`,
    ...(config.adminEmails.includes(email)
      ? [`${email} is still staff through ADMIN_EMAILS: remove it there to take the role away.`]
      : []),
  ];
  return { exitCode: 0, out, err: [] };
}
