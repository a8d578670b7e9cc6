import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorText } from './error-text';

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('errorText', () => {
  it("gives an Error's message, and anything else as text", () => {
    expect(errorText(new Error('connect ECONNREFUSED'))).toBe('connect ECONNREFUSED');
    expect(errorText('timed out')).toBe('timed out');
    expect(errorText(42)).toBe('42');
    expect(errorText(undefined)).toBe('undefined');
  });

  it('is the only place the server writes it out', () => {
    const copies = sourceFiles(path.join('src', 'server')).filter(
      (file) =>
        file !== path.join('src', 'server', 'error-text.ts') &&
        /instanceof Error \? \w+\.message : String\(/.test(fs.readFileSync(file, 'utf8')),
    );
    expect(copies).toEqual([]);
  });
});
