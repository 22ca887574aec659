// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resolveBlock } from '../../../tests/unit/resolve';
import { CardGrid } from './CardGrid';

describe('CardGrid', () => {
  it('renders each card with its title, text, points and optional link, in order', () => {
    const block = resolveBlock({
      type: 'cardGrid',
      eyebrow: 'Ecosystem',
      heading: 'One platform, three parts',
      cards: [
        { icon: 'phone', title: 'AI Calling Agent', text: 'Answers every call.', points: ['Qualifies leads', 'Books test drives'] },
        { title: 'Seamless Integrations', text: 'Syncs with your CRM.', link: { label: 'See all integrations', href: '#integrations' } },
      ],
    });
    render(<CardGrid block={block} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('One platform, three parts');
    const cards = screen.getAllByRole('listitem').filter((li) => li.querySelector('h3'));
    expect(cards.map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual(['AI Calling Agent', 'Seamless Integrations']);
    expect(within(cards[0]).getByText('Books test drives')).toBeInTheDocument();
    expect(within(cards[1]).getByRole('link', { name: 'See all integrations' })).toHaveAttribute('href', '#integrations');
    expect(within(cards[0]).queryByRole('link')).toBeNull();
  });

  it('maps the column count to a responsive grid (phones always one column)', () => {
    const block = resolveBlock({ type: 'cardGrid', heading: 'Benefits', columns: 4, cards: [{ title: 'A', text: 'a' }] });
    const { container } = render(<CardGrid block={block} />);
    expect(container.querySelector('ul')!.className).toContain('lg:grid-cols-4');
    expect(container.querySelector('ul')!.className).not.toMatch(/(^|\s)grid-cols-/);
  });
});
