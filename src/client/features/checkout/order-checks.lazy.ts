/**
 * The order form's checks (zod and every field rule): loaded when the learner first types, not
 * with the page, so checkout's first view does not carry ~6.5 KB it needs only on input.
 */
export { checkOrder } from '../../../shared/schemas/order';
