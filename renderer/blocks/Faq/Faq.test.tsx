// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { resolveBlock } from '../../../tests/unit/resolve';
import { Faq } from './Faq';

describe('Faq', () => {
  const block = resolveBlock({
    type: 'faq',
    heading: 'Frequently asked questions',
    items: [
      { question: 'How long does discovery take?', answer: ['Between 7 and 11 weeks.', 'Most teams finish in nine.'] },
      { question: 'Is the fee refundable?', answer: ['No, it is non-refundable.'], open: true },
    ],
    action: { label: 'Ask us directly', href: '/request-demo', style: 'secondary' },
  });

  it('renders each question as a native disclosure, closed unless marked open', () => {
    const { container } = render(<Faq block={block} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Frequently asked questions');
    const details = container.querySelectorAll('details');
    expect(details).toHaveLength(2);
    expect(details[0]).not.toHaveAttribute('open');
    expect(details[1]).toHaveAttribute('open');
    expect(details[0].querySelector('summary')).toHaveTextContent('How long does discovery take?');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['How long does discovery take?', 'Is the fee refundable?']);
    expect(screen.getByText('Most teams finish in nine.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask us directly' })).toHaveAttribute('href', '/request-demo');
  });

  it('opens an answer when its question is clicked, without any script of its own', async () => {
    const { container } = render(<Faq block={block} />);
    const first = container.querySelector('details')!;
    await userEvent.click(first.querySelector('summary')!);
    expect(first).toHaveAttribute('open');
  });
});
