import { useState } from 'react';
import { Button, ButtonLink } from '../../components/ui/button';
import { apiRequest } from '../../lib/api-client';
import { signInHref } from '../../lib/return-to';
import { useSession } from '../../lib/session';
import { loadKey, useApiLoad } from '../../lib/use-api-load';
import type { WaitlistStatus } from '../../../shared/schemas/programme-waitlist';
import { localePath } from '../../i18n/locale-path';
import { programmePageCopy } from './programme-page.copy';

const copy = programmePageCopy.waitlist;

const waitlistPath = (slug: string) => `/api/programmes/${encodeURIComponent(slug)}/waitlist`;

/**
 * "Email me when it opens" for a programme in preparation: a signed-in learner joins or leaves
 * its list (the server keeps it and sends one mail when the programme goes on sale); a visitor
 * is asked to sign in first. What it says is what the server answered.
 */
export function ProgrammeWaitlist({ slug, title }: { slug: string; title: string }) {
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const [onList, setOnList] = useState<boolean | undefined>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  useApiLoad(
    signedIn ? loadKey(slug) : null,
    () => apiRequest<WaitlistStatus>(waitlistPath(slug)),
    (result) => {
      if (result.ok) setOnList(result.data.onList);
      else setError(result.message);
    },
  );

  const change = async (join: boolean) => {
    setBusy(true);
    setError('');
    const result = await apiRequest<WaitlistStatus>(waitlistPath(slug), {
      method: join ? 'PUT' : 'DELETE',
    });
    setBusy(false);
    if (result.ok) setOnList(result.data.onList);
    else setError(result.message);
  };

  if (session.status === 'signed-out') {
    return (
      <div className="mt-5 [&>*]:w-full">
        <p className="mb-3 text-sm text-slate-700">{copy.signInLead}</p>
        <ButtonLink size="lg" href={localePath(signInHref(`/labs/${slug}`))}>
          {copy.signIn}
        </ButtonLink>
      </div>
    );
  }
  return (
    <div className="mt-5">
      <p role="status" className="mb-3 text-sm text-slate-700">
        {onList === true && session.email
          ? copy.onList(session.email, title)
          : onList === false
            ? copy.canEmail
            : ''}
      </p>
      <div className="[&>*]:w-full">
        {onList ? (
          <Button variant="outline" size="lg" disabled={busy} onClick={() => void change(false)}>
            {copy.leave}
          </Button>
        ) : (
          <Button
            size="lg"
            disabled={busy || onList === undefined}
            onClick={() => void change(true)}
          >
            {copy.join}
          </Button>
        )}
      </div>
      {error ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
