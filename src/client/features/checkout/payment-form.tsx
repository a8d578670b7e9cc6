import type { Order } from '../../../shared/schemas/order';
import { Button } from '../../components/ui/button';
import { PAYMENT_METHOD_LABELS } from '../../../shared/schemas/order-labels';
import { TRANSACTION_ID_MAX, TRANSACTION_ID_MIN } from '../../../shared/schemas/payment-rules';
import { VERIFICATION_HOURS } from '../../../shared/schemas/payment-rules';
import type { CheckoutItem } from './checkout-item';
import { TextField } from '../../components/ui/form-field';
import type { CheckoutErrors, CheckoutField as Field, CheckoutValues } from './checkout-form';
import { PaymentInstructions } from './payment-instructions';
import { PaymentMethodField } from './payment-method-field';
import { usePaymentForm } from './use-payment-form';
import { checkoutCopy } from './checkout.copy';

const copy = checkoutCopy.form;

/** The number paid from and the transaction ID, side by side. */
function PaymentDetailsFields({
  fieldId,
  values,
  errors,
  update,
}: {
  fieldId: (field: Field) => string;
  values: CheckoutValues;
  errors: CheckoutErrors;
  update: (field: Field, value: string) => void;
}) {
  const methodLabel = PAYMENT_METHOD_LABELS[values.paymentMethod];
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        id={fieldId('mobileNumber')}
        name="mobileNumber"
        label={copy.mobileLabel}
        type="tel"
        placeholder="01XXXXXXXXX"
        autoComplete="tel"
        required
        hint={copy.mobileHint(methodLabel)}
        value={values.mobileNumber}
        onChange={(event) => update('mobileNumber', event.target.value)}
        error={errors.mobileNumber}
      />
      <TextField
        id={fieldId('transactionId')}
        name="transactionId"
        label={copy.transactionLabel}
        type="text"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
        hint={copy.transactionHint(TRANSACTION_ID_MIN, TRANSACTION_ID_MAX)}
        value={values.transactionId}
        onChange={(event) => update('transactionId', event.target.value)}
        error={errors.transactionId}
      />
    </div>
  );
}

export function PaymentForm({
  item,
  navigate,
  onAlreadyHandled,
  onSubmitted,
}: {
  item: CheckoutItem;
  navigate: (href: string) => void;
  /** The server says a payment is pending or the course is owned: the page shows which. */
  onAlreadyHandled: () => void;
  /** The order was received: the page shows what happens now. */
  onSubmitted: (order: Order) => void;
}) {
  const { idPrefix, fieldId, values, errors, formError, submitting, update, submit } =
    usePaymentForm({ item, navigate, onAlreadyHandled, onSubmitted });

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
      <PaymentDetailsFields fieldId={fieldId} values={values} errors={errors} update={update} />
      {formError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {formError}
        </p>
      ) : null}
      <div>
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={submitting}>
          {submitting ? copy.submitting : copy.submit}
        </Button>
        <p className="mt-3 text-sm text-slate-700">{copy.promise(VERIFICATION_HOURS)}</p>
      </div>
    </form>
  );
}
