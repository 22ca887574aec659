import { useMachine } from '@xstate/react';
import { withInspector } from '../../machines/actor-options';
import { useEffect, useRef, useState } from 'react';
import type { VoiceWidgetBlock } from '../../generated/config';
import { voiceConsentMachine } from '../../machines/voice-consent.machine';
import { stripUrlParams } from './clean-url';
import { ConsentCard, Launcher, WithdrawButton } from './ConsentUi';
import { widgetProps } from './options';
import { loadWidgetScript, whenIdle, type WidgetHandle, type WidgetRunner } from './widget-script';

export interface VoiceWidgetProps {
  widget: VoiceWidgetBlock;
  /** Replaces the consent machine (stories start it in a given state with `provide`). */
  machine?: typeof voiceConsentMachine;
  /** Replaces the CDN script loader (stories and tests). */
  loadScript?: typeof loadWidgetScript;
}

type ScriptStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** The widget is optional: when it cannot start, the page goes on without it and says nothing. */
const reportFailure = (error: unknown) => console.error('The voice assistant could not be started:', error);

/**
 * The voice assistant's island. It renders nothing on the server; in the browser it asks for
 * consent, then loads the widget script when the browser is idle and starts the widget with
 * the configured options. Withdrawing consent stops the widget.
 */
export default function VoiceWidget({ widget, machine = voiceConsentMachine, loadScript = loadWidgetScript }: VoiceWidgetProps) {
  const [state, send] = useMachine(machine, withInspector({ input: { key: widget.consentKey, required: widget.consentRequired } }));
  const [status, setStatus] = useState<ScriptStatus>('idle');
  const [runner, setRunner] = useState<WidgetRunner | null>(null);
  const host = useRef<HTMLDivElement>(null);
  // After the card closes or consent is withdrawn, focus goes back to the launcher.
  const [returnFocus, setReturnFocus] = useState(false);
  const consented = state.matches('given');

  useEffect(stripUrlParams, []);

  useEffect(() => {
    if (!consented || status !== 'idle') return;
    let started = false;
    const cancel = whenIdle(() => {
      started = true;
      setStatus('loading');
      loadScript(widget).then(
        (run) => {
          setRunner(() => run);
          setStatus('ready');
        },
        (error: unknown) => {
          reportFailure(error);
          setStatus('failed');
        },
      );
    });
    return () => {
      if (!started) cancel();
    };
  }, [consented, status, loadScript, widget]);

  useEffect(() => {
    const container = host.current;
    if (!consented || !runner || !container) return;
    let handle: WidgetHandle | undefined;
    try {
      handle = new runner({ container, component: widget.component, props: widgetProps(widget) }) ?? undefined;
    } catch (error) {
      reportFailure(error);
      setStatus('failed');
      return;
    }
    return () => {
      try {
        handle?.destroy?.();
      } catch (error) {
        console.error('The voice assistant did not stop cleanly:', error);
      }
      container.replaceChildren();
    };
  }, [consented, runner, widget]);

  if (status === 'failed' || state.matches('starting') || state.matches('checking')) return null;
  if (consented) {
    return (
      <>
        <div ref={host} data-voice-widget={widget.elementName} />
        {!widget.consentRequired ? null : status === 'ready' ? (
          <WithdrawButton
            widget={widget}
            onWithdraw={() => {
              setReturnFocus(true);
              send({ type: 'consent.withdraw' });
            }}
          />
        ) : (
          <Launcher widget={widget} busy onOpen={() => {}} focus={false} />
        )}
      </>
    );
  }
  if (state.matches('asking')) {
    const refuse = () => {
      setReturnFocus(true);
      send({ type: 'consent.refuse' });
    };
    return <ConsentCard widget={widget} onGive={() => send({ type: 'consent.give' })} onRefuse={refuse} />;
  }
  return <Launcher widget={widget} busy={false} onOpen={() => send({ type: 'consent.ask' })} focus={returnFocus} />;
}
