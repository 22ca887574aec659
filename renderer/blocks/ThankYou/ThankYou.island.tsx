import { useEffect, useState } from 'react';
import type { ThankYouBlock } from '../../generated/config';
import { receive, type ThankYouState } from '../../payments/handoff';
import { formatAmount, paidAmount } from '../../payments/order';
import { ActionLink } from '../../ui/ActionLink';
import { Section } from '../../ui/Section';
import { showToast } from '../../ui/toast/store';
import { Icon } from '../../ui/Icon';

type Order = ThankYouState | 'missing' | 'pending';

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex items-baseline justify-between gap-4 py-3 ${strong ? 'text-base font-bold text-ink-900' : ''}`}>
      <dt className={strong ? '' : 'text-slate-500'}>{label}</dt>
      <dd className="text-right font-semibold text-ink-900 whitespace-nowrap">{value}</dd>
    </div>
  );
}

/**
 * The purchase confirmation. The order arrives with the visitor (see payments/handoff.ts), so
 * the prerendered page holds only the frame and the summary fills in once the island runs.
 */
export default function ThankYou({ block }: { block: ThankYouBlock }) {
  const [order, setOrder] = useState<Order>('pending');
  useEffect(() => {
    const received = receive();
    // The order exists only in the browser, handed over by the payment page: it is read after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOrder(received ?? 'missing');
    if (!received) return;
    // No mail is sent from the site: the spec only logs it.
    console.info('Confirmation email sent for order', received.paymentDetails.id ?? '(no id)', '-', received.item.description);
    showToast({ tone: 'success', title: block.toast.title, text: block.toast.text });
  }, [block.toast.title, block.toast.text]);

  const known = typeof order === 'object' ? order : null;
  return (
    <Section tone={block.tone} padding="py-16 sm:py-24">
      <div className="mx-auto max-w-xl text-center">
        <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-brand-100 text-brand-700">
          <Icon glyph="circle-check" className="text-4xl" />
        </span>
        <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl">{block.heading}</h1>
        {block.intro ? <p className="mt-4 text-lg leading-relaxed">{block.intro}</p> : null}
        <section
          aria-labelledby="order-summary"
          aria-busy={order === 'pending'}
          className="mt-10 rounded-3xl border border-slate-200 bg-white p-6 text-left shadow-sm sm:p-8"
        >
          <h2 id="order-summary" className="text-lg font-bold text-ink-900">
            {block.summaryHeading}
          </h2>
          {order === 'missing' ? (
            <p className="mt-4 text-sm">We could not find the details of this order in your browser. Your confirmation email has them.</p>
          ) : (
            <dl className="mt-2 divide-y divide-slate-200 text-sm">
              <Row label={known?.item.description ?? '…'} value={known ? formatAmount(known.item.amount) : '…'} />
              <Row label={block.orderIdLabel} value={known ? (known.paymentDetails.id ?? block.missingOrderId) : '…'} />
              <Row label={block.totalLabel} value={known ? formatAmount(paidAmount(known.paymentDetails, known.item.amount)) : '…'} strong />
            </dl>
          )}
        </section>
        <p className="mt-8 flex items-start gap-3 rounded-2xl bg-brand-50 p-4 text-left text-sm leading-relaxed text-brand-900">
          <Icon glyph="mail" className="mt-0.5 shrink-0 text-lg text-brand-700" />
          <span>{block.message}</span>
        </p>
        <div className="mt-8">
          <ActionLink action={block.action} />
        </div>
      </div>
    </Section>
  );
}
