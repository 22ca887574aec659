// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Toaster from './Toaster.island';
import { showToast, TOAST_DURATION_MS } from './store';

describe('Toaster', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('announces toasts in a live region and closes each after 5 seconds', () => {
    render(<Toaster />);
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.querySelector('[aria-live="polite"]')).not.toBeNull();
    act(() => void showToast({ tone: 'success', title: 'Demo Requested!', text: "We'll contact you soon to schedule your demo." }));
    expect(within(region).getByRole('status')).toHaveTextContent('Demo Requested!');
    expect(TOAST_DURATION_MS).toBe(5000);
    act(() => void vi.advanceTimersByTime(4_999));
    expect(within(region).getByRole('status')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(1));
    expect(within(region).queryByRole('status')).toBeNull();
  });

  it('announces errors assertively and can be dismissed by hand', () => {
    render(<Toaster />);
    act(() => void showToast({ tone: 'error', title: 'Submission Error', text: 'Please try again or contact us directly.' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Please try again or contact us directly.');
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).click());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
