import { useCallback, useEffect, useRef, useState } from 'react';
import { ButtonLink } from '../../components/ui/button';
import { CheckIcon, ClockIcon } from '../../components/ui/icons';
import { formatPrice } from '../../i18n/format.copy';
import type { BkashAvailability, BkashPaymentView } from '../../../shared/schemas/bkash';
import type { Order } from '../../../shared/schemas/order';
import { apiRequest } from '../../lib/api-client';
import { useApiLoad } from '../../lib/use-api-load';
import type { CheckoutItem } from './checkout-item';
import { Panel } from './order-status-panel';
import { localePath } from '../../i18n/locale-path';
import { bkashPanelsCopy as copy } from './bkash-panels.copy';
import { checkoutCopy } from './checkout.copy';
import { checkoutMessagesCopy } from './checkout-messages.copy';

const { say } = checkoutMessagesCopy;

// Pay with bKash's panels: a chunk of their own, loaded after the checkout's first view (whose
// JavaScript has a budget), and only where they show.

/** GET /api/payments/bkash: whether this server offers Pay with bKash. */
function fetchAvailability() {
  return apiRequest<BkashAvailability>('/api/payments/bkash');
}

/**
 * "Pay with bKash": one button with the amount; the server creates the payment at bKash and the
 * browser goes to bKash's own page. Nothing shows where bKash is not configured (the manual
 * forms below are the way to pay there).
 */
function BkashPayPanel({
  item,
  navigate,
}: {
  item: CheckoutItem;
  navigate: (href: string) => void;
}) {
  const [availability, setAvailability] = useState<BkashAvailability>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  useApiLoad('bkash', fetchAvailability, (result) => {
    if (result.ok) setAvailability(result.data);
  });
  if (!availability?.enabled) return null;

  const pay = async () => {
    setBusy(true);
    setError(undefined);
    const result = await apiRequest<{ paymentId: string; bkashUrl: string }>(
      '/api/payments/bkash',
      { method: 'POST', body: { courseId: item.id } },
    );
    if (result.ok) {
      navigate(result.data.bkashUrl);
      return;
    }
    setBusy(false);
    setError(say(result.message));
  };

  return (
    <section
      aria-labelledby="bkash-pay-heading"
      className="rounded-xl border border-pink-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id="bkash-pay-heading" className="text-xl font-bold tracking-tight text-slate-900">
        {copy.payHeading}
      </h2>
      <p className="mt-2 text-base text-slate-700">{copy.payIntro(formatPrice(item.priceBDT))}</p>
      {availability.simulated ? (
        <p className="mt-3 rounded-md bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900">
          {copy.simulator}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-900">
          {error}
        </p>
      ) : null}
      {/* bKash's own pink (white on #e2136e: 4.6:1), so the learner knows whose page comes next */}
      <button
        type="button"
        className="mt-5 inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-[#e2136e] px-5 py-2.5 text-base font-semibold text-white shadow-sm hover:bg-[#c20f5e] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[#e2136e] disabled:opacity-70 sm:w-auto"
        disabled={busy}
        aria-busy={busy}
        onClick={() => void pay()}
      >
        {busy ? copy.opening : copy.payButton(formatPrice(item.priceBDT))}
      </button>
      <p className="mt-4 text-sm text-slate-700">{copy.payOtherWay}</p>
    </section>
  );
}

