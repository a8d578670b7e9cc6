import { Badge } from '../../components/ui/badge';
import { formatPrice } from '../../i18n/format.copy';
import type { CheckoutItem } from './checkout-item';
import { localePath } from '../../i18n/locale-path';
import { checkoutCopy } from './checkout.copy';

const copy = checkoutCopy.summary;

/** What is being bought and for how much (the server charges the same catalogue price). */
export function OrderSummary({ item }: { item: CheckoutItem }) {
  return (
    <section
      aria-labelledby="order-summary-heading"
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2
        id="order-summary-heading"
        className="text-sm font-semibold uppercase tracking-wide text-slate-700"
      >
        {copy.heading}
      </h2>
      <div className="mt-4 flex items-start gap-3">
        <span className="text-4xl" aria-hidden="true">
          {item.icon}
        </span>
        <div className="min-w-0">
          <p className="text-lg font-bold text-slate-900">
            <a href={localePath(item.href)} className="hover:text-brand-800 hover:underline">
              {item.title}
            </a>
          </p>
          <Badge variant="brand" className="mt-1">
            {copy.badge}
          </Badge>
        </div>
      </div>
      <ul className="mt-4 space-y-1 text-sm text-slate-700">
        {/* The labs are the course page's to describe: this page is within bytes of its budget. */}
        <li>{item.facts}</li>
        {item.kind === 'course' ? (
          <>
            <li>{copy.certificate}</li>
            <li>{copy.guarantee}</li>
          </>
        ) : (
          <li>{copy.terminal}</li>
        )}
      </ul>
      <div className="mt-5 flex items-baseline justify-between gap-3 border-t border-slate-200 pt-4">
        <p className="text-base font-semibold text-slate-900">{copy.total}</p>
        <p className="text-2xl font-bold text-slate-900">{formatPrice(item.priceBDT)}</p>
      </div>
    </section>
  );
}
