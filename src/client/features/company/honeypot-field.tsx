import { HONEYPOT_FIELD } from '../../../shared/schemas/site-form-fields';
import { siteFormCopy } from './site-form.copy';

/**
 * The spam trap: a field that robots fill in and people never meet. It sits off-screen and
 * aria-hidden, and tabIndex -1 keeps it out of the keyboard order (so an aria-hidden element
 * holds nothing focusable, which axe would report). It is left uncontrolled: the form reads it
 * from the DOM on submit, which also catches robots that set values without input events.
 */
export function HoneypotField({ id }: { id: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>{siteFormCopy.honeypotLabel}</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}

/** What the trap holds when the form is sent ('' for people). */
export function honeypotValue(form: HTMLFormElement): string {
  const value = new FormData(form).get(HONEYPOT_FIELD);
  return typeof value === 'string' ? value : '';
}
