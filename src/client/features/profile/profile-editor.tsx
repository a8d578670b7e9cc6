import {
  useEffect,
  useEffectEvent,
  useId,
  useState,
  type ChangeEvent,
  type FormEvent,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast-store';
import type { ProfileField } from '../../../shared/schemas/profile';
import { whenSessionKnown } from '../../lib/session';
import { fetchProfile, saveProfile, uploadPicture } from './profile-api';
import { TextField } from '../../components/ui/form-field';
import {
  checkProfileForm,
  EMPTY_PROFILE_FORM,
  firstInvalidField,
  pictureProblem,
  toFormValues,
  type ProfileFormErrors,
  type ProfileFormValues,
} from './profile-form';
import { ProfilePictureSection } from './profile-picture-section';

type LoadState = 'loading' | 'ready' | 'failed';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id={id} className="text-xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function failedUpload(reason: string | undefined) {
  toast({
    title: 'Error',
    description: reason
      ? `Failed to upload profile picture. ${reason}`
      : 'Failed to upload profile picture',
    variant: 'destructive',
  });
}

/**
 * The profile settings form. The page is prerendered as a loading state; after hydration it
 * loads the signed-in learner's profile (a signed-out visitor is sent to /auth).
 */
const signedInNow = async () => (await whenSessionKnown()).status === 'signed-in';

export function ProfileEditor({
  onSignedOut = () => window.location.replace('/auth'),
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
  const baseId = useId();
  const fieldId = (field: ProfileField) => `${baseId}-${field}`;
  const [loadState, setLoadState] = useState<LoadState>('loading');
  const [attempt, setAttempt] = useState(0);
  const [values, setValues] = useState<ProfileFormValues>(EMPTY_PROFILE_FORM);
  const [savedPicture, setSavedPicture] = useState('');
  const [errors, setErrors] = useState<ProfileFormErrors>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const signedOut = useEffectEvent(onSignedOut);
  const checkSignedIn = useEffectEvent(isSignedIn);

  useEffect(() => {
    let current = true;
    const load = async () => {
      if (!(await checkSignedIn())) return { ok: false as const, status: 401 };
      return fetchProfile();
    };
    void load().then((result) => {
      if (!current) return;
      if (result.ok) {
        const loaded = toFormValues(result.data);
        setValues(loaded);
        setSavedPicture(loaded.profilePictureUrl);
        setLoadState('ready');
      } else if (result.status === 401) {
        signedOut();
      } else {
        setLoadState('failed');
        toast({
          title: 'Error',
          description: 'Failed to load profile data',
          variant: 'destructive',
        });
      }
    });
    return () => {
      current = false;
    };
  }, [attempt]);

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

  const upload = async (file: File | undefined, input: HTMLInputElement | null) => {
    const problem = file ? pictureProblem(file) : 'Choose a picture first.';
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
    toast({ title: 'Success', description: 'Profile picture uploaded successfully' });
  };

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
      toast({ title: 'Success', description: 'Profile updated successfully' });
      return;
    }
    const fields = (result.fields ?? {}) as ProfileFormErrors;
    if (!firstInvalidField(fields)) {
      setFormError(
        result.status === 401
          ? 'Your session has ended. Sign in again in another tab, then save.'
          : result.message || 'Please try again.',
      );
    }
    toast({ title: 'Error', description: 'Failed to update profile', variant: 'destructive' });
    showErrors(fields);
  };

  if (loadState !== 'ready') {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        {loadState === 'loading' ? (
          <p role="status" className="text-base text-slate-700">
            Loading your profile...
          </p>
        ) : (
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6">
            <p className="text-base font-medium text-red-800">
              We could not load your profile. Please try again.
            </p>
            <Button
              className="mt-4"
              onClick={() => {
                setLoadState('loading');
                setAttempt((count) => count + 1);
              }}
            >
              Try again
            </Button>
          </div>
        )}
      </div>
    );
  }

  const pictureNotice =
    values.profilePictureUrl === savedPicture
      ? undefined
      : values.profilePictureUrl
        ? 'Select Save Changes to keep this picture on your profile.'
        : 'Select Save Changes to remove the picture from your profile.';

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-12 sm:px-6"
    >
      <Section id={`${baseId}-picture`} title="Profile picture">
        <ProfilePictureSection
          inputId={fieldId('profilePictureUrl')}
          pictureUrl={values.profilePictureUrl}
          name={values.name}
          email={values.email}
          error={errors.profilePictureUrl}
          uploading={uploading}
          notice={pictureNotice}
          onUpload={(file, input) => void upload(file, input)}
          onRemove={() => setValues((previous) => ({ ...previous, profilePictureUrl: '' }))}
        />
      </Section>

      <Section id={`${baseId}-basic`} title="Basic information">
        <div className="mt-5 grid gap-5 sm:grid-cols-2">
          <TextField
            label="Full name"
            type="text"
            autoComplete="name"
            maxLength={100}
            {...fieldProps('name')}
          />
          <TextField
            label="Profession"
            type="text"
            autoComplete="organization-title"
            maxLength={100}
            {...fieldProps('profession')}
          />
          <TextField
            label="Company"
            type="text"
            autoComplete="organization"
            maxLength={100}
            {...fieldProps('company')}
          />
          <TextField
            label="Nationality"
            type="text"
            maxLength={60}
            {...fieldProps('nationality')}
          />
        </div>
      </Section>

      <Section id={`${baseId}-contact`} title="Contact information">
        <div className="mt-5 grid gap-5 sm:grid-cols-2">
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            {...fieldProps('email')}
          />
          <TextField
            label="Phone number"
            type="tel"
            autoComplete="tel"
            hint="01XXXXXXXXX, or an international number starting with +"
            {...fieldProps('phoneNumber')}
          />
        </div>
      </Section>

      <Section id={`${baseId}-links`} title="Useful links">
        <div className="mt-5 grid gap-5">
          <TextField label="Facebook URL" type="url" {...fieldProps('facebookUrl')} />
          <TextField label="LinkedIn URL" type="url" {...fieldProps('linkedinUrl')} />
          <TextField label="GitHub URL" type="url" {...fieldProps('githubUrl')} />
        </div>
      </Section>

      <Section id={`${baseId}-education`} title="Educational information">
        <div className="mt-5 grid gap-5 sm:grid-cols-2">
          <TextField
            label="Institute"
            type="text"
            maxLength={200}
            className="sm:col-span-2"
            {...fieldProps('institute')}
          />
          <TextField
            label="High school graduation year"
            type="number"
            inputMode="numeric"
            min={1950}
            max={2030}
            step={1}
            {...fieldProps('highSchoolGraduationYear')}
          />
          <TextField
            label="High school GPA"
            type="number"
            inputMode="decimal"
            min={0}
            max={5}
            step={0.01}
            hint="0 to 5.00"
            {...fieldProps('highSchoolGpa')}
          />
        </div>
      </Section>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" size="lg" disabled={saving || uploading}>
          {saving ? 'Saving...' : 'Save Changes'}
        </Button>
        {formError ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {formError}
          </p>
        ) : null}
      </div>
    </form>
  );
}
