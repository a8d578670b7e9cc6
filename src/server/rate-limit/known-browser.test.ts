import { describe, expect, it } from 'vitest';
import {
  accountTag,
  isKnownFor,
  KNOWN_BROWSER_MAX_ACCOUNTS,
  readKnownBrowser,
  rememberAccount,
  writeKnownBrowser,
} from './known-browser';

const SECRET = 'a-test-secret-that-is-long-enough-1234';

describe('the known-browser cookie', () => {
  it('is known only for the accounts it signed in to, in any letter case', () => {
    const browser = rememberAccount(SECRET, null, 'Owner@Example.com');
    const read = readKnownBrowser(SECRET, writeKnownBrowser(SECRET, browser));
    expect(read).toEqual(browser);
    expect(isKnownFor(SECRET, read, ' owner@example.com ')).toBe(true);
    expect(isKnownFor(SECRET, read, 'someone@example.com')).toBe(false);
    expect(isKnownFor(SECRET, null, 'owner@example.com')).toBe(false);
  });

  it('refuses a value signed with another secret, changed anywhere, or malformed', () => {
    const value = writeKnownBrowser(SECRET, rememberAccount(SECRET, null, 'owner@example.com'));
    expect(readKnownBrowser('another-secret-of-enough-length-5678', value)).toBeNull();
    const [id = '', tag = '', signature = ''] = value.split('.');
    const forgedTag = accountTag('another-secret-of-enough-length-5678', 'victim@example.com');
    for (const changed of [
      `${id}.${forgedTag}.${signature}`,
      `${id.slice(0, -1)}x.${tag}.${signature}`,
      `${id}.${tag}`,
      `${id}.${tag}.${signature}.${signature}`,
      '',
      'garbage',
      `${value}\u0000`,
      'a'.repeat(5000),
    ]) {
      expect(readKnownBrowser(SECRET, changed), changed.slice(0, 80)).toBeNull();
    }
  });

  it(`remembers the latest ${KNOWN_BROWSER_MAX_ACCOUNTS} accounts of one browser, most recent first`, () => {
    let browser = rememberAccount(SECRET, null, 'first@example.com');
    const { id } = browser;
    for (const name of ['b', 'c', 'd', 'e', 'f', 'b']) {
      browser = rememberAccount(SECRET, browser, `${name}@example.com`);
    }
    expect(browser.id).toBe(id);
    expect(browser.tags).toEqual(
      ['b', 'f', 'e', 'd', 'c'].map((name) => accountTag(SECRET, `${name}@example.com`)),
    );
    expect(readKnownBrowser(SECRET, writeKnownBrowser(SECRET, browser))).toEqual(browser);
  });
});
