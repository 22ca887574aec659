// @vitest-environment jsdom
import { createInspector, type StatelyInspectionEvent } from '@statelyai/inspect';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormConfig } from '../generated/config';
import { createValidators } from '../../validator/schemas';
import { fixtureJson } from '../../tests/unit/site-fixture';
import SiteHeader from '../chrome/SiteHeader.island';
import { demoFormMachine } from './demo-form.machine';
import { lazyInspect, withInspector } from './actor-options';

/** A Stately inspector whose adapter keeps what it would have sent to stately.ai. */
function recordingInspector() {
  const sent: StatelyInspectionEvent[] = [];
  const inspector = createInspector({ send: (event) => void sent.push(event) });
  const actorNames = () => sent.flatMap((e) => (e.type === '@xstate.actor' ? [e.name] : []));
  const snapshots = (name: string) => {
    const ids = new Set(sent.flatMap((e) => (e.type === '@xstate.actor' && e.name === name ? [e.sessionId] : [])));
    return sent.flatMap((e) =>
      e.type === '@xstate.snapshot' && ids.has(e.sessionId) ? [e.snapshot as { value?: unknown; context?: Record<string, unknown> }] : [],
    );
  };
  return { inspector, sent, actorNames, snapshots };
}

// The browser inspector would open stately.ai; the page's wiring gets a recording one instead.
const page = vi.hoisted(() => ({ recorder: undefined as undefined | ReturnType<typeof recordingInspector> }));
vi.mock('@statelyai/inspect', async (importOriginal) => {
  const real = await importOriginal<typeof import('@statelyai/inspect')>();
  return { ...real, createBrowserInspector: () => page.recorder!.inspector };
});

afterEach(() => window.history.replaceState(null, '', '/'));

describe('lazyInspect', () => {
  it('replays events raised before the inspector loaded, in order, then forwards new ones', async () => {
    const rec = recordingInspector();
    const form = fixtureJson<FormConfig>('forms/footer-demo.json');
    createValidators().validate('form', form);
    const endpoints = { spreadsheet: '/s', crmBaseUrl: '/c', crmPortalId: 'local' };
    const actor = createActor(demoFormMachine, {
      input: { form, endpoints },
      inspect: lazyInspect(async () => rec.inspector.inspect),
    }).start();
    actor.send({ type: 'form.submit' });

    await vi.waitFor(() => expect(rec.actorNames()).toEqual(expect.arrayContaining(['demoForm', 'captcha'])));
    expect(rec.actorNames().indexOf('demoForm')).toBeLessThan(rec.actorNames().indexOf('captcha'));
    // The empty form's field errors, as the inspector would show them.
    await vi.waitFor(() => expect(Object.keys(rec.snapshots('demoForm').at(-1)?.context?.errors ?? {})).toContain('name'));
    expect(rec.sent.some((e) => e.type === '@xstate.event' && (e.event as { type: string }).type === 'form.submit')).toBe(true);
  });
});

describe('withInspector', () => {
  const header = () => (
    <SiteHeader
      brandName="Rivo AI"
      nav={[{ kind: 'dropdown', label: 'Solutions', links: [{ label: 'Automotive', href: '/industries/automotive' }] }]}
      action={{ label: 'Book', href: '/request-demo', style: 'primary', newTab: false }}
      mobileGroups={[]}
      currentRoute="/"
    />
  );
  window.matchMedia = () => ({ matches: false, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;

  it('leaves the options alone without ?inspect', () => {
    expect(withInspector({ input: 1 })).toEqual({ input: 1 });
    expect(withInspector()).toEqual({});
  });

  it('with ?inspect, connects the islands on the page to one inspector that sees them live', async () => {
    page.recorder = recordingInspector();
    window.history.replaceState(null, '', '/?inspect');
    const first = withInspector({ input: 1 });
    expect(first.input).toBe(1);
    expect(first.inspect).toBeTypeOf('function');
    expect(withInspector().inspect).toBe(first.inspect);

    render(header());
    // jsdom has no wide-screen styles: the navigation stays in the closed phone menu's <dialog>, hidden.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Solutions', hidden: true }));
    await vi.waitFor(() => expect(page.recorder!.actorNames()).toContain('menu'));
    await vi.waitFor(() => expect(page.recorder!.snapshots('menu').at(-1)?.context).toEqual({ openDropdown: 'Solutions' }));
  });
});
