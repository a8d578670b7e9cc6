/**
 * GET /api/admin/waiting (staff only): the work waiting for staff, as the header's Admin link
 * counts it. Counted by the server in one place, so every page shows the same number.
 */
export interface StaffWaiting {
  /** Orders awaiting payment verification. */
  orders: number;
  /** Refund requests awaiting a decision, and approved ones bKash did not pay out. */
  refunds: number;
  /** Both together: what the Admin link shows. */
  total: number;
}
