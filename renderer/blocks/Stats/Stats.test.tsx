// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resolveBlock } from '../../../tests/unit/resolve';
import { Stats } from './Stats';

describe('Stats', () => {
  it('renders each figure exactly as written with its label, as a description list', () => {
    const block = resolveBlock({
      type: 'stats',
      heading: 'Results dealers see',
      items: [
        { value: '3x', label: 'lead response rate' },
        { value: '65%', label: 'more test drives' },
        { value: '70%', label: 'response time reduction' },
      ],
      footnote: 'Automotive AI Hub results.',
    });
    const { container } = render(<Stats block={block} />);
    expect(block.tone).toBe('muted');
    expect([...container.querySelectorAll('dd')].map((d) => d.textContent)).toEqual(['3x', '65%', '70%']);
    expect([...container.querySelectorAll('dt')].map((d) => d.textContent)).toEqual(['lead response rate', 'more test drives', 'response time reduction']);
    expect(screen.getByText('Automotive AI Hub results.')).toBeInTheDocument();
    expect(container.querySelector('dl')!.className).toContain('sm:grid-cols-3');
  });

  it('centres a single figure instead of leaving half a row empty', () => {
    const block = resolveBlock({ type: 'stats', items: [{ value: '70%', label: 'faster research' }] });
    const { container } = render(<Stats block={block} />);
    expect(container.querySelector('dl')!.className).toContain('grid-cols-1');
    expect(container.querySelector('dl')!.className).not.toContain('grid-cols-2');
  });
});
