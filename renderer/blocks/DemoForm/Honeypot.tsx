import { HONEYPOT_FIELD } from '../../forms/honeypot';

/**
 * A field people never see, reach or hear (off-screen, out of the tab order, hidden from
 * assistive technology) and bots fill in. Left uncontrolled: the form reads it on submit, so a
 * value set by script counts too.
 */
export function Honeypot() {
  return (
    // Moved off-screen rather than hidden with display:none, which form-filling bots skip.
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** What the honeypot of a submitted form holds. */
export const honeypotValue = (form: HTMLFormElement) => String(new FormData(form).get(HONEYPOT_FIELD) ?? '');
