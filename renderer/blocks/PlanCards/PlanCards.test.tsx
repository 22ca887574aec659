// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PlanConfig } from '../../generated/config';
import { SiteDataContext, type SiteData } from '../../page/SiteData';
import { resolveBlock } from '../../../tests/unit/resolve';
import { PlanCards } from './PlanCards';
import { formatMinutes, formatMonthly, formatPrice } from './plan-data';

const plan = (id: string) => JSON.parse(readFileSync(join(process.cwd(), 'site.config/plans', `${id}.json`), 'utf8')) as PlanConfig;
const plans = Object.fromEntries(['starter', 'professional', 'enterprise', 'ai-agent-discovery'].map((id) => [id, plan(id)]));
const data = { plans } as unknown as SiteData;

const renderWith = (ui: React.ReactNode) => render(<SiteDataContext.Provider value={data}>{ui}</SiteDataContext.Provider>);

describe('PlanCards', () => {
  it('shows one card per plan with prices, minutes and features from site.config/plans', () => {
    const block = resolveBlock({
      type: 'planCards',
      heading: 'Choose the plan that fits your call volume',
      plans: ['starter', 'professional', 'enterprise'],
      note: 'All prices in US dollars.',
    });
    renderWith(<PlanCards block={block} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Choose the plan that fits your call volume');
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
    expect(screen.getByText('All prices in US dollars.')).toBeInTheDocument();
  });

  it('highlights only the featured plan and gives every card a sales link, with no stand-in buy button', () => {
    renderWith(<PlanCards block={resolveBlock({ type: 'planCards', heading: 'Pricing', plans: ['starter', 'professional', 'enterprise'] })} />);
    const cards = screen.getAllByRole('article');
    expect(screen.getAllByText('Most popular')).toHaveLength(1);
    expect(within(cards[1]).getByText('Most popular')).toBeInTheDocument();
    for (const card of cards) {
      const link = within(card).getByRole('link', { name: /Talk to sales/ });
      expect(link).toHaveAttribute('href', '/request-demo');
    }
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('formats money and minutes', () => {
    expect(formatPrice(2499)).toBe('$2,499');
    expect(formatMonthly(1999)).toBe('$1,999/month');
    expect(formatMinutes(5000)).toBe('5,000');
  });

  it('refuses a discovery package, so a wrong id fails the build with a clear message', () => {
    const block = resolveBlock({ type: 'planCards', heading: 'Pricing', plans: ['ai-agent-discovery'] });
    expect(() => renderWith(<PlanCards block={block} />)).toThrow(/not a monthly calling-agent plan/);
  });
});
