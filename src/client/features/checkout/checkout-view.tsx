import { lazy, Suspense, useState } from 'react';
import { ArrowLeftIcon } from '../../components/ui/icons';
import type { Order } from '../../../shared/schemas/order';
import type { CheckoutItem } from './checkout-item';
import { courseAccess, refreshSession, useSession } from '../../lib/session';
import { fetchMyOrders } from './checkout-api';
import { checkoutSignInHref, checkoutStatus } from './checkout-form';
import { OrderSummary } from './order-summary';
import { OwnedPanel, PendingPanel, RejectedNotice } from './order-status-panel';
import { PaymentForm } from './payment-form';
import type { BkashPaymentView } from '../../../shared/schemas/bkash';

// bKash's panels are their own chunk (bkash-panels.lazy.tsx): the first view stays in budget.
const BkashPanel = lazy(() =>
  import('./bkash-panels.lazy').then((module) => ({ default: module.BkashPanel })),
);
import { useHydrated } from '../../lib/use-hydrated';
import { useApiLoad } from '../../lib/use-api-load';
import { localePath } from '../../i18n/locale-path';
import { checkoutCopy as copy } from './checkout.copy';

/**
 * /checkout/{id}. The prerendered page is the payment form; once the learner is known, someone
 * with a payment waiting or the course already theirs sees that instead of a second form.
 */
export function CheckoutView({
  item,
  navigate = (href) => window.location.assign(localePath(href)),
}: {
  item: CheckoutItem;
  /** Where a submit leads (tests pass their own). */
  navigate?: (href: string) => void;
}) {
  // Long: the page's states (form, pending, owned) chosen in one place.
  const session = useSession();
  const hydrated = useHydrated();
  const signedIn = session.status === 'signed-in';
  const [orders, setOrders] = useState<Order[] | undefined>();
  const [reloads, setReloads] = useState(0);
  // The order just sent: the page becomes its confirmation (what happens now, and where to go).
  const [submitted, setSubmitted] = useState<Order>();
  // The course player sends a learner here when a lesson is not theirs yet.
  const notEnrolled = hydrated && window.location.search.includes('reason=not-enrolled');
  // bKash sends the browser back here with ?bkash=<paymentID>: its outcome, as the server found it.
  // Until it is known (undefined), or when it ends the payment, it replaces the page's states.
  const returnedFromBkash =
    (hydrated && signedIn && new URLSearchParams(window.location.search).get('bkash')) || '';
  // null: it could not be loaded; failed, cancelled or expired: the forms stay, with what happened
  const [bkashView, setBkashView] = useState<BkashPaymentView | null>();
  const bkashFinal =
    returnedFromBkash !== '' &&
    (bkashView === undefined || /^(enrolled|confirming|review)$/.test(bkashView?.state ?? ''));

  useApiLoad(signedIn ? String(reloads) : null, fetchMyOrders, (result) => {
    // Without the list the session's course lists decide; the server refuses a second payment.
    if (result.ok && Array.isArray(result.data)) setOrders(result.data);
  });

  const reload = () => {
    void refreshSession().then(() => setReloads((count) => count + 1));
  };

  const status = checkoutStatus(
    courseAccess(session, item.id),
    signedIn ? orders : undefined,
    item.id,
  );

  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-12">
        <a
          href={localePath(item.href)}
          className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand-800 hover:underline"
        >
          <ArrowLeftIcon className="h-4 w-4" /> {copy.backTo(item.kind)}
        </a>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {copy.heading}
        </h1>
        <p className="mt-2 max-w-2xl text-base text-slate-700">{copy.intro(item.title)}</p>
        {notEnrolled ? (
          <p className="mt-3 max-w-2xl text-base font-semibold text-slate-900">
            {copy.notEnrolled}
          </p>
        ) : null}
        <div className="mt-8 grid items-start gap-8 lg:grid-cols-3">
          <div className="lg:sticky lg:top-24 lg:col-start-3 lg:row-start-1">
            <OrderSummary item={item} />
          </div>
          <div className="flex min-w-0 flex-col gap-4 lg:col-span-2 lg:col-start-1 lg:row-start-1">
            {returnedFromBkash ? (
              <Suspense fallback={null}>
                <BkashPanel
                  part="return"
                  paymentId={returnedFromBkash}
                  item={item}
                  onView={setBkashView}
                />
              </Suspense>
            ) : null}
            {bkashFinal ? null : submitted?.paymentStatus === 'verified' ? (
              <Suspense fallback={null}>
                <BkashPanel part="enrolled" item={item} order={submitted} />
              </Suspense>
            ) : submitted ? (
              <PendingPanel order={submitted} focusOnShow justSubmitted />
            ) : status.kind === 'owned' ? (
              <OwnedPanel item={item} focusOnShow={reloads > 0} />
            ) : status.kind === 'pending' ? (
              <PendingPanel order={status.order} focusOnShow={reloads > 0} />
            ) : (
              <>
                {hydrated && session.status === 'signed-out' ? (
                  <p className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-800">
                    {copy.signInBefore}
                    <a
                      href={localePath(checkoutSignInHref(item.id))}
                      className="font-semibold text-brand-800 underline"
                    >
                      {copy.signInLink}
                    </a>
                    {copy.signInAfter}
                  </p>
                ) : null}
                {status.rejected ? <RejectedNotice order={status.rejected} /> : null}
                {signedIn ? (
                  <Suspense fallback={null}>
                    <BkashPanel part="pay" item={item} navigate={navigate} />
                  </Suspense>
                ) : null}
                <section
                  aria-labelledby="payment-details-heading"
                  className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
                >
                  <h2
                    id="payment-details-heading"
                    className="mb-5 text-xl font-bold tracking-tight text-slate-900"
                  >
                    {copy.paymentDetails}
                  </h2>
                  <PaymentForm
                    item={item}
                    navigate={navigate}
                    onAlreadyHandled={reload}
                    onSubmitted={(order) => {
                      setSubmitted(order);
                      window.scrollTo({ top: 0 });
                      reload();
                    }}
                  />
                </section>
              </>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
