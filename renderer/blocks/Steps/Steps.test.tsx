// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resolveBlock } from '../../../tests/unit/resolve';
import { Steps } from './Steps';

describe('Steps', () => {
  it('numbers the steps in order and shows each duration', () => {
    const block = resolveBlock({
      type: 'steps',
      heading: 'Development process',
      steps: [
        { title: 'Discovery & Planning', text: 'We map your calls.', duration: '1-2 weeks' },
        { title: 'Agent Design & Development', text: 'We build the agent.', duration: '2-6 weeks depending on complexity' },
        { title: 'Monitoring & Optimization', text: 'We keep improving it.', duration: 'Ongoing', points: ['Weekly reviews'] },
      ],
      action: { label: 'Start with Discovery', href: '/aiagent/discovery' },
    });
    const { container } = render(<Steps block={block} />);
    expect(container.querySelector('ol')).not.toBeNull();
    const items = [...container.querySelectorAll<HTMLElement>('ol > li')];
    expect(items.map((li) => within(li).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Step 1: Discovery & Planning',
      'Step 2: Agent Design & Development',
      'Step 3: Monitoring & Optimization',
    ]);
    expect(within(items[1]).getByText('2-6 weeks depending on complexity')).toBeInTheDocument();
    expect(within(items[2]).getByText('Weekly reviews')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start with Discovery' })).toHaveAttribute('href', '/aiagent/discovery');
  });
});
