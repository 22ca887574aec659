// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resolveBlock } from '../../../tests/unit/resolve';
import { Split } from './Split';

describe('Split', () => {
  it('renders the text column and a list aside', () => {
    const block = resolveBlock({
      type: 'split',
      eyebrow: 'The problem',
      heading: 'Every missed call is a car sold somewhere else',
      paragraphs: ['Buyers contact several dealerships.', 'The first to answer usually wins.'],
      bullets: ['After-hours calls go to voicemail'],
      action: { label: 'Book a Demo', href: '/request-demo' },
      aside: {
        kind: 'list',
        title: 'Where leads slip away',
        items: [{ icon: 'clock', title: 'After hours', text: 'Evening calls reach voicemail.' }, { title: 'Busy floor' }],
      },
    });
    render(<Split block={block} />);
    expect(screen.getByText('The problem')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Every missed call is a car sold somewhere else');
    expect(screen.getByText('Buyers contact several dealerships.')).toBeInTheDocument();
    expect(screen.getByText('The first to answer usually wins.')).toBeInTheDocument();
    expect(screen.getByText('After-hours calls go to voicemail')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a Demo' })).toHaveAttribute('href', '/request-demo');
    const asideHeading = screen.getByRole('heading', { level: 3, name: 'Where leads slip away' });
    const aside = asideHeading.parentElement!;
    expect(within(aside).getByText('After hours')).toBeInTheDocument();
    expect(within(aside).getByText('Evening calls reach voicemail.')).toBeInTheDocument();
    expect(within(aside).getByText('Busy floor')).toBeInTheDocument();
    expect(aside.className).not.toContain('lg:order-first');
  });

  it('renders a figures aside and puts it first when reversed', () => {
    const block = resolveBlock({
      type: 'split',
      heading: 'Always on',
      paragraphs: ['Rivo never sleeps.'],
      reverse: true,
      aside: {
        kind: 'figures',
        figures: [
          { value: '24/7', label: 'coverage' },
          { value: '12', label: 'CRM connectors' },
        ],
        note: 'Figures from the product sheet.',
      },
    });
    render(<Split block={block} />);
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual(['24/7', '12']);
    expect(screen.getAllByRole('term').map((d) => d.textContent)).toEqual(['coverage', 'CRM connectors']);
    expect(screen.getByText('Figures from the product sheet.').parentElement!.className).toContain('lg:order-first');
  });

  it('rejects an aside of an unknown kind', () => {
    expect(() => resolveBlock({ type: 'split', heading: 'X', paragraphs: ['Y'], aside: { kind: 'quote', items: [] } } as never)).toThrow(/Invalid block/);
  });
});
