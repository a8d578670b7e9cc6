import {
  PAGE_ATTEMPTS,
  pageRedirectUrl,
  type CallbackStatus,
  type SimulatedPayment,
} from './simulator-payments';
import { codeMessage } from './simulator-wire';
import { isWalletNumber, SANDBOX_PIN, SANDBOX_VERIFICATION_CODE, walletBehaviour } from './wallets';

/** What the page does after a button: show a step (maybe with an error), or leave for the merchant. */
export type PageOutcome = { kind: 'show'; error?: string } | { kind: 'leave'; url: string };

/** A form the page posts: which step it was, the button, and the one field of that step. */
export interface PageSubmission {
  step: string;
  action: 'confirm' | 'close';
  value: string;
}

/** Whether the page still takes input for this payment. */
export function isOpen(payment: SimulatedPayment): boolean {
  return payment.status === 'Initiated' && payment.stage !== 'authorised';
}

/**
 * Where a finished page's Close goes: the callback matching the payment's state (an authorised
 * or paid payment: success; a cancelled one: cancel; failed or expired: failure).
 */
export function closedCallback(payment: SimulatedPayment): string {
  const status: CallbackStatus =
    payment.stage === 'authorised' && payment.status !== 'Failed'
      ? 'success'
      : payment.status === 'Cancelled'
        ? 'cancel'
        : 'failure';
  return pageRedirectUrl(payment, status);
}

/**
 * One button press on bKash's page: account number → verification code → PIN, with Close at
 * every step. A correct PIN authorises the payment (money moves only at execute); wrong codes
 * or PINs are refused with bKash's messages, and the third fails the payment.
 */
export function submitPage(payment: SimulatedPayment, submission: PageSubmission): PageOutcome {
  if (!isOpen(payment)) {
    return submission.action === 'close'
      ? { kind: 'leave', url: closedCallback(payment) }
      : { kind: 'show' };
  }
  if (submission.action === 'close') {
    payment.status = 'Cancelled';
    return { kind: 'leave', url: pageRedirectUrl(payment, 'cancel') };
  }
  // A form from an earlier step (the back button): show where the payment is now.
  if (submission.step !== payment.stage) return { kind: 'show' };
  const value = submission.value.replace(/\s+/g, '');
  switch (payment.stage) {
    case 'wallet':
      if (!isWalletNumber(value)) {
        return { kind: 'show', error: 'Enter your 11-digit bKash account number (01XXXXXXXXX).' };
      }
      if (!walletBehaviour(value)) return { kind: 'show', error: codeMessage('2057') };
      payment.wallet = value;
      payment.stage = 'code';
      return { kind: 'show' };
    case 'code':
      if (value !== SANDBOX_VERIFICATION_CODE) {
        payment.codeTries += 1;
        return wrongAnswer(payment, payment.codeTries, '2016');
      }
      payment.stage = 'pin';
      return { kind: 'show' };
    case 'pin':
      if (value !== SANDBOX_PIN) {
        payment.pinTries += 1;
        return wrongAnswer(payment, payment.pinTries, '2014');
      }
      payment.stage = 'authorised';
      return { kind: 'leave', url: pageRedirectUrl(payment, 'success') };
    case 'authorised':
      return { kind: 'show' };
  }
}

function wrongAnswer(payment: SimulatedPayment, tries: number, code: '2016' | '2014'): PageOutcome {
  if (tries < PAGE_ATTEMPTS) return { kind: 'show', error: codeMessage(code) };
  payment.status = 'Failed';
  return { kind: 'leave', url: pageRedirectUrl(payment, 'failure') };
}
