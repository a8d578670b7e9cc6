import { BackupError } from './backup/backup-format';
import { createBackup } from './backup/backup.service';
import { restoreBackup } from './backup/restore.service';
import { ConfigError, loadConfig, type Config } from './config';
import { errorText } from './error-text';
import { APP_VERSION } from './version';

/**
 * `npm run backup -- <file>` and `npm run restore -- <file>`: DATA_DIR (the SQLite database,
 * copied consistently while the server runs, and the pictures, keys and secrets beside it) as one
 * .tar.gz, and back into an empty DATA_DIR. Reads the same settings as the server.
 */
const USAGE =
  'Usage: npm run backup -- [--files-only] <file.tar.gz>   or   ' +
  'npm run restore -- [--max-size=<GB>] <file.tar.gz>';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** What an operator on PostgreSQL runs instead: the database is not in DATA_DIR. */
function postgresAdvice(config: Config): string {
  return [
    'DATABASE_URL is set: the database is PostgreSQL, which this command does not copy. Back it up with',
    '  pg_dump --format=custom --file=shikhon.dump "$DATABASE_URL"',
    'and restore it into a new, empty database with',
    '  pg_restore --no-owner --no-privileges --exit-on-error --dbname="$DATABASE_URL" shikhon.dump',
    `DATA_DIR (${config.dataDir}) still holds pictures, keys and secrets: back them up with`,
    '  npm run backup -- --files-only <file.tar.gz>',
  ].join('\n');
}

async function main(args: string[]) {
  const [command, ...rest] = args;
  const filesOnly = rest.includes('--files-only');
  const maxSizes = rest.filter((arg) => arg.startsWith('--max-size='));
  const files = rest.filter((arg) => arg !== '--files-only' && !arg.startsWith('--max-size='));
  const file = files[0];
  if ((command !== 'backup' && command !== 'restore') || !file || files.length > 1) fail(USAGE);
  if (filesOnly && command !== 'backup') fail(USAGE);
  if (maxSizes.length > 0 && (command !== 'restore' || maxSizes.length > 1)) fail(USAGE);
  // How much a restore may write in all (decision 023): GB, 1024-based.
  const maxGigabytes = maxSizes[0] === undefined ? undefined : Number(maxSizes[0].slice(11));
  if (maxGigabytes !== undefined && !(maxGigabytes > 0 && Number.isFinite(maxGigabytes))) {
    fail(`--max-size must be a number of GB, such as --max-size=64\n${USAGE}`);
  }
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const engine = config.databaseUrl ? 'postgres' : 'sqlite';

  if (command === 'backup') {
    if (engine === 'postgres' && !filesOnly) fail(postgresAdvice(config));
    if (engine === 'sqlite' && filesOnly) {
      fail(
        '--files-only is for PostgreSQL (DATABASE_URL set): on SQLite the database is in DATA_DIR',
      );
    }
    const started = Date.now();
    const summary = await createBackup({
      dataDir: config.dataDir,
      target: file,
      appVersion: APP_VERSION,
      includeDatabase: engine === 'sqlite',
    });
    const database =
      engine === 'sqlite' ? `the database (${megabytes(summary.databaseBytes)}), ` : '';
    process.stdout.write(
      `Backed up ${config.dataDir} to ${summary.file} (${megabytes(summary.bytes)}): ` +
        `${database}${summary.pictures} pictures, ${summary.otherFiles} other files, ` +
        `in ${Date.now() - started} ms.\n`,
    );
    return;
  }

  const summary = await restoreBackup({
    dataDir: config.dataDir,
    source: file,
    engine,
    ...(maxGigabytes === undefined
      ? {}
      : { limits: { totalBytes: Math.floor(maxGigabytes * 1024 ** 3) } }),
  });
  const database =
    engine === 'sqlite' ? `the database (${megabytes(summary.databaseBytes)}, integrity ok), ` : '';
  for (const { name, reason } of summary.skipped) {
    process.stdout.write(`Left out ${name}: ${reason}.\n`);
  }
  process.stdout.write(
    `Restored ${file} into ${config.dataDir}: ${database}${summary.pictures} pictures, ` +
      `${summary.otherFiles} other files. Start the server with this DATA_DIR.\n`,
  );
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof BackupError) fail(error.message);
  fail(`Backup command failed: ${errorText(error)}`);
});
