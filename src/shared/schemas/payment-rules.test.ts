import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { VERIFICATION_HOURS } from './payment-rules';

/**
 * The verification time is written once, in payment-rules.ts: the pages, the receipt mail and
 * the checkout toast build their words from VERIFICATION_HOURS, so that changing it changes
 * every promise. A source file (tests aside) that writes a number of hours next to verifying or
 * confirming a payment fails here.
 */
const RULES_MODULE = path.join('src', 'shared', 'schemas', 'payment-rules.ts');

/** 'verify … within 24 hours', 'confirmation within 24\n hours': a sentence that states it. */
const WRITTEN_OUT = /\b(?:verif|confirm)[^.`]{0,80}?\b\d+\s+hours?\b/gi;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function writtenOut(text: string): string[] {
  return [...text.matchAll(WRITTEN_OUT)].map(
    (match) => `${text.slice(0, match.index).split('\n').length}: ${match[0]}`,
  );
}

describe('the payment verification time', () => {
  it('is written as a number only in payment-rules.ts', () => {
    const files = sourceFiles('src');
    expect(files).toContain(RULES_MODULE);
    const offenders = files
      .filter((file) => file !== RULES_MODULE)
      .flatMap((file) =>
        writtenOut(fs.readFileSync(file, 'utf8')).map((place) => `${file}:${place}`),
      );
    // Build the words from VERIFICATION_HOURS (payment-rules.ts).
    expect(offenders).toEqual([]);
  });

  it('catches the ways copy has written it, and not other promises', () => {
    const hours = String(VERIFICATION_HOURS);
    expect(writtenOut(`We verify payments within ${hours}\n        hours.`)).toHaveLength(1);
    expect(writtenOut(`You'll receive confirmation within ${hours} hours.`)).toHaveLength(1);
    expect(writtenOut('normally verify it within 48 hours')).toHaveLength(1);
    expect(writtenOut('We reply within 24 hours.')).toEqual([]);
    expect(writtenOut('Each mail is retried for 24 hours before it counts as failed.')).toEqual([]);
    // As the pages write it: from the constant.
    expect(writtenOut('We verify payments within {VERIFICATION_HOURS} hours.')).toEqual([]);
  });
});
