import { ConfigError, loadConfig } from './config';
import { migrateToLatest, openDatabase } from './db/database';
import { errorText } from './error-text';
import { parseStaffArgs, runStaffCommand } from './staff/staff-command';

/**
 * `npm run staff -- grant someone@example.com` (or `revoke`, or `list`): the staff role kept in
 * the database, on the same DATA_DIR or DATABASE_URL the server uses. Takes effect at once.
 * `grant` refuses an address no account uses unless `--pre-grant` is given, and every command
 * says which database it used.
 */
function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function main(args: string[]) {
  const command = parseStaffArgs(args);
  if (typeof command === 'string') fail(command);
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
    const result = await runStaffCommand(database.db, config, command);
    for (const line of result.out) process.stdout.write(`${line}\n`);
    for (const line of result.err) process.stderr.write(`${line}\n`);
    process.exitCode = result.exitCode;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  fail(`Staff command failed: ${errorText(error)}`);
});
