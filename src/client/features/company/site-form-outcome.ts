import { useState, type FormEvent } from 'react';
import { toast } from '../../components/ui/toast-store';
import { siteSetting } from '../../lib/site-settings';
import type { ApiResult } from '../../lib/api-client';
import { siteFormCopy } from './site-form.copy';

/** Field errors keyed by the schema's field names. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** The first field, in form order, that has an error: where focus goes after a failed submit. */
export function firstInvalid<F extends string>(
  errors: FieldErrors<F>,
  order: readonly F[],
): F | undefined {
  return order.find((field) => errors[field] !== undefined);
}

/**
 * What a form does with the server's answer: a success, errors to show beside fields, a refusal
 * with the server's own words (429: wait and retry), or a failure the form explains itself.
 */
export type SendOutcome<F extends string> =
  | { kind: 'sent' }
  | { kind: 'fields'; errors: FieldErrors<F> }
  | { kind: 'refused'; message: string }
  | { kind: 'failed' };

export function sendOutcome<F extends string>(
  result: ApiResult<unknown>,
  order: readonly F[],
): SendOutcome<F> {
  if (result.ok) return { kind: 'sent' };
  if (result.status === 429) return { kind: 'refused', message: result.message };
  if (result.status === 400 && result.fields) {
    const errors: FieldErrors<F> = {};
    for (const field of order) {
      const message = result.fields[field];
      if (message) errors[field] = message;
    }
    // Errors for fields the form does not show (e.g. the honeypot) cannot be fixed by a person.
    if (firstInvalid(errors, order)) return { kind: 'fields', errors };
  }
  return { kind: 'failed' };
}

/**
 * The destructive toast of a form that was not sent: the server's own words for a refusal (429
 * says when to retry), otherwise a way to reach us. What the person typed stays in the form.
 */
export function toastNotSent(
  title: string,
  outcome: { kind: 'refused'; message: string } | { kind: 'failed' },
) {
  toast({
    title,
    description:
      outcome.kind === 'refused'
        ? outcome.message
        : siteFormCopy.notSent(siteSetting('support-email')),
    variant: 'destructive',
  });
}

/** A form's submit handler that runs `send` once at a time, with `sending` true meanwhile. */
export function useSubmit(send: (form: HTMLFormElement) => Promise<void>) {
  const [sending, setSending] = useState(false);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    try {
      await send(event.currentTarget);
    } finally {
      setSending(false);
    }
  };
  return { sending, onSubmit };
}
