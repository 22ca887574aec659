import { useMachine, useSelector } from '@xstate/react';
import { useEffect, useId, useState } from 'react';
import { useHydrated } from '../../ui/use-hydrated';
import type { FormConfig } from '../../generated/config';
import type { LeadEndpoints } from '../../forms/submit';
import { demoFormMachine } from '../../machines/demo-form.machine';
import { withInspector } from '../../machines/actor-options';
import { showToast } from '../../ui/toast/store';
import { CaptchaCode } from './Captcha';
import { Field, type FieldLook } from './Field';
import { Honeypot, honeypotValue } from './Honeypot';
import { SuccessPanel } from './SuccessPanel';
import { Icon } from '../../ui/Icon';

export interface DemoFormProps {
  form: FormConfig;
  endpoints: LeadEndpoints;
  look: FieldLook;
}

/**
 * What the visitor typed into the prerendered inputs before this island hydrated (read from
 * the DOM during the hydrating render), so that nothing typed early is lost. The captcha is
 * left out: its code is only drawn now.
 */
function typedBeforeHydration(uid: string, form: FormConfig): Record<string, string> {
  if (typeof document === 'undefined') return {};
  const typed: Record<string, string> = {};
  for (const f of form.fields) {
    const el = document.getElementById(`${uid}-${f.name}`) as HTMLInputElement | HTMLTextAreaElement | null;
    if (el?.value && f.input !== 'captcha') typed[f.name] = el.value;
  }
  return typed;
}

/** A config-defined demo-request form; its behaviour lives in the demo-form machine. */
export default function DemoForm({ form, endpoints, look }: DemoFormProps) {
  const uid = useId();
  // The prerendered button stays disabled until React runs, so an early click cannot fall
  // back to a native submit that would put the visitor's details in the address bar.
  const alive = useHydrated();
  const [initialValues] = useState(() => typedBeforeHydration(uid, form));
  const [machine] = useState(() =>
    demoFormMachine.provide({
      actions: {
        notifySuccess: () => showToast({ tone: 'success', title: form.success.title, text: form.success.text }),
        notifyFailure: () => showToast({ tone: 'error', title: form.failure.title, text: form.failure.text }),
        scrollToTop: () => window.scrollTo({ top: 0, behavior: 'instant' }),
        redirect: () => window.location.assign(form.success.redirectTo ?? '/'),
      },
    }),
  );
  const [state, send] = useMachine(machine, withInspector({ input: { form, endpoints, initialValues } }));
  const captcha = state.context.captcha;
  const code = useSelector(captcha, (s) => s.context.code);
  useEffect(() => captcha.send({ type: 'captcha.show' }), [captcha]);

  if (state.matches({ form: 'success' })) return <SuccessPanel success={form.success} />;

  const submitting = state.matches({ form: 'sending' });
  return (
    <form
      noValidate
      aria-busy={submitting || undefined}
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'form.submit', honeypot: honeypotValue(e.currentTarget) });
      }}
      className="grid gap-4"
    >
      {form.fields.map((field) => (
        <Field
          key={field.name}
          id={`${uid}-${field.name}`}
          field={field}
          look={look}
          value={state.context.values[field.name] ?? ''}
          error={state.context.errors[field.name]}
          onChange={(value) => send({ type: 'field.change', name: field.name, value })}
          before={field.input === 'captcha' ? <CaptchaCode code={code} look={look} onRefresh={() => send({ type: 'captcha.refresh' })} /> : undefined}
        />
      ))}
      <Honeypot />
      <button
        type="submit"
        disabled={!alive || !state.can({ type: 'form.submit' })}
        className="focus-ring inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70"
      >
        {submitting ? <Icon glyph="loader-circle" className="animate-spin" /> : null}
        {submitting ? form.submit.pendingLabel : form.submit.label}
      </button>
    </form>
  );
}
