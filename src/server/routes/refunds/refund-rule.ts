import { formatDate } from '../../../shared/format/format';
import {
  REFUND_DAYS,
  REFUND_PERCENT,
  tooFarMessage,
  tooLateMessage,
} from '../../../shared/schemas/refund';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Asia/Dhaka is UTC+6 all year (no daylight saving). */
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;

/** The Asia/Dhaka calendar day of a moment, as a day count since 1970-01-01. */
export function dhakaDay(at: Date): number {
  return Math.floor((at.getTime() + DHAKA_OFFSET_MS) / DAY_MS);
}

/** A day count → 'YYYY-MM-DD'. */
function dayText(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export interface RefundCheck {
  eligible: boolean;
  /** Why not (null when eligible). */
  reason: string | null;
  /** Calendar days (Asia/Dhaka) from the verification day to today: 0 on the day itself. */
  days: number;
  /** The last day a request is accepted, 'YYYY-MM-DD' in Asia/Dhaka. */
  lastDay: string;
}

/**
 * The published rule, "30-day money-back guarantee (refund if under 20% of the course
 * completed)", measured by the server:
 * - days are Asia/Dhaka calendar days from the day the payment was verified: verified on 1 May,
 *   a request is accepted through 31 May (day 30) and refused from 1 June (day 31);
 * - progress is the learn progress model's whole percent (rounded down): 19% is under 20%, 20% is
 *   not.
 * Time is refused first: it is the rule a learner can do nothing about.
 */
export function checkRefundRule(input: {
  verifiedAt: string;
  percent: number;
  now: Date;
  /** What the order bought: a lab programme's progress is the share of its labs passed. */
  kind?: 'course' | 'programme';
}): RefundCheck {
  const verifiedDay = dhakaDay(new Date(input.verifiedAt));
  const days = dhakaDay(input.now) - verifiedDay;
  const lastDay = dayText(verifiedDay + REFUND_DAYS);
  if (days > REFUND_DAYS) {
    return {
      eligible: false,
      reason: tooLateMessage(formatDate(dayText(verifiedDay))),
      days,
      lastDay,
    };
  }
  if (input.percent >= REFUND_PERCENT) {
    return { eligible: false, reason: tooFarMessage(input.percent, input.kind), days, lastDay };
  }
  return { eligible: true, reason: null, days, lastDay };
}
