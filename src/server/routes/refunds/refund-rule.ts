import { daysBetween, dhakaDay, shiftDay } from '../../../shared/format/dhaka-day';
import { formatDate } from '../../../shared/format/format';
import {
  REFUND_DAYS,
  REFUND_PERCENT,
  tooFarMessage,
  tooLateMessage,
} from '../../../shared/schemas/refund';

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
