import { useEffect, useRef, type CSSProperties } from 'react';
import type { VoiceWidgetBlock } from '../../generated/config';
import { usePopover } from '../../ui/ModalDialog';
import { Icon } from '../../ui/Icon';

type Position = VoiceWidgetBlock['position'];
type Theme = VoiceWidgetBlock['theme'];

const CORNER: Record<Position, string> = {
  'bottom-right': 'bottom-4 right-4 sm:bottom-6 sm:right-6',
  'bottom-left': 'bottom-4 left-4 sm:bottom-6 sm:left-6',
  'top-right': 'top-20 right-4 sm:right-6',
  'top-left': 'top-20 left-4 sm:left-6',
};

// A popover is laid out by the browser from all four sides (inset: 0): the sides away from the corner are let go.
const OTHER_SIDES: Record<Position, string> = {
  'bottom-right': 'top-auto left-auto',
  'bottom-left': 'top-auto right-auto',
  'top-right': 'bottom-auto left-auto',
  'top-left': 'bottom-auto right-auto',
};

// The running widget owns the corner itself, so the withdraw button sits just clear of it.
const BESIDE_WIDGET: Record<Position, string> = {
  'bottom-right': 'bottom-24 right-4 sm:right-6',
  'bottom-left': 'bottom-24 left-4 sm:left-6',
  'top-right': 'top-40 right-4 sm:right-6',
  'top-left': 'top-40 left-4 sm:left-6',
};

const PANEL: Record<Theme, string> = {
  dark: 'bg-ink-900 text-slate-300 ring-1 ring-white/15 shadow-ink-900/40',
  light: 'bg-white text-slate-600 ring-1 ring-slate-200 shadow-slate-900/15',
};
const HEADING: Record<Theme, string> = { dark: 'text-white', light: 'text-ink-900' };
const QUIET_BUTTON: Record<Theme, string> = {
  dark: 'text-slate-100 ring-1 ring-white/25 hover:bg-white/10',
  light: 'text-ink-900 ring-1 ring-slate-300 hover:bg-slate-50',
};

const accent = (color: string): CSSProperties => ({ backgroundColor: color });

function MicBadge({ color, busy = false }: { color: string; busy?: boolean }) {
  return (
    <span className="grid h-9 w-9 shrink-0 place-items-center rounded-full text-white" style={accent(color)} aria-hidden="true">
      {busy ? <Icon glyph="loader-circle" className="animate-spin" /> : <Icon glyph="mic" />}
    </span>
  );
}

/**
 * The closed widget: one pill that opens the consent card (or shows the widget is starting).
 * `opens` is the card's id: the browser opens it on the first tap (popovertarget), before React
 * has loaded, and tells assistive technology whether it is open; once React runs, `onOpen` does.
 */
export function Launcher({
  widget,
  busy,
  onOpen,
  focus,
  opens,
}: {
  widget: VoiceWidgetBlock;
  busy: boolean;
  onOpen: () => void;
  focus: boolean;
  opens?: string;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <button
      ref={ref}
      type="button"
      aria-haspopup="dialog"
      aria-busy={busy || undefined}
      disabled={busy}
      popoverTarget={opens}
      onClick={(e) => {
        e.preventDefault();
        onOpen();
      }}
      // Transparent under its open card (the card follows it), so that its edge does not show around the card's; still focused.
      className={`focus-ring fixed z-50 inline-flex items-center gap-3 rounded-full py-1.5 pl-1.5 pr-5 text-sm font-bold tracking-wider shadow-xl transition-transform hover:-translate-y-0.5 disabled:cursor-wait has-[+:popover-open]:opacity-0 ${CORNER[widget.position]} ${PANEL[widget.theme]} ${HEADING[widget.theme]}`}
    >
      <MicBadge color={widget.accentColor} busy={busy} />
      {widget.title}
    </button>
  );
}

interface ConsentCardProps {
  widget: VoiceWidgetBlock;
  /** The id the launcher opens it by. */
  id: string;
  open: boolean;
  /** The launcher opened the card natively before React ran: the state takes it over. */
  onShownNatively: () => void;
  onGive: () => void;
  onRefuse: () => void;
}

/**
 * Asks before anything is recorded: the consent text with allow and decline buttons. A popover
 * over the launcher, prerendered (closed) with the page so the first tap shows it at once; shown
 * exactly when `open` says once React runs. Escape or a tap outside closes it, as "Not now".
 */
export function ConsentCard({ widget, id, open, onShownNatively, onGive, onRefuse }: ConsentCardProps) {
  const ref = usePopover<HTMLDivElement>(open, onShownNatively);
  useEffect(() => {
    // Focus moves into the card, unless the visitor already moved it there (before React ran).
    if (open && !ref.current?.contains(document.activeElement)) ref.current?.focus();
  }, [open, ref]);
  return (
    // Escape closes the card, as it does any dialog.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={ref}
      id={id}
      popover="auto"
      role="dialog"
      aria-labelledby={`${id}t`}
      aria-describedby={`${id}d`}
      tabIndex={-1}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onRefuse();
      }}
      onToggle={(e) => {
        if ((e.nativeEvent as ToggleEvent).newState === 'closed' && open) onRefuse();
      }}
      className={`focus-ring fixed z-50 m-0 w-[min(22rem,calc(100vw-2rem))] rounded-2xl p-5 shadow-2xl ${CORNER[widget.position]} ${OTHER_SIDES[widget.position]} ${PANEL[widget.theme]}`}
    >
      <div className="flex items-center gap-3">
        <MicBadge color={widget.accentColor} />
        <h2 id={`${id}t`} className={`text-sm font-bold tracking-wider ${HEADING[widget.theme]}`}>
          {widget.title}
        </h2>
      </div>
      <p id={`${id}d`} className="mt-4 text-sm leading-relaxed">
        {widget.consentText}
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={onGive}
          className="focus-ring inline-flex min-h-11 flex-1 items-center justify-center rounded-full px-5 text-sm font-semibold text-white shadow-sm hover:brightness-110"
          style={accent(widget.accentColor)}
        >
          {widget.allowLabel}
        </button>
        <button
          type="button"
          onClick={onRefuse}
          className={`focus-ring inline-flex min-h-11 flex-1 items-center justify-center rounded-full px-5 text-sm font-semibold ${QUIET_BUTTON[widget.theme]}`}
        >
          {widget.refuseLabel}
        </button>
      </div>
    </div>
  );
}

/** Shown while the widget runs: takes the consent back, which stops the widget. */
export function WithdrawButton({ widget, onWithdraw }: { widget: VoiceWidgetBlock; onWithdraw: () => void }) {
  return (
    <button
      type="button"
      onClick={onWithdraw}
      className={`focus-ring fixed z-50 inline-flex min-h-9 items-center gap-2 rounded-full px-3 text-xs font-semibold shadow-lg ${BESIDE_WIDGET[widget.position]} ${PANEL[widget.theme]} ${HEADING[widget.theme]}`}
    >
      <Icon glyph="mic-off" />
      {widget.withdrawLabel}
    </button>
  );
}
