import { useState, type Dispatch, type FormEvent, type SetStateAction } from 'react';
import { toast } from '../../components/ui/toast-store';
import { saveProfile } from './profile-api';
import {
  checkProfileForm,
  firstInvalidField,
  inPageLanguage,
  toFormValues,
  type ProfileFormErrors,
  type ProfileFormValues,
} from './profile-form';
import { profileCopy as copy } from './profile.copy';

/** Checks and saves the profile form, showing the field errors or a form-wide error. */
export function useProfileSave({
  values,
  setValues,
  setSavedPicture,
  setErrors,
  showErrors,
}: {
  values: ProfileFormValues;
  setValues: Dispatch<SetStateAction<ProfileFormValues>>;
  setSavedPicture: Dispatch<SetStateAction<string>>;
  setErrors: Dispatch<SetStateAction<ProfileFormErrors>>;
  showErrors: (found: ProfileFormErrors) => void;
}) {
  const [formError, setFormError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(undefined);
    const checked = checkProfileForm(values);
    if (!checked.ok) {
      showErrors(checked.fields);
      return;
    }
    setSaving(true);
    const result = await saveProfile(checked.data);
    setSaving(false);
    if (result.ok) {
      const saved = toFormValues(result.data);
      setValues(saved);
      setSavedPicture(saved.profilePictureUrl);
      setErrors({});
      toast({ title: copy.toasts.success, description: copy.toasts.saved });
      return;
    }
    const fields = inPageLanguage((result.fields ?? {}) as ProfileFormErrors);
    if (!firstInvalidField(fields)) {
      setFormError(
        result.status === 401 ? copy.sessionEnded : result.message || copy.tryAgainSentence,
      );
    }
    toast({
      title: copy.toasts.error,
      description: copy.toasts.saveFailed,
      variant: 'destructive',
    });
    showErrors(fields);
  };

  return { saving, formError, submit };
}
