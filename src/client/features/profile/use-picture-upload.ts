import { useState, type Dispatch, type SetStateAction } from 'react';
import { flushSync } from 'react-dom';
import { toast } from '../../components/ui/toast-store';
import { uploadPicture } from './profile-api';
import { pictureProblem, type ProfileFormErrors, type ProfileFormValues } from './profile-form';
import { profileCopy as copy } from './profile.copy';

function failedUpload(reason: string | undefined) {
  toast({
    title: copy.toasts.error,
    description: copy.toasts.uploadFailed(reason),
    variant: 'destructive',
  });
}

/** Uploads a chosen picture and puts its URL in the form (saving the form keeps it). */
export function usePictureUpload(
  setValues: Dispatch<SetStateAction<ProfileFormValues>>,
  setErrors: Dispatch<SetStateAction<ProfileFormErrors>>,
) {
  const [uploading, setUploading] = useState(false);

  const upload = async (file: File | undefined, input: HTMLInputElement | null) => {
    const problem = file ? pictureProblem(file) : copy.picture.chooseFirst;
    if (!file || problem) {
      flushSync(() => setErrors((previous) => ({ ...previous, profilePictureUrl: problem })));
      input?.focus();
      if (file) failedUpload(problem);
      return;
    }
    setUploading(true);
    const result = await uploadPicture(file);
    setUploading(false);
    if (!result.ok) {
      setErrors((previous) => ({ ...previous, profilePictureUrl: result.message }));
      failedUpload(result.message);
      return;
    }
    setValues((previous) => ({ ...previous, profilePictureUrl: result.data.url }));
    setErrors((previous) => ({ ...previous, profilePictureUrl: undefined }));
    if (input) input.value = '';
    toast({ title: copy.toasts.success, description: copy.toasts.uploaded });
  };

  return { uploading, upload };
}
