/**
 * The customer wallets bKash's sandbox documents (its developer portal's "Sandbox Wallet
 * Numbers", repeated by bKash's demo merchant and most public integrations): every one takes
 * verification code 123456 and PIN 12121.
 */

export const SANDBOX_VERIFICATION_CODE = '123456';
export const SANDBOX_PIN = '12121';

/** How a wallet behaves when its payment is executed. */
export type WalletBehaviour = 'pays' | 'insufficient_balance' | 'debit_blocked';

const SANDBOX_WALLETS: ReadonlyMap<string, WalletBehaviour> = new Map<string, WalletBehaviour>([
  ['01770618575', 'pays'],
  ['01929918378', 'pays'],
  ['01770618576', 'pays'],
  ['01877722345', 'pays'],
  ['01619777282', 'pays'],
  ['01619777283', 'pays'],
  ['01823074817', 'insufficient_balance'],
  ['01823074818', 'debit_blocked'],
]);

/** The documented wallets that pay, for tests and the page's hint. */
export const PAYING_WALLETS: readonly string[] = [...SANDBOX_WALLETS]
  .filter(([, behaviour]) => behaviour === 'pays')
  .map(([wallet]) => wallet);

export const INSUFFICIENT_BALANCE_WALLET = '01823074817';
export const DEBIT_BLOCKED_WALLET = '01823074818';

/** A Bangladeshi mobile number as bKash writes it: 11 digits starting 01. */
export function isWalletNumber(value: string): boolean {
  return /^01[3-9]\d{8}$/.test(value);
}

/**
 * What a wallet does, or undefined when it is no sandbox wallet: bKash's page refuses a number
 * that is not a bKash account ("Not a bKash Account"), and the simulator knows only these.
 */
export function walletBehaviour(wallet: string): WalletBehaviour | undefined {
  return SANDBOX_WALLETS.get(wallet);
}

/** 01770618575 → 017******75, as bKash's page shows the number a code was sent to. */
export function maskWallet(wallet: string): string {
  return `${wallet.slice(0, 3)}******${wallet.slice(-2)}`;
}
