/**
 * The order form's checks (zod and every field rule): loaded when the learner first types, not
 * with the page, so checkout's first view does not carry ~6.5 KB it needs only on input. Their
 * messages, and the server's about an order, come out in the page's language.
 */
import { checkOrder as checkOrderInEnglish } from '../../../shared/schemas/order';
import { checkoutMessagesCopy } from './checkout-messages.copy';

/** A message of the server's (or of the checks) in the page's language. */
export const sayOrderMessage = checkoutMessagesCopy.say;

export const checkOrder: typeof checkOrderInEnglish = (input) => {
  const checked = checkOrderInEnglish(input);
  if (checked.ok) return checked;
  const fields: typeof checked.fields = {};
  for (const [field, message] of Object.entries(checked.fields)) {
    if (message !== undefined) fields[field as keyof typeof fields] = sayOrderMessage(message);
  }
  return { ok: false, message: sayOrderMessage(checked.message), fields };
};
