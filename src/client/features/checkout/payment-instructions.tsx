import { CopyButton } from '../../components/ui/copy-button';
import { siteSetting } from '../../lib/site-settings';
import { formatPrice } from '../../i18n/format.copy';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '../../../shared/schemas/order-labels';
import { receivingNumber } from './payment-method-field';
import { checkoutCopy } from './checkout.copy';

const copy = checkoutCopy.instructions;

/**
 * How to pay with the chosen method: the amount, the receiving number (with a Copy button, for
 * pasting into the app) and where the ID is.
 */
export function PaymentInstructions({
  headingId,
  method,
  amount,
}: {
  headingId: string;
  method: PaymentMethod;
  amount: number;
}) {
  const label = PAYMENT_METHOD_LABELS[method];
  const number = receivingNumber(method);
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-slate-50 p-4 sm:p-5"
    >
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        {copy.heading(formatPrice(amount), label)}
      </h3>
      <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-sm text-slate-800">
        <li>{copy.open(label)}</li>
        <li>
          {copy.chooseBefore}
          <strong>{copy.sendMoney}</strong>
          {copy.chooseAfter}
          <span className="font-mono font-semibold whitespace-nowrap text-slate-900">{number}</span>
          {copy.numberAfter}
          <CopyButton text={() => number} what={copy.copyWhat} className="align-middle" />
        </li>
        <li>
          {copy.amountBefore}
          <strong>{formatPrice(amount)}</strong>
          {copy.amountAfter}
        </li>
        <li>{copy.note}</li>
        <li>{copy.enter}</li>
      </ol>
      {/* Empty (and hidden) once the academy has configured its own numbers. */}
      <p className="mt-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 empty:hidden">
        {siteSetting('payment-numbers-note')}
      </p>
    </section>
  );
}
