/**
 * Why a product cannot be bought at all, whoever asks: what the server answers (409
 * not_on_sale) and checkout shows for a programme in preparation.
 * Apart from order.ts, so that pages that only read orders (the dashboard) do not carry it.
 */
export const PRODUCT_MESSAGES = {
  notOnSale:
    'This programme is not on sale yet: its labs are still being built. Its page can tell you when it opens.',
} as const;
