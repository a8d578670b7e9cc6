import type { CheckoutItem } from './checkout-item';
import { useEffect, useRef, type ReactNode } from 'react';
import { ButtonLink } from '../../components/ui/button';
import { CheckIcon, ClockIcon } from '../../components/ui/icons';
import { formatPrice, formatTimeInDhaka } from '../../i18n/format.copy';
import type { Order } from '../../../shared/schemas/order';
import { PAYMENT_METHOD_LABELS } from '../../../shared/schemas/order-labels';
import { VERIFICATION_HOURS } from '../../../shared/schemas/payment-rules';
import { localePath } from '../../i18n/locale-path';
import { checkoutCopy as copy } from './checkout.copy';

export function Panel({
  heading,
  icon,
  tone,
  focusOnShow,
  children,
}: {
  heading: string;
  icon: ReactNode;
  tone: 'pending' | 'owned';
  /** After a submit turned out to be unneeded, the form is gone: focus moves to the news. */
  focusOnShow: boolean;
  children: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) headingRef.current?.focus();
  }, [focusOnShow]);
  return (
    <section
      aria-labelledby="checkout-status-heading"
      className={`rounded-xl border p-6 shadow-sm sm:p-8 ${
        tone === 'owned' ? 'border-green-200 bg-green-50' : 'border-amber-200 bg-amber-50'
      }`}
    >
      <div className="flex items-start gap-3">
        <span
          className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-full ${
            tone === 'owned' ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-900'
          }`}
        >
          {icon}
        </span>
        <h2
          id="checkout-status-heading"
          ref={headingRef}
          tabIndex={-1}
          className="pt-1.5 text-xl font-bold tracking-tight text-slate-900"
        >
          {heading}
        </h2>
      </div>
      {children}
    </section>
  );
}

/** Shown instead of a second payment form while the first one waits for staff. */
export function PendingPanel({
  order,
  focusOnShow,
  justSubmitted = false,
}: {
  order: Order | undefined;
  focusOnShow: boolean;
  /** Right after the learner sent it: the page is its confirmation. */
  justSubmitted?: boolean;
}) {
  const details = order
    ? [
        { term: copy.details.order, detail: order.id },
        { term: copy.details.for, detail: order.courseTitle },
        { term: copy.details.method, detail: PAYMENT_METHOD_LABELS[order.paymentMethod] },
        { term: copy.details.amount, detail: formatPrice(order.amount) },
        { term: copy.details.transactionId, detail: order.transactionId },
        { term: copy.details.paidFrom, detail: order.mobileNumber },
        {
          term: copy.details.submitted,
          detail: <time dateTime={order.createdAt}>{formatTimeInDhaka(order.createdAt)}</time>,
        },
      ]
    : [];
  return (
    <Panel
      heading={justSubmitted ? copy.pending.received : copy.pending.waiting}
      icon={<ClockIcon className="h-5 w-5" />}
      tone="pending"
      focusOnShow={focusOnShow}
    >
      {justSubmitted && order ? (
        <p className="mt-4 text-base text-slate-800">
          {copy.pending.thanks(order.transactionId, PAYMENT_METHOD_LABELS[order.paymentMethod])}
        </p>
      ) : null}
      <p className="mt-4 text-base text-slate-800">{copy.pending.promise(VERIFICATION_HOURS)}</p>
      {details.length > 0 ? (
        <dl className="mt-5 grid gap-x-6 gap-y-3 rounded-lg border border-amber-200 bg-white p-4 text-sm sm:grid-cols-2">
          {details.map(({ term, detail }) => (
            <div key={term}>
              <dt className="text-slate-700">{term}</dt>
              <dd className="mt-0.5 font-semibold break-all text-slate-900">{detail}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink href={localePath('/dashboard')}>{copy.dashboard}</ButtonLink>
      </div>
    </Panel>
  );
}

/** Shown instead of the payment form to a learner who already has the course or programme. */
export function OwnedPanel({ item, focusOnShow }: { item: CheckoutItem; focusOnShow: boolean }) {
  return (
    <Panel
      heading={copy.owned.heading(item.kind)}
      icon={<CheckIcon className="h-5 w-5" />}
      tone="owned"
      focusOnShow={focusOnShow}
    >
      <p className="mt-4 text-base text-slate-800">{copy.owned.body}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink href={localePath(item.href)}>{copy.owned.goTo(item.kind)}</ButtonLink>
        <ButtonLink href={localePath('/dashboard')} variant="outline">
          {copy.dashboard}
        </ButtonLink>
      </div>
    </Panel>
  );
}

/** Above the form after a rejection, so the learner sees why and can try again. */
export function RejectedNotice({ order }: { order: Order }) {
  return (
    <div className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      <p className="font-semibold">
        {copy.rejected.heading(order.transactionId, order.reviewNote)}
      </p>
      <p className="mt-1">{copy.rejected.again}</p>
    </div>
  );
}
