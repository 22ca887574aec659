// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlanConfig } from '../../generated/config';
import { IslandContext } from '../../islands/Island';
import Toaster from '../../ui/toast/Toaster.island';
import { recordIslands } from '../../../tests/unit/islands-collector';
import { resolveBlock } from '../../../tests/unit/resolve';
import { fixtureJson } from '../../../tests/unit/site-fixture';
import { formatMinutes, formatMonthly, formatPrice } from '../../plans/format';
import { plansFrom } from '../../resolve/plans';
import { PlanCards } from './PlanCards';
import PlanCardList, { type PlanCardListProps } from './PlanCards.island';

// The snapshot's plans (tests/fixtures/site), the ones resolveBlock resolves against: live prices are checked by `npm run check:content`.
const plan = (id: string) => fixtureJson<PlanConfig>(`plans/${id}.json`);
const plans = Object.fromEntries(['starter', 'professional', 'enterprise', 'ai-agent-discovery'].map((id) => [id, plan(id)]));

function renderSection(block: Parameters<typeof PlanCards>[0]['block']) {
  const recorded = recordIslands();
  render(
    <IslandContext.Provider value={recorded.collector}>
      <PlanCards block={block} />
    </IslandContext.Provider>,
  );
  return recorded.islands;
}

const listProps = (): PlanCardListProps => ({
  plans: plansFrom(plans, ['starter', 'professional', 'enterprise']),
  salesLink: { label: 'Talk to sales', href: '/request-demo' },
  payment: { clientId: 'sb', currency: 'USD', environment: 'sandbox' },
});

describe('PlanCards', () => {
  it('resolves the plans from the plan files on the server and hands them to the cards island', () => {
    const block = resolveBlock({
      type: 'planCards',
      heading: 'Choose the plan that fits your call volume',
      plans: ['starter', 'professional', 'enterprise'],
      note: 'All prices in US dollars.',
    });
    const islands = renderSection(block);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Choose the plan that fits your call volume');
    expect(screen.getByText('All prices in US dollars.')).toBeInTheDocument();
    expect(islands).toHaveLength(1);
    expect(islands[0].name).toBe('planCards');
    const props = islands[0].props as PlanCardListProps;
    expect(props.plans.map((p) => [p.id, p.name, p.setupFee, p.monthlyFee, p.minutesIncluded])).toEqual([
      ['starter', 'Starter', 499, 299, 500],
      ['professional', 'Professional', 999, 799, 2000],
      ['enterprise', 'Enterprise', 2499, 1999, 5000],
    ]);
    expect(props.payment).toEqual({ clientId: 'sb', currency: 'USD', environment: 'sandbox' });
    expect(props.salesLink).toEqual({ label: 'Talk to sales', href: '/request-demo' });
  });

  it('shows one card per plan with prices, minutes and features', () => {
    render(<PlanCardList {...listProps()} />);
    const cards = screen.getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual(['Starter', 'Professional', 'Enterprise']);
    const starter = cards[0];
    expect(within(starter).getByText('$499 setup')).toBeInTheDocument();
    expect(starter).toHaveTextContent('$299/month');
    expect(within(starter).getByText('500 minutes included')).toBeInTheDocument();
    for (const f of (plans.starter as { features: string[] }).features) expect(within(starter).getByText(f)).toBeInTheDocument();
    expect(within(cards[2]).getByText('$2,499 setup')).toBeInTheDocument();
    expect(cards[2]).toHaveTextContent('$1,999/month');
    expect(within(cards[2]).getByText('5,000 minutes included')).toBeInTheDocument();
    expect(screen.getAllByText('Most popular')).toHaveLength(1);
    expect(within(cards[1]).getByText('Most popular')).toBeInTheDocument();
    for (const card of cards) {
      expect(within(card).getByRole('link', { name: /Talk to sales/ })).toHaveAttribute('href', '/request-demo');
      expect(within(card).getByRole('button', { name: /Buy Now with PayPal/ })).toBeInTheDocument();
    }
  });

  it('has no plan chosen at first; choosing one highlights it alone and raises the selection toast', () => {
    render(
      <>
        <PlanCardList {...listProps()} />
        <Toaster />
      </>,
    );
    expect(document.querySelectorAll('[data-selected]')).toHaveLength(0);
    act(() => screen.getByRole('button', { name: /Choose Plan\s*Starter/ }).click());
    expect(screen.getByRole('status')).toHaveTextContent('Starter Plan Selected');
    expect(screen.getByRole('status')).toHaveTextContent('Contact our sales team to get started with this plan.');
    act(() => screen.getByRole('button', { name: /Choose Plan\s*Enterprise/ }).click());
    const selected = document.querySelectorAll('[data-selected]');
    expect(selected).toHaveLength(1);
    expect(within(selected[0] as HTMLElement).getByRole('heading')).toHaveTextContent('Enterprise');
    expect(screen.getByRole('button', { name: /Plan selected\s*Enterprise/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('formats money and minutes', () => {
    expect(formatPrice(2499)).toBe('$2,499');
    expect(formatMonthly(1999)).toBe('$1,999/month');
    expect(formatMinutes(5000)).toBe('5,000');
  });

  it('cannot be resolved with a discovery package (the validator reports it first, with file and line)', () => {
    expect(() => resolveBlock({ type: 'planCards', heading: 'Pricing', plans: ['ai-agent-discovery'] })).toThrow(
      /"ai-agent-discovery" is not a calling-agent plan/,
    );
  });
});
