import { siteSetting } from '../../lib/site-settings';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '../../../shared/schemas/order-labels';
import { checkoutCopy } from './checkout.copy';

/** The receiving number of each method, as the server configured it (see site-settings). */
export function receivingNumber(method: PaymentMethod): string {
  return siteSetting(method === 'bkash' ? 'bkash-number' : 'nagad-number');
}

/**
 * 'Payment method': two real radio inputs named exactly 'bKash' and 'Nagad'. Each card also
 * shows its receiving number, so both numbers are in the prerendered page whatever is chosen.
 */
export function PaymentMethodField({
  idPrefix,
  value,
  error,
  onChange,
}: {
  idPrefix: string;
  value: PaymentMethod;
  error: string | undefined;
  onChange: (method: PaymentMethod) => void;
}) {
  const errorId = `${idPrefix}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-semibold text-slate-900">{checkoutCopy.method.legend}</legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {PAYMENT_METHODS.map((method) => {
          const id = `${idPrefix}-${method}`;
          return (
            <div
              key={method}
              className="relative rounded-lg border border-slate-300 bg-white p-4 transition-colors hover:border-brand-700 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:ring-1 has-[:checked]:ring-brand-700"
            >
              <div className="flex items-center gap-3">
                <input
                  id={id}
                  type="radio"
                  name="paymentMethod"
                  value={method}
                  checked={value === method}
                  onChange={() => onChange(method)}
                  aria-describedby={`${id}-number`}
                  className="relative z-10 h-5 w-5 accent-brand-700"
                />
                {/* The label covers the card, so any click on it chooses; the radio sits above it. */}
                <label
                  htmlFor={id}
                  className="cursor-pointer text-base font-semibold text-slate-900 after:absolute after:inset-0 after:rounded-lg"
                >
                  {PAYMENT_METHOD_LABELS[method]}
                </label>
              </div>
              <p id={`${id}-number`} className="mt-1 pl-8 text-sm text-slate-700">
                {checkoutCopy.method.receivingNumber}{' '}
                <span className="font-mono font-semibold whitespace-nowrap text-slate-900">
                  {receivingNumber(method)}
                </span>
              </p>
            </div>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
