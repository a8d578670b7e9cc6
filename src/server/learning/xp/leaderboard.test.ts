import { describe, expect, it } from 'vitest';
import { countAbove, type XpHistogram } from './leaderboard';

describe('countAbove', () => {
  // 1 learner at 300, 2 at 200, 3 at 50.
  const histogram: XpHistogram = { xp: [300, 200, 50], above: [0, 1, 3], total: 6 };

  it('counts the listed learners with more XP, ties not counted', () => {
    expect(countAbove(histogram, 400)).toBe(0);
    expect(countAbove(histogram, 300)).toBe(0);
    expect(countAbove(histogram, 250)).toBe(1);
    expect(countAbove(histogram, 200)).toBe(1);
    expect(countAbove(histogram, 50)).toBe(3);
    expect(countAbove(histogram, 10)).toBe(6);
    expect(countAbove({ xp: [], above: [], total: 0 }, 10)).toBe(0);
  });
});
