import { assign, fromCallback, fromPromise, sendTo, setup, type ActorRefFrom } from 'xstate';
import type { FormConfig } from '../generated/config';
import { leadOutbox, newLeadId, owedLead, owesAnything, settle, type LeadOutbox, type OwedLead } from '../forms/outbox';
import { captchaMismatch, formErrors, type FieldErrors } from '../forms/rules';
import { leadRequests, sendLead, type LeadEndpoints, type LeadRequest, type LeadTarget } from '../forms/submit';
import { captchaMachine } from './captcha.machine';

/** How long a target may take to answer before the lead counts as not sent there. */
export const LEAD_TIMEOUT_MS = 10_000;

export interface DemoFormInput {
  form: FormConfig;
  endpoints: LeadEndpoints;
  /** Values already typed into the server-rendered inputs before the form came alive. */
  initialValues?: Record<string, string>;
  /** Where leads wait until every target has them: the page's localStorage by default. */
  outbox?: LeadOutbox;
  timeoutMs?: number;
}

export interface DemoFormContext extends Omit<DemoFormInput, 'initialValues'> {
  outbox: LeadOutbox;
  timeoutMs: number;
  values: Record<string, string>;
  errors: FieldErrors;
  /** After the first submit, every change is checked again at once. */
  attempted: boolean;
  captcha: ActorRefFrom<typeof captchaMachine>;
  /** The visitor's lead while some target has not accepted it, with the values it was built from. */
  lead: OwedLead | null;
  leadValues: Record<string, string>;
  /** Leads left owing by earlier pages, resent one after the other; the first is in flight. */
  backlog: OwedLead[];
}

export type DemoFormEvent =
  | { type: 'field.change'; name: string; value: string }
  /** `honeypot` is what the hidden field holds: people leave it empty. */
  | { type: 'form.submit'; honeypot?: string }
  | { type: 'captcha.refresh' }
  /** From `holdLead`: this tab now holds the first backlog lead, as stored now. */
  | { type: 'outbox.held'; lead: OwedLead }
  /** From `holdLead`: another tab is sending it, or nothing is owed any more. */
  | { type: 'outbox.busy' };

type Target = { target: LeadTarget };

const emptyValues = (form: FormConfig) => Object.fromEntries(form.fields.map((f) => [f.name, '']));
const captchaCode = (c: DemoFormContext) => c.captcha.getSnapshot().context.code;
const captchaField = (c: DemoFormContext) => c.form.fields.find((f) => f.input === 'captcha')?.name;
const pageUri = () => (typeof window === 'undefined' ? '' : window.location.href);

/**
 * A demo-request form: checks on submit and again on every change after that; a captcha
 * mismatch sends nothing (new code, field cleared). A lead counts as sent only once both
 * targets accepted it; until then it waits in the outbox with exactly the requests still
 * owed, a retry sends only those, and the next form to wake on any page resends them (only
 * the tab holding a stored lead sends it). Every request of a lead carries the lead's id as its
 * idempotency key, the same on every attempt. A filled honeypot looks like success but sends
 * nothing. What the visitor sees comes from the form's config; notifications and navigation
 * are actions the component provides.
 */
