// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resolveBlock } from '../../../tests/unit/resolve';
import { SuccessStories } from './SuccessStories';

const saas = {
  label: 'SaaS company',
  challenge: 'Inbound demo requests waited hours for a first reply.',
  solution: 'Qualification and follow-up agents answered every request within minutes.',
  results: [
    { value: '35%', label: 'faster deal cycles' },
    { value: '27%', label: 'higher win rate' },
    { value: '6 weeks', label: 'to implement' },
  ],
};

describe('SuccessStories', () => {
  it('renders each story with its label, challenge, solution and three figures, and no link', () => {
    const block = resolveBlock({
      type: 'successStories',
      heading: 'Sales teams already closing faster',
      stories: [
        saas,
        {
          label: 'Professional services firm',
          challenge: 'Consultants spent their week chasing replies.',
          solution: 'A follow-up agent sent timely, personalised messages after every meeting.',
          results: [
            { value: '48%', label: 'better response rates' },
            { value: '3 hours', label: 'saved per rep per week' },
            { value: '2 months', label: 'to implement' },
          ],
        },
      ],
    });
    expect(block.tone).toBe('plain');
    render(<SuccessStories block={block} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Sales teams already closing faster');

    const card = screen.getByRole('heading', { level: 3, name: 'SaaS company' }).closest('li')!;
    expect(within(card).getByText('Inbound demo requests waited hours for a first reply.')).toBeInTheDocument();
    expect(within(card).getByText('Qualification and follow-up agents answered every request within minutes.')).toBeInTheDocument();
    expect(within(card).getAllByRole('definition').map((d) => d.textContent)).toEqual(['35%', '27%', '6 weeks']);
    expect(within(card).getAllByRole('term').map((d) => d.textContent)).toEqual(['faster deal cycles', 'higher win rate', 'to implement']);

    const other = screen.getByRole('heading', { level: 3, name: 'Professional services firm' }).closest('li')!;
    expect(within(other).getAllByRole('definition').map((d) => d.textContent)).toEqual(['48%', '3 hours', '2 months']);

    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('requires exactly three result figures', () => {
    const twoResults = { ...saas, results: saas.results.slice(0, 2) };
    expect(() => resolveBlock({ type: 'successStories', stories: [twoResults] } as never)).toThrow(/Invalid block/);
  });

  it('rejects a link, which stories do not have', () => {
    const linked = { ...saas, link: { label: 'Read more', href: '/case-studies' } };
    expect(() => resolveBlock({ type: 'successStories', stories: [linked] } as never)).toThrow(/Invalid block/);
  });
});
