import { ArrowLeftIcon } from '../../components/ui/icons';
import { buttonClasses } from '../../components/ui/button';
import type { CheckoutItem } from './checkout-item';
import { localePath } from '../../i18n/locale-path';
import { checkoutCopy } from './checkout.copy';

const copy = checkoutCopy.notOnSale;

/** Checkout of a programme in preparation: no payment form, the reason and the way back. */
export function NotOnSale({ item }: { item: CheckoutItem }) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6">
      <p className="text-5xl" aria-hidden="true">
        {item.icon}
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">
        {copy.heading(item.title)}
      </h1>
      <p className="mt-3 text-base text-slate-700">{copy.reason}</p>
      <a href={localePath(item.href)} className={buttonClasses('primary', 'md', 'mt-8')}>
        <ArrowLeftIcon /> {copy.back}
      </a>
    </section>
  );
}
