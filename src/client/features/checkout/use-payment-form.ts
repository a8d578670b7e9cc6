import { useId, useState, type Dispatch, type FormEvent, type SetStateAction } from 'react';
import { flushSync } from 'react-dom';
import { flashToast, toast, type ToastInput } from '../../components/ui/toast-store';
import type { Order } from '../../../shared/schemas/order';
import { VERIFICATION_HOURS } from '../../../shared/schemas/payment-rules';
import type { CheckoutItem } from './checkout-item';
import { forgetSession, whenSessionKnown } from '../../lib/session';
import { submitOrder } from './checkout-api';
import {
  checkoutSignInHref,
  EMPTY_CHECKOUT,
  firstInvalidField,
  missingFields,
  splitServerFields,
  type CheckoutErrors,
  type CheckoutField as Field,
  type CheckoutValues,
} from './checkout-form';
import type * as OrderChecks from './order-checks.lazy';
import { checkoutCopy } from './checkout.copy';

type CheckOrder = typeof OrderChecks.checkOrder;
let orderChecks: Promise<typeof OrderChecks> | undefined;
/** Set once the checks are in: a field showing an error is then re-checked as it changes. */
let loadedCheck: CheckOrder | undefined;

/**
 * The order form's checks, loaded once (on the first keystroke, or at the latest on submit). A
 * failed load (the connection dropped) is forgotten, so the next try loads them again. With them
 * come the words for what the server says about an order, in the page's language.
 */
function loadOrderChecks(): Promise<typeof OrderChecks> {
  orderChecks ??= import('./order-checks.lazy').then(
    (checks) => {
      loadedCheck = checks.checkOrder;
      return checks;
    },
    (error: unknown) => {
      orderChecks = undefined;
      throw error;
    },
  );
  return orderChecks;
}

const toasts = checkoutCopy.toasts;

/** The checkout's toasts, word for word (docs/product-rules.md, Toasts). */
export const CHECKOUT_TOASTS = {
  authRequired: { ...toasts.authRequired, variant: 'destructive' },
  missing: { ...toasts.missing, variant: 'destructive' },
  failed: { ...toasts.failed, variant: 'destructive' },
  submitted: {
    title: toasts.submitted.title,
    description: toasts.submitted.description(VERIFICATION_HOURS),
  },
  /** A typed bKash transaction ID bKash's own records confirmed at once (the page says more). */
  enrolled: { title: checkoutCopy.enrolled },
} as const satisfies Record<string, ToastInput>;

type PaymentFormProps = {
  item: CheckoutItem;
  navigate: (href: string) => void;
  /** The server says a payment is pending or the course is owned: the page shows which. */
  onAlreadyHandled: () => void;
  /** The order was received: the page shows what happens now. */
  onSubmitted: (order: Order) => void;
};

/**
 * Checks and sends the payment details; answers whether the form stays busy (true while the
 * browser leaves the page).
 */
async function sendPayment(
  ctx: PaymentFormProps & {
    values: CheckoutValues;
    showErrors: (found: CheckoutErrors) => void;
    setFormError: Dispatch<SetStateAction<string | undefined>>;
  },
): Promise<boolean> {
  const { item, navigate, onAlreadyHandled, showErrors, setFormError } = ctx;
  const signInFirst = () => {
    flashToast(CHECKOUT_TOASTS.authRequired);
    navigate(checkoutSignInHref(item.id));
  };
  if ((await whenSessionKnown()).status !== 'signed-in') {
    signInFirst();
    return true;
  }
  const missing = missingFields(ctx.values);
  if (firstInvalidField(missing)) {
    toast(CHECKOUT_TOASTS.missing);
    showErrors(missing);
    return false;
  }
  let checks: typeof OrderChecks;
  try {
    checks = await loadOrderChecks();
  } catch {
    // Nothing was sent; what was typed stays for another try.
    console.error('Error submitting payment', 'the order checks did not load');
    toast(CHECKOUT_TOASTS.failed);
    return false;
  }
  const say = checks.sayOrderMessage;
  const checked = checks.checkOrder({ courseId: item.id, ...ctx.values });
  if (!checked.ok) {
    const { errors: found, other } = splitServerFields(checked.fields);
    setFormError(other);
    showErrors(found);
    return false;
  }
  const result = await submitOrder(checked.data);
  if (result.ok) {
    toast(
      result.data.paymentStatus === 'verified'
        ? CHECKOUT_TOASTS.enrolled
        : CHECKOUT_TOASTS.submitted,
    );
    ctx.onSubmitted(result.data);
    return false;
  }
  if (result.status === 401) {
    forgetSession();
    signInFirst();
    return true;
  }
  if (result.status === 409 && result.code === 'duplicate_transaction') {
    toast({ ...CHECKOUT_TOASTS.failed, description: say(result.message) });
    showErrors({ transactionId: say(result.message) });
    return false;
  }
  if (result.status === 409) {
    // order_pending or already_enrolled: nothing to pay; the page shows the learner why.
    toast({
      title:
        result.code === 'already_enrolled'
          ? checkoutCopy.owned.heading(item.kind)
          : toasts.alreadySubmitted,
      description: say(result.message),
    });
    onAlreadyHandled();
    return false;
  }
  if (result.status === 429) {
    // Too many submissions this hour: the server's message says how long to wait.
    toast({ ...CHECKOUT_TOASTS.failed, description: say(result.message) });
    return false;
  }
  if (result.status === 400 && result.fields) {
    const { errors: found, other } = splitServerFields(
      Object.fromEntries(
        Object.entries(result.fields).map(([name, message]) => [name, say(message)]),
      ),
    );
    if (firstInvalidField(found) || other) {
      setFormError(other);
      showErrors(found);
      return false;
    }
  }
  // A failed submission is logged too (docs/product-rules.md, Toasts); what was typed stays in
  // the form for another try.
  console.error('Error submitting payment', result.status, result.code, result.message);
  toast(CHECKOUT_TOASTS.failed);
  return false;
}

/** The payment form's values, errors and submission. */
export function usePaymentForm(props: PaymentFormProps) {
  const { item } = props;
  const idPrefix = useId();
  const fieldId = (field: Field) => `${idPrefix}-${field}`;
  const [values, setValues] = useState<CheckoutValues>(EMPTY_CHECKOUT);
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);

  /** Shows the errors, then focuses the first bad field (its error is in its description). */
  const showErrors = (found: CheckoutErrors) => {
    flushSync(() => setErrors(found));
    const first = firstInvalidField(found);
    if (!first) return;
    // The method's focus goes to its chosen radio, as arrow keys then move between the two.
    const target =
      first === 'paymentMethod' ? `${fieldId(first)}-${values.paymentMethod}` : fieldId(first);
    document.getElementById(target)?.focus();
  };

  const update = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Started early; a failure here is met again, and said, on submit.
    loadOrderChecks().catch(() => undefined);
    // A field showing an error is re-checked as it changes, so the error goes once it is fixed
    // (errors are shown only after a submit, which loaded the checks).
    if (errors[field] && loadedCheck) {
      const checked = loadedCheck({ courseId: item.id, ...next });
      setErrors((previous) => ({
        ...previous,
        [field]: checked.ok ? undefined : checked.fields[field],
      }));
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    setFormError(undefined);
    const busy = await sendPayment({ ...props, values, showErrors, setFormError });
    if (!busy) setSubmitting(false);
  };

  return { idPrefix, fieldId, values, errors, formError, submitting, update, submit };
}
