// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resolveBlock } from '../../../tests/unit/resolve';
import { Cta } from './Cta';

describe('Cta', () => {
  it('renders the heading, the text and both buttons; external ones open in a new tab', () => {
    const block = resolveBlock({
      type: 'cta',
      heading: 'Ready to talk?',
      text: 'Pick a time that suits you.',
      actions: [
        { label: 'Schedule a Demo', href: 'https://calendly.com/rivo-ai/discovery-call', newTab: true },
        { label: 'Request a Demo', href: '/request-demo', style: 'secondary' },
      ],
    });
    expect(block.tone).toBe('brand');
    render(<Cta block={block} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Ready to talk?');
    expect(screen.getByText('Pick a time that suits you.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Schedule a Demo/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Request a Demo' })).not.toHaveAttribute('target');
  });
});
