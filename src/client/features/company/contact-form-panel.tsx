import { useId, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { useUrlSearch } from '../../lib/url-search';
import { toast } from '../../components/ui/toast-store';
import {
  EMPTY_CONTACT_FORM,
  firstInvalidField,
  subjectFromSearch,
  validateContactField,
  validateContactForm,
  type ContactField,
  type ContactFormErrors,
  type ContactFormValues,
} from './contact-form';
import { SUPPORT_EMAIL } from './support-contact';

const inputClasses =
  'mt-1.5 block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm transition-colors';

function FieldShell({
  id,
  label,
  error,
  children,
  className = '',
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The contact form. Sending arrives with the contact API; until then a valid form explains that
 * the message was not sent and keeps everything the visitor typed.
 */
export function ContactFormPanel() {
  const baseId = useId();
  const search = useUrlSearch();
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_FORM);
  // Until the visitor edits Subject, it follows ?subject= (e.g. from a careers 'Apply Now').
  const [subjectEdited, setSubjectEdited] = useState(false);
  const [errors, setErrors] = useState<ContactFormErrors>({});

  const current: ContactFormValues = {
    ...values,
    subject: subjectEdited ? values.subject : subjectFromSearch(search),
  };
  const fieldId = (field: ContactField) => `${baseId}-${field}`;

  const update =
    (field: ContactField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = event.target.value;
      if (field === 'subject') setSubjectEdited(true);
      setValues((previous) => ({ ...previous, [field]: value }));
      // Once a field shows an error, keep it current so it disappears as soon as it is fixed.
      if (errors[field]) {
        setErrors((previous) => ({ ...previous, [field]: validateContactField(field, value) }));
      }
    };

  const fieldProps = (field: ContactField) => {
    const error = errors[field];
    return {
      id: fieldId(field),
      name: field,
      value: current[field],
      onChange: update(field),
      required: true,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${fieldId(field)}-error` : undefined,
      className: `${inputClasses} ${
        error ? 'border-red-700' : 'border-slate-300 hover:border-slate-400'
      }`,
    };
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateContactForm(current);
    setErrors(found);
    const first = firstInvalidField(found);
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    toast({
      title: 'Message not sent',
      description: `Our contact form opens soon. Please email ${SUPPORT_EMAIL} meanwhile.`,
    });
  };

  return (
    <form noValidate onSubmit={submit} className="mt-6 grid gap-5 sm:grid-cols-2">
      <p className="text-sm text-slate-700 sm:col-span-2">All fields are required.</p>
      <FieldShell id={fieldId('firstName')} label="First name" error={errors.firstName}>
        <input type="text" autoComplete="given-name" {...fieldProps('firstName')} />
      </FieldShell>
      <FieldShell id={fieldId('lastName')} label="Last name" error={errors.lastName}>
        <input type="text" autoComplete="family-name" {...fieldProps('lastName')} />
      </FieldShell>
      <FieldShell
        id={fieldId('email')}
        label="Email"
        error={errors.email}
        className="sm:col-span-2"
      >
        <input type="email" autoComplete="email" inputMode="email" {...fieldProps('email')} />
      </FieldShell>
      <FieldShell
        id={fieldId('subject')}
        label="Subject"
        error={errors.subject}
        className="sm:col-span-2"
      >
        <input type="text" {...fieldProps('subject')} />
      </FieldShell>
      <FieldShell
        id={fieldId('message')}
        label="Message"
        error={errors.message}
        className="sm:col-span-2"
      >
        <textarea rows={6} {...fieldProps('message')} />
      </FieldShell>
      <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
        <Button type="submit" size="lg">
          Send Message
        </Button>
        <p className="text-sm text-slate-700">We reply within 24 hours.</p>
      </div>
    </form>
  );
}
