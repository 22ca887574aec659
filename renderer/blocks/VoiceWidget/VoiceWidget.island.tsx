import { useMachine } from '@xstate/react';
import { useEffect, useId, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import type { VoiceWidgetBlock } from '../../generated/config';
import { withInspector } from '../../machines/actor-options';
import { voiceConsentMachine } from '../../machines/voice-consent.machine';
import type { WidgetRunner, WidgetScript } from '../../voice/widget-script';
import { stripUrlParams } from './clean-url';
import { ConsentCard, Launcher, WithdrawButton } from './ConsentUi';
import { widgetProps } from './widget-props';

export interface VoiceWidgetProps {
  widget: VoiceWidgetBlock;
  /** Replaces the consent machine (stories start it in a given state with `provide`). */
  machine?: typeof voiceConsentMachine;
  /** Replaces the CDN script loader (stories and tests). */
  loadScript?: (script: WidgetScript) => Promise<WidgetRunner>;
}

/**
 * The voice assistant's island. It shows what the consent machine is in: a launcher (also while
 * the stored choice is read, which is what the server prerenders) with the consent card over it
 * when asking (prerendered closed, opened natively by the launcher until React runs), or the
 * widget's box (with a withdraw button where consent is required). Loading and starting the
 * widget are the machine's; this component only sends the visitor's choices.
 */
export default function VoiceWidget({ widget, machine = voiceConsentMachine, loadScript }: VoiceWidgetProps) {
  const host = useRef<HTMLDivElement>(null);
  const cardId = useId();
  const [logic] = useState(() => (loadScript ? machine.provide({ actors: { loadScript: fromPromise(({ input }) => loadScript(input!)) } }) : machine));
  const [state, send] = useMachine(
    logic,
    // eslint-disable-next-line react-hooks/refs -- the machine calls host() once the widget starts, after mount
    withInspector({
      input: {
        key: widget.consentKey,
        required: widget.consentRequired,
        widget: { ...widget, props: widgetProps(widget) },
        host: () => host.current,
      },
    }),
  );

  useEffect(stripUrlParams, []);

  if (state.matches({ given: 'failed' })) return null;
  if (state.matches('given')) {
    const canWithdraw = state.can({ type: 'consent.withdraw' });
    return (
      <>
        <div ref={host} data-voice-widget={widget.elementName} />
        {!canWithdraw ? null : state.matches({ given: 'running' }) ? (
          <WithdrawButton widget={widget} onWithdraw={() => send({ type: 'consent.withdraw' })} />
        ) : (
          <Launcher widget={widget} busy onOpen={() => {}} focus={false} />
        )}
      </>
    );
  }
  // The card is in the page, closed, until asked for: the launcher opens it natively before React runs.
  return (
    <>
      <Launcher widget={widget} busy={false} opens={cardId} onOpen={() => send({ type: 'consent.ask' })} focus={state.context.returnFocus} />
      <ConsentCard
        widget={widget}
        id={cardId}
        open={state.matches('asking')}
        onShownNatively={() => send({ type: 'consent.ask' })}
        onGive={() => send({ type: 'consent.give' })}
        onRefuse={() => send({ type: 'consent.refuse' })}
      />
    </>
  );
}
