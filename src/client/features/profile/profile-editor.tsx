import { Button } from '../../components/ui/button';
import { whenSessionKnown } from '../../lib/session';
import {
  BasicInformationSection,
  ContactAndLinksSections,
  EducationSection,
  Section,
} from './profile-field-sections';
import { ProfilePictureSection } from './profile-picture-section';
import type { LoadState } from './use-profile-load';
import { useProfileEditor } from './use-profile-editor';
import { localePath } from '../../i18n/locale-path';
import { profileCopy as copy } from './profile.copy';

const signedInNow = async () => (await whenSessionKnown()).status === 'signed-in';

/** What shows while the profile loads, or after it failed to. */
function ProfileLoadStatus({ loadState, onRetry }: { loadState: LoadState; onRetry: () => void }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      {loadState === 'loading' ? (
        <p role="status" className="text-base text-slate-700">
          {copy.loading}
        </p>
      ) : (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6">
          <p className="text-base font-medium text-red-800">{copy.loadFailed}</p>
          <Button className="mt-4" onClick={onRetry}>
            {copy.tryAgain}
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * The profile settings form. The page is prerendered as a loading state; after hydration it
 * loads the signed-in learner's profile (a signed-out visitor is sent to /auth).
 */
export function ProfileEditor({
  onSignedOut = () => window.location.replace(localePath('/auth')),
  isSignedIn = signedInNow,
}: {
  /** Where a signed-out visitor goes (tests pass their own). */
  onSignedOut?: () => void;
  /**
   * Asked before loading: a signed-out visitor is sent away without a request that would fail
   * with 401 (browsers log those as errors). Tests pass their own.
   */
  isSignedIn?: () => Promise<boolean>;
}) {
  const editor = useProfileEditor(onSignedOut, isSignedIn);
  const { baseId, values, errors, fieldProps } = editor;

  if (editor.loadState !== 'ready') {
    return <ProfileLoadStatus loadState={editor.loadState} onRetry={editor.retry} />;
  }

  const pictureNotice =
    values.profilePictureUrl === editor.savedPicture
      ? undefined
      : values.profilePictureUrl
        ? copy.pictureKeep
        : copy.pictureRemove;

  return (
    <form
      noValidate
      onSubmit={(event) => void editor.submit(event)}
      className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-12 sm:px-6"
    >
      <Section id={`${baseId}-picture`} title={copy.sections.picture}>
        <ProfilePictureSection
          inputId={editor.fieldId('profilePictureUrl')}
          pictureUrl={values.profilePictureUrl}
          name={values.name}
          email={values.email}
          error={errors.profilePictureUrl}
          uploading={editor.uploading}
          notice={pictureNotice}
          onUpload={(file, input) => void editor.upload(file, input)}
          onRemove={editor.removePicture}
        />
      </Section>
      <BasicInformationSection baseId={baseId} fieldProps={fieldProps} />
      <ContactAndLinksSections baseId={baseId} fieldProps={fieldProps} />
      <EducationSection baseId={baseId} fieldProps={fieldProps} />

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" size="lg" disabled={editor.saving || editor.uploading}>
          {editor.saving ? copy.saving : copy.save}
        </Button>
        {editor.formError ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {editor.formError}
          </p>
        ) : null}
      </div>
    </form>
  );
}
