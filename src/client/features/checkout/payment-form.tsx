import { useId, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../../components/ui/button';
import { flashToast, toast, type ToastInput } from '../../components/ui/toast-store';
import {
  checkOrder,
  PAYMENT_METHOD_LABELS,
  TRANSACTION_ID_MAX,
  TRANSACTION_ID_MIN,
} from '../../../shared/schemas/order';
import type { CheckoutItem } from './checkout-item';
import { forgetSession, whenSessionKnown } from '../../lib/session';
import { submitOrder } from './checkout-api';
import { TextField } from '../../components/ui/form-field';
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
import { PaymentInstructions } from './payment-instructions';
import { PaymentMethodField } from './payment-method-field';

/** The checkout's toasts, word for word (docs/product-rules.md, Toasts). */
export const CHECKOUT_TOASTS = {
  authRequired: {
    title: 'Authentication required',
    description: 'Please sign in to complete your purchase.',
    variant: 'destructive',
  },
  missing: {
    title: 'Missing information',
    description: 'Please provide both mobile number and transaction ID.',
    variant: 'destructive',
  },
  failed: {
    title: 'Error submitting payment',
    description: 'Please try again or contact support.',
    variant: 'destructive',
  },
  submitted: {
    title: 'Payment submitted successfully!',
    description: "Your payment is being verified. You'll receive confirmation within 24 hours.",
  },
} as const satisfies Record<string, ToastInput>;

export function PaymentForm({
  item,
  navigate,
  onAlreadyHandled,
}: {
  item: CheckoutItem;
  navigate: (href: string) => void;
  /** The server says a payment is pending or the course is owned: the page shows which. */
  onAlreadyHandled: () => void;
}) {
  const idPrefix = useId();
  const fieldId = (field: Field) => `${idPrefix}-${field}`;
  const [values, setValues] = useState<CheckoutValues>(EMPTY_CHECKOUT);
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const methodLabel = PAYMENT_METHOD_LABELS[values.paymentMethod];

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
    // A field showing an error is re-checked as it changes, so the error goes once it is fixed.
    if (errors[field]) {
      const checked = checkOrder({ courseId: item.id, ...next });
      setErrors((previous) => ({
        ...previous,
        [field]: checked.ok ? undefined : checked.fields[field],
      }));
    }
  };

  const signInFirst = () => {
    flashToast(CHECKOUT_TOASTS.authRequired);
    navigate(checkoutSignInHref(item.id));
  };

  /** Answers whether the form stays busy (true while the browser leaves the page). */
  const send = async (): Promise<boolean> => {
    if ((await whenSessionKnown()).status !== 'signed-in') {
      signInFirst();
      return true;
    }
    const missing = missingFields(values);
    if (firstInvalidField(missing)) {
      toast(CHECKOUT_TOASTS.missing);
      showErrors(missing);
      return false;
    }
    const checked = checkOrder({ courseId: item.id, ...values });
    if (!checked.ok) {
      const { errors: found, other } = splitServerFields(checked.fields);
      setFormError(other);
      showErrors(found);
      return false;
    }
    const result = await submitOrder(checked.data);
    if (result.ok) {
      flashToast(CHECKOUT_TOASTS.submitted);
      navigate(item.kind === 'course' ? '/courses' : '/labs');
      return true;
    }
    if (result.status === 401) {
      forgetSession();
      signInFirst();
      return true;
    }
    if (result.status === 409 && result.code === 'duplicate_transaction') {
      toast({ ...CHECKOUT_TOASTS.failed, description: result.message });
      showErrors({ transactionId: result.message });
      return false;
    }
    if (result.status === 409) {
      // order_pending or already_enrolled: nothing to pay; the page shows the learner why.
      toast({
        title:
          result.code === 'already_enrolled'
            ? `You own this ${item.kind}`
            : 'Payment already submitted',
        description: result.message,
      });
      onAlreadyHandled();
      return false;
    }
    if (result.status === 429) {
      // Too many submissions this hour: the server's message says how long to wait.
      toast({ ...CHECKOUT_TOASTS.failed, description: result.message });
      return false;
    }
    if (result.status === 400 && result.fields) {
      const { errors: found, other } = splitServerFields(result.fields);
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
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    setFormError(undefined);
    const busy = await send();
    if (!busy) setSubmitting(false);
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-6">
      <PaymentMethodField
        idPrefix={fieldId('paymentMethod')}
        value={values.paymentMethod}
        error={errors.paymentMethod}
        onChange={(method) => update('paymentMethod', method)}
      />
      <PaymentInstructions
        headingId={`${idPrefix}-instructions`}
        method={values.paymentMethod}
        amount={item.priceBDT}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={fieldId('mobileNumber')}
          name="mobileNumber"
          label="Mobile number"
          type="tel"
          placeholder="01XXXXXXXXX"
          autoComplete="tel"
          required
          hint={`The ${methodLabel} number you paid from.`}
          value={values.mobileNumber}
          onChange={(event) => update('mobileNumber', event.target.value)}
          error={errors.mobileNumber}
        />
        <TextField
          id={fieldId('transactionId')}
          name="transactionId"
          label="Transaction ID"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          hint={`${TRANSACTION_ID_MIN} to ${TRANSACTION_ID_MAX} letters and digits, from the confirmation SMS.`}
          value={values.transactionId}
          onChange={(event) => update('transactionId', event.target.value)}
          error={errors.transactionId}
        />
      </div>
      {formError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {formError}
        </p>
      ) : null}
      <div>
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={submitting}>
          {submitting ? 'Submitting...' : 'Submit Payment Details'}
        </Button>
        <p className="mt-3 text-sm text-slate-700">
          We verify your payment within 24 hours and confirm your access by email.
        </p>
      </div>
    </form>
  );
}
