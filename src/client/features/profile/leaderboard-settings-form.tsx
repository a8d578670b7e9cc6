import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/form-field';
import { DISPLAY_NAME_MAX, checkLeaderboardSettings } from '../../../shared/schemas/achievements';
import { fetchLeaderboardSettings, saveLeaderboardSettings } from './profile-api';
import { useApiLoad } from '../../lib/use-api-load';
import { localePath } from '../../i18n/locale-path';
import { profileCopy } from './profile.copy';

const copy = profileCopy.leaderboard;

/** The name's message from the shared check (or the server's), in the page's language. */
const nameError = (message: string | undefined) =>
  message === undefined ? undefined : copy.nameError(message);

type Status =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; saving: boolean; error?: string; saved?: string };

/**
 * /profile's leaderboard settings: the name shown on /leaderboard and whether to appear there.
 * Its own form and Save button; checked with the same schema the server uses.
 */
export function LeaderboardSettingsForm() {
  // Long: one small form's load, save and markup, read top to bottom.
  const id = useId();
  const [status, setStatus] = useState<Status>({ state: 'loading' });
  const [displayName, setDisplayName] = useState('');
  const [listed, setListed] = useState(true);
  const [needsName, setNeedsName] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useApiLoad(String(attempt), fetchLeaderboardSettings, (result) => {
    if (!result.ok) {
      setStatus({ state: 'failed', message: result.message });
      return;
    }
    setDisplayName(result.data.displayName);
    setListed(result.data.listed);
    setNeedsName(result.data.needsName);
    setStatus({ state: 'ready', saving: false });
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkLeaderboardSettings({ displayName, listed });
    if (!checked.ok) {
      setStatus({
        state: 'ready',
        saving: false,
        error: nameError(checked.fields.displayName) ?? checked.message,
      });
      return;
    }
    setStatus({ state: 'ready', saving: true });
    const result = await saveLeaderboardSettings(checked.data);
    if (!result.ok) {
      setStatus({
        state: 'ready',
        saving: false,
        error: nameError(result.fields?.displayName) ?? result.message,
      });
      return;
    }
    setDisplayName(result.data.displayName);
    setListed(result.data.listed);
    setNeedsName(result.data.needsName);
    setStatus({
      state: 'ready',
      saving: false,
      saved: result.data.listed ? copy.savedListed(result.data.displayName) : copy.savedHidden,
    });
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold tracking-tight text-slate-900">
        {copy.title}
      </h2>
      {status.state === 'loading' ? (
        <p role="status" className="mt-4 text-base text-slate-700">
          {copy.loading}
        </p>
      ) : status.state === 'failed' ? (
        <div role="alert" className="mt-4">
          <p className="text-base font-medium text-red-800">{copy.loadFailed(status.message)}</p>
          <Button
            className="mt-4"
            onClick={() => {
              setStatus({ state: 'loading' });
              setAttempt((count) => count + 1);
            }}
          >
            {profileCopy.tryAgain}
          </Button>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={(event) => void submit(event)}
          className="mt-5 flex flex-col gap-5"
        >
          {needsName ? (
            <p className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950">
              {copy.needsName}
            </p>
          ) : null}
          <TextField
            id={`${id}-name`}
            label={copy.name}
            type="text"
            maxLength={DISPLAY_NAME_MAX}
            hint={copy.nameHint}
            error={status.error}
            value={displayName}
            onChange={(event) => setDisplayName(event.target.value)}
          />
          <label className="flex items-center gap-3 text-base text-slate-900">
            <input
              type="checkbox"
              className="size-5 rounded border-slate-300 accent-brand-700"
              checked={listed}
              onChange={(event) => setListed(event.target.checked)}
            />
            {copy.show}
          </label>
          <div className="flex flex-wrap items-center gap-4">
            <Button type="submit" disabled={status.saving}>
              {status.saving ? profileCopy.saving : copy.save}
            </Button>
            <p role="status" className="text-sm text-slate-700">
              {status.saved ?? ''}
            </p>
          </div>
          <p className="text-sm text-slate-700">
            <a
              href={localePath('/leaderboard')}
              className="font-semibold text-brand-700 underline underline-offset-4"
            >
              {copy.see}
            </a>
          </p>
        </form>
      )}
    </section>
  );
}
