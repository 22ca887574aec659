import { assign, fromPromise, sendTo, setup, type ActorRefFrom } from 'xstate';
import type { FormConfig } from '../generated/config';
import { captchaMismatch, formErrors, type FieldErrors } from '../forms/rules';
import { submitLead, type LeadEndpoints, type SubmitInput } from '../forms/submit';
import { captchaMachine } from './captcha.machine';

export interface DemoFormInput {
  form: FormConfig;
  endpoints: LeadEndpoints;
  /** Values already typed into the server-rendered inputs before the form came alive. */
  initialValues?: Record<string, string>;
}

export interface DemoFormContext extends DemoFormInput {
  values: Record<string, string>;
  errors: FieldErrors;
  /** After the first submit, every change is checked again at once. */
  attempted: boolean;
  captcha: ActorRefFrom<typeof captchaMachine>;
}

export type DemoFormEvent =
  | { type: 'field.change'; name: string; value: string }
  | { type: 'form.submit' }
  | { type: 'captcha.refresh' };

const emptyValues = (form: FormConfig) => Object.fromEntries(form.fields.map((f) => [f.name, '']));
const captchaCode = (c: DemoFormContext) => c.captcha.getSnapshot().context.code;
const captchaField = (c: DemoFormContext) => c.form.fields.find((f) => f.input === 'captcha')?.name;

/**
 * A demo-request form: checks on submit and again on every change after that; a captcha
 * mismatch sends nothing (new code, field cleared); both targets are called in parallel.
 * What the visitor sees afterwards (toast and reset, or a panel and a redirect) comes from
 * the form's config. Notifications and navigation are actions the component provides.
 */
export const demoFormMachine = setup({
  types: { context: {} as DemoFormContext, events: {} as DemoFormEvent, input: {} as DemoFormInput },
  actors: {
    captcha: captchaMachine,
    submitLead: fromPromise<void, SubmitInput>(({ input }) => submitLead(input)),
  },
  guards: {
    hasFieldErrors: ({ context }) => Object.keys(formErrors(context.form.fields, context.values)).length > 0,
    captchaMismatch: ({ context }) => captchaMismatch(context.form.fields, context.values, captchaCode(context)) !== undefined,
    showsPanel: ({ context }) => context.form.success.show === 'panel',
    redirects: ({ context }) => Boolean(context.form.success.redirectTo && context.form.success.redirectAfterSeconds),
  },
  delays: {
    redirectDelay: ({ context }) => (context.form.success.redirectAfterSeconds ?? 0) * 1000,
  },
  actions: {
    setValue: assign({ values: ({ context, event }) => (event.type === 'field.change' ? { ...context.values, [event.name]: event.value } : context.values) }),
    recheck: assign({ errors: ({ context }) => (context.attempted ? formErrors(context.form.fields, context.values) : context.errors) }),
    showErrors: assign({ attempted: true, errors: ({ context }) => formErrors(context.form.fields, context.values) }),
    showMismatch: assign(({ context }) => {
      const mismatch = captchaMismatch(context.form.fields, context.values, captchaCode(context))!;
      return { attempted: true, errors: { [mismatch.field]: mismatch.message }, values: { ...context.values, [mismatch.field]: '' } };
    }),
    newCaptcha: sendTo(({ context }) => context.captcha, { type: 'captcha.mismatch' }),
    refreshCaptcha: sendTo(({ context }) => context.captcha, { type: 'captcha.refresh' }),
    clearCaptchaError: assign({
      errors: ({ context }) => {
        const name = captchaField(context);
        if (!name) return context.errors;
        const { [name]: _dropped, ...rest } = context.errors;
        return rest;
      },
    }),
    reset: assign({ values: ({ context }) => emptyValues(context.form), errors: {}, attempted: false }),
    // Replaced by the component: toasts, scrolling and navigation live outside the machine.
    notifySuccess: () => {},
    notifyFailure: () => {},
    scrollToTop: () => {},
    redirect: () => {},
  },
}).createMachine({
  id: 'demoForm',
  context: ({ input: { initialValues, ...input }, spawn }) => ({
    ...input,
    values: { ...emptyValues(input.form), ...initialValues },
    errors: {},
    attempted: false,
    captcha: spawn('captcha', { id: 'captcha' }),
  }),
  initial: 'ready',
  states: {
    ready: {
      initial: 'idle',
      states: { idle: {}, error: {} },
      on: {
        'field.change': { actions: ['setValue', 'recheck'] },
        'captcha.refresh': { actions: ['refreshCaptcha', 'clearCaptchaError'] },
        'form.submit': [
          { guard: 'hasFieldErrors', target: '.idle', actions: 'showErrors' },
          { guard: 'captchaMismatch', target: '.idle', actions: ['showMismatch', 'newCaptcha'] },
          { target: 'submitting', actions: assign({ errors: {} }) },
        ],
      },
    },
    submitting: {
      invoke: {
        src: 'submitLead',
        input: ({ context }) => ({
          form: context.form,
          values: context.values,
          endpoints: context.endpoints,
          pageUri: typeof window === 'undefined' ? '' : window.location.href,
        }),
        onDone: [
          { guard: 'showsPanel', target: 'success', actions: 'scrollToTop' },
          { target: 'ready.idle', actions: ['reset', 'newCaptcha', 'notifySuccess'] },
        ],
        onError: { target: 'ready.error', actions: 'notifyFailure' },
      },
    },
    success: {
      initial: 'waiting',
      states: {
        waiting: { always: { guard: 'redirects', target: 'redirecting' } },
        redirecting: { after: { redirectDelay: { actions: 'redirect' } } },
      },
    },
  },
});
