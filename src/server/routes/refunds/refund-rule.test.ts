import { describe, expect, it } from 'vitest';
import { checkRefundRule } from './refund-rule';

// Verified at 23:30 in Dhaka on 1 November 2026 (17:30 UTC).
const VERIFIED = '2026-11-01T17:30:00.000Z';

describe('checkRefundRule', () => {
  it('counts Asia/Dhaka calendar days: day 30 is the last day, day 31 is too late', () => {
    // 00:10 in Dhaka on 2 November is already day 1, though only 40 minutes have passed.
    expect(
      checkRefundRule({ verifiedAt: VERIFIED, percent: 0, now: new Date('2026-11-01T18:10:00Z') })
        .days,
    ).toBe(1);
    const day30 = checkRefundRule({
      verifiedAt: VERIFIED,
      percent: 0,
      now: new Date('2026-12-01T17:59:59Z'),
    });
    expect(day30).toEqual({ eligible: true, reason: null, days: 30, lastDay: '2026-12-01' });
    const day31 = checkRefundRule({
      verifiedAt: VERIFIED,
      percent: 0,
      now: new Date('2026-12-01T18:00:00Z'),
    });
    expect(day31).toEqual({
      eligible: false,
      reason:
        'More than 30 days have passed since your payment was verified (on November 1, 2026).',
      days: 31,
      lastDay: '2026-12-01',
    });
  });

  it('refunds under 20% only', () => {
    const now = new Date('2026-11-05T10:00:00Z');
    expect(checkRefundRule({ verifiedAt: VERIFIED, percent: 19, now }).eligible).toBe(true);
    for (const percent of [20, 21, 100]) {
      expect(checkRefundRule({ verifiedAt: VERIFIED, percent, now })).toMatchObject({
        eligible: false,
        reason: `You have completed ${percent}% of this course; refunds are for courses under 20% complete.`,
      });
    }
  });

  it('names the time rule first when both are broken', () => {
    const check = checkRefundRule({
      verifiedAt: VERIFIED,
      percent: 50,
      now: new Date('2027-01-10T00:00:00Z'),
    });
    expect(check.reason).toMatch(/^More than 30 days/);
  });
});
