import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REFUND_DAYS, REFUND_PERCENT } from './refund-rules';

/**
 * The refund rule's days and percent are written once, in refund-rules.ts; the server, the pages,
 * the FAQ and the terms build their words from it. Copy that wrote "30-day" or "20%" itself once
 * described a rule the server did not enforce, so any source file under src/ (tests aside) that
 * writes them again fails here.
 */
const RULES_MODULE = path.join('src', 'shared', 'schemas', 'refund-rules.ts');

/**
 * Other rules that happen to use the same number of days (docs/product-rules.md): the privacy
 * reply time, how long a deleted account is kept, and the notice before a change of terms.
 */
const NOT_THE_REFUND_RULE = [
  /reply within 30\s+days/gi,
  /privacy requests within 30\s+days/gi,
  /delete your account,\s+plus 30\s+days/gi,
  /at least 30\s+days before it takes effect/gi,
];

const WRITTEN_OUT = [
  // The days: '30-day', '30 days', '30-days'.
  new RegExp(`\\b${REFUND_DAYS}(?:-|\\s+)days?\\b`, 'gi'),
  // The percent: '20%', '20 %', '20 percent'.
  new RegExp(`\\b${REFUND_PERCENT}\\s*(?:%|per\\s*cent\\b)`, 'gi'),
  // The guarantee's name with any number: 'N-day money-back'.
  /\b\d+(?:-|\s+)day\s+money-back\b/gi,
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Each place `text` writes the rule's numbers itself, as 'line: words'. */
function writtenOut(text: string): string[] {
  const allowed = NOT_THE_REFUND_RULE.flatMap((pattern) =>
    [...text.matchAll(pattern)].map((match) => [match.index, match.index + match[0].length]),
  );
  return WRITTEN_OUT.flatMap((pattern) => [...text.matchAll(pattern)])
    .filter(
      (match) => !allowed.some(([start = 0, end = 0]) => match.index >= start && match.index < end),
    )
    .map((match) => `${text.slice(0, match.index).split('\n').length}: ${match[0]}`);
}

describe('the refund rule', () => {
  it('is written as numbers only in refund-rules.ts', () => {
    const files = sourceFiles('src');
    expect(files).toContain(RULES_MODULE);
    const offenders = files
      .filter((file) => file !== RULES_MODULE)
      .flatMap((file) =>
        writtenOut(fs.readFileSync(file, 'utf8')).map((place) => `${file}:${place}`),
      );
    // Build the words from REFUND_DAYS, REFUND_PERCENT or MONEY_BACK_GUARANTEE (refund-rules.ts);
    // if the number means another rule, add that phrase to NOT_THE_REFUND_RULE.
    expect(offenders).toEqual([]);
  });

  it('is declared once', () => {
    const declared = sourceFiles('src').filter((file) =>
      /\b(?:REFUND_DAYS|REFUND_PERCENT|MONEY_BACK_GUARANTEE)\s*=(?!=)/.test(
        fs.readFileSync(file, 'utf8'),
      ),
    );
    expect(declared).toEqual([RULES_MODULE]);
  });

  it('catches the ways copy has written it', () => {
    const days = String(REFUND_DAYS);
    expect(writtenOut(`A ${days}-day money-back guarantee`)).toEqual([
      `1: ${days}-day`,
      `1: ${days}-day money-back`,
    ]);
    expect(writtenOut(`ask\nwithin ${days}\n      days of purchase`)).toEqual([
      `2: ${days}\n      days`,
    ]);
    expect(writtenOut(`less than ${REFUND_PERCENT}% or ${REFUND_PERCENT} percent`)).toEqual([
      `1: ${REFUND_PERCENT}%`,
      `1: ${REFUND_PERCENT} percent`,
    ]);
    expect(writtenOut('a 14-day money-back guarantee')).toEqual(['1: 14-day money-back']);
    expect(writtenOut('We reply within 30 days.')).toEqual([]);
    // As the pages write it: from the constants.
    expect(writtenOut('within {REFUND_DAYS} days, under {REFUND_PERCENT}% complete')).toEqual([]);
  });
});
