import type { Meta, StoryObj } from '@storybook/react-vite';
import { fromPromise } from 'xstate';
import type { VoiceWidgetBlock } from '../../generated/config';
import { voiceConsentMachine, type StoredConsent } from '../../machines/voice-consent.machine';
import VoiceWidget from './VoiceWidget.island';
import type { WidgetRunner } from '../../voice/widget-script';

const widget: VoiceWidgetBlock = {
  type: 'voiceWidget',
  assistantId: 'rivo-automotive',
  scriptUrl: 'https://unpkg.com/@vapi-ai/client-sdk-react@0.1.1/dist/embed/widget.umd.js',
  elementName: 'vapi-widget',
  runFunction: 'WidgetLoader',
  component: 'VapiWidget',
  mode: 'voice',
  theme: 'dark',
  position: 'bottom-right',
  title: 'TALK TO RIVO',
  startLabel: 'Start',
  endLabel: 'End Call',
  showTranscript: true,
  consentRequired: true,
  consentText:
    'By allowing, and each time I talk to this AI assistant, I consent to the recording, storage and sharing of my conversation with third-party service providers, as described in our Privacy Policy.',
  allowLabel: 'Allow',
  refuseLabel: 'Not now',
  withdrawLabel: 'Withdraw consent',
  consentKey: 'rivo_voice_consent',
  accentColor: '#0c7a6f',
};

/** The consent machine starting from a stored choice, writing nothing to this browser. */
const startingFrom = (stored: StoredConsent) =>
  voiceConsentMachine.provide({
    actors: { readConsent: fromPromise<StoredConsent, { key: string }>(async () => stored) },
    actions: { storeChoice: () => {} },
  });

/** Stands in for the CDN widget: a plain panel in the widget's corner. */
const FakeWidget = function (this: unknown, { container, props }: { container: HTMLElement; props: Record<string, unknown> }) {
  const panel = document.createElement('div');
  panel.style.cssText = 'position:fixed;right:24px;bottom:24px;padding:14px 20px;border-radius:999px;background:#0b1324;color:#fff;font:600 14px system-ui';
  panel.textContent = `${String(props.title)} · ${String(props.startButtonText)}`;
  container.append(panel);
  return { destroy: () => panel.remove() };
} as unknown as WidgetRunner;

const meta = {
  title: 'Blocks/VoiceWidget',
  component: VoiceWidget,
  parameters: { layout: 'fullscreen' },
  args: { widget, loadScript: async () => FakeWidget },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '100vh', padding: 32, background: '#f8fafc' }}>
        <p>The voice widget floats in the bottom-right corner.</p>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VoiceWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** First visit: only the launcher; nothing is loaded or recorded. */
export const ConsentNotAsked: Story = { args: { machine: startingFrom(null) } };

/** The consent card, opened from the launcher. */
export const ConsentCardOpen: Story = {
  args: { machine: startingFrom(null) },
  play: async ({ canvasElement }) => {
    const launcher = await new Promise<HTMLButtonElement | null>((resolve) =>
      setTimeout(() => resolve(canvasElement.querySelector<HTMLButtonElement>('button[aria-haspopup="dialog"]')), 50),
    );
    launcher?.click();
  },
};

/** Consent given earlier: the widget runs, with a button to withdraw consent. */
export const ConsentGiven: Story = { args: { machine: startingFrom('given') } };

/** Consent refused or withdrawn: the launcher stays, so the visitor can change their mind. */
export const ConsentRefused: Story = { args: { machine: startingFrom('refused') } };

/** The light theme, in the bottom-left corner. */
export const LightThemeLeft: Story = { args: { machine: startingFrom(null), widget: { ...widget, theme: 'light', position: 'bottom-left' } } };
