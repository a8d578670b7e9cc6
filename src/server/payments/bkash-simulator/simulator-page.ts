import { formatThousands } from '../../../shared/format/format';
import type { PageStage, SimulatedPayment } from './simulator-payments';
import { maskWallet } from './wallets';

/**
 * bKash's payment page as server-rendered HTML: plain forms (no script), every field labelled,
 * real buttons. Links and form actions are relative, so the page works wherever it is mounted.
 */

export interface PageView {
  merchantName: string;
  payment: SimulatedPayment;
  /** The page's own address relative to itself ("payment?paymentId=…&hash=…"). */
  selfHref: string;
  error?: string;
}

const STEP_FIELDS: Record<
  Exclude<PageStage, 'authorised'>,
  { label: string; name: string; type: string; inputmode: string; autocomplete: string }
> = {
  wallet: {
    label: 'Your bKash account number',
    name: 'wallet',
    type: 'tel',
    inputmode: 'numeric',
    autocomplete: 'tel-national',
  },
  code: {
    label: 'Verification code',
    name: 'code',
    type: 'text',
    inputmode: 'numeric',
    autocomplete: 'one-time-code',
  },
  pin: {
    label: 'bKash PIN',
    name: 'pin',
    type: 'password',
    inputmode: 'numeric',
    autocomplete: 'off',
  },
};

export function renderPaymentPage(view: PageView): string {
  const { payment } = view;
  const open = payment.status === 'Initiated' && payment.stage !== 'authorised';
  const body = open ? stepForm(view) : finishedNote(view);
  return layout(
    'bKash Payment',
    `${summary(view.merchantName, payment)}
      ${body}`,
  );
}

/** The page for a paymentId or hash that names no payment. */
export function renderMissingPage(): string {
  return layout(
    'bKash Payment',
    `<div class="card-body"><h2>Payment not found</h2>
      <p>This payment link is not valid. Go back to the merchant and start the payment again.</p></div>`,
  );
}

function stepForm(view: PageView): string {
  const { payment } = view;
  const stage = payment.stage === 'authorised' ? 'pin' : payment.stage;
  const field = STEP_FIELDS[stage];
  const prompt =
    stage === 'wallet'
      ? 'Enter the bKash account number you will pay from.'
      : stage === 'code'
        ? `Enter the verification code sent to ${escapeHtml(maskWallet(payment.wallet ?? ''))}.`
        : `Enter the PIN of ${escapeHtml(maskWallet(payment.wallet ?? ''))} to pay.`;
  const error = view.error
    ? `<p class="error" role="alert" id="field-error">${escapeHtml(view.error)}</p>`
    : '';
  // Confirm comes first: Enter in the field presses a form's first submit button.
  return `<form class="card-body" method="post" action="${escapeHtml(view.selfHref)}">
        <input type="hidden" name="step" value="${stage}">
        <p class="prompt">${prompt}</p>
        <label for="field">${field.label}</label>
        <input id="field" name="${field.name}" type="${field.type}" inputmode="${field.inputmode}"
          autocomplete="${field.autocomplete}" required${view.error ? ' aria-invalid="true" aria-describedby="field-error"' : ''}>
        ${error}
        <div class="buttons">
          <button type="submit" name="action" value="confirm" class="confirm">Confirm</button>
          <button type="submit" name="action" value="close" class="close" formnovalidate>Close</button>
        </div>
      </form>`;
}

function finishedNote(view: PageView): string {
  const { payment } = view;
  const note =
    payment.stage === 'authorised' && payment.status !== 'Failed'
      ? 'You have confirmed this payment.'
      : payment.status === 'Cancelled'
        ? 'This payment was cancelled.'
        : payment.status === 'Expired'
          ? 'This payment has expired.'
          : 'This payment could not be completed.';
  return `<form class="card-body" method="post" action="${escapeHtml(view.selfHref)}">
        <input type="hidden" name="step" value="done">
        <p class="prompt">${note}</p>
        <div class="buttons">
          <button type="submit" name="action" value="close" class="close">Close</button>
        </div>
      </form>`;
}

function summary(merchantName: string, payment: SimulatedPayment): string {
  return `<dl class="merchant">
        <div><dt>Merchant</dt><dd>${escapeHtml(merchantName)}</dd></div>
        <div><dt>Invoice</dt><dd>${escapeHtml(payment.merchantInvoiceNumber)}</dd></div>
        <div class="amount"><dt>Amount</dt><dd>${escapeHtml(taka(payment.paisa))}</dd></div>
      </dl>`;
}

function layout(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<p class="banner" role="note">bKash simulator: no real money moves</p>
<main class="card">
      <header class="brand"><h1><span class="logo">bKash</span> Payment</h1></header>
      ${content}
</main>
<p class="footer">Help: 16247 (bKash's helpline, simulated here)</p>
</body>
</html>`;
}

/** 100050 paisa → "৳1,000.50". */
function taka(paisa: number): string {
  const whole = Math.floor(paisa / 100);
  return `৳${formatThousands(whole)}.${String(paisa % 100).padStart(2, '0')}`;
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

// bKash's pink (#e2136e) on white: white text on it reaches 4.6:1.
const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f3f3;color:#222;min-height:100vh;display:flex;flex-direction:column;align-items:center}
.banner{margin:0;width:100%;padding:.5rem 1rem;background:#fff3c4;color:#4a3b00;text-align:center;font-weight:600;font-size:.9rem}
.card{width:100%;max-width:26rem;margin:1rem auto 0;background:#fff;border-radius:.5rem;overflow:hidden;box-shadow:0 1px 4px rgba(0,0,0,.15)}
.brand{background:#e2136e;color:#fff;padding:1rem 1.25rem}
.brand h1{margin:0;font-size:1.1rem;font-weight:400}
.logo{font-weight:800;font-size:1.5rem;letter-spacing:.02em}
.merchant{margin:0;padding:1rem 1.25rem;border-bottom:1px solid #eee;display:grid;gap:.35rem}
.merchant div{display:flex;justify-content:space-between;gap:1rem}
.merchant dt{color:#555}.merchant dd{margin:0;font-weight:600;text-align:right;overflow-wrap:anywhere}
.amount dd{color:#b0105a;font-size:1.2rem}
.card-body{padding:1.25rem;display:flex;flex-direction:column;gap:.6rem}
.card-body h2{font-size:1.2rem;margin:0}
.prompt{margin:0}
label{font-weight:600}
input{font:inherit;font-size:1.1rem;padding:.65rem .75rem;border:1px solid #888;border-radius:.35rem;width:100%}
input:focus{outline:3px solid #e2136e;outline-offset:1px}
.error{margin:0;color:#b00020;font-weight:600}
.buttons{display:flex;gap:.75rem;margin-top:.5rem}
button{flex:1;font:inherit;font-weight:700;padding:.75rem;border-radius:.35rem;border:0;cursor:pointer;min-height:44px}
button:focus-visible{outline:3px solid #222;outline-offset:2px}
.confirm{background:#e2136e;color:#fff}
.close{background:#e4e4e4;color:#222}
.footer{color:#555;font-size:.85rem;margin:1rem}
`;
