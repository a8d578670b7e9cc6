import type { ReactNode } from 'react';
import { TextField } from '../../components/ui/form-field';
import type { ProfileField } from '../../../shared/schemas/profile';
import type { ProfileFieldProps } from './use-profile-editor';

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
        <TextField label="Nationality" type="text" maxLength={60} {...fieldProps('nationality')} />
      </div>
    </Section>
  );
}

export function ContactAndLinksSections({ baseId, fieldProps }: SectionsProps) {
  return (
    <>
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
    </>
  );
}

export function EducationSection({ baseId, fieldProps }: SectionsProps) {
  return (
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
  );
}
