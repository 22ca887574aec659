import { useEffect, useRef } from 'react';
import type { FormSuccess } from '../../generated/config';
import { Icon } from '../../ui/Icon';

/** Replaces the form after a successful request when the form's config asks for a panel. */
export function SuccessPanel({ success }: { success: FormSuccess }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  return (
    <div role="status" className="rounded-2xl border border-brand-200 bg-brand-50 p-8 text-center">
      <Icon glyph="phone-call" className="mx-auto block text-4xl text-brand-600" />
      <h2 ref={heading} tabIndex={-1} className="mt-4 text-2xl font-bold text-ink-900 outline-none">
        {success.title}
      </h2>
      <p className="mt-3 text-slate-700">{success.text}</p>
    </div>
  );
}
