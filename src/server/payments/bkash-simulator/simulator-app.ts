import { Hono, type Context } from 'hono';
import { API_BASE, simulatorApiRoutes, type SimulatorEnv } from './simulator-api';
import { parseFault } from './simulator-faults';
import { renderMissingPage, renderPaymentPage } from './simulator-page';
import { submitPage } from './simulator-page-flow';
import type { SimulatedPayment } from './simulator-payments';
import {
  createSimulatorState,
  type BkashSimulatorOptions,
  type SimulatorState,
} from './simulator-state';
import { PAYING_WALLETS, SANDBOX_PIN, SANDBOX_VERIFICATION_CODE } from './wallets';

/**
 * A local stand-in for bKash (Tokenized Checkout v1.2.0-beta and its payment page) as one Hono
 * app, mountable under any path: `app.route('/bkash-simulator', bkashSimulatorApp())`. Under
 * its mount point:
 * - `/v1.2.0-beta/tokenized/checkout/…`: the merchant API;
 * - `/payment?paymentId=…&hash=…`: the page bkashURL sends the browser to;
 * - `/__simulator/faults`: POST a fault (or `{"clear": true}`), GET the list, DELETE to clear.
 */
export function bkashSimulatorApp(options: BkashSimulatorOptions = {}): Hono<SimulatorEnv> {
  return simulatorAppFor(createSimulatorState(options));
}

/** The app over a given state (startBkashSimulator keeps the state for its object API). */
export function simulatorAppFor(state: SimulatorState): Hono<SimulatorEnv> {
  const app = new Hono<SimulatorEnv>();
  app.route(API_BASE, simulatorApiRoutes(state));

  app.get('/payment', (c) => {
    const payment = pagePayment(c, state);
    if (!payment) return c.html(renderMissingPage(), 404, noStore);
    return c.html(
      renderPaymentPage({ merchantName: state.merchantName, payment, selfHref: selfHref(payment) }),
      200,
      noStore,
    );
  });

  app.post('/payment', async (c) => {
    const payment = pagePayment(c, state);
    if (!payment) return c.html(renderMissingPage(), 404, noStore);
    const form = await c.req.parseBody();
    const text = (name: string) => (typeof form[name] === 'string' ? form[name] : '');
    const outcome = submitPage(payment, {
      step: text('step'),
      action: text('action') === 'close' ? 'close' : 'confirm',
      value: text(payment.stage === 'authorised' ? 'pin' : payment.stage),
    });
    if (outcome.kind === 'leave') return c.redirect(outcome.url, 303);
    if (!outcome.error) return c.redirect(selfHref(payment), 303);
    return c.html(
      renderPaymentPage({
        merchantName: state.merchantName,
        payment,
        selfHref: selfHref(payment),
        error: outcome.error,
      }),
      200,
      noStore,
    );
  });

  app.get('/__simulator/faults', (c) => c.json({ faults: state.faults.list() }));
  app.delete('/__simulator/faults', (c) => {
    state.faults.clear();
    return c.json({ faults: [] });
  });
  app.post('/__simulator/faults', async (c) => {
    let input: unknown;
    try {
      input = await c.req.json();
    } catch {
      return c.json({ error: 'send a fault as JSON' }, 400);
    }
    if (typeof input === 'object' && input !== null && 'clear' in input && input.clear === true) {
      state.faults.clear();
      return c.json({ faults: [] });
    }
    const fault = parseFault(input);
    if (typeof fault === 'string') return c.json({ error: fault }, 400);
    state.faults.set(fault);
    return c.json({ faults: state.faults.list() }, 201);
  });

  app.get('/', (c) =>
    c.text(
      [
        'bKash simulator (Tokenized Checkout v1.2.0-beta): no real money moves.',
        `API: ${API_BASE}/… (relative to this page)`,
        `Wallets that pay: ${PAYING_WALLETS.join(', ')}`,
        'Insufficient balance: 01823074817; debit blocked: 01823074818',
        `Verification code ${SANDBOX_VERIFICATION_CODE}, PIN ${SANDBOX_PIN}`,
      ].join('\n'),
    ),
  );
  return app;
}

const noStore = { 'Cache-Control': 'no-store' };

/** The payment the page's paymentId and hash name, if both match. */
function pagePayment(
  c: Context<SimulatorEnv>,
  state: SimulatorState,
): SimulatedPayment | undefined {
  const payment = state.payments.get(c.req.query('paymentId') ?? '');
  return payment && payment.hash === c.req.query('hash') ? payment : undefined;
}

/** The page's address relative to itself: it answers at "…/payment", wherever mounted. */
function selfHref(payment: SimulatedPayment): string {
  return `payment?${new URLSearchParams({ paymentId: payment.paymentID, hash: payment.hash }).toString()}`;
}
