// @vitest-environment jsdom
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, settle, setupDom, setValue, toastTexts } from '../../../../tests/helpers/dom';
import { buttonByText, fieldError, inputNamed } from '../../../../tests/helpers/queries';
import { anOrder } from '../../../../tests/helpers/order-factory';
import { takeFlashToast } from '../../components/ui/toast-store';
import { findCourse } from '../../../shared/catalogue/courses';
import {
  ORDER_MESSAGES,
  transactionTakenMessage,
  type MyCourses,
  type Order,
} from '../../../shared/schemas/order';
import { refreshSession } from '../../lib/session';
import { formatDhakaTime } from '../../../shared/format/format';
import { courseCheckoutItem, programmeCheckoutItem } from './checkout-item';
import { CheckoutView } from './checkout-view';
import { findProgrammeFacts } from '../../../shared/catalogue/programme-facts';

const found = findCourse('docker-fundamentals');
if (!found) throw new Error('missing course');
const course = found;
const item = courseCheckoutItem(course);

const dom = setupDom();
const { container, consoleError } = dom;
const { answer, calls, json } = fakeApi();
let navigate: ReturnType<typeof vi.fn<(href: string) => void>>;

/** An order for the course on this checkout page. */
function order(overrides: Partial<Order> = {}): Order {
  return anOrder({
    id: 'c0a80101-0000-4000-8000-000000000001',
    courseId: course.id,
    courseTitle: course.title,
    amount: course.priceBDT,
    ...overrides,
  });
}

/** The learner the server knows (or nobody), as GET /api/me answers. */
async function signIn(courses: MyCourses | null, orders: Order[] = []) {
  answer('GET', '/api/me', () =>
    json(
      200,
      courses
        ? { user: { email: 'nusrat@example.com', name: 'Nusrat', isStaff: false, courses } }
        : { user: null },
    ),
  );
  answer('GET', '/api/orders', () => json(200, orders));
  await act(async () => {
    await refreshSession();
  });
}

const hydrate = () => dom.hydrate(<CheckoutView item={item} navigate={navigate} />);

const field = (name: string) => inputNamed(container, name);

function radio(label: string): HTMLInputElement {
  const found = [...container.querySelectorAll('label')].find((l) => l.textContent === label);
  const input = found?.control;
  if (!(input instanceof HTMLInputElement)) throw new Error(`no radio ${label}`);
  return input;
}

function typeInto(name: string, value: string) {
  setValue(field(name), value);
}

const button = (text: string) => buttonByText(container, text);

async function submit() {
  act(() => button('Submit Payment Details').click());
  await settle();
}

const errorOf = (name: string) => fieldError(field(name));

const posts = () => calls.filter((call) => call.method === 'POST');
const text = () => container.textContent.replace(/\s+/g, ' ');
const links = () =>
  [...container.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);

// The order checks are a chunk the page loads on the first keystroke; a learner's browser has it
// long before Submit, so the tests load it first instead of racing it.
beforeAll(async () => {
  await import('./order-checks.lazy');
});

beforeEach(() => {
  // The remembered session and the flash toast live there: each test starts without them.
  sessionStorage.clear();
  navigate = vi.fn<(href: string) => void>();
});

describe('checkout from the course player', () => {
  it('says why when a lesson was not open to the learner', async () => {
    await signIn({ enrolled: [], pending: [] });
    await dom.hydrate(<CheckoutView item={item} navigate={navigate} />, {
      url: `/checkout/${course.id}?reason=not-enrolled`,
    });
    expect(text()).toContain('Enrol in this course to open its lessons.');
  });

  it('says nothing of it otherwise', async () => {
    await signIn({ enrolled: [], pending: [] });
    await hydrate();
    expect(text()).not.toContain('Enrol in this course to open its lessons.');
  });
});

describe('checkout for a signed-out visitor', () => {
  it('asks to sign in first and sends them to /auth on submit, without a request', async () => {
    await signIn(null);
    await hydrate();
    expect(text()).toContain('Please sign in before you pay');
    typeInto('mobileNumber', '01712345678');
    typeInto('transactionId', '9AB3XK2LQ1');
    await submit();
    expect(posts()).toEqual([]);
    expect(navigate).toHaveBeenCalledWith(`/auth?next=%2Fcheckout%2F${course.id}`);
    const signInLink = [...container.querySelectorAll('a')].find(
      (a) => a.textContent === 'sign in',
    );
    expect(signInLink?.getAttribute('href')).toBe(`/auth?next=%2Fcheckout%2F${course.id}`);
    expect(takeFlashToast()).toEqual({
      title: 'Authentication required',
      description: 'Please sign in to complete your purchase.',
      variant: 'destructive',
    });
  });
});

