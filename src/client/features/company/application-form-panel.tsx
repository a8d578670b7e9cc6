import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { flushSync } from 'react-dom';
import { Button, ButtonLink } from '../../components/ui/button';
import { CheckIcon } from '../../components/ui/icons';
import { toast } from '../../components/ui/toast-store';
import { positions } from '../../../shared/catalogue/careers';
import {
  APPLICATION_FIELDS,
  APPLICATION_MESSAGE_MAX,
  HONEYPOT_FIELD,
} from '../../../shared/schemas/site-form-fields';
import { loadOnce } from '../../lib/load-once';
import {
  emptyApplication,
  firstInvalidApplicationField,
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
import { careersCopy } from './careers.copy';
import { siteFormCopy } from './site-form.copy';

const copy = careersCopy.form;

/** The form's checks (zod): loaded on the first keystroke, or at the latest on submit. */
const applicationChecks = loadOnce(() => import('./application-checks.lazy'));

const HINTS: Partial<Record<ApplicationField, string>> = {
  phone: copy.hints.phone,
  cvUrl: copy.hints.cvUrl,
  message: copy.hints.message(APPLICATION_MESSAGE_MAX),
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
        {copy.sentTitle}
      </h3>
      <p className="mt-2 leading-7 text-slate-800">
        {copy.sentBefore(name)}
        <span className="font-semibold break-words">{email}</span>
        {copy.sentAfter}
      </p>
      <ButtonLink href={localePath('/careers')} variant="outline" className="mt-6">
        {copy.backToPositions}
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
      // Started early; a failure here is met again, and said, on submit.
      applicationChecks.load().catch(() => undefined);
      // Once a field shows an error, keep it current so it disappears as soon as it is fixed
      // (errors are shown only after a submit, which loaded the checks).
      const checks = applicationChecks.loaded();
      if (errors[field] && checks) {
        setErrors((previous) => ({
          ...previous,
          [field]: checks.validateApplication(next)[field],
        }));
      }
    };

  /** Shows the errors, then focuses the first bad field (its error is in its description). */
  const showErrors = (found: ApplicationErrors) => {
    flushSync(() => setErrors(found));
    const first = firstInvalidApplicationField(found);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const send = async (form: HTMLFormElement) => {
    let checks: Awaited<ReturnType<typeof applicationChecks.load>>;
    try {
      checks = await applicationChecks.load();
    } catch {
      // Nothing was sent; what was typed stays for another try.
      toastNotSent(copy.notSent, { kind: 'failed' });
      return;
    }
    const checked = checks.checkApplication(current);
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
        title: copy.sentToastTitle,
        description: copy.sentToast(name, email),
      });
      setSent({ name, email });
      return;
    }
    // Whatever went wrong, what the applicant typed stays in the form for another try.
    if (outcome.kind === 'fields') {
      showErrors(outcome.errors);
      return;
    }
    toastNotSent(copy.notSent, outcome);
  };
  const { sending, onSubmit: submit } = useSubmit(send);

  if (sent) return <ApplicationSent name={sent.name} email={sent.email} />;

  /** A field's error, in the page's language (the schema and the server write English). */
  const errorOf = (field: ApplicationField) => {
    const error = errors[field];
    return error === undefined ? undefined : siteFormCopy.fieldError(error);
  };

  const fieldProps = (field: ApplicationField, required = true) => {
    const error = errorOf(field);
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
    error: errorOf(field),
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="relative mt-6 grid gap-5 sm:grid-cols-2"
    >
      <p className="text-sm text-slate-700 sm:col-span-2">{copy.required}</p>
      <FormField {...shell('positionId', copy.position)} className="sm:col-span-2">
        <select {...fieldProps('positionId')}>
          {/* A required select's first option must be an empty placeholder (HTML's rule). */}
          <option value="">{copy.choosePosition}</option>
          {positions.map((position) => (
            <option key={position.id} value={position.id}>
              {position.title}
            </option>
          ))}
        </select>
      </FormField>
      <FormField {...shell('name', copy.name)}>
        <input type="text" autoComplete="name" {...fieldProps('name')} />
      </FormField>
      <FormField {...shell('email', copy.email)}>
        <input type="email" autoComplete="email" inputMode="email" {...fieldProps('email')} />
      </FormField>
      <FormField {...shell('phone', copy.phone)} className="sm:col-span-2">
        <input type="tel" autoComplete="tel" {...fieldProps('phone')} />
      </FormField>
      <FormField {...shell('cvUrl', copy.cvUrl)} className="sm:col-span-2">
        <input type="url" placeholder="https://" autoComplete="url" {...fieldProps('cvUrl')} />
      </FormField>
      <FormField {...shell('message', copy.message)} className="sm:col-span-2">
        <textarea rows={5} {...fieldProps('message', false)} />
      </FormField>
      <HoneypotField id={`${baseId}-${HONEYPOT_FIELD}`} />
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={sending}>
          {sending ? copy.submitting : copy.submit}
        </Button>
      </div>
    </form>
  );
}
