import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDhakaTime,
  formatDuration,
  formatTaka,
  formatThousands,
  countdownInWords,
  waitInWords,
  formatAge,
} from './format';

describe('formatThousands', () => {
  it.each([
    [0, '0'],
    [42, '42'],
    [1000, '1,000'],
    [12345, '12,345'],
    [1234567, '1,234,567'],
    [999.6, '1,000'],
    [-4900, '-4,900'],
  ])('%d → %s', (value, expected) => {
    expect(formatThousands(value)).toBe(expected);
  });
});

describe('formatTaka', () => {
  it('puts the taka sign before a thousands-separated amount', () => {
    expect(formatTaka(4900)).toBe('৳4,900');
    expect(formatTaka(26000)).toBe('৳26,000');
    expect(formatTaka(999)).toBe('৳999');
  });
  it('shows Free for a zero price', () => {
    expect(formatTaka(0)).toBe('Free');
  });
});

describe('formatDuration', () => {
  it.each([
    [45, '45m'],
    [60, '1h'],
    [120, '2h'],
    [135, '2h 15m'],
    [61, '1h 1m'],
    [0, '0m'],
  ])('%d minutes → %s', (minutes, expected) => {
    expect(formatDuration(minutes)).toBe(expected);
  });
});

describe('formatDate', () => {
  it('formats a calendar date without shifting the day', () => {
    expect(formatDate('2024-12-15')).toBe('December 15, 2024');
    expect(formatDate('2024-01-01')).toBe('January 1, 2024');
  });
});

describe('formatDhakaTime', () => {
  it('shows the time in Bangladesh (UTC+6), whatever the machine’s zone', () => {
    expect(formatDhakaTime('2026-11-21T10:05:00.000Z')).toBe('21 Nov 2026, 16:05');
    expect(formatDhakaTime('2026-12-31T20:30:00.000Z')).toBe('1 Jan 2027, 02:30');
  });
  it('leaves a value that is not a time as it is', () => {
    expect(formatDhakaTime('soon')).toBe('soon');
  });
});

describe('countdownInWords', () => {
  it.each([
    [1, '1 s'],
    [60, '60 s'],
    [61, '2 minutes'],
    [28_800, '8 hours'],
  ])('%d s → %s', (seconds, expected) => {
    expect(countdownInWords(seconds)).toBe(expected);
  });
});

describe('waitInWords', () => {
  it.each([
    [1, '1 second'],
    [42, '42 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [600, '10 minutes'],
    [3599, '60 minutes'],
    [3600, '60 minutes'],
    [3601, '1 hour 1 minute'],
    [7200, '2 hours'],
    [28_700, '7 hours 59 minutes'],
    [28_800, '8 hours'],
  ])('%d s → %s', (seconds, expected) => {
    expect(waitInWords(seconds)).toBe(expected);
  });
});

describe('formatAge', () => {
  it('says minutes under an hour, hours up to two days, then days', () => {
    const minute = 60_000;
    const hour = 60 * minute;
    expect(
      [
        0,
        59_999,
        12 * minute,
        hour - 1,
        hour,
        5 * hour + 59 * minute,
        47 * hour,
        48 * hour,
        79 * hour,
      ].map(formatAge),
    ).toEqual(['0 min', '0 min', '12 min', '59 min', '1 h', '5 h', '47 h', '2 d', '3 d']);
    // A clock a little behind the server's never shows a negative age.
    expect(formatAge(-5 * minute)).toBe('0 min');
  });
});
