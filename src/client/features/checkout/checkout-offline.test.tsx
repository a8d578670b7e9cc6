// @vitest-environment jsdom
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, settle, setupDom, setValue, toastTexts } from '../../../../tests/helpers/dom';
import { buttonByText, inputNamed } from '../../../../tests/helpers/queries';
import { findCourse } from '../../../shared/catalogue/courses';
import { refreshSession } from '../../lib/session';
import { courseCheckoutItem } from './checkout-item';
import { CheckoutView } from './checkout-view';

// The order checks are a chunk loaded on first input; here the connection drops before it comes.
vi.mock('./order-checks.lazy', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const found = findCourse('docker-fundamentals');
if (!found) throw new Error('missing course');
const item = courseCheckoutItem(found);

const dom = setupDom();
const { container, consoleError } = dom;
const { answer, json, calls } = fakeApi();

beforeEach(() => {
  sessionStorage.clear();
});

describe('checkout when its order checks cannot be loaded', () => {
  it('says the payment was not submitted, sends nothing and keeps what was typed', async () => {
    consoleError.mockImplementation(() => undefined);
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
    setValue(inputNamed(container, 'transactionId'), 'ABCD1234');
    act(() => buttonByText(container, 'Submit Payment Details').click());
    await act(async () => {
      await vi.waitFor(() => expect(toastTexts()).not.toEqual([]), { timeout: 5_000 });
    });
    await settle();
    expect(toastTexts()).toEqual([
      {
        title: 'Error submitting payment',
        description: 'Please try again or contact support.',
        variant: 'destructive',
      },
    ]);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(buttonByText(container, 'Submit Payment Details').disabled).toBe(false);
    expect((inputNamed(container, 'transactionId') as HTMLInputElement).value).toBe('ABCD1234');
    expect(consoleError).toHaveBeenCalledWith(
      'Error submitting payment',
      'the order checks did not load',
    );
    // The one error expected here (the dom helper fails a test on any other).
    consoleError.mockClear();
  });
});
