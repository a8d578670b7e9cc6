import { useId, useState, type ChangeEvent } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast-store';
import { useUrlSearch } from '../../lib/url-search';
import { CONTACT_FIELDS, HONEYPOT_FIELD } from '../../../shared/schemas/site-form-fields';
import { loadOnce } from '../../lib/load-once';
import {
  EMPTY_CONTACT_FORM,
  firstInvalidField,
  subjectFromSearch,
  type ContactField,
  type ContactFormErrors,
  type ContactFormValues,
} from './contact-form';
import { FormField, inputClasses, inputStateClasses } from '../../components/ui/form-field';
import { HoneypotField, honeypotValue } from './honeypot-field';
import { sendContactMessage } from './site-form-api';
import { sendOutcome, toastNotSent, useSubmit } from './site-form-outcome';
import { contactCopy } from './contact.copy';
import { siteFormCopy } from './site-form.copy';

const copy = contactCopy.form;

/** The form's checks (zod): loaded on the first keystroke, or at the latest on submit. */
const contactChecks = loadOnce(() => import('./contact-checks.lazy'));

/** The contact form: checked with the shared schema, then stored and mailed by POST /api/contact. */
export function ContactFormPanel() {
  // Long: one form's markup; splitting would scatter its labels from their inputs.
  const baseId = useId();
  const search = useUrlSearch();
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_FORM);
  // Until the visitor edits Subject, it follows ?subject= (e.g. a link asking about a course).
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
      // Started early; a failure here is met again, and said, on submit.
      contactChecks.load().catch(() => undefined);
      // Once a field shows an error, keep it current so it disappears as soon as it is fixed
      // (errors are shown only after a submit, which loaded the checks).
      const checks = contactChecks.loaded();
      if (errors[field] && checks) {
        setErrors((previous) => ({
          ...previous,
          [field]: checks.validateContactField(field, value),
        }));
      }
    };

  /** Shows the errors, then focuses the first bad field (its error is in its description). */
  const showErrors = (found: ContactFormErrors) => {
    flushSync(() => setErrors(found));
    const first = firstInvalidField(found);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const send = async (form: HTMLFormElement) => {
    let checks: Awaited<ReturnType<typeof contactChecks.load>>;
    try {
      checks = await contactChecks.load();
    } catch {
      // Nothing was sent; what was typed stays for another try.
      toastNotSent(copy.notSent, { kind: 'failed' });
      return;
    }
    const checked = checks.checkContact(current);
    if (!checked.ok) {
      showErrors(checked.fields);
      return;
    }
    setErrors({});
    const { firstName, email } = checked.data;
    const result = await sendContactMessage({
      ...checked.data,
      [HONEYPOT_FIELD]: honeypotValue(form),
    });
    const outcome = sendOutcome(result, CONTACT_FIELDS);
    if (outcome.kind === 'sent') {
      toast({
        title: copy.sentTitle,
        description: copy.sent(firstName, email),
      });
      // Cleared for good: a ?subject= in the address must not come back into the empty form.
      setSubjectEdited(true);
      setValues(EMPTY_CONTACT_FORM);
      return;
    }
    // Whatever went wrong, what the visitor typed stays in the form for another try.
    if (outcome.kind === 'fields') {
      showErrors(outcome.errors);
      return;
    }
    toastNotSent(copy.notSent, outcome);
  };
  const { sending, onSubmit: submit } = useSubmit(send);

  /** A field's error, in the page's language (the schema and the server write English). */
  const errorOf = (field: ContactField) => {
    const error = errors[field];
    return error === undefined ? undefined : siteFormCopy.fieldError(error);
  };

  const fieldProps = (field: ContactField) => {
    const error = errorOf(field);
    return {
      id: fieldId(field),
      name: field,
      value: current[field],
      onChange: update(field),
      required: true,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${fieldId(field)}-error` : undefined,
      className: `${inputClasses} ${inputStateClasses(error)}`,
    };
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="relative mt-6 grid gap-5 sm:grid-cols-2"
    >
      <p className="text-sm text-slate-700 sm:col-span-2">{copy.required}</p>
      <FormField id={fieldId('firstName')} label={copy.firstName} error={errorOf('firstName')}>
        <input type="text" autoComplete="given-name" {...fieldProps('firstName')} />
      </FormField>
      <FormField id={fieldId('lastName')} label={copy.lastName} error={errorOf('lastName')}>
        <input type="text" autoComplete="family-name" {...fieldProps('lastName')} />
      </FormField>
      <FormField
        id={fieldId('email')}
        label={copy.email}
        error={errorOf('email')}
        className="sm:col-span-2"
      >
        <input type="email" autoComplete="email" inputMode="email" {...fieldProps('email')} />
      </FormField>
      <FormField
        id={fieldId('subject')}
        label={copy.subject}
        error={errorOf('subject')}
        className="sm:col-span-2"
      >
        <input type="text" {...fieldProps('subject')} />
      </FormField>
      <FormField
        id={fieldId('message')}
        label={copy.message}
        error={errorOf('message')}
        className="sm:col-span-2"
      >
        <textarea rows={6} {...fieldProps('message')} />
      </FormField>
      <HoneypotField id={`${baseId}-${HONEYPOT_FIELD}`} />
      <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
        <Button type="submit" size="lg" disabled={sending}>
          {sending ? copy.sending : copy.send}
        </Button>
        <p className="text-sm text-slate-700">{copy.replyTime}</p>
      </div>
    </form>
  );
}
