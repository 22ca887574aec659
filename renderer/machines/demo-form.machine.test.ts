import { assign, createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { FormConfig } from '../generated/config';
import { memoryLocks } from '../forms/memory-locks';
import { memoryStorage } from '../forms/memory-storage';
import { createOutbox, OUTBOX_KEY, type LeadOutbox, type OwedLead } from '../forms/outbox';
import { IDEMPOTENCY_HEADER, LeadRefused, leadRequests, type LeadRequest } from '../forms/submit';
import { captchaMachine } from './captcha.machine';
import { demoFormMachine, type DemoFormEvent } from './demo-form.machine';
import { fixtureJson } from '../../tests/unit/site-fixture';

/** A form of the snapshot in tests/fixtures/site: its messages stay as pinned below (the live ones are checked by `npm run check:content`). */
const load = (id: string) => {
  const raw = fixtureJson<FormConfig>(`forms/${id}.json`);
  // Defaults the validator would fill in.
  raw.fields.forEach((f) => ((f as { rules: unknown[] }).rules ??= []));
  return raw;
};
const footer = load('footer-demo');
const requestDemo = load('request-demo');
const endpoints = { spreadsheet: '/api/leads/spreadsheet', crmBaseUrl: '/api/leads/crm', crmPortalId: 'local' };

/** How a stand-in target answers each call in turn (the last answer repeats); undefined = accepted. */
type Answer = (signal: AbortSignal) => Promise<void>;
const refused =
  (status: number, target: 'crm' | 'spreadsheet' = 'crm'): Answer =>
  () =>
    Promise.reject(new LeadRefused(target, status));
const never: Answer = () => new Promise<void>(() => {});

interface Options {
  spreadsheet?: Answer[];
  crm?: Answer[];
  codes?: string[];
  storage?: Storage;
  timeoutMs?: number;
}

function setupForm(form: FormConfig, opts: Options = {}) {
  const codes = opts.codes ?? ['Ab3d', 'Xy7Z', 'Qq9R'];
  let n = 0;
  const calls = {
    spreadsheet: vi.fn<(r: LeadRequest) => void>(),
    crm: vi.fn<(r: LeadRequest) => void>(),
    success: vi.fn(),
    failure: vi.fn(),
    scroll: vi.fn(),
    redirect: vi.fn(),
  };
  const signals: AbortSignal[] = [];
  const target = (name: 'spreadsheet' | 'crm') =>
    fromPromise<void, LeadRequest>(async ({ input, signal }) => {
      calls[name](input);
      signals.push(signal);
      const answers = opts[name] ?? [];
      await (answers[Math.min(calls[name].mock.calls.length, answers.length) - 1]?.(signal) ?? Promise.resolve());
    });
  const storage = opts.storage ?? memoryStorage();
  const outbox = createOutbox(() => storage);
  const machine = demoFormMachine.provide({
    actors: {
      captcha: captchaMachine.provide({ actions: { newCode: assign({ code: () => codes[n++] }) } }),
      sendToSpreadsheet: target('spreadsheet'),
      sendToCrm: target('crm'),
    },
    actions: {
      notifySuccess: calls.success,
      notifyFailure: calls.failure,
      scrollToTop: calls.scroll,
      redirect: calls.redirect,
    },
  });
  const actor = createActor(machine, { input: { form, endpoints, outbox, timeoutMs: opts.timeoutMs } }).start();
  actor.getSnapshot().context.captcha.send({ type: 'captcha.show' });
  const type = (values: Record<string, string>) => {
    for (const [name, value] of Object.entries(values)) actor.send({ type: 'field.change', name, value });
  };
  const stored = () => JSON.parse(storage.getItem(OUTBOX_KEY) ?? 'null') as OwedLead[] | null;
  return { actor, calls, signals, type, storage, stored, code: () => actor.getSnapshot().context.captcha.getSnapshot().context.code };
}

/** A target's answer held until the test releases it. */
function held() {
  let release!: () => void;
  const promise = new Promise<void>((r) => (release = r));
  return { answer: (() => promise) as Answer, release };
}

const settled = (actor: ReturnType<typeof setupForm>['actor']) => waitFor(actor, (s) => !s.matches({ form: 'sending' }));

const validFooter = { name: 'Jane Cooper', email: 'jane@dealer.com', phone: '+1 2135550147', captcha: 'Ab3d' };
const validRequest = { fullName: 'Jane Cooper', email: 'jane@dealer.com', phone: '+44 7700900123', inquiry: 'We miss calls after 6 pm.', captcha: 'Ab3d' };

describe('demo form: validation rules of the spec (section 5)', () => {
  const errorFor = (form: FormConfig, base: Record<string, string>, field: string, value: string) => {
    const { actor, type } = setupForm(form);
    type({ ...base, [field]: value });
    actor.send({ type: 'form.submit' });
    return actor.getSnapshot().context.errors[field];
  };

  it.each([
    ['name', 'J', 'Name must be at least 2 characters.'],
    ['email', 'jane@', 'Please enter a valid email address.'],
    ['email', 'jane.example.com', 'Please enter a valid email address.'],
    ['phone', '', 'Phone number is required.'],
    ['phone', '2135550147', 'Phone number must include country code (e.g., +1 1234567890)'],
    ['phone', '+12345 2135550147', 'Phone number must include country code (e.g., +1 1234567890)'],
    ['phone', '+1 12345', 'Phone number must include country code (e.g., +1 1234567890)'],
    ['captcha', '', 'Please enter the captcha code.'],
    ['captcha', 'Ab3', 'Please enter the captcha code.'],
    ['captcha', 'Ab3dE', 'Captcha must be 4 characters.'],
  ])('footer: %s = %j → %s', (field, value, message) => {
    expect(errorFor(footer, validFooter, field, value)).toBe(message);
  });

  it.each([
    ['fullName', 'J', 'Full name must be at least 2 characters.'],
    ['inquiry', 'Too short', 'Inquiry must be at least 10 characters.'],
    ['inquiry', 'x'.repeat(501), 'Inquiry must not exceed 500 characters.'],
  ])('request-demo: %s = %j → %s', (field, value, message) => {
    expect(errorFor(requestDemo, validRequest, field, value)).toBe(message);
  });

  it.each(['+1 1234567890', '+11234567890', '+9999 12345678901234', '+44 770090'])('accepts the phone number %s', (phone) => {
    expect(errorFor(footer, validFooter, 'phone', phone)).toBeUndefined();
  });

  it('accepts an inquiry of exactly 10 and exactly 500 characters', () => {
    expect(errorFor(requestDemo, validRequest, 'inquiry', 'x'.repeat(10))).toBeUndefined();
    expect(errorFor(requestDemo, validRequest, 'inquiry', 'x'.repeat(500))).toBeUndefined();
  });

  it('checks nothing before the first submit, then re-checks on every change', () => {
    const { actor, type } = setupForm(footer);
    type({ name: 'J' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors.name).toBe('Name must be at least 2 characters.');
    type({ name: 'Jo' });
    expect(actor.getSnapshot().context.errors.name).toBeUndefined();
    type({ name: '' });
    expect(actor.getSnapshot().context.errors.name).toBe('Name must be at least 2 characters.');
  });

  it('sends nothing while any field is invalid', () => {
    const { actor, calls, type } = setupForm(footer);
    type({ ...validFooter, email: 'nope' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches({ form: { ready: 'idle' } })).toBe(true);
    expect(calls.spreadsheet).not.toHaveBeenCalled();
    expect(calls.crm).not.toHaveBeenCalled();
  });
});

describe('demo form: captcha', () => {
  it('is case-sensitive: a mismatch shows the message, clears the field, makes a new code and sends nothing', () => {
    const { actor, calls, type, code } = setupForm(footer);
    expect(code()).toBe('Ab3d');
    type({ ...validFooter, captcha: 'AB3D' });
    actor.send({ type: 'form.submit' });
    const ctx = actor.getSnapshot().context;
    expect(ctx.errors.captcha).toBe('Captcha code does not match. Please try again.');
    expect(ctx.values.captcha).toBe('');
    expect(ctx.values.name).toBe('Jane Cooper');
    expect(code()).toBe('Xy7Z');
    expect(calls.spreadsheet).not.toHaveBeenCalled();
    expect(calls.crm).not.toHaveBeenCalled();
  });

  it('the refresh button makes a new code', () => {
    const { actor, code } = setupForm(footer);
    actor.send({ type: 'captcha.refresh' });
    expect(code()).toBe('Xy7Z');
  });
});

describe('demo form: submission and outcomes (section 4)', () => {
  it('sends each target its exact request at once, waits for both, then the footer form resets with a new captcha and a toast', async () => {
    const sheet = held();
    const crm = held();
    const { actor, calls, type, code } = setupForm(footer, { spreadsheet: [sheet.answer], crm: [crm.answer] });
    type(validFooter);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches({ form: 'sending' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
    const idempotencyKey = actor.getSnapshot().context.lead!.id;
    const expected = leadRequests({ form: footer, values: validFooter, endpoints, pageUri: '', idempotencyKey });
    expect(calls.spreadsheet).toHaveBeenCalledWith(expected.spreadsheet);
    expect(calls.crm).toHaveBeenCalledWith(expected.crm);

    sheet.release();
    await waitFor(actor, (s) => s.matches({ form: { sending: { spreadsheet: 'accepted' } } }));
    expect(actor.getSnapshot().matches({ form: 'sending' })).toBe(true);
    expect(calls.success).not.toHaveBeenCalled();

    crm.release();
    await waitFor(actor, (s) => s.matches({ form: { ready: 'idle' } }));
    expect(calls.success).toHaveBeenCalledTimes(1);
    expect(calls.failure).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.values).toEqual({ name: '', email: '', phone: '', captcha: '' });
    expect(code()).toBe('Xy7Z');
  });

  it('request-demo success shows the panel, scrolls to the top and redirects after 10 seconds', async () => {
    vi.useFakeTimers();
    try {
      const { actor, calls, type } = setupForm(requestDemo);
      type(validRequest);
      actor.send({ type: 'form.submit' });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().matches({ form: 'success' })).toBe(true);
      expect(calls.scroll).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(9_999);
      expect(calls.redirect).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(calls.redirect).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a CRM answering 500 fails the lead: failure shown, every value kept, the visitor can try again', async () => {
    const { actor, calls, type } = setupForm(requestDemo, { crm: [refused(500)] });
    type(validRequest);
    actor.send({ type: 'form.submit' });
    await settled(actor);
    expect(actor.getSnapshot().matches({ form: { ready: 'error' } })).toBe(true);
    expect(calls.failure).toHaveBeenCalledTimes(1);
    expect(calls.success).not.toHaveBeenCalled();
    expect(calls.scroll).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.values).toEqual(validRequest);
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(true);
  });

  it('a network error on both targets fails the lead', async () => {
    const offline: Answer = () => Promise.reject(new TypeError('Failed to fetch'));
    const { actor, calls, type } = setupForm(footer, { spreadsheet: [offline], crm: [offline] });
    type(validFooter);
    actor.send({ type: 'form.submit' });
    await settled(actor);
    expect(calls.failure).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.values).toEqual(validFooter);
  });

  it('a target silent for 10 seconds fails the lead and its request is aborted', async () => {
    vi.useFakeTimers();
    try {
      const { actor, calls, signals, type } = setupForm(footer, { spreadsheet: [never] });
      type(validFooter);
      actor.send({ type: 'form.submit' });
      await vi.advanceTimersByTimeAsync(9_999);
      expect(actor.getSnapshot().matches({ form: 'sending' })).toBe(true);
      expect(actor.getSnapshot().matches({ form: { sending: { crm: 'accepted' } } })).toBe(true);
      await vi.advanceTimersByTimeAsync(1);
      expect(actor.getSnapshot().matches({ form: { ready: 'error' } })).toBe(true);
      expect(calls.failure).toHaveBeenCalledTimes(1);
      expect(actor.getSnapshot().context.values).toEqual(validFooter);
      expect(signals[0]!.aborted).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('the timeout is the machine input timeoutMs when given', async () => {
    const { actor, calls, type } = setupForm(footer, { crm: [never], timeoutMs: 30 });
    type(validFooter);
    actor.send({ type: 'form.submit' });
    await settled(actor);
    expect(calls.failure).toHaveBeenCalledTimes(1);
  });

  it('a retry after a CRM failure sends the same request to the CRM only, then succeeds', async () => {
    const { actor, calls, type, stored } = setupForm(footer, { crm: [refused(503), () => Promise.resolve()] });
    type(validFooter);
    actor.send({ type: 'form.submit' });
    await settled(actor);
    actor.send({ type: 'form.submit' });
    await settled(actor);
    expect(calls.spreadsheet).toHaveBeenCalledTimes(1);
    expect(calls.crm).toHaveBeenCalledTimes(2);
    expect(calls.crm.mock.calls[1]![0]).toEqual(calls.crm.mock.calls[0]![0]);
    expect(calls.success).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches({ form: { ready: 'idle' } })).toBe(true);
    expect(stored()).toBeNull();
  });

  it('a retry with a new captcha code is still the same lead: CRM only, with the request first built', async () => {
    const { actor, calls, type, code } = setupForm(footer, { crm: [refused(500), () => Promise.resolve()] });
    type(validFooter);
    actor.send({ type: 'form.submit' });
    await settled(actor);
    actor.send({ type: 'captcha.refresh' });
    type({ captcha: code()! });
    actor.send({ type: 'form.submit' });
    await settled(actor);
    expect(calls.spreadsheet).toHaveBeenCalledTimes(1);
    expect(calls.crm).toHaveBeenCalledTimes(2);
    expect(calls.crm.mock.calls[1]![0]).toEqual(calls.crm.mock.calls[0]![0]);
    expect(calls.success).toHaveBeenCalledTimes(1);
  });

  it('a retry after the visitor corrected a value is a new lead for both targets and replaces the owed one', async () => {
    const { actor, calls, type, stored } = setupForm(footer, { crm: [refused(500), never] });
    type(validFooter);
    actor.send({ type: 'form.submit' });
    await settled(actor);
    const first = stored()![0]!;
    type({ email: 'jane.cooper@dealer.com' });
    actor.send({ type: 'form.submit' });
    expect(calls.spreadsheet).toHaveBeenCalledTimes(2);
    expect(calls.crm).toHaveBeenCalledTimes(2);
    expect(calls.crm.mock.calls[1]![0].body).toContain('jane.cooper@dealer.com');
    expect(stored()!.map((l) => l.id)).not.toContain(first.id);
  });
});

describe('demo form: honeypot', () => {
  it('filled: the footer form looks exactly like a success (toast, reset, new captcha) and nothing is sent or stored', () => {
    const { actor, calls, type, code, storage } = setupForm(footer);
    type(validFooter);
    actor.send({ type: 'form.submit', honeypot: 'https://spam.example' });
    expect(actor.getSnapshot().matches({ form: { ready: 'idle' } })).toBe(true);
    expect(calls.success).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.values).toEqual({ name: '', email: '', phone: '', captcha: '' });
    expect(code()).toBe('Xy7Z');
    expect(calls.spreadsheet).not.toHaveBeenCalled();
    expect(calls.crm).not.toHaveBeenCalled();
    expect(storage.length).toBe(0);
  });

  it('filled: the request-demo form shows the success panel and sends nothing', () => {
    const { actor, calls, type } = setupForm(requestDemo);
    type(validRequest);
    actor.send({ type: 'form.submit', honeypot: 'x' });
    expect(actor.getSnapshot().matches({ form: 'success' })).toBe(true);
    expect(calls.scroll).toHaveBeenCalledTimes(1);
    expect(calls.spreadsheet).not.toHaveBeenCalled();
    expect(calls.crm).not.toHaveBeenCalled();
  });

  it('empty: the lead is sent as usual', async () => {
    const { actor, calls, type } = setupForm(footer);
    type(validFooter);
    actor.send({ type: 'form.submit', honeypot: '' });
    await settled(actor);
    expect(calls.crm).toHaveBeenCalledTimes(1);
    expect(calls.success).toHaveBeenCalledTimes(1);
  });
});

describe('demo form: outbox', () => {
  it('stores the lead before any answer, keeps only what is owed after a failure, and removes it once delivered', async () => {
    const crm = held();
    const { actor, type, stored } = setupForm(footer, { crm: [refused(500), crm.answer] });
    type(validFooter);
    actor.send({ type: 'form.submit' });
    const expected = leadRequests({ form: footer, values: validFooter, endpoints, pageUri: '', idempotencyKey: stored()![0]!.id });
    expect(stored()).toEqual([expect.objectContaining({ owed: expected })]);
    await settled(actor);
    expect(stored()).toEqual([expect.objectContaining({ owed: { crm: expected.crm } })]);
    actor.send({ type: 'form.submit' });
    expect(stored()).toEqual([expect.objectContaining({ owed: { crm: expected.crm } })]);
    crm.release();
    await settled(actor);
    expect(stored()).toBeNull();
  });

  it('on start, resends exactly what earlier pages still owe, silently, and empties the outbox', async () => {
    const owesCrm: OwedLead = { id: 'a', createdAt: Date.now() - 2, owed: { crm: { url: '/api/leads/crm/x', body: '{"fields":[1]}' } } };
    const owesSheet: OwedLead = { id: 'b', createdAt: Date.now() - 1, owed: { spreadsheet: { url: '/api/leads/spreadsheet', body: '{"name":"Jo"}' } } };
    const storage = memoryStorage({ [OUTBOX_KEY]: JSON.stringify([owesCrm, owesSheet]) });
    const { actor, calls } = setupForm(footer, { storage });
    await waitFor(actor, (s) => s.matches({ outbox: 'idle' }));
    expect(calls.crm.mock.calls).toEqual([[owesCrm.owed.crm]]);
    expect(calls.spreadsheet.mock.calls).toEqual([[owesSheet.owed.spreadsheet]]);
    expect(storage.getItem(OUTBOX_KEY)).toBeNull();
    expect(calls.success).not.toHaveBeenCalled();
    expect(actor.getSnapshot().matches({ form: { ready: 'idle' } })).toBe(true);
  });

  it('a resend that fails again stays stored for the next page, and a second form of the same page leaves it alone', async () => {
    const lead: OwedLead = { id: 'a', createdAt: Date.now(), owed: { crm: { url: '/crm', body: '{}' } } };
    const storage = memoryStorage({ [OUTBOX_KEY]: JSON.stringify([lead]) });
    const outbox = createOutbox(() => storage);
    const crm = vi.fn((): Promise<void> => Promise.reject(new LeadRefused('crm', 500)));
    const machine = demoFormMachine.provide({ actors: { sendToCrm: fromPromise<void, LeadRequest>(crm) } });
    const first = createActor(machine, { input: { form: footer, endpoints, outbox } }).start();
    await waitFor(first, (s) => s.matches({ outbox: 'idle' }));
    const second = createActor(machine, { input: { form: requestDemo, endpoints, outbox } }).start();
    await waitFor(second, (s) => s.matches({ outbox: 'idle' }));
    expect(crm).toHaveBeenCalledTimes(1);
    expect(JSON.parse(storage.getItem(OUTBOX_KEY)!)).toEqual([lead]);
  });

  it('blocked storage does not break the form: failure, then a retry to the CRM only', async () => {
    const blocked = new Proxy({} as Storage, {
      get: () => () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    const { actor, calls, type } = setupForm(footer, { storage: blocked, crm: [refused(500), () => Promise.resolve()] });
    type(validFooter);
    actor.send({ type: 'form.submit' });
    await settled(actor);
    expect(calls.failure).toHaveBeenCalledTimes(1);
    actor.send({ type: 'form.submit' });
    await settled(actor);
    expect(calls.spreadsheet).toHaveBeenCalledTimes(1);
    expect(calls.crm).toHaveBeenCalledTimes(2);
    expect(calls.success).toHaveBeenCalledTimes(1);
  });
});

describe('demo form: idempotency key', () => {
  const keysOf = (requests: LeadRequest[]) =>
    requests.map((r) => {
      const body = JSON.parse(r.body) as { idempotencyKey?: string; context?: { idempotencyKey?: string } };
      return body.context?.idempotencyKey ?? body.idempotencyKey;
    });

  it('every request of a lead carries its id as the key, the same on a retry; a corrected lead gets a new one', async () => {
    const { actor, calls, type, stored } = setupForm(footer, { crm: [refused(500), refused(500), never] });
    type(validFooter);
    actor.send({ type: 'form.submit' });
    const key = stored()![0]!.id;
    await settled(actor);
    actor.send({ type: 'form.submit' });
    await settled(actor);
    const sheetCalls = calls.spreadsheet.mock.calls.map(([r]) => r);
    const crmCalls = calls.crm.mock.calls.map(([r]) => r);
    expect(keysOf([...sheetCalls, ...crmCalls])).toEqual([key, key, key]);
    expect(crmCalls.map((r) => r.headers?.[IDEMPOTENCY_HEADER])).toEqual([key, key]);

    type({ email: 'jane.cooper@dealer.com' });
    actor.send({ type: 'form.submit' });
    const next = stored()![0]!.id;
    expect(next).not.toBe(key);
    expect(keysOf([calls.spreadsheet.mock.calls[1]![0], calls.crm.mock.calls[2]![0]])).toEqual([next, next]);
  });
});

describe('demo form: one tab per stored lead', () => {
  const lead = (id: string): OwedLead => ({ id, createdAt: Date.now(), owed: { crm: { url: '/api/leads/crm/x', body: `{"id":"${id}"}` } } });

  it('two tabs waking on the same stored lead: only the tab holding it sends it, and it lets go once done', async () => {
    const storage = memoryStorage({ [OUTBOX_KEY]: JSON.stringify([lead('a')]) });
    const locks = memoryLocks();
    const answer = held();
    const crm = vi.fn((): Promise<void> => answer.answer(new AbortController().signal));
    const machine = demoFormMachine.provide({ actors: { sendToCrm: fromPromise<void, LeadRequest>(crm) } });
    const tab = () =>
      createActor(machine, {
        input: {
          form: footer,
          endpoints,
          outbox: createOutbox(
            () => storage,
            Date.now,
            () => locks,
          ),
        },
      }).start();
    const first = tab();
    await waitFor(first, (s) => s.matches({ outbox: { holding: 'resending' } }));
    const second = tab();
    await waitFor(second, (s) => s.matches({ outbox: 'idle' }));
    expect(crm).toHaveBeenCalledTimes(1);
    answer.release();
    await waitFor(first, (s) => s.matches({ outbox: 'idle' }));
    expect(crm).toHaveBeenCalledTimes(1);
    expect(storage.getItem(OUTBOX_KEY)).toBeNull();
    expect(locks.held.size).toBe(0);
  });

  it('skips a lead another tab holds and still sends the next one (holdLead replaced with provide)', async () => {
    const storage = memoryStorage({ [OUTBOX_KEY]: JSON.stringify([lead('a'), lead('b')]) });
    const crm = vi.fn<(r: LeadRequest) => void>();
    const released = vi.fn();
    const machine = demoFormMachine.provide({
      actors: {
        sendToCrm: fromPromise<void, LeadRequest>(async ({ input }) => crm(input)),
        holdLead: fromCallback<DemoFormEvent, { outbox: LeadOutbox; id: string }>(({ input, sendBack }) => {
          sendBack(input.id === 'a' ? { type: 'outbox.busy' } : { type: 'outbox.held', lead: lead(input.id) });
          return () => released(input.id);
        }),
      },
    });
    const actor = createActor(machine, { input: { form: footer, endpoints, outbox: createOutbox(() => storage) } }).start();
    await waitFor(actor, (s) => s.matches({ outbox: 'idle' }));
    expect(crm.mock.calls).toEqual([[lead('b').owed.crm]]);
    expect(released.mock.calls).toEqual([['a'], ['b']]);
    expect(JSON.parse(storage.getItem(OUTBOX_KEY)!)).toEqual([expect.objectContaining({ id: 'a' })]);
  });

  it('sends only what is still owed when the lead is held: a target another tab reached since the claim is skipped', async () => {
    const both: OwedLead = { ...lead('a'), owed: { ...lead('a').owed, spreadsheet: { url: '/api/leads/spreadsheet', body: '{}' } } };
    const storage = memoryStorage({ [OUTBOX_KEY]: JSON.stringify([both]) });
    const outbox = createOutbox(() => storage);
    const claim = outbox.claim.bind(outbox);
    // Another tab delivers the spreadsheet request between this tab's claim and its hold.
    outbox.claim = () => {
      const claimed = claim();
      storage.setItem(OUTBOX_KEY, JSON.stringify([{ ...both, owed: { crm: both.owed.crm } }]));
      return claimed;
    };
    const calls = { spreadsheet: vi.fn(), crm: vi.fn() };
    const machine = demoFormMachine.provide({
      actors: {
        sendToSpreadsheet: fromPromise<void, LeadRequest>(async ({ input }) => calls.spreadsheet(input)),
        sendToCrm: fromPromise<void, LeadRequest>(async ({ input }) => calls.crm(input)),
      },
    });
    const actor = createActor(machine, { input: { form: footer, endpoints, outbox } }).start();
    await waitFor(actor, (s) => s.matches({ outbox: 'idle' }));
    expect(calls.spreadsheet).not.toHaveBeenCalled();
    expect(calls.crm.mock.calls).toEqual([[both.owed.crm]]);
    expect(storage.getItem(OUTBOX_KEY)).toBeNull();
  });
});
