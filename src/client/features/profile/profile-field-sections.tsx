import type { ReactNode } from 'react';
import { TextField } from '../../components/ui/form-field';
import type { ProfileField } from '../../../shared/schemas/profile';
import type { ProfileFieldProps } from './use-profile-editor';
import { PAGE_LOCALE } from '../../i18n/page-locale.copy';
import { profileCopy } from './profile.copy';

const copy = profileCopy.fields;

/**
 * Year and GPA: a number input on English pages; on Bangla ones a text input with a numeric
 * keyboard, as a number input refuses Bengali digits (০১২…) and the shared rule reads both.
 */
const NUMBER_INPUT_TYPE = PAGE_LOCALE === 'en' ? 'number' : 'text';

/** One titled card of the profile form. */
export function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
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

type SectionsProps = { baseId: string; fieldProps: (field: ProfileField) => ProfileFieldProps };

export function BasicInformationSection({ baseId, fieldProps }: SectionsProps) {
  return (
    <Section id={`${baseId}-basic`} title={profileCopy.sections.basic}>
      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        <TextField
          label={copy.name}
          type="text"
          autoComplete="name"
          maxLength={100}
          {...fieldProps('name')}
        />
        <TextField
          label={copy.nameBn}
          hint={copy.nameBnHint}
          type="text"
          lang="bn"
          maxLength={100}
          {...fieldProps('nameBn')}
        />
        <TextField
          label={copy.profession}
          type="text"
          autoComplete="organization-title"
          maxLength={100}
          {...fieldProps('profession')}
        />
        <TextField
          label={copy.company}
          type="text"
          autoComplete="organization"
          maxLength={100}
          {...fieldProps('company')}
        />
        <TextField
          label={copy.nationality}
          type="text"
          maxLength={60}
          {...fieldProps('nationality')}
        />
      </div>
    </Section>
  );
}

export function ContactAndLinksSections({ baseId, fieldProps }: SectionsProps) {
  return (
    <>
      <Section id={`${baseId}-contact`} title={profileCopy.sections.contact}>
        <div className="mt-5 grid gap-5 sm:grid-cols-2">
          <TextField
            label={copy.email}
            type="email"
            autoComplete="email"
            inputMode="email"
            {...fieldProps('email')}
          />
          <TextField
            label={copy.phoneNumber}
            type="tel"
            autoComplete="tel"
            hint={copy.phoneHint}
            {...fieldProps('phoneNumber')}
          />
        </div>
      </Section>

      <Section id={`${baseId}-links`} title={profileCopy.sections.links}>
        <div className="mt-5 grid gap-5">
          <TextField label={copy.facebookUrl} type="url" {...fieldProps('facebookUrl')} />
          <TextField label={copy.linkedinUrl} type="url" {...fieldProps('linkedinUrl')} />
          <TextField label={copy.githubUrl} type="url" {...fieldProps('githubUrl')} />
        </div>
      </Section>
    </>
  );
}

export function EducationSection({ baseId, fieldProps }: SectionsProps) {
  return (
    <Section id={`${baseId}-education`} title={profileCopy.sections.education}>
      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        <TextField
          label={copy.institute}
          type="text"
          maxLength={200}
          className="sm:col-span-2"
          {...fieldProps('institute')}
        />
        <TextField
          label={copy.graduationYear}
          type={NUMBER_INPUT_TYPE}
          inputMode="numeric"
          min={1950}
          max={2030}
          step={1}
          {...fieldProps('highSchoolGraduationYear')}
        />
        <TextField
          label={copy.gpa}
          type={NUMBER_INPUT_TYPE}
          inputMode="decimal"
          min={0}
          max={5}
          step={0.01}
          hint={copy.gpaHint}
          {...fieldProps('highSchoolGpa')}
        />
      </div>
    </Section>
  );
}
