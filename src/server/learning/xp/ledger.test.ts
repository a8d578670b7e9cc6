import { describe, expect, it } from 'vitest';
import { pointsFor } from './ledger';

describe('pointsFor', () => {
  it('gives lessons 10, quizzes 20 or 30 on the first try, labs 50', () => {
    expect(pointsFor('lesson', false)).toBe(10);
    expect(pointsFor('quiz', false)).toBe(20);
    expect(pointsFor('quiz', true)).toBe(30);
    expect(pointsFor('lab', false)).toBe(50);
  });
});