describe('checkout for a signed-in learner', () => {
  it("shows the chosen method's number and amount, bKash first", async () => {
    await signIn({ enrolled: [], pending: [] });
    await hydrate();
    expect(radio('bKash').checked).toBe(true);
    expect(text()).toContain('How to pay ৳1,000 with bKash');
    expect(text()).toContain('Send Money and enter __BKASH_NUMBER__');
    act(() => radio('Nagad').click());
    expect(radio('Nagad').checked).toBe(true);
    expect(text()).toContain('How to pay ৳1,000 with Nagad');
    expect(text()).toContain('Send Money and enter __NAGAD_NUMBER__');
    expect(text()).toContain('The Nagad number you paid from.');
  });

  it("says 'Missing information' and marks both empty fields", async () => {
    await signIn({ enrolled: [], pending: [] });
    await hydrate();
    await submit();
    expect(toastTexts()).toEqual([
      {
        title: 'Missing information',
        description: 'Please provide both mobile number and transaction ID.',
        variant: 'destructive',
      },
    ]);
    expect(errorOf('mobileNumber')).toBe(ORDER_MESSAGES.mobileMissing);
    expect(errorOf('transactionId')).toBe(ORDER_MESSAGES.transactionMissing);
    expect(field('mobileNumber').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('mobileNumber'));
    expect(posts()).toEqual([]);
  });

  it('checks the formats with the shared schema before sending anything', async () => {
    await signIn({ enrolled: [], pending: [] });
    await hydrate();
    typeInto('mobileNumber', '12345');
    typeInto('transactionId', 'AB-12');
    await submit();
    expect(posts()).toEqual([]);
    expect(toastTexts()).toEqual([]);
    expect(errorOf('mobileNumber')).toBe(ORDER_MESSAGES.mobileInvalid);
    expect(errorOf('transactionId')).toBe(ORDER_MESSAGES.transactionInvalid);
    // Fixing a field clears its error as the learner types.
    typeInto('mobileNumber', '01712345678');
    expect(errorOf('mobileNumber')).toBeNull();
    expect(field('mobileNumber').hasAttribute('aria-invalid')).toBe(false);
  });

  it("submits, shows 'Submitting...', then confirms the order on the page with the success toast", async () => {
    await signIn({ enrolled: [], pending: [] });
    await hydrate();
    let finish: (response: Response) => void = () => undefined;
    answer('POST', '/api/orders', () => new Promise<Response>((resolve) => (finish = resolve)));
    act(() => radio('Nagad').click());
    typeInto('mobileNumber', '+880 1712-345678');
    typeInto('transactionId', ' 9ab3xk2lq1 ');
    await submit();
    expect(button('Submitting...').disabled).toBe(true);
    expect(posts()).toEqual([
      {
        url: '/api/orders',
        method: 'POST',
        body: {
          courseId: 'docker-fundamentals',
          paymentMethod: 'nagad',
          mobileNumber: '01712345678',
          transactionId: '9AB3XK2LQ1',
        },
      },
    ]);
    await act(async () => {
      finish(new Response(JSON.stringify(order({ paymentMethod: 'nagad' })), { status: 201 }));
      await Promise.resolve();
    });
    await settle();
    // The page becomes the order's confirmation: no second form, what happens now, the way on.
    expect(navigate).not.toHaveBeenCalled();
    expect(toastTexts()).toContainEqual({
      title: 'Payment submitted successfully!',
      description: "Your payment is being verified. You'll receive confirmation within 24 hours.",
      variant: undefined,
    });
    const confirmation = container.querySelector(
      'section[aria-labelledby="checkout-status-heading"]',
    );
    expect(confirmation?.querySelector('h2')?.textContent).toBe('Payment details received');
    expect(document.activeElement?.textContent).toBe('Payment details received');
    const said = confirmation?.textContent ?? '';
    for (const fact of [
      'c0a80101-0000-4000-8000-000000000001',
      'Docker Fundamentals',
      'Nagad',
      '9AB3XK2LQ1',
      'We verify payments within 24 hours',
    ]) {
      expect(said).toContain(fact);
    }
    expect(
      [...(confirmation?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href')),
    ).toContain('/dashboard');
    expect(container.querySelector('form')).toBeNull();
  });

  it("shows the server's duplicate-transaction message in full beside Transaction ID", async () => {
    // The whole message matters: it says how to reach support, and with which ID.
    const message = transactionTakenMessage('help@shikhon.example', '9AB3XK2LQ1');
    await signIn({ enrolled: [], pending: [] });
    answer('POST', '/api/orders', () =>
      json(409, {
        error: {
          code: 'duplicate_transaction',
          message,
          fields: { transactionId: ORDER_MESSAGES.transactionTaken },
        },
      }),
    );
    await hydrate();
    typeInto('mobileNumber', '01712345678');
    typeInto('transactionId', '9AB3XK2LQ1');
    await submit();
    expect(errorOf('transactionId')).toBe(message);
    expect(document.activeElement).toBe(field('transactionId'));
    expect(toastTexts()).toEqual([
      { title: 'Error submitting payment', description: message, variant: 'destructive' },
    ]);
    expect(button('Submit Payment Details').disabled).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('says how long to wait when the learner submitted too many payments (429)', async () => {
    const message = 'You have submitted many payments recently. Please try again in 42 minutes.';
    await signIn({ enrolled: [], pending: [] });
    answer('POST', '/api/orders', () => json(429, { error: { code: 'rate_limited', message } }));
    await hydrate();
    typeInto('mobileNumber', '01712345678');
    typeInto('transactionId', '9AB3XK2LQ1');
    await submit();
    expect(toastTexts()).toEqual([
      { title: 'Error submitting payment', description: message, variant: 'destructive' },
    ]);
    // What was typed stays for later.
    expect(field('transactionId').value).toBe('9AB3XK2LQ1');
    expect(button('Submit Payment Details').disabled).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("shows a 400's field messages beside the fields", async () => {
    await signIn({ enrolled: [], pending: [] });
    answer('POST', '/api/orders', () =>
      json(400, {
        error: {
          code: 'invalid_input',
          message: 'Some payment details need correcting.',
          fields: { mobileNumber: ORDER_MESSAGES.mobileInvalid },
        },
      }),
    );
    await hydrate();
    typeInto('mobileNumber', '01712345678');
    typeInto('transactionId', '9AB3XK2LQ1');
    await submit();
    expect(errorOf('mobileNumber')).toBe(ORDER_MESSAGES.mobileInvalid);
    expect(errorOf('transactionId')).toBeNull();
  });

  it("says 'Error submitting payment' on a server failure and keeps what was typed", async () => {
    await signIn({ enrolled: [], pending: [] });
    answer('POST', '/api/orders', () =>
      json(500, { error: { code: 'internal', message: 'Something went wrong.' } }),
    );
    await hydrate();
    consoleError.mockImplementation(() => undefined);
    typeInto('mobileNumber', '01712345678');
    typeInto('transactionId', '9AB3XK2LQ1');
    await submit();
    expect(toastTexts()).toEqual([
      {
        title: 'Error submitting payment',
        description: 'Please try again or contact support.',
        variant: 'destructive',
      },
    ]);
    expect(field('mobileNumber').value).toBe('01712345678');
    expect(field('transactionId').value).toBe('9AB3XK2LQ1');
    expect(button('Submit Payment Details').disabled).toBe(false);
    // The failure is logged too (docs/product-rules.md, Toasts).
    expect(consoleError).toHaveBeenCalledTimes(1);
    consoleError.mockClear();
  });

  it('sends a learner whose session ended to /auth', async () => {
    await signIn({ enrolled: [], pending: [] });
    answer('POST', '/api/orders', () =>
      json(401, { error: { code: 'unauthenticated', message: 'Sign in first.' } }),
    );
    await hydrate();
    typeInto('mobileNumber', '01712345678');
    typeInto('transactionId', '9AB3XK2LQ1');
    await submit();
    expect(navigate).toHaveBeenCalledWith(`/auth?next=%2Fcheckout%2F${course.id}`);
    expect(takeFlashToast()?.title).toBe('Authentication required');
  });

  it('shows the waiting payment when the server says one is already pending', async () => {
    const message = 'You already have a payment for this course waiting for verification.';
    await signIn({ enrolled: [], pending: [] });
    answer('POST', '/api/orders', () => json(409, { error: { code: 'order_pending', message } }));
    await hydrate();
    typeInto('mobileNumber', '01712345678');
    typeInto('transactionId', 'ZZZZ99998888');
    // Another tab submitted meanwhile: the server now knows the pending order.
    await signIn({ enrolled: [], pending: [] }, [order()]);
    expect(container.querySelector('form')).not.toBeNull();
    await submit();
    await settle();
    expect(toastTexts()).toEqual([
      { title: 'Payment already submitted', description: message, variant: undefined },
    ]);
    expect(container.querySelector('form')).toBeNull();
    const heading = container.querySelector('h2#checkout-status-heading');
    expect(heading?.textContent).toBe('Payment pending verification');
    expect(document.activeElement).toBe(heading);
    expect(text()).toContain('Transaction ID9AB3XK2LQ1');
  });
});

describe('checkout status for what the learner already has', () => {
  it('shows a pending payment instead of a second form', async () => {
    await signIn({ enrolled: [], pending: [course.id] }, [order()]);
    await hydrate();
    expect(container.querySelector('form')).toBeNull();
    expect(container.querySelector('h2#checkout-status-heading')?.textContent).toBe(
      'Payment pending verification',
    );
    const shown = text();
    expect(shown).toContain('Payment methodbKash');
    expect(shown).toContain('Amount৳1,000');
    expect(shown).toContain('Transaction ID9AB3XK2LQ1');
    expect(shown).toContain(`Submitted${formatDhakaTime('2026-11-21T10:05:00.000Z')}`);
    expect(shown).toContain('We verify payments within 24 hours');
    expect(links()).toContainEqual(['Go to my dashboard', '/dashboard']);
  });

  it("says 'You own this course' with the ways in", async () => {
    await signIn({ enrolled: [course.id], pending: [] });
    await hydrate();
    expect(container.querySelector('form')).toBeNull();
    expect(container.querySelector('h2#checkout-status-heading')?.textContent).toBe(
      'You own this course',
    );
    expect(links()).toContainEqual(['Go to course', `/course/${course.id}`]);
    expect(links()).toContainEqual(['Go to my dashboard', '/dashboard']);
  });

  it('keeps the form after a rejection and says why', async () => {
    await signIn({ enrolled: [], pending: [] }, [
      order({ paymentStatus: 'rejected', reviewNote: 'No payment with this ID reached us.' }),
      order({ id: 'older', transactionId: 'OLDER1234', paymentStatus: 'rejected' }),
    ]);
    await hydrate();
    expect(text()).toContain(
      'Your previous payment (transaction 9AB3XK2LQ1) was rejected: No payment with this ID reached us.',
    );
    expect(container.querySelector('form')).not.toBeNull();
  });

  it('prerenders the form whatever the learner has (hydration matches)', async () => {
    await signIn({ enrolled: [course.id], pending: [] });
    const html = renderToString(<CheckoutView item={item} navigate={navigate} />);
    expect(html).toContain('Submit Payment Details');
    expect(html).not.toContain('You own this course');
  });
});

describe('checkout for a lab programme', () => {
  const programme = findProgrammeFacts('docker-hands-on-labs');
  if (!programme) throw new Error('missing programme');
  const bundle = programmeCheckoutItem(programme);

  it('sells the programme at its catalogue price and sends a submitted payment to the labs', async () => {
    await signIn({ enrolled: [], pending: [] });
    await dom.hydrate(<CheckoutView item={bundle} navigate={navigate} />, {
      url: '/checkout/docker-hands-on-labs',
    });
    expect(text()).toContain('Pay for Docker Hands-on Labs by bKash or Nagad');
    expect(text()).toContain('4 hours of hands-on labs');
    expect(text()).toContain('৳7,000');
    expect(text()).not.toContain('Certificate of completion');
    expect(container.querySelector('a[href="/labs/docker-hands-on-labs"]')?.textContent).toContain(
      'Back to programme',
    );
  });

  it('tells an owner they own the programme and links to it', async () => {
    await signIn({ enrolled: ['docker-hands-on-labs'], pending: [] });
    await dom.hydrate(<CheckoutView item={bundle} navigate={navigate} />, {
      url: '/checkout/docker-hands-on-labs',
    });
    await settle();
    expect(text()).toContain('You own this programme');
    expect(
      [...container.querySelectorAll('a')].map((link) => [
        link.textContent,
        link.getAttribute('href'),
      ]),
    ).toContainEqual(['Go to programme', '/labs/docker-hands-on-labs']);
  });
});
