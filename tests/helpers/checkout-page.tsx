import { act } from 'react';
import { expect, vi } from 'vitest';
import type { CheckoutItem } from '../../src/client/features/checkout/checkout-item';
import { CheckoutView } from '../../src/client/features/checkout/checkout-view';
import { refreshSession } from '../../src/client/lib/session';
import { settle, setValue, toastTexts, type Dom, type FakeApi } from './dom';
import { buttonByText, inputNamed } from './queries';

/**
 * A signed-in learner with nothing bought on `item`'s checkout (Pay with bKash off), who types a
 * mobile number and `transactionId` and presses Submit. Resolves once the submission's toast is
 * up: the order checks are a chunk loaded on first input, so the answer comes once they are in.
 */
export async function submitCheckoutAsLearner(
  { dom, api }: { dom: Dom; api: Pick<FakeApi, 'answer' | 'json'> },
  item: CheckoutItem,
  transactionId: string,
) {
  const { answer, json } = api;
  const { container } = dom;
  answer('GET', '/api/me', () =>
    json(200, {
      user: {
        email: 'nusrat@example.com',
        name: 'Nusrat',
        isStaff: false,
        courses: { enrolled: [], pending: [] },
      },
    }),
  );
  answer('GET', '/api/orders', () => json(200, []));
  answer('GET', '/api/payments/bkash', () => json(200, { enabled: false, simulated: false }));
  await act(async () => {
    await refreshSession();
  });
  await dom.hydrate(<CheckoutView item={item} navigate={vi.fn<(href: string) => void>()} />);
  setValue(inputNamed(container, 'mobileNumber'), '01712345678');
  setValue(inputNamed(container, 'transactionId'), transactionId);
  act(() => buttonByText(container, 'Submit Payment Details').click());
  await act(async () => {
    await vi.waitFor(() => expect(toastTexts()).not.toEqual([]), { timeout: 5_000 });
  });
  await settle();
}
