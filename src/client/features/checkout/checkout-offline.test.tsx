// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { submitCheckoutAsLearner } from '../../../../tests/helpers/checkout-page';
import { fakeApi, setupDom, toastTexts } from '../../../../tests/helpers/dom';
import { buttonByText, inputNamed } from '../../../../tests/helpers/queries';
import { findCourse } from '../../../shared/catalogue/courses';
import { courseCheckoutItem } from './checkout-item';

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
    await submitCheckoutAsLearner({ dom, api: { answer, json } }, item, 'ABCD1234');
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
