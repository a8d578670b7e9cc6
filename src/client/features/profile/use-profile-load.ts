import { useState } from 'react';
import { useApiLoad } from '../../lib/use-api-load';
import { toast } from '../../components/ui/toast-store';
import { fetchProfile } from './profile-api';
import { EMPTY_PROFILE_FORM, toFormValues, type ProfileFormValues } from './profile-form';
import { profileCopy } from './profile.copy';

export type LoadState = 'loading' | 'ready' | 'failed';

/**
 * Loads the signed-in learner's profile into the form's values (a signed-out visitor is sent
 * away first); `retry` loads it again after a failure.
 */
export function useProfileLoad(onSignedOut: () => void, isSignedIn: () => Promise<boolean>) {
  const [loadState, setLoadState] = useState<LoadState>('loading');
  const [attempt, setAttempt] = useState(0);
  const [values, setValues] = useState<ProfileFormValues>(EMPTY_PROFILE_FORM);
  const [savedPicture, setSavedPicture] = useState('');

  const load = async () => {
    if (!(await isSignedIn())) return { ok: false as const, status: 401 };
    return fetchProfile();
  };
  useApiLoad(String(attempt), load, (result) => {
    if (result.ok) {
      const loaded = toFormValues(result.data);
      setValues(loaded);
      setSavedPicture(loaded.profilePictureUrl);
      setLoadState('ready');
    } else if (result.status === 401) {
      onSignedOut();
    } else {
      setLoadState('failed');
      toast({
        title: profileCopy.toasts.error,
        description: profileCopy.toasts.loadFailed,
        variant: 'destructive',
      });
    }
  });

  const retry = () => {
    setLoadState('loading');
    setAttempt((count) => count + 1);
  };

  return { loadState, retry, values, setValues, savedPicture, setSavedPicture };
}
