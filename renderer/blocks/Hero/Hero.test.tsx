// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resolveBlock } from '../../../tests/unit/resolve';
import { Hero } from './Hero';

describe('Hero', () => {
  it('renders the heading as the h1, the lead and each action as a link', () => {
    const block = resolveBlock({
      type: 'hero',
      heading: 'AI Voice Agents Built for Car Dealerships',
      lead: 'Answer every call.',
      actions: [
        { label: 'Book a Demo', href: '/request-demo' },
        { label: 'See How It Works', href: '#how-it-works', style: 'secondary' },
      ],
    });
    render(<Hero block={block} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('AI Voice Agents Built for Car Dealerships');
    expect(screen.getByText('Answer every call.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a Demo' })).toHaveAttribute('href', '/request-demo');
    expect(screen.getByRole('link', { name: 'See How It Works' })).toHaveAttribute('href', '#how-it-works');
  });

  it('opens a new-tab action safely and says so to screen readers', () => {
    const block = resolveBlock({
      type: 'hero',
      heading: 'Plans',
      actions: [{ label: 'Contact Sales', href: 'https://example.com/book', newTab: true }],
    });
    render(<Hero block={block} />);
    const link = screen.getByRole('link', { name: /Contact Sales/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveTextContent('(opens in a new tab)');
  });
});
