import { useId, useState, type ChangeEvent } from 'react';
import { flushSync } from 'react-dom';
import type { ProfileField } from '../../../shared/schemas/profile';
import { checkProfileForm, firstInvalidField, type ProfileFormErrors } from './profile-form';
import { usePictureUpload } from './use-picture-upload';
import { useProfileLoad } from './use-profile-load';
import { useProfileSave } from './use-profile-save';

/** The profile form's state: loading, field values and errors, the upload and the save. */
export function useProfileEditor(onSignedOut: () => void, isSignedIn: () => Promise<boolean>) {
  const baseId = useId();
  const fieldId = (field: ProfileField) => `${baseId}-${field}`;
  const { loadState, retry, values, setValues, savedPicture, setSavedPicture } = useProfileLoad(
    onSignedOut,
    isSignedIn,
  );
  const [errors, setErrors] = useState<ProfileFormErrors>({});
  const { uploading, upload } = usePictureUpload(setValues, setErrors);

  /** Shows the errors, then focuses the first bad field (already described by its error). */
  const showErrors = (found: ProfileFormErrors) => {
    flushSync(() => setErrors(found));
    const first = firstInvalidField(found);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const update = (field: ProfileField) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setValues((previous) => ({ ...previous, [field]: value }));
    // A field showing an error is re-checked as it changes, so the error goes once it is fixed.
    if (errors[field]) {
      const checked = checkProfileForm({ ...values, [field]: value });
      setErrors((previous) => ({
        ...previous,
        [field]: checked.ok ? undefined : checked.fields[field],
      }));
    }
  };

  const fieldProps = (field: ProfileField) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    onChange: update(field),
    error: errors[field],
  });

  const { saving, formError, submit } = useProfileSave({
    values,
    setValues,
    setSavedPicture,
    setErrors,
    showErrors,
  });

  const removePicture = () => setValues((previous) => ({ ...previous, profilePictureUrl: '' }));

  return {
    baseId,
    fieldId,
    loadState,
    retry,
    values,
    savedPicture,
    errors,
    formError,
    saving,
    uploading,
    upload,
    removePicture,
    fieldProps,
    submit,
  };
}

export type ProfileFieldProps = ReturnType<ReturnType<typeof useProfileEditor>['fieldProps']>;
