import { describe, expect, it } from 'vitest';
import { daysBetween, dhakaDay, shiftDay } from './dhaka-day';

describe('dhakaDay', () => {
  it('turns the day at midnight in Dhaka, 18:00 UTC', () => {
    expect(dhakaDay(new Date('2026-11-01T17:59:59Z'))).toBe('2026-11-01');
    expect(dhakaDay(new Date('2026-11-01T18:00:00Z'))).toBe('2026-11-02');
  });
  it('shifts across month and year ends', () => {
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDay('2024-03-01', -1)).toBe('2024-02-29');
  });
  it('counts calendar days between two dates', () => {
    expect(daysBetween('2026-11-01', '2026-11-01')).toBe(0);
    expect(daysBetween('2026-11-01', '2026-12-01')).toBe(30);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2027-01-01', '2026-12-31')).toBe(-1);
  });
});
