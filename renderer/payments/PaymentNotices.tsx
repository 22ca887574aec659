import type { ReactNode } from 'react';
import { Icon } from '../ui/Icon';
import type { Glyph } from '../ui/icons';

/** A one-line status in place of the PayPal buttons (loading, confirming, done); `spin` turns its icon. */
export function PaymentNotice({ glyph, spin = false, className = '', children }: { glyph: Glyph; spin?: boolean; className?: string; children: ReactNode }) {
  return (
    <p role="status" className="flex min-h-24 items-center justify-center gap-2 rounded-2xl bg-slate-50 px-4 text-sm font-medium text-slate-600">
      <Icon glyph={glyph} className={['text-lg', spin ? 'animate-spin' : '', className].filter(Boolean).join(' ')} />
      {children}
    </p>
  );
}

/**
 * Shown when PayPal cannot be reached or no client id is set. In the sandbox the buyer may
 * simulate the payment instead; a live site never offers that (the machine's guard decides).
 */
export function SdkErrorBox({ detail, onSimulate }: { detail: string | null; onSimulate?: () => void }) {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5 text-left text-sm text-red-900">
      <p className="flex items-center gap-2 font-semibold">
        <Icon glyph="triangle-alert" className="text-lg text-red-600" />
        PayPal Connection Error
      </p>
      <p className="mt-2 leading-relaxed">
        We could not connect to PayPal&rsquo;s payment services. Please refresh the page and try again.
        {onSimulate ? ' This is a sandbox site, so you can also simulate a payment to see the rest of the purchase.' : ''}
      </p>
      {detail ? <p className="mt-2 text-xs text-red-800/80">{detail}</p> : null}
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="focus-ring inline-flex min-h-11 items-center gap-2 rounded-full bg-red-700 px-5 text-sm font-semibold text-white hover:bg-red-800"
        >
          <Icon glyph="refresh-cw" />
          Refresh the page
        </button>
        {onSimulate ? (
          <button
            type="button"
            onClick={onSimulate}
            className="focus-ring inline-flex min-h-11 items-center gap-2 rounded-full border border-red-700/40 px-5 text-sm font-semibold text-red-800 hover:border-red-700"
          >
            <Icon glyph="flask-conical" />
            Simulate payment
          </button>
        ) : null}
      </div>
    </div>
  );
}
