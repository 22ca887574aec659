// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resolveBlock } from '../../../tests/unit/resolve';
import { PlanComparison } from './PlanComparison';

const renderWith = (ui: React.ReactNode) => render(ui);

const block = () => resolveBlock({ type: 'planComparison', heading: 'Plan comparison', plans: ['starter', 'professional', 'enterprise'] });

describe('PlanComparison', () => {
  it('is a captioned table with plan columns and the eight rows in order', () => {
    renderWith(<PlanComparison block={block()} />);
    const table = screen.getByRole('table', { name: 'Plan comparison' });
    const cols = within(table).getAllByRole('columnheader');
    expect(cols.map((c) => c.getAttribute('scope'))).toEqual(['col', 'col', 'col']);
    expect(cols.map((c) => c.textContent)).toEqual(['Starter', 'ProfessionalMost popular', 'Enterprise']);
    const rowHeaders = within(table).getAllByRole('rowheader');
    expect(rowHeaders.every((r) => r.getAttribute('scope') === 'row')).toBe(true);
    expect(rowHeaders.map((r) => r.textContent)).toEqual([
      'Setup Fee',
      'Monthly Fee',
      'Minutes Included',
      'Voice Agents',
      'Call Scripts',
      'Support',
      'Analytics',
      'Integrations',
    ]);
  });

  it('fills every cell from the plan files with formatted money and minutes', () => {
    renderWith(<PlanComparison block={block()} />);
    const cells = (label: string) =>
      within(screen.getByRole('rowheader', { name: label }).closest('tr')!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells('Setup Fee')).toEqual(['$499', '$999', '$2,499']);
    expect(cells('Monthly Fee')).toEqual(['$299/month', '$799/month', '$1,999/month']);
    expect(cells('Minutes Included')).toEqual(['500', '2,000', '5,000']);
    expect(cells('Voice Agents')).toEqual(['1 voice agent', 'Up to 3 voice agents', 'Unlimited voice agents']);
    expect(cells('Support')).toEqual(['Business-hours support', 'Priority support', '24/7 dedicated support']);
    expect(cells('Integrations')).toEqual(['Limited integrations', 'CRM and basic APIs', 'Full integration suite']);
  });

  it('scrolls sideways inside its own box on narrow screens', () => {
    renderWith(<PlanComparison block={block()} />);
    expect(screen.getByRole('table').parentElement).toHaveClass('overflow-x-auto');
  });

  it('cannot be resolved with a discovery package (the validator reports it first, with file and line)', () => {
    expect(() => resolveBlock({ type: 'planComparison', heading: 'Compare', plans: ['starter', 'genai-discovery'] })).toThrow(
      /"genai-discovery" is not a calling-agent plan/,
    );
  });
});
