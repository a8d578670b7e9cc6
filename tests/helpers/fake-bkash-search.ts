import type {
  BkashAnswer,
  BkashCallContext,
  BkashClient,
  BkashTransaction,
} from '../../src/server/payments/bkash-types';

/** The merchant short code the fake's settings name. */
export const FAKE_SHORT_CODE = 'SHIKHON01';

export interface FakeBkashSearch extends BkashClient {
  /** Every search asked, in order, with the order it was tagged with. */
  searches: { trxId: string; orderId: string | undefined }[];
  /** The most searches that were running at one moment. */
  mostAtOnce: number;
}

/**
 * A BkashClient whose only working call is search, answering from `known` (a trxID bKash does
 * not know answers not_found; a function answers as it likes). Each search takes `delayMs`, so
 * a test can see how many run at once. The calls that move money refuse: the reconciliation
 * must never make one.
 */
export function fakeBkashSearch(
  known: Record<
    string,
    Partial<BkashTransaction> | (() => BkashAnswer<BkashTransaction>) | undefined
  >,
  options: { delayMs?: number } = {},
): FakeBkashSearch {
  let running = 0;
  const refuse = () =>
    Promise.resolve({
      ok: false as const,
      kind: 'declined' as const,
      code: 'test',
      message: 'not part of this fake',
    });
  const fake: FakeBkashSearch = {
    searches: [],
    mostAtOnce: 0,
    settings: {
      baseUrl: 'http://127.0.0.1:9/tokenized/checkout',
      appKey: 'key',
      appSecret: 'secret',
      username: 'user',
      password: 'password',
      shortCode: FAKE_SHORT_CODE,
      timeoutMs: 1000,
      simulated: true,
    },
    create: refuse,
    execute: refuse,
    status: refuse,
    refund: refuse,
    refundStatus: refuse,
    async search(trxId: string, context?: BkashCallContext) {
      fake.searches.push({ trxId, orderId: context?.orderId });
      running += 1;
      fake.mostAtOnce = Math.max(fake.mostAtOnce, running);
      try {
        await new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 0));
        const entry = known[trxId];
        if (typeof entry === 'function') return entry();
        if (!entry) {
          return { ok: false, kind: 'not_found', code: '2117', message: 'Invalid trxID' };
        }
        return {
          ok: true,
          value: {
            trxId,
            transactionStatus: 'Completed',
            transactionType: 'bKash Tokenized Checkout via API',
            amount: 1000,
            currency: 'BDT',
            customerMsisdn: '01712345678',
            organizationShortCode: FAKE_SHORT_CODE,
            completedTime: '2026-11-30T04:00:00.000Z',
            ...entry,
          },
        };
      } finally {
        running -= 1;
      }
    },
  };
  return fake;
}
