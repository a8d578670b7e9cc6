import type { RateLimitRule } from './rate-limit.service';

/**
 * Payment submissions per learner and hour (ORDERS_PER_HOUR), refused ones too, counted under
 * `order:<user id>` by both ways to pay (the manual form and starting Pay with bKash): a learner
 * pays for a few courses at most, and nobody may fill the staff's review queue, try transaction
 * IDs by the thousand or create payments at bKash by the thousand. Counted in the database, so
 * shared by every instance.
 */
export function orderLimit(perHour: number): RateLimitRule {
  return { windowMs: 60 * 60 * 1000, max: perHour };
}
