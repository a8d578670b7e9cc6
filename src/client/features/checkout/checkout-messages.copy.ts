import type { CopyShape } from '../../../shared/i18n/copy';

/**
 * What the server (and the order form's shared checks) say about a payment, in the page's
 * language: they write English, so an English page shows their words as they are. Loaded with
 * the order checks and bKash's panels, not with the checkout's first view.
 */
export const checkoutMessagesCopy = {
  say: (message: string) => message,
};

export type CheckoutMessagesCopy = CopyShape<typeof checkoutMessagesCopy>;