export const demoFormMachine = setup({
  types: { context: {} as DemoFormContext, events: {} as DemoFormEvent, input: {} as DemoFormInput },
  actors: {
    captcha: captchaMachine,
    sendToSpreadsheet: fromPromise<void, LeadRequest>(({ input, signal }) => sendLead('spreadsheet', input, signal)),
    sendToCrm: fromPromise<void, LeadRequest>(({ input, signal }) => sendLead('crm', input, signal)),
    claimOutbox: fromPromise<OwedLead[], LeadOutbox>(async ({ input }) => input.claim()),
    // Holds the lead for as long as the state that invoked it: leaving the state lets it go.
    holdLead: fromCallback<DemoFormEvent, { outbox: LeadOutbox; id: string }>(({ input, sendBack }) => {
      let stopped = false;
      let release = () => {};
      input.outbox.hold(input.id).then(
        (held) => {
          if (stopped) return held?.release();
          release = held?.release ?? release;
          sendBack(held ? { type: 'outbox.held', lead: held.lead } : { type: 'outbox.busy' });
        },
        () => !stopped && sendBack({ type: 'outbox.busy' }),
      );
      return () => {
        stopped = true;
        release();
      };
    }),
  },
  guards: {
    hasFieldErrors: ({ context }) => Object.keys(formErrors(context.form.fields, context.values)).length > 0,
    captchaMismatch: ({ context }) => captchaMismatch(context.form.fields, context.values, captchaCode(context)) !== undefined,
    honeypotFilled: ({ event }) => event.type === 'form.submit' && Boolean(event.honeypot),
    // A new captcha code typed for the retry does not make it another visitor's lead.
    retriesOwedLead: ({ context }) =>
      context.lead !== null && context.form.fields.every((f) => f.input === 'captcha' || context.values[f.name] === context.leadValues[f.name]),
    owes: ({ context }, { target }: Target) => context.lead?.owed[target] !== undefined,
    leadDelivered: ({ context }) => context.lead === null || !owesAnything(context.lead),
    hasBacklog: ({ context }) => context.backlog.length > 0,
    backlogOwes: ({ context }, { target }: Target) => context.backlog[0]?.owed[target] !== undefined,
    showsPanel: ({ context }) => context.form.success.show === 'panel',
    redirects: ({ context }) => Boolean(context.form.success.redirectTo && context.form.success.redirectAfterSeconds),
  },
  delays: {
    leadTimeout: ({ context }) => context.timeoutMs,
    redirectDelay: ({ context }) => (context.form.success.redirectAfterSeconds ?? 0) * 1000,
  },
  actions: {
    setValue: assign({ values: ({ context, event }) => (event.type === 'field.change' ? { ...context.values, [event.name]: event.value } : context.values) }),
    recheck: assign({ errors: ({ context }) => (context.attempted ? formErrors(context.form.fields, context.values) : context.errors) }),
    showErrors: assign({ attempted: true, errors: ({ context }) => formErrors(context.form.fields, context.values) }),
    clearErrors: assign({ errors: {} }),
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
    // The visitor changed what they typed: the corrected lead replaces the one still owed.
    dropLead: ({ context }) => {
      if (context.lead) context.outbox.keep({ ...context.lead, owed: {} });
    },
    // The lead's id is made here, once, and is the idempotency key every attempt carries.
    newLead: assign(({ context }) => {
      const id = newLeadId();
      const requests = leadRequests({ form: context.form, values: context.values, endpoints: context.endpoints, pageUri: pageUri(), idempotencyKey: id });
      return { lead: owedLead(requests, Date.now(), id), leadValues: context.values };
    }),
    accept: assign({ lead: ({ context }, { target }: Target) => context.lead && settle(context.lead, target) }),
    // Written before anything is sent and after every answer, so closing the tab loses nothing.
    storeLead: ({ context }) => {
      if (context.lead) context.outbox.keep(context.lead);
    },
    clearLead: assign({ lead: null, leadValues: {} }),
    takeBacklog: assign({ backlog: (_, { leads }: { leads: OwedLead[] }) => leads }),
    takeHeldLead: assign({ backlog: ({ context }, { lead }: { lead: OwedLead }) => [lead, ...context.backlog.slice(1)] }),
    acceptBacklog: assign({ backlog: ({ context }, { target }: Target) => [settle(context.backlog[0]!, target), ...context.backlog.slice(1)] }),
    storeBacklogLead: ({ context }) => {
      if (context.backlog[0]) context.outbox.keep(context.backlog[0]);
    },
    nextBacklogLead: assign({ backlog: ({ context }) => context.backlog.slice(1) }),
    // Replaced by the component: toasts, scrolling and navigation live outside the machine.
    notifySuccess: () => {},
    notifyFailure: () => {},
    scrollToTop: () => {},
    redirect: () => {},
  },
}).createMachine({
  id: 'demoForm',
  context: ({ input: { initialValues, outbox, timeoutMs, ...input }, spawn }) => ({
    ...input,
    outbox: outbox ?? leadOutbox,
    timeoutMs: timeoutMs ?? LEAD_TIMEOUT_MS,
    values: { ...emptyValues(input.form), ...initialValues },
    errors: {},
    attempted: false,
    captcha: spawn('captcha', { id: 'captcha' }),
    lead: null,
    leadValues: {},
    backlog: [],
  }),
  type: 'parallel',
  states: {
    form: {
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
              { guard: 'honeypotFilled', target: 'delivered', actions: 'clearErrors' },
              { guard: 'retriesOwedLead', target: 'sending', actions: 'clearErrors' },
              { target: 'sending', actions: ['clearErrors', 'dropLead', 'newLead', 'storeLead'] },
            ],
          },
        },
        // Each target is sent what it still owes; one that refuses, fails or stays silent past
        // the timeout fails the lead (its request is aborted when the state is left).
        sending: {
          type: 'parallel',
          states: {
            spreadsheet: {
              initial: 'deciding',
              states: {
                deciding: { always: [{ guard: { type: 'owes', params: { target: 'spreadsheet' } }, target: 'waiting' }, { target: 'accepted' }] },
                waiting: {
                  invoke: {
                    src: 'sendToSpreadsheet',
                    input: ({ context }) => context.lead!.owed.spreadsheet!,
                    onDone: { target: 'accepted', actions: [{ type: 'accept', params: { target: 'spreadsheet' } }, 'storeLead'] },
                    onError: 'failed',
                  },
                  after: { leadTimeout: 'failed' },
                },
                accepted: { type: 'final' },
                failed: { type: 'final' },
              },
            },
            crm: {
              initial: 'deciding',
              states: {
                deciding: { always: [{ guard: { type: 'owes', params: { target: 'crm' } }, target: 'waiting' }, { target: 'accepted' }] },
                waiting: {
                  invoke: {
                    src: 'sendToCrm',
                    input: ({ context }) => context.lead!.owed.crm!,
                    onDone: { target: 'accepted', actions: [{ type: 'accept', params: { target: 'crm' } }, 'storeLead'] },
                    onError: 'failed',
                  },
                  after: { leadTimeout: 'failed' },
                },
                accepted: { type: 'final' },
                failed: { type: 'final' },
              },
            },
          },
          onDone: [
            { guard: 'leadDelivered', target: 'delivered', actions: 'clearLead' },
            { target: 'ready.error', actions: 'notifyFailure' },
          ],
        },
        delivered: {
          always: [
            { guard: 'showsPanel', target: 'success', actions: 'scrollToTop' },
            { target: 'ready.idle', actions: ['reset', 'newCaptcha', 'notifySuccess'] },
          ],
        },
        success: {
          initial: 'waiting',
          states: {
            waiting: { always: { guard: 'redirects', target: 'redirecting' } },
            redirecting: { after: { redirectDelay: { actions: 'redirect' } } },
          },
        },
      },
    },
    // Leads an earlier page could not deliver, resent silently as soon as this form wakes.
    outbox: {
      initial: 'claiming',
      states: {
        claiming: {
          invoke: {
            src: 'claimOutbox',
            input: ({ context }) => context.outbox,
            onDone: { target: 'next', actions: { type: 'takeBacklog', params: ({ event }) => ({ leads: event.output }) } },
            onError: 'idle',
          },
        },
        next: { always: [{ guard: 'hasBacklog', target: 'holding' }, { target: 'idle' }] },
        // Only the tab holding a lead sends it; one that finds it held by another tab skips it.
        holding: {
          invoke: { src: 'holdLead', input: ({ context }) => ({ outbox: context.outbox, id: context.backlog[0]!.id }) },
          initial: 'waiting',
          states: {
            waiting: {
              on: {
                'outbox.held': { target: 'resending', actions: { type: 'takeHeldLead', params: ({ event }) => ({ lead: event.lead }) } },
                'outbox.busy': { target: '#demoForm.outbox.next', actions: 'nextBacklogLead' },
              },
            },
            resending: {
              type: 'parallel',
              states: {
                spreadsheet: {
                  initial: 'deciding',
                  states: {
                    deciding: { always: [{ guard: { type: 'backlogOwes', params: { target: 'spreadsheet' } }, target: 'waiting' }, { target: 'done' }] },
                    waiting: {
                      invoke: {
                        src: 'sendToSpreadsheet',
                        input: ({ context }) => context.backlog[0]!.owed.spreadsheet!,
                        onDone: { target: 'done', actions: [{ type: 'acceptBacklog', params: { target: 'spreadsheet' } }, 'storeBacklogLead'] },
                        onError: 'done',
                      },
                      after: { leadTimeout: 'done' },
                    },
                    done: { type: 'final' },
                  },
                },
                crm: {
                  initial: 'deciding',
                  states: {
                    deciding: { always: [{ guard: { type: 'backlogOwes', params: { target: 'crm' } }, target: 'waiting' }, { target: 'done' }] },
                    waiting: {
                      invoke: {
                        src: 'sendToCrm',
                        input: ({ context }) => context.backlog[0]!.owed.crm!,
                        onDone: { target: 'done', actions: [{ type: 'acceptBacklog', params: { target: 'crm' } }, 'storeBacklogLead'] },
                        onError: 'done',
                      },
                      after: { leadTimeout: 'done' },
                    },
                    done: { type: 'final' },
                  },
                },
              },
              onDone: { target: '#demoForm.outbox.next', actions: 'nextBacklogLead' },
            },
          },
        },
        idle: {},
      },
    },
  },
});
