import { z } from 'zod';
import { ConfigError, loadConfig } from './config';
import { migrateToLatest, openDatabase } from './db/database';
import { grantStaff, listStaffGrants, revokeStaff } from './staff/staff.service';

/**
 * `npm run staff -- grant someone@example.com` (or `revoke`, or `list`): the staff role kept in
 * the database, on the same DATA_DIR or DATABASE_URL the server uses. Takes effect at once.
 */
const USAGE = 'Usage: npm run staff -- grant|revoke <email>   or   npm run staff -- list';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function main(args: string[]) {
  const [command, email, ...rest] = args;
  if (command !== 'list' && command !== 'grant' && command !== 'revoke') fail(USAGE);
  if (command !== 'list' && (!email || rest.length > 0)) fail(USAGE);
  if (email && !z.email().safeParse(email.trim()).success) {
    fail(`"${email}" is not an email address. ${USAGE}`);
  }
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const database = openDatabase(config);
  try {
    await migrateToLatest(database);
    const address = (email ?? '').trim().toLowerCase();
    const where = database.engine === 'sqlite' ? config.dataDir : 'PostgreSQL';
    if (command === 'list') {
      const grants = await listStaffGrants(database.db);
      const lines = [
        ...config.adminEmails.map((admin) => `${admin} (ADMIN_EMAILS)`),
        ...grants.map((grant) => `${grant.email} (granted ${grant.granted_at})`),
      ];
      process.stdout.write(lines.length > 0 ? `${lines.join('\n')}\n` : 'No staff yet.\n');
    } else if (command === 'grant') {
      const added = await grantStaff(database.db, address);
      process.stdout.write(
        added
          ? `${address} is now staff (${where}). They see Admin in the header when signed in.\n`
          : `${address} was already staff (${where}).\n`,
      );
    } else {
      const removed = await revokeStaff(database.db, address);
      process.stdout.write(
        removed
          ? `${address} is no longer staff (${where}).\n`
          : `${address} had no staff grant (${where}).\n`,
      );
      if (config.adminEmails.includes(address)) {
        process.stdout.write(
          `${address} is still staff through ADMIN_EMAILS: remove it there to take the role away.\n`,
        );
      }
    }
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  fail(`Staff command failed: ${error instanceof Error ? error.message : String(error)}`);
});
