// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlanConfig } from '../../generated/config';
import { resolveBlock } from '../../../tests/unit/resolve';
import { fixtureJson } from '../../../tests/unit/site-fixture';
import { recordIslands } from '../../../tests/unit/islands-collector';
import { IslandContext } from '../../islands/Island';
import { Package } from './Package';
import { formatPrice } from '../../plans/format';

// The snapshot's packages (tests/fixtures/site), the ones resolveBlock resolves against: live prices are checked by `npm run check:content`.
const plan = (id: string) => fixtureJson<PlanConfig>(`plans/${id}.json`);
const plans = Object.fromEntries(['ai-agent-discovery', 'genai-discovery', 'starter'].map((id) => [id, plan(id)]));

let recorded = recordIslands();
const renderWith = (ui: React.ReactNode) => {
  recorded = recordIslands();
  return render(<IslandContext.Provider value={recorded.collector}>{ui}</IslandContext.Provider>);
};

describe('Package', () => {
  it('shows the package name, price, currency and deliverables from the plan file', () => {
    const block = resolveBlock({
      type: 'package',
      anchor: 'buy-now',
      heading: 'Start your AI Agent Discovery',
      package: 'ai-agent-discovery',
      highlights: ['Kick-off call within 1-2 business days'],
      note: 'The discovery fee is non-refundable.',
      secondaryAction: { label: 'Questions first? Book a call', href: '/request-demo', style: 'ghost' },
    });
    renderWith(<Package block={block} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Start your AI Agent Discovery');
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('AI Agent Discovery');
    expect(within(card).getByText('$999')).toBeInTheDocument();
    expect(within(card).getByText('one-time')).toBeInTheDocument();
    expect(within(card).getByText('USD')).toBeInTheDocument();
    for (const f of (plans['ai-agent-discovery'] as { features: string[] }).features) expect(within(card).getByText(f)).toBeInTheDocument();
    expect(within(card).getByText('The discovery fee is non-refundable.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Questions first? Book a call' })).toHaveAttribute('href', '/request-demo');
    expect(screen.getByText('Kick-off call within 1-2 business days')).toBeInTheDocument();
    // The PayPal button is an island: it gets the price and description from the plan file.
    expect(recorded.islands).toEqual([
      {
        name: 'packageCheckout',
        props: {
          payment: { clientId: 'sb', currency: 'USD', environment: 'sandbox' },
          amount: 999,
          description: 'AI Agent Discovery Package',
          solutionType: 'AI Agent',
          successHref: '/thank-you',
        },
      },
    ]);
  });

  it('formats the larger package with a thousands separator', () => {
    renderWith(<Package block={resolveBlock({ type: 'package', heading: 'Buy', package: 'genai-discovery' })} />);
    expect(screen.getByText('$3,999')).toBeInTheDocument();
    expect(recorded.islands[0].props).toMatchObject({ amount: 3999, description: 'Generative AI Discovery Package', solutionType: 'Generative AI' });
    expect(formatPrice(3999)).toBe('$3,999');
    expect(formatPrice(999)).toBe('$999');
  });

  it('cannot be resolved with a monthly plan (the validator reports it first, with file and line)', () => {
    expect(() => resolveBlock({ type: 'package', heading: 'Buy', package: 'starter' })).toThrow(/"starter" is not a discovery package/);
  });

  it('takes the PayPal client id from the deployment settings', () => {
    renderWith(<Package block={resolveBlock({ type: 'package', heading: 'Buy', package: 'genai-discovery' }, { paypalClientId: 'live-id' })} />);
    expect(recorded.islands[0].props).toMatchObject({ payment: { clientId: 'live-id' } });
  });
});
