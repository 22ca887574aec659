// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageConfig, VoiceWidgetBlock } from '../../generated/config';
import { resolveBlock } from '../../../tests/unit/resolve';
import { fixtureJson } from '../../../tests/unit/site-fixture';
import VoiceWidget from './VoiceWidget.island';
import type { WidgetRunner } from '../../voice/widget-script';

/** The automotive page's widget (from the snapshot in tests/fixtures/site), through the same validation and resolve step as the build. */
function automotiveWidget(): VoiceWidgetBlock {
  const page = fixtureJson<PageConfig>('pages/industries/automotive.json');
  return resolveBlock(page.blocks.find((b): b is VoiceWidgetBlock => b.type === 'voiceWidget')!);
}

/** A stand-in for the CDN script's run function that records how it was started and stopped. */
function fakeRunner() {
  const started = vi.fn();
  const destroyed = vi.fn();
  const Runner = vi.fn(function (this: unknown, config: { container: HTMLElement; component: string; props: Record<string, unknown> }) {
    started(config.component, config.props);
    config.container.textContent = 'widget running';
    return { destroy: destroyed };
  });
  return { Runner: Runner as unknown as WidgetRunner, started, destroyed };
}

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('VoiceWidget', () => {
  it('starts nothing until the visitor allows it, then runs the widget with the configured options', async () => {
    const widget = automotiveWidget();
    const { Runner, started } = fakeRunner();
    const loadScript = vi.fn(async () => Runner);
    const user = userEvent.setup();
    render(<VoiceWidget widget={widget} loadScript={loadScript} />);

    await user.click(await screen.findByRole('button', { name: 'TALK TO RIVO' }));
    const card = screen.getByRole('dialog', { name: 'TALK TO RIVO' });
    expect(card).toHaveAccessibleDescription(widget.consentText);
    expect(loadScript).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Allow' }));
    await screen.findByText('widget running');
    expect(window.localStorage.getItem('rivo_voice_consent')).toBe('true');
    expect(started).toHaveBeenCalledWith('VapiWidget', {
      assistantId: 'rivo-automotive',
      mode: 'voice',
      theme: 'dark',
      position: 'bottom-right',
      title: 'TALK TO RIVO',
      startButtonText: 'Start',
      endButtonText: 'End Call',
      showTranscript: true,
      requireConsent: true,
      termsContent: widget.consentText,
      localStorageKey: 'rivo_voice_consent',
      accentColor: '#0c7a6f',
    });
  });

  it('stops the widget when consent is withdrawn and offers to ask again', async () => {
    window.localStorage.setItem('rivo_voice_consent', 'true');
    const { Runner, destroyed } = fakeRunner();
    const user = userEvent.setup();
    render(<VoiceWidget widget={automotiveWidget()} loadScript={async () => Runner} />);

    await user.click(await screen.findByRole('button', { name: 'Withdraw consent' }));
    expect(destroyed).toHaveBeenCalledOnce();
    expect(screen.queryByText('widget running')).toBeNull();
    expect(window.localStorage.getItem('rivo_voice_consent')).toBe('false');
    expect(screen.getByRole('button', { name: 'TALK TO RIVO' })).toHaveFocus();
  });

  it('declines with "Not now" or Escape, storing the refusal and loading nothing', async () => {
    const loadScript = vi.fn();
    const user = userEvent.setup();
    render(<VoiceWidget widget={automotiveWidget()} loadScript={loadScript} />);
    await user.click(await screen.findByRole('button', { name: 'TALK TO RIVO' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.localStorage.getItem('rivo_voice_consent')).toBe('false');
    expect(loadScript).not.toHaveBeenCalled();
  });

  it('shows nothing and only logs to the console when the script cannot load', async () => {
    window.localStorage.setItem('rivo_voice_consent', 'true');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(<VoiceWidget widget={automotiveWidget()} loadScript={() => Promise.reject(new Error('could not load the script'))} />);
    await waitFor(() => expect(error).toHaveBeenCalledWith('The voice assistant could not be started:', expect.any(Error)));
    expect(container).toBeEmptyDOMElement();
  });
});
