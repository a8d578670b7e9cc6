import { daysBetween, dhakaDay, shiftDay } from '../../../shared/format/dhaka-day';
import { formatDate } from '../../../shared/format/format';
import { tooFarMessage, tooLateMessage } from '../../../shared/schemas/refund';
import { REFUND_DAYS, REFUND_PERCENT } from '../../../shared/schemas/refund-rules';

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
 * The published rule, the money-back guarantee (shared/schemas/refund-rules.ts), measured by the
 * server:
 * - days are Asia/Dhaka calendar days from the day the payment was verified (day 0): a request is
 *   accepted through day REFUND_DAYS and refused from the day after;
 * - progress is the learn progress model's whole percent (rounded down), refunded only while under
 *   REFUND_PERCENT (one point under it may ask, REFUND_PERCENT itself may not).
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
  const days = daysBetween(verifiedDay, dhakaDay(input.now));
  const lastDay = shiftDay(verifiedDay, REFUND_DAYS);
  if (days > REFUND_DAYS) {
    return {
      eligible: false,
      reason: tooLateMessage(formatDate(verifiedDay)),
      days,
      lastDay,
    };
  }
  if (input.percent >= REFUND_PERCENT) {
    return { eligible: false, reason: tooFarMessage(input.percent, input.kind), days, lastDay };
  }
  return { eligible: true, reason: null, days, lastDay };
}
