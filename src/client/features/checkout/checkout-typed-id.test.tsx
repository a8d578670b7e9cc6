// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { submitCheckoutAsLearner } from '../../../../tests/helpers/checkout-page';
import { fakeApi, setupDom, toastTexts } from '../../../../tests/helpers/dom';
import { anOrder } from '../../../../tests/helpers/order-factory';
import { findCourse } from '../../../shared/catalogue/courses';
import { BKASH_MESSAGES } from '../../../shared/schemas/bkash';
import type { Order } from '../../../shared/schemas/order';
import { courseCheckoutItem } from './checkout-item';

const found = findCourse('docker-fundamentals');
if (!found) throw new Error('missing course');
const course = found;
const item = courseCheckoutItem(course);

const dom = setupDom();
const { container } = dom;
const { answer, json } = fakeApi();

const text = () => container.textContent.replace(/\s+/g, ' ');
const links = () =>
  [...container.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);

/** A signed-in learner with nothing bought, on this course's checkout, who sends a bKash ID. */
async function submitAnsweredWith(order: Order) {
  answer('POST', '/api/orders', () => json(201, order));
  await submitCheckoutAsLearner({ dom, api: { answer, json } }, item, order.transactionId);
}

beforeEach(() => {
  sessionStorage.clear();
  // jsdom does not scroll; the page scrolls to its confirmation.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('checkout when bKash confirms a typed transaction ID', () => {
  it("says bKash confirmed the payment and leads into the course instead of 'waiting for verification'", async () => {
    await submitAnsweredWith(
      anOrder({
        courseId: course.id,
        courseTitle: course.title,
        amount: course.priceBDT,
        paymentStatus: 'verified',
        reviewedAt: '2026-11-21T10:05:01.000Z',
      }),
    );
    expect(text()).toContain(BKASH_MESSAGES.enrolled);
    expect(text()).not.toContain('Payment details received');
    expect(text()).not.toContain('We verify payments within');
    expect(links()).toContainEqual(['Start learning', `/learn/${course.id}`]);
    expect(toastTexts()).toEqual([
      { title: "You're enrolled", description: undefined, variant: undefined },
    ]);
  });

  it('keeps the pending confirmation when the payment waits for staff', async () => {
    await submitAnsweredWith(
      anOrder({ courseId: course.id, courseTitle: course.title, amount: course.priceBDT }),
    );
    expect(text()).toContain('Payment details received');
    expect(text()).not.toContain(BKASH_MESSAGES.enrolled);
    expect(toastTexts()[0]?.title).toBe('Payment submitted successfully!');
  });
});
