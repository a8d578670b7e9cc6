import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The README and docs/ pointed at files a clone does not have (the product notes, the spec, a
 * lab-machine report kept outside the repository). Every relative link, and every path in code
 * that names one of the repository's own folders, must lead to a file or folder in the repository.
 */

const ROOT = process.cwd();
const TOP_LEVEL = ['docs', 'src', 'tests', 'scripts', 'content', 'public', '.ci'];

function markdownFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return entry.name.endsWith('.md') ? [full] : [];
  });
}

const FILES = [path.join(ROOT, 'README.md'), ...markdownFiles(path.join(ROOT, 'docs'))];

/** What a line of Markdown points at: `[text](target)` links and `code` spans. */
function references(text: string) {
  const links = [...text.matchAll(/\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map(
    (m) => m[1] ?? '',
  );
  const spans = [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1] ?? '');
  return { links, spans };
}

function insideRepo(target: string): boolean {
  const relative = path.relative(ROOT, target);
  return !relative.startsWith('..') && !path.isAbsolute(relative);
}

/** Problems with one Markdown file's references, as "file:line: reason". */
function problemsIn(file: string): string[] {
  const problems: string[] = [];
  const name = path.relative(ROOT, file);
  fs.readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      const at = `${name}:${index + 1}`;
      const { links, spans } = references(line);
      for (const link of links) {
        if (/^([a-z]+:|#)/i.test(link)) continue; // a web address, mailto: or an anchor
        const target = path.resolve(path.dirname(file), decodeURI(link.split('#')[0] ?? ''));
        if (!insideRepo(target)) problems.push(`${at}: link ${link} leaves the repository`);
        else if (!fs.existsSync(target)) problems.push(`${at}: link ${link} leads nowhere`);
      }
      for (const span of spans) {
        const candidate = span.replace(/^(npx |node )/, '').split(' ')[0] ?? '';
        if (/^(\.\.\/|\/work\/)/.test(candidate)) {
          problems.push(`${at}: ${candidate} is outside the repository`);
          continue;
        }
        const [top] = candidate.split('/');
        if (!candidate.includes('/') || !TOP_LEVEL.includes(top ?? '')) continue;
        if (/[<>{}*]|\bNN\b/.test(candidate)) continue; // a pattern, not one file
        if (!fs.existsSync(path.join(ROOT, candidate))) {
          problems.push(`${at}: ${candidate} does not exist`);
        }
      }
      // The notes the project was first built from live outside it; docs/ holds what they said.
      for (const outside of line.matchAll(/\b(?:PRODUCT|STYLE|spec)\.md\b|shared\/notes\//g)) {
        problems.push(`${at}: names ${outside[0]}, which a clone does not have`);
      }
    });
  return problems;
}

describe('links and paths in README.md and docs/', () => {
  it('reads the README and every Markdown file under docs/', () => {
    expect(FILES.map((file) => path.relative(ROOT, file))).toEqual(
      expect.arrayContaining(['README.md', 'docs/product.md', 'docs/product-rules.md']),
    );
  });

  it('finds a missing file, a link out of the repository and a path to the old notes', () => {
    const dir = fs.mkdtempSync(path.join(ROOT, 'docs', '.links-check-'));
    try {
      const sample = path.join(dir, 'sample.md');
      fs.writeFileSync(
        sample,
        [
          'See [the rules](../product-rules.md) and [missing](nowhere.md).',
          'Read [the spec](../../../shared/spec.md) and `src/server/no-such-file.ts`.',
          'Facts in `/work/shared/notes/labs-on-this-machine.md`; see PRODUCT.md.',
        ].join('\n'),
      );
      expect(problemsIn(sample).map((problem) => problem.replace(/^[^:]+:/, ''))).toEqual([
        '1: link nowhere.md leads nowhere',
        '2: link ../../../shared/spec.md leaves the repository',
        '2: src/server/no-such-file.ts does not exist',
        '2: names spec.md, which a clone does not have',
        '3: /work/shared/notes/labs-on-this-machine.md is outside the repository',
        '3: names shared/notes/, which a clone does not have',
        '3: names PRODUCT.md, which a clone does not have',
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('lead only to files and folders in the repository', () => {
    expect(FILES.flatMap(problemsIn)).toEqual([]);
  });
});
