// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resolveBlock } from '../../../tests/unit/resolve';
import { Panels } from './Panels';

describe('Panels', () => {
  it('renders each panel with its audience, title, text and capabilities', () => {
    const block = resolveBlock({
      type: 'panels',
      heading: 'A panel for every role',
      intro: 'Managers and reps each get the view they need.',
      panels: [
        {
          icon: 'dashboard',
          audience: 'For managers',
          title: 'Admin Panel',
          text: 'Run the whole operation.',
          capabilities: ['Manage leads', 'View analytics'],
        },
        {
          icon: 'user',
          title: 'Sales Rep Panel',
          text: 'Ready before the customer arrives.',
          capabilities: ['View assigned meetings', 'Play recordings', 'Work through follow-up tasks'],
        },
      ],
      action: { label: 'Book a Demo', href: '/request-demo' },
    });
    render(<Panels block={block} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('A panel for every role');
    expect(screen.getByText('Managers and reps each get the view they need.')).toBeInTheDocument();

    const admin = screen.getByRole('heading', { level: 3, name: 'Admin Panel' }).closest('li')!;
    expect(within(admin).getByText('For managers')).toBeInTheDocument();
    expect(within(admin).getByText('Run the whole operation.')).toBeInTheDocument();
    expect(
      within(admin)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Manage leads', 'View analytics']);

    const rep = screen.getByRole('heading', { level: 3, name: 'Sales Rep Panel' }).closest('li')!;
    expect(
      within(rep)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['View assigned meetings', 'Play recordings', 'Work through follow-up tasks']);
    expect(screen.getByRole('link', { name: 'Book a Demo' })).toHaveAttribute('href', '/request-demo');
  });

  it('rejects a single panel', () => {
    expect(() =>
      resolveBlock({ type: 'panels', heading: 'One', panels: [{ icon: 'user', title: 'Only', text: 'Alone.', capabilities: ['Nothing'] }] } as never),
    ).toThrow(/Invalid block/);
  });
});
