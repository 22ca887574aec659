import { readFileSync } from 'node:fs';
import { assign, createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { FormConfig } from '../generated/config';
import { captchaMachine } from './captcha.machine';
import { demoFormMachine } from './demo-form.machine';

const load = (id: string) => {
  const raw = JSON.parse(readFileSync(`site.config/forms/${id}.json`, 'utf8')) as FormConfig;
  // Defaults the validator would fill in.
  raw.fields.forEach((f) => ((f as { rules: unknown[] }).rules ??= []));
  return raw;
};
const footer = load('footer-demo');
const requestDemo = load('request-demo');
const endpoints = { spreadsheet: '/api/leads/spreadsheet', crmBaseUrl: '/api/leads/crm', crmPortalId: 'local' };

function setupForm(form: FormConfig, opts: { submit?: () => Promise<void>; codes?: string[] } = {}) {
  const codes = opts.codes ?? ['Ab3d', 'Xy7Z', 'Qq9R'];
  let n = 0;
  const calls = { submit: vi.fn(), success: vi.fn(), failure: vi.fn(), scroll: vi.fn(), redirect: vi.fn() };
  const machine = demoFormMachine.provide({
    actors: {
      captcha: captchaMachine.provide({ actions: { newCode: assign({ code: () => codes[n++] }) } }),
      submitLead: fromPromise(async ({ input }) => {
        calls.submit(input);
        await (opts.submit?.() ?? Promise.resolve());
      }),
    },
    actions: {
      notifySuccess: calls.success,
      notifyFailure: calls.failure,
      scrollToTop: calls.scroll,
      redirect: calls.redirect,
    },
  });
  const actor = createActor(machine, { input: { form, endpoints } }).start();
  actor.getSnapshot().context.captcha.send({ type: 'captcha.show' });
  const type = (values: Record<string, string>) => {
    for (const [name, value] of Object.entries(values)) actor.send({ type: 'field.change', name, value });
  };
  return { actor, calls, type, code: () => actor.getSnapshot().context.captcha.getSnapshot().context.code };
}

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
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(calls.submit).not.toHaveBeenCalled();
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
    expect(calls.submit).not.toHaveBeenCalled();
  });

  it('the refresh button makes a new code', () => {
    const { actor, code } = setupForm(footer);
    actor.send({ type: 'captcha.refresh' });
    expect(code()).toBe('Xy7Z');
  });
});

describe('demo form: submission and outcomes (section 4)', () => {
  it('submits the typed values, is in "submitting" while pending, then the footer form resets with a new captcha and a toast', async () => {
    let finish!: () => void;
    const { actor, calls, type, code } = setupForm(footer, { submit: () => new Promise<void>((r) => (finish = r)) });
    type(validFooter);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
    expect(calls.submit).toHaveBeenCalledWith(expect.objectContaining({ values: validFooter, endpoints, form: footer }));
    finish();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(calls.success).toHaveBeenCalledTimes(1);
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
      expect(actor.getSnapshot().matches('success')).toBe(true);
      expect(calls.scroll).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(9_999);
      expect(calls.redirect).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(calls.redirect).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a failed submission keeps every value, shows the failure and lets the visitor try again', async () => {
    const { actor, calls, type } = setupForm(requestDemo, { submit: () => Promise.reject(new TypeError('Failed to fetch')) });
    type(validRequest);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ ready: 'error' }));
    expect(calls.failure).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.values).toEqual(validRequest);
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(true);
  });
});
