// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeClipboard } from '../../../../tests/helpers/browser-fakes';
import { settle, setupDom } from '../../../../tests/helpers/dom';
import { PaymentInstructions } from './payment-instructions';

const dom = setupDom();
const { container } = dom;
const clipboard = fakeClipboard();

/** The receiving numbers the server configured, as it writes them into the page's head. */
const NUMBERS = { 'bkash-number': '01712000111', 'nagad-number': '01812000222' };
beforeEach(() => {
  for (const [name, value] of Object.entries(NUMBERS)) {
    const meta = document.createElement('meta');
    meta.name = `shikhon:${name}`;
    meta.content = value;
    document.head.append(meta);
  }
});
afterEach(() => {
  document.head.querySelectorAll('meta[name^="shikhon:"]').forEach((meta) => meta.remove());
});

const copyNumber = () => {
  const found = [...container.querySelectorAll('button')].filter(
    (button) => button.textContent === 'Copy number',
  );
  expect(found).toHaveLength(1);
  return found[0];
};
const announced = () =>
  container.querySelector('[role="status"][aria-live="polite"]')?.textContent ?? null;

describe('the payment instructions at checkout', () => {
  it("copies the chosen method's receiving number, and says so", async () => {
    await dom.hydrate(<PaymentInstructions headingId="pay" method="nagad" amount={1000} />);
    expect(container.textContent).toContain('Send Money and enter 01812000222.');
    expect(announced()).toBe('');
    await settle(() => copyNumber()?.click());
    expect(clipboard.written).toEqual(['01812000222']);
    expect(announced()).toBe('Copied');
  });

  it('says the number was not copied when the browser refuses, and how to copy it by hand', async () => {
    await dom.hydrate(<PaymentInstructions headingId="pay" method="bkash" amount={1000} />);
    clipboard.refuse();
    await settle(() => copyNumber()?.click());
    expect(clipboard.written).toEqual([]);
    expect(announced()).toBe(
      'Not copied: this browser did not allow it. Select the number and copy it yourself.',
    );
  });
});
