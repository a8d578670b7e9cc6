import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The learner's records have one home (decision 031): only src/server/learning/ writes the
 * tables that say what a learner has, and server resources reach each other only through it.
 */

const ROOT = process.cwd();
const RECORD_TABLES = ['enrollments', 'learning_progress', 'xp_awards', 'certificates'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** `file:line` and the text of every match of the patterns (global regexes) in the files. */
function placesMatching(files: string[], patterns: RegExp[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of patterns.flatMap((pattern) => [...text.matchAll(pattern)])) {
      const line = text.slice(0, match.index).split('\n').length;
      found.push(`${path.relative(ROOT, file)}:${line} ${match[0]}`);
    }
  }
  return found;
}

/** Every write to a record table: Kysely's builders, or SQL text. */
function writersOf(files: string[]): string[] {
  const tables = RECORD_TABLES.join('|');
  return placesMatching(files, [
    new RegExp(`(insertInto|deleteFrom|updateTable)\\(\\s*'(${tables})'`, 'g'),
    new RegExp(`\\b(insert\\s+into|delete\\s+from|update)\\s+"?(${tables})\\b`, 'gi'),
  ]);
}

/** Every read of `enrollments`: Kysely's builders and joins, or SQL text. */
function enrolmentReadersOf(files: string[]): string[] {
  return placesMatching(files, [
    /(selectFrom|innerJoin|leftJoin|rightJoin|fullJoin)\(\s*'enrollments\b/g,
    /\b(from|join)\s+"?enrollments\b/gi,
  ]);
}

function outsideLearning(): string[] {
  const server = path.join(ROOT, 'src/server');
  return sourceFiles(server).filter(
    (file) =>
      !file.startsWith(path.join(server, 'learning') + path.sep) &&
      !file.startsWith(path.join(server, 'db', 'migrations') + path.sep),
  );
}

describe('the learning records', () => {
  it('are written only by src/server/learning (migrations aside)', () => {
    const outside = outsideLearning();
    expect(outside.length).toBeGreaterThan(100);
    expect(writersOf(outside)).toEqual([]);
    // The check finds a writer, in either form, where there is one.
    const probe = path.join(os.tmpdir(), `writer-probe-${process.pid}.ts`);
    fs.writeFileSync(
      probe,
      "await db.deleteFrom('enrollments').execute();\nawait sql`UPDATE certificates SET x = 1`;\n",
    );
    try {
      expect(writersOf([probe])).toHaveLength(2);
    } finally {
      fs.rmSync(probe, { force: true });
    }
  });

  it('answer who owns what only through src/server/learning (courseAccess and the enrolment queries)', () => {
    expect(enrolmentReadersOf(outsideLearning())).toEqual([]);
    const probe = path.join(os.tmpdir(), `reader-probe-${process.pid}.ts`);
    fs.writeFileSync(
      probe,
      "await db.selectFrom('enrollments').execute();\nawait sql`SELECT 1 FROM users JOIN enrollments ON 1`;\n",
    );
    try {
      expect(enrolmentReadersOf([probe])).toHaveLength(2);
    } finally {
      fs.rmSync(probe, { force: true });
    }
  });

  it('keep server resources from importing each other, import() included', () => {
    const script = path.join(ROOT, 'scripts/import-cycles.mjs');
    expect(execFileSync('node', [script], { cwd: ROOT, encoding: 'utf8' })).toContain(
      '0 imports between route resources',
    );
    // A resource reaching into another (here with a dynamic import) fails the check, and
    // routes/admin may import a resource but not the other way round.
    const tree = fs.mkdtempSync(path.join(os.tmpdir(), 'boundary-'));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
      fs.writeFileSync(path.join(tree, file), text);
    };
    try {
      write('src/server/routes/labs/labs.service.ts', 'export const labs = 1;\n');
      write('src/server/routes/admin/staff.ts', "export * from '../labs/labs.service';\n");
      const clean = spawnSync('node', [script], { cwd: tree, encoding: 'utf8' });
      expect(clean.status).toBe(0);
      write(
        'src/server/routes/me/me.ts',
        "export const load = () => import('../labs/labs.service');\n",
      );
      const crossing = spawnSync('node', [script], { cwd: tree, encoding: 'utf8' });
      expect(crossing.status).toBe(1);
      expect(crossing.stdout).toContain(
        'src/server/routes/me/me.ts imports src/server/routes/labs/labs.service.ts (another resource)',
      );
    } finally {
      fs.rmSync(tree, { recursive: true, force: true });
    }
  });
});
