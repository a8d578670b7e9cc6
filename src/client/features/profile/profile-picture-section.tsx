import { useRef } from 'react';
import { Button } from '../../components/ui/button';
import { describedBy, FieldMessages } from '../../components/ui/form-field';
import { ACCEPTED_PICTURE_TYPES, initialsOf } from './profile-form';
import { profileCopy } from './profile.copy';

const copy = profileCopy.picture;

/**
 * The current picture (or initials) and the upload control. An upload only puts the new
 * picture's URL into the form; Save Changes stores it in the profile.
 */
export function ProfilePictureSection({
  inputId,
  pictureUrl,
  name,
  email,
  error,
  uploading,
  notice,
  onUpload,
  onRemove,
}: {
  inputId: string;
  pictureUrl: string;
  name: string;
  email: string;
  error: string | undefined;
  uploading: boolean;
  /** Says when the picture shown differs from the saved one. */
  notice: string | undefined;
  onUpload: (file: File | undefined, input: HTMLInputElement | null) => void;
  onRemove: () => void;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <div className="mt-5 flex flex-col gap-6 sm:flex-row sm:items-start">
      <div className="flex shrink-0 flex-col items-center gap-2">
        {pictureUrl ? (
          <img
            src={pictureUrl}
            alt={copy.alt}
            width={128}
            height={128}
            className="size-32 rounded-full border border-slate-200 object-cover"
          />
        ) : (
          <div
            aria-hidden="true"
            className="flex size-32 items-center justify-center rounded-full bg-brand-700 text-4xl font-bold text-white"
          >
            {initialsOf(name, email)}
          </div>
        )}
        {pictureUrl ? (
          <Button variant="ghost" size="sm" onClick={onRemove} disabled={uploading}>
            {copy.remove}
          </Button>
        ) : (
          <p className="text-sm text-slate-700">{copy.none}</p>
        )}
      </div>
      <div className="min-w-0 flex-1">
        <label htmlFor={inputId} className="block text-sm font-semibold text-slate-900">
          {profileCopy.sections.picture}
        </label>
        <input
          ref={fileInput}
          id={inputId}
          name="file"
          type="file"
          accept={ACCEPTED_PICTURE_TYPES.join(',')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, { hint: true, error })}
          className="mt-1.5 block w-full min-w-0 text-sm text-slate-900 file:mr-3 file:min-h-10 file:cursor-pointer file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:text-sm file:font-semibold file:text-slate-900 hover:file:bg-slate-50"
        />
        <FieldMessages id={inputId} hint={copy.hint} error={error} />
        <Button
          variant="outline"
          className="mt-3"
          disabled={uploading}
          onClick={() => onUpload(fileInput.current?.files?.[0], fileInput.current)}
        >
          {uploading ? copy.uploading : copy.upload}
        </Button>
        {notice ? <p className="mt-3 text-sm font-medium text-slate-900">{notice}</p> : null}
      </div>
    </div>
  );
}
