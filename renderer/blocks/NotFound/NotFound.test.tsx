// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { resolveBlock } from '../../../tests/unit/resolve';
import { NOT_FOUND_LOG } from './log-script';
import { NotFound } from './NotFound';

describe('NotFound', () => {
  it("shows '404' as the h1 with the message, and logs the missing path", () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    window.history.pushState({}, '', '/no/such-page');
    const block = resolveBlock({
      type: 'notFound',
      code: '404',
      message: 'Oops! Page not found',
      action: { label: 'Return to Home', href: '/' },
      suggestions: [{ label: 'About Us', href: '/about-us' }],
    });
    const { container } = render(<NotFound block={block} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('404');
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about-us');
    // The page's own fixed script logs the address when the browser parses it.
    expect(container.querySelector('script')?.textContent).toBe(NOT_FOUND_LOG);
    new Function(NOT_FOUND_LOG)();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('non-existent route'), '/no/such-page');
    log.mockRestore();
  });
});
