// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resolveBlock } from '../../../tests/unit/resolve';
import { RichText } from './RichText';

describe('RichText', () => {
  it('renders numbered sections with paragraphs and bullets as plain text', () => {
    const block = resolveBlock({
      type: 'richText',
      heading: 'Terms and Conditions',
      note: 'Last updated April 3, 2025',
      numbered: true,
      sections: [
        { heading: 'Services', paragraphs: ['We design AI agents.'] },
        { heading: 'Payment', paragraphs: ['Paid through PayPal in <b>USD</b>.'], bullets: ['$999 one-time'] },
      ],
    });
    render(<RichText block={block} />);
    expect(screen.getByText('Last updated April 3, 2025')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['1. Services', '2. Payment']);
    // Editor text is never parsed as HTML.
    expect(screen.getByText('Paid through PayPal in <b>USD</b>.')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('$999 one-time');
  });
});
