import type { FieldRule, FormField } from '../generated/config';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

function fails(rule: FieldRule, value: string, captchaCode: string | null): boolean {
  const text = value.trim();
  switch (rule.check) {
    case 'required':
      return text.length === 0;
    case 'minLength':
      return text.length < Number(rule.value);
    case 'maxLength':
      return text.length > Number(rule.value);
    case 'email':
      return !EMAIL.test(text);
    case 'pattern':
      return !new RegExp(String(rule.value)).test(text);
    case 'captcha':
      return captchaCode === null || value !== captchaCode;
  }
}

/**
 * The message of the first rule a value breaks, or undefined. The captcha comparison is
 * left out unless asked for: it runs only on submit, once every other rule passes.
 */
function fieldError(field: FormField, value: string, opts: { captchaCode?: string | null } = {}): string | undefined {
  for (const rule of field.rules) {
    if (rule.check === 'captcha' && opts.captchaCode === undefined) continue;
    if (fails(rule, value, opts.captchaCode ?? null)) return rule.message;
  }
  return undefined;
}

export type FieldErrors = Partial<Record<string, string>>;

/** Errors of every field by name (without the captcha comparison). */
export function formErrors(fields: FormField[], values: Record<string, string>): FieldErrors {
  const errors: FieldErrors = {};
  for (const f of fields) {
    const message = fieldError(f, values[f.name] ?? '');
    if (message) errors[f.name] = message;
  }
  return errors;
}

/** The message shown when the typed captcha differs from the displayed code. */
export function captchaMismatch(fields: FormField[], values: Record<string, string>, code: string | null): { field: string; message: string } | undefined {
  const field = fields.find((f) => f.input === 'captcha');
  if (!field) return undefined;
  const message = fieldError(field, values[field.name] ?? '', { captchaCode: code });
  return message ? { field: field.name, message } : undefined;
}