function BkashOutcomePanel({
  view,
  item,
  asks,
  askAgain,
}: {
  view: BkashPaymentView;
  item: CheckoutItem;
  asks: number;
  askAgain: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [view.state]);
  useEffect(() => {
    // Being confirmed (bKash slow, or the sweeper to finish it): ask again, for two minutes.
    if (view.state !== 'confirming' || asks >= 40) return;
    const timer = setTimeout(askAgain, 3_000);
    return () => clearTimeout(timer);
  }, [view, asks, askAgain]);
  const enrolled = view.state === 'enrolled';
  const way = item.kind === 'course' ? `/learn/${item.id}` : item.href;
  return (
    <section
      aria-labelledby="bkash-outcome-heading"
      className={`rounded-xl border p-6 shadow-sm sm:p-8 ${
        enrolled ? 'border-green-200 bg-green-50' : 'border-amber-200 bg-amber-50'
      }`}
    >
      <div className="flex items-start gap-3">
        <span
          className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-full ${
            enrolled ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-900'
          }`}
        >
          {enrolled ? <CheckIcon className="h-5 w-5" /> : <ClockIcon className="h-5 w-5" />}
        </span>
        <h2
          id="bkash-outcome-heading"
          ref={headingRef}
          tabIndex={-1}
          className="pt-1.5 text-xl font-bold tracking-tight text-slate-900"
        >
          {enrolled
            ? checkoutCopy.enrolled
            : view.state === 'review'
              ? copy.received
              : copy.confirming}
        </h2>
      </div>
      <p className="mt-4 text-base text-slate-800" role="status">
        {say(view.message)}
      </p>
      <dl className="mt-5 grid gap-x-6 gap-y-3 rounded-lg border border-slate-200 bg-white p-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-700">{checkoutCopy.details.for}</dt>
          <dd className="mt-0.5 font-semibold text-slate-900">{view.courseTitle}</dd>
        </div>
        <div>
          <dt className="text-slate-700">{checkoutCopy.details.amount}</dt>
          <dd className="mt-0.5 font-semibold text-slate-900">{formatPrice(view.amount)}</dd>
        </div>
        <div>
          <dt className="text-slate-700">{checkoutCopy.details.method}</dt>
          <dd className="mt-0.5 font-semibold text-slate-900">bKash</dd>
        </div>
        {view.trxId ? (
          <div>
            <dt className="text-slate-700">{checkoutCopy.details.transactionId}</dt>
            <dd className="mt-0.5 font-semibold break-all text-slate-900">{view.trxId}</dd>
          </div>
        ) : null}
        <div className="sm:col-span-2">
          <dt className="text-slate-700">{checkoutCopy.details.order}</dt>
          <dd className="mt-0.5 font-semibold break-all text-slate-900">{view.orderId}</dd>
        </div>
      </dl>
      {enrolled ? <p className="mt-4 text-sm text-slate-700">{copy.receiptEmailed}</p> : null}
      <div className="mt-6 flex flex-wrap gap-3">
        {enrolled ? (
          <ButtonLink href={localePath(way)}>
            {item.kind === 'course' ? copy.startLearning : copy.goToProgramme}
          </ButtonLink>
        ) : null}
        <ButtonLink href={localePath('/dashboard')} variant={enrolled ? 'outline' : 'primary'}>
          {checkoutCopy.dashboard}
        </ButtonLink>
      </div>
    </section>
  );
}

/** Above the forms after a payment that did not go through: what happened, and nothing lost. */
function BkashFailedNotice({ view }: { view: BkashPaymentView }) {
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900"
    >
      <p className="font-semibold">
        {view.state === 'cancelled' ? copy.cancelled : copy.notCompleted}
      </p>
      <p className="mt-1">{say(view.message)}</p>
    </div>
  );
}

/**
 * Right after a typed bKash transaction ID that bKash's own records confirmed: the learner is
 * enrolled, with the way in.
 */
function EnrolledPanel({ item, order }: { item: CheckoutItem; order: Order }) {
  return (
    <Panel
      heading={checkoutCopy.enrolled}
      icon={<CheckIcon className="h-5 w-5" />}
      tone="owned"
      focusOnShow
    >
      <p className="mt-4 text-base text-slate-800" role="status">
        {copy.enrolledMessage}
      </p>
      <p className="mt-2 text-sm text-slate-700">
        {copy.enrolledDetails(order.transactionId, formatPrice(order.amount))}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink href={localePath(item.kind === 'course' ? `/learn/${item.id}` : item.href)}>
          {item.kind === 'course' ? copy.startLearning : copy.goToProgramme}
        </ButtonLink>
        <ButtonLink href={localePath('/dashboard')} variant="outline">
          {checkoutCopy.dashboard}
        </ButtonLink>
      </div>
    </Panel>
  );
}

/**
 * The outcome of a payment bKash sent the browser back from, as the server found it, and a way
 * to ask again (the outcome panel does while bKash is still confirming it).
 */
function useBkashReturn(paymentId: string | undefined) {
  // null: the payment could not be loaded (not this learner's, or no connection)
  const [view, setView] = useState<BkashPaymentView | null>();
  const [asks, setAsks] = useState(0);
  useApiLoad(
    paymentId ? `${paymentId}:${asks}` : null,
    () =>
      apiRequest<BkashPaymentView>(`/api/payments/bkash/${encodeURIComponent(paymentId ?? '')}`),
    (result) => {
      if (result.ok) setView(result.data);
      else if (!view) setView(null);
    },
  );
  const askAgain = useCallback(() => setAsks((count) => count + 1), []);
  return { view, asks, askAgain };
}

/**
 * After bKash's redirect: loads the payment's outcome, tells the page (which hides its forms
 * while the outcome ends the payment), and shows it: the outcome panel, or what went wrong.
 */
function BkashReturn({
  paymentId,
  item,
  onView,
}: {
  paymentId: string;
  item: CheckoutItem;
  onView: (view: BkashPaymentView | null) => void;
}) {
  const { view, asks, askAgain } = useBkashReturn(paymentId);
  useEffect(() => {
    if (view !== undefined) onView(view);
  }, [view, onView]);
  if (!view) return null;
  if (view.state === 'enrolled' || view.state === 'confirming' || view.state === 'review') {
    return <BkashOutcomePanel view={view} item={item} asks={asks} askAgain={askAgain} />;
  }
  return <BkashFailedNotice view={view} />;
}

/** One lazy component for checkout's bKash parts (one chunk, one wrapper in the first view). */
export type BkashPanelProps =
  | { part: 'pay'; item: CheckoutItem; navigate: (href: string) => void }
  | {
      part: 'return';
      paymentId: string;
      item: CheckoutItem;
      onView: (view: BkashPaymentView | null) => void;
    }
  | { part: 'enrolled'; item: CheckoutItem; order: Order };

export function BkashPanel(props: BkashPanelProps) {
  switch (props.part) {
    case 'pay':
      return <BkashPayPanel item={props.item} navigate={props.navigate} />;
    case 'return':
      return <BkashReturn paymentId={props.paymentId} item={props.item} onView={props.onView} />;
    default:
      return <EnrolledPanel item={props.item} order={props.order} />;
  }
}
