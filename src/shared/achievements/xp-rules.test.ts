import { describe, expect, it } from 'vitest';
import { currentStreak, defaultDisplayName, levelOf, weekStart, weekStartsAt } from './xp-rules';

const dhaka = (wallTime: string) => new Date(`${wallTime}+06:00`);

describe('levelOf', () => {
  it('starts at level 1 and rises every 500 XP', () => {
    expect(levelOf(0)).toMatchObject({ level: 1, name: 'Newcomer', intoLevel: 0, toNext: 500 });
    expect(levelOf(499)).toMatchObject({ level: 1, intoLevel: 499, toNext: 1 });
    expect(levelOf(500)).toMatchObject({ level: 2, name: 'Explorer', intoLevel: 0, toNext: 500 });
    expect(levelOf(1234)).toMatchObject({ level: 3, intoLevel: 234, toNext: 266 });
    expect(levelOf(10_000)).toMatchObject({ level: 21, name: 'Level 21' });
    expect(levelOf(-20)).toMatchObject({ level: 1, intoLevel: 0 });
  });
});

describe('weekStart', () => {
  it('runs Saturday 00:00 to Friday 23:59 Asia/Dhaka', () => {
    expect(weekStart(dhaka('2026-11-28T00:00:00'))).toBe('2026-11-28'); // Saturday
    expect(weekStart(dhaka('2026-11-27T23:59:59'))).toBe('2026-11-21'); // Friday
    expect(weekStart(dhaka('2026-11-22T09:00:00'))).toBe('2026-11-21'); // Sunday
    expect(weekStart(dhaka('2026-12-04T12:00:00'))).toBe('2026-11-28'); // Friday after
    expect(weekStartsAt('2026-11-28').toISOString()).toBe('2026-11-27T18:00:00.000Z');
  });
});

describe('currentStreak', () => {
  const now = dhaka('2026-11-10T09:00:00');
  it('counts consecutive days ending today', () => {
    expect(currentStreak(['2026-11-10', '2026-11-09', '2026-11-08', '2026-11-06'], now)).toBe(3);
  });
  it('keeps a streak alive until today ends', () => {
    expect(currentStreak(['2026-11-09', '2026-11-08'], now)).toBe(2);
  });
  it('is 0 after a missed day', () => {
    expect(currentStreak(['2026-11-08', '2026-11-07'], now)).toBe(0);
    expect(currentStreak([], now)).toBe(0);
  });
});

describe('defaultDisplayName', () => {
  it('is the first name and last initial', () => {
    expect(defaultDisplayName('Rahim Uddin')).toBe('Rahim U.');
    expect(defaultDisplayName('  Nusrat  Jahan  khan ')).toBe('Nusrat K.');
    expect(defaultDisplayName('Tania')).toBe('Tania');
    expect(defaultDisplayName('')).toBe('Learner');
    expect(defaultDisplayName(null)).toBe('Learner');
  });
});
