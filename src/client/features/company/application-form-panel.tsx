import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { flushSync } from 'react-dom';
import { Button, ButtonLink } from '../../components/ui/button';
import { CheckIcon } from '../../components/ui/icons';
import { toast } from '../../components/ui/toast-store';
import { positions } from '../../../shared/catalogue/careers';
import {
  APPLICATION_FIELDS,
  APPLICATION_MESSAGE_MAX,
  checkApplication,
} from '../../../shared/schemas/job-application';
import { HONEYPOT_FIELD } from '../../../shared/schemas/form-rules';
import {
  emptyApplication,
  firstInvalidApplicationField,
  validateApplication,
  type ApplicationErrors,
  type ApplicationField,
  type ApplicationValues,
} from './application-form';
import {
  describedBy,
  FormField,
  inputClasses,
  inputStateClasses,
} from '../../components/ui/form-field';
import { HoneypotField, honeypotValue } from './honeypot-field';
import { sendApplication } from './site-form-api';
import { sendOutcome, toastNotSent, useSubmit } from './site-form-outcome';
import { localePath } from '../../i18n/locale-path';

const HINTS: Partial<Record<ApplicationField, string>> = {
  phone:
    'A Bangladeshi mobile number like 01712345678, or an international number starting with +.',
  cvUrl:
    'A public link to your CV (for example on Google Drive), your LinkedIn profile or portfolio.',
  message: `Why this role, and when you could start. Up to ${APPLICATION_MESSAGE_MAX.toLocaleString('en-US')} characters.`,
};

/** Replaces the form once the application is in; takes focus, as the button it follows is gone. */
function ApplicationSent({ name, email }: { name: string; email: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="mt-6 rounded-xl border border-green-200 bg-green-50 p-6 sm:p-8">
      <span className="flex h-11 w-11 items-center justify-center rounded-full bg-green-100 text-green-800">
        <CheckIcon className="h-6 w-6" />
      </span>
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="mt-4 text-xl font-bold text-slate-900 focus:outline-none"
      >
        Application received
      </h3>
      <p className="mt-2 leading-7 text-slate-800">
        Thanks, {name}! We&rsquo;ll email a confirmation to{' '}
        <span className="font-semibold break-words">{email}</span>. Our team reads every application
        and will contact you if your experience fits the role.
      </p>
      <ButtonLink href={localePath('/careers')} variant="outline" className="mt-6">
        Back to open positions
      </ButtonLink>
    </div>
  );
}

/**
 * The job application form, stored and mailed by POST /api/careers/applications. The position
 * starts as the page's own; choosing another tells the page, which shows that one instead.
 */
export function ApplicationFormPanel({
  positionId,
  onPositionChange,
}: {
  positionId: string;
  onPositionChange: (positionId: string) => void;
}) {
  // Long: one form's markup; splitting would scatter its labels from their inputs.
  const baseId = useId();
  const [values, setValues] = useState<ApplicationValues>(() => emptyApplication(positionId));
  const [errors, setErrors] = useState<ApplicationErrors>({});
  const [sent, setSent] = useState<{ name: string; email: string } | undefined>();

  const current: ApplicationValues = { ...values, positionId };
  const fieldId = (field: ApplicationField) => `${baseId}-${field}`;

  const update =
    (field: ApplicationField) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const next = { ...current, [field]: event.target.value };
      if (field === 'positionId') onPositionChange(next.positionId);
      setValues(next);
      // Once a field shows an error, keep it current so it disappears as soon as it is fixed.
      if (errors[field]) {
        setErrors((previous) => ({ ...previous, [field]: validateApplication(next)[field] }));
      }
    };

  /** Shows the errors, then focuses the first bad field (its error is in its description). */
  const showErrors = (found: ApplicationErrors) => {
    flushSync(() => setErrors(found));
    const first = firstInvalidApplicationField(found);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const send = async (form: HTMLFormElement) => {
    const checked = checkApplication(current);
    if (!checked.ok) {
      showErrors(checked.fields);
      return;
    }
    setErrors({});
    const { name, email } = checked.data;
    const result = await sendApplication({
      ...checked.data,
      [HONEYPOT_FIELD]: honeypotValue(form),
    });
    const outcome = sendOutcome(result, APPLICATION_FIELDS);
    if (outcome.kind === 'sent') {
      toast({
        title: 'Application sent',
        description: `Thanks, ${name}! We'll email a confirmation to ${email}.`,
      });
      setSent({ name, email });
      return;
    }
    // Whatever went wrong, what the applicant typed stays in the form for another try.
    if (outcome.kind === 'fields') {
      showErrors(outcome.errors);
      return;
    }
    toastNotSent('Application not sent', outcome);
  };
  const { sending, onSubmit: submit } = useSubmit(send);

  if (sent) return <ApplicationSent name={sent.name} email={sent.email} />;

  const fieldProps = (field: ApplicationField, required = true) => {
    const error = errors[field];
    const id = fieldId(field);
    return {
      id,
      name: field,
      value: current[field],
      onChange: update(field),
      required,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(id, { hint: HINTS[field], error }),
      className: `${inputClasses} ${inputStateClasses(error)}`,
    };
  };

  const shell = (field: ApplicationField, label: string) => ({
    id: fieldId(field),
    label,
    hint: HINTS[field],
    error: errors[field],
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="relative mt-6 grid gap-5 sm:grid-cols-2"
    >
      <p className="text-sm text-slate-700 sm:col-span-2">
        All fields are required except the message.
      </p>
      <FormField {...shell('positionId', 'Position')} className="sm:col-span-2">
        <select {...fieldProps('positionId')}>
          {/* A required select's first option must be an empty placeholder (HTML's rule). */}
          <option value="">Choose a position…</option>
          {positions.map((position) => (
            <option key={position.id} value={position.id}>
              {position.title}
            </option>
          ))}
        </select>
      </FormField>
      <FormField {...shell('name', 'Full name')}>
        <input type="text" autoComplete="name" {...fieldProps('name')} />
      </FormField>
      <FormField {...shell('email', 'Email')}>
        <input type="email" autoComplete="email" inputMode="email" {...fieldProps('email')} />
      </FormField>
      <FormField {...shell('phone', 'Phone')} className="sm:col-span-2">
        <input type="tel" autoComplete="tel" {...fieldProps('phone')} />
      </FormField>
      <FormField {...shell('cvUrl', 'Link to your CV or portfolio')} className="sm:col-span-2">
        <input type="url" placeholder="https://" autoComplete="url" {...fieldProps('cvUrl')} />
      </FormField>
      <FormField {...shell('message', 'Message (optional)')} className="sm:col-span-2">
        <textarea rows={5} {...fieldProps('message', false)} />
      </FormField>
      <HoneypotField id={`${baseId}-${HONEYPOT_FIELD}`} />
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={sending}>
          {sending ? 'Submitting...' : 'Submit Application'}
        </Button>
      </div>
    </form>
  );
}
