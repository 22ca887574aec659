import type { ReactNode } from 'react';
import type { FormField } from '../../generated/config';

export type FieldLook = 'light' | 'dark';

const looks: Record<FieldLook, { label: string; input: string; error: string }> = {
  light: {
    label: 'text-ink-900',
    input: 'border-slate-300 bg-white text-ink-900 placeholder:text-slate-400 focus:border-brand-600',
    error: 'text-red-700',
  },
  dark: {
    label: 'text-slate-200',
    input: 'border-white/15 bg-white/5 text-white placeholder:text-slate-500 focus:border-brand-300',
    error: 'text-red-300',
  },
};

interface Props {
  id: string;
  field: FormField;
  value: string;
  error?: string;
  look: FieldLook;
  onChange: (value: string) => void;
  /** Shown before the input on the same row (the captcha code and its refresh button). */
  before?: ReactNode;
}

/** One labelled input with its error message under it, tied to it for screen readers. */
export function Field({ id, field, value, error, look, onChange, before }: Props) {
  const style = looks[look];
  const errorId = `${id}-error`;
  const common = {
    id,
    name: field.name,
    value,
    placeholder: field.placeholder,
    autoComplete: field.autocomplete,
    maxLength: field.maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
    className: `focus-ring block w-full rounded-xl border px-4 py-3 text-base outline-none transition-colors aria-[invalid=true]:border-red-500 ${style.input}`,
  };
  const type: Record<FormField['input'], string> = { text: 'text', email: 'email', tel: 'tel', textarea: 'text', captcha: 'text' };
  return (
    <div>
      <label htmlFor={id} className={`mb-1.5 block text-sm font-medium ${style.label}`}>
        {field.label}
      </label>
      {field.input === 'textarea' ? (
        <textarea rows={4} {...common} />
      ) : before ? (
        <div className="flex flex-wrap items-center gap-2">
          {before}
          <div className="min-w-32 flex-1">
            <input type={type[field.input]} {...common} />
          </div>
        </div>
      ) : (
        <input type={type[field.input]} {...common} />
      )}
      {error ? (
        <p id={errorId} className={`mt-1.5 text-sm ${style.error}`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
