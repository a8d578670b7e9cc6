import { SANDBOX_PIN, SANDBOX_VERIFICATION_CODE } from './wallets';

export interface PayPageOptions {
  /** Default 123456, the sandbox's. */
  code?: string;
  /** Default 12121, the sandbox's. */
  pin?: string;
  /** Press Close at this step instead of Confirm (the payer cancels). */
  closeAt?: 'wallet' | 'code' | 'pin';
}

const MAX_STEPS = 8;

/**
 * Walks the simulator's payment page over HTTP as a browser would: reads each form, fills its
 * one field, presses Confirm (or Close), follows the 303s, and returns the address the page
 * finally sends the browser to (the merchant's callback). A step the page refuses (a wrong code
 * or PIN) throws with the page's error text.
 */
export async function walkPaymentPage(
  bkashURL: string,
  wallet: string,
  options: PayPageOptions = {},
): Promise<string> {
  const answers: Record<string, string> = {
    wallet,
    code: options.code ?? SANDBOX_VERIFICATION_CODE,
    pin: options.pin ?? SANDBOX_PIN,
  };
  let pageUrl = new URL(bkashURL);
  for (let step = 0; step < MAX_STEPS; step += 1) {
    const page = await fetch(pageUrl, { redirect: 'manual' });
    const html = await page.text();
    if (page.status !== 200) throw new Error(`bKash simulator page answered ${page.status}`);
    const form = readForm(html);
    const fields = new URLSearchParams(form.hidden);
    const stage = fields.get('step') ?? '';
    const close = options.closeAt === stage || !form.field;
    if (form.field) fields.set(form.field, answers[form.field] ?? '');
    fields.set('action', close ? 'close' : 'confirm');

    const target = new URL(form.action, pageUrl);
    const posted = await fetch(target, { method: 'POST', body: fields, redirect: 'manual' });
    if (posted.status !== 303) {
      const error = /<p class="error"[^>]*>([^<]*)<\/p>/.exec(await posted.text())?.[1];
      throw new Error(
        `bKash simulator page refused the ${stage}: ${error ? unescape(error) : posted.status}`,
      );
    }
    await posted.body?.cancel();
    const next = new URL(posted.headers.get('location') ?? '', target);
    if (next.pathname !== pageUrl.pathname) return next.toString();
    pageUrl = next;
  }
  throw new Error('bKash simulator page: no callback after every step');
}

function readForm(html: string): { action: string; hidden: [string, string][]; field?: string } {
  const action = /<form[^>]*\saction="([^"]*)"/.exec(html)?.[1];
  if (action === undefined) throw new Error('bKash simulator page: no form');
  const hidden = [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(
    (match): [string, string] => [unescape(match[1] ?? ''), unescape(match[2] ?? '')],
  );
  const field = /<input id="field" name="([^"]+)"/.exec(html)?.[1];
  return { action: unescape(action), hidden, ...(field ? { field } : {}) };
}

function unescape(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
