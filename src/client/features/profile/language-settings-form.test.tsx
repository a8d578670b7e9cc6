// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeApi, settle, setupDom } from '../../../../tests/helpers/dom';
import { buttonByText } from '../../../../tests/helpers/queries';
import { LanguageSettingsForm } from './language-settings-form';

const dom = setupDom();
const { container } = dom;
const { answer, calls, json } = fakeApi();

const radio = (name: string) => {
  const label = [...container.querySelectorAll('label')].find((each) => each.textContent === name);
  const input = label?.querySelector('input[type="radio"]');
  if (!(input instanceof HTMLInputElement)) throw new Error(`No radio button named ${name}`);
  return input;
};

describe('LanguageSettingsForm', () => {
  it('shows the saved language, saves a new one and says so in that language', async () => {
    answer('GET', '/api/me/language', () => json(200, { language: 'en' }));
    answer('PUT', '/api/me/language', () => json(200, { language: 'bn' }));
    await dom.hydrate(<LanguageSettingsForm />);
    expect(container.querySelector('h2')?.textContent).toBe('Email language');
    expect(radio('English').checked).toBe(true);
    expect(radio('বাংলা').checked).toBe(false);
    expect(radio('বাংলা').nextElementSibling?.getAttribute('lang')).toBe('bn');

    act(() => radio('বাংলা').click());
    await settle(() => buttonByText(container, 'Save email language').click());
    expect(calls.at(-1)).toMatchObject({
      method: 'PUT',
      url: '/api/me/language',
      body: { language: 'bn' },
    });
    const status = container.querySelector('form [role="status"]');
    expect(status?.textContent).toBe('সেভ হয়েছে। এখন থেকে আমাদের ইমেইল আপনি বাংলায় পাবেন।');
    expect(status?.getAttribute('lang')).toBe('bn');
  });

  it('keeps the choice and shows the server’s message when saving fails', async () => {
    answer('GET', '/api/me/language', () => json(200, { language: 'bn' }));
    answer('PUT', '/api/me/language', () =>
      json(503, { error: { code: 'unavailable', message: 'The service is busy. Try again.' } }),
    );
    await dom.hydrate(<LanguageSettingsForm />);
    expect(radio('বাংলা').checked).toBe(true);
    act(() => radio('English').click());
    await settle(() => buttonByText(container, 'Save email language').click());
    expect(container.querySelector('form [role="alert"]')?.textContent).toBe(
      'The service is busy. Try again.',
    );
    expect(radio('English').checked).toBe(true);
  });

  it('offers to try again when the language cannot be loaded', async () => {
    answer('GET', '/api/me/language', () =>
      json(500, {
        error: { code: 'internal_error', message: 'Something went wrong on our side.' },
      }),
    );
    await dom.hydrate(<LanguageSettingsForm />);
    expect(container.querySelector('[role="alert"]')?.textContent).toContain(
      'We could not load your language.',
    );
    answer('GET', '/api/me/language', () => json(200, { language: 'en' }));
    await settle(() => buttonByText(container, 'Try again').click());
    await settle();
    expect(radio('English').checked).toBe(true);
  });
});
