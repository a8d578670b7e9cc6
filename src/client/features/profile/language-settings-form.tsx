import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { RetryAlert } from '../../components/ui/retry-alert';
import { LOCALES, LOCALE_NAMES, type Locale } from '../../../shared/i18n/locale';
import { fetchLanguageSetting, saveLanguageSetting } from './profile-api';
import { useApiLoad } from '../../lib/use-api-load';
import { profileCopy } from './profile.copy';

const copy = profileCopy.language;

type Status =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; saving: boolean; error?: string; saved?: Locale };

/** What the choice changes, said in the language chosen. */
const SAVED: Record<Locale, string> = {
  en: 'Saved. Our emails to you will be in English.',
  bn: 'সেভ হয়েছে। এখন থেকে আমাদের ইমেইল আপনি বাংলায় পাবেন।',
};

/**
 * /profile's language: the one the academy's mails to this learner are written in (receipts,
 * enrolment, refunds, certificates, password resets). Its own form and Save button.
 */
export function LanguageSettingsForm() {
  // Long: one small form's load, save and markup, read top to bottom.
  const id = useId();
  const [status, setStatus] = useState<Status>({ state: 'loading' });
  const [language, setLanguage] = useState<Locale>('en');
  const [attempt, setAttempt] = useState(0);

  useApiLoad(String(attempt), fetchLanguageSetting, (result) => {
    if (!result.ok) {
      setStatus({ state: 'failed', message: result.message });
      return;
    }
    setLanguage(result.data.language);
    setStatus({ state: 'ready', saving: false });
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setStatus({ state: 'ready', saving: true });
    const result = await saveLanguageSetting({ language });
    if (!result.ok) {
      setStatus({ state: 'ready', saving: false, error: result.message });
      return;
    }
    setLanguage(result.data.language);
    setStatus({ state: 'ready', saving: false, saved: result.data.language });
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mt-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold tracking-tight text-slate-900">
        {copy.title}
      </h2>
      {status.state === 'loading' ? (
        <p role="status" className="mt-4 text-base text-slate-700">
          {copy.loading}
        </p>
      ) : status.state === 'failed' ? (
        <RetryAlert
          spaced
          onRetry={() => {
            setStatus({ state: 'loading' });
            setAttempt((count) => count + 1);
          }}
        >
          {copy.loadFailed(status.message)}
        </RetryAlert>
      ) : (
        <form
          noValidate
          onSubmit={(event) => void submit(event)}
          className="mt-5 flex flex-col gap-5"
        >
          <fieldset>
            <legend className="text-base text-slate-700">{copy.legend}</legend>
            <div className="mt-3 flex flex-wrap gap-3">
              {LOCALES.map((locale) => (
                <label
                  key={locale}
                  className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-300 px-4 text-base text-slate-900 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
                >
                  <input
                    type="radio"
                    name={`${id}-language`}
                    value={locale}
                    className="size-5 accent-brand-700"
                    checked={language === locale}
                    onChange={() => setLanguage(locale)}
                  />
                  <span lang={locale}>{LOCALE_NAMES[locale]}</span>
                </label>
              ))}
            </div>
          </fieldset>
          {status.error ? (
            <p role="alert" className="text-sm font-medium text-red-800">
              {status.error}
            </p>
          ) : null}
          <div className="flex flex-wrap items-center gap-4">
            <Button type="submit" disabled={status.saving}>
              {status.saving ? profileCopy.saving : copy.save}
            </Button>
            <p role="status" className="text-sm text-slate-700" lang={status.saved}>
              {status.saved ? SAVED[status.saved] : ''}
            </p>
          </div>
        </form>
      )}
    </section>
  );
}
