import type { ComponentType } from 'react';
import type { CheckoutItem } from '../../features/checkout/checkout-item';
import { CheckoutView } from '../../features/checkout/checkout-view';
import { NotOnSale } from '../../features/checkout/not-on-sale';
import { checkoutCopy } from '../../features/checkout/checkout.copy';
import { formatPrice } from '../../i18n/format.copy';
import type { PageModule, PageProps } from '../page';

/** The attribute that carries the prerendered item to the browser. */
const ITEM_ATTRIBUTE = 'data-checkout-item';

/** Filled by `prepare`, by route id: from the catalogue while prerendering, else from the page. */
const items = new Map<string, CheckoutItem>();

/**
 * Loaded by `prepare` only for an unknown id: the checkout is the page closest to the first-view
 * JavaScript budget, and a buyer never sees this view.
 */
let CourseNotFound: ComponentType | undefined;

/** The item the prerendered page carries, if it is this route's. */
function itemOnPage(id: string): CheckoutItem | undefined {
  const carried = document.querySelector(`[${ITEM_ATTRIBUTE}]`)?.getAttribute(ITEM_ATTRIBUTE);
  if (!carried) return undefined;
  const item = JSON.parse(carried) as CheckoutItem;
  return item.id === id ? item : undefined;
}

function CheckoutPage({ route }: PageProps) {
  const item = items.get(route.id);
  if (item && !item.onSale) {
    return (
      <div {...{ [ITEM_ATTRIBUTE]: JSON.stringify(item) }}>
        <NotOnSale item={item} />
      </div>
    );
  }
  if (item) {
    return (
      <div {...{ [ITEM_ATTRIBUTE]: JSON.stringify(item) }}>
        <CheckoutView item={item} />
      </div>
    );
  }
  return CourseNotFound ? <CourseNotFound /> : null;
}

export const page: PageModule = {
  Page: CheckoutPage,
  prepare: async (route) => {
    const item =
      typeof document === 'undefined'
        ? (await import('../../features/checkout/checkout-catalogue')).checkoutItemFor(route.id)
        : itemOnPage(route.id);
    if (item) {
      items.set(route.id, item);
      return;
    }
    CourseNotFound = (await import('../../features/courses/course-not-found')).CourseNotFound;
  },
  meta: (route) => {
    const item = items.get(route.id);
    const copy = checkoutCopy.meta;
    if (!item) {
      return {
        title: copy.notFoundTitle,
        description: copy.notFoundDescription,
        status: 404,
        noindex: true,
      };
    }
    if (!item.onSale) {
      return {
        title: copy.notOnSaleTitle(item.title),
        description: copy.notOnSaleDescription(item.title),
        noindex: true,
      };
    }
    return {
      title: copy.title(item.title),
      description: copy.description(formatPrice(item.priceBDT), item.title),
      // A personal step, not a page to find through search.
      noindex: true,
    };
  },
};
