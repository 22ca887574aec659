import { useSyncExternalStore } from 'react';

export type ToastTone = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  title: string;
  text: string;
  tone: ToastTone;
}

/** How long a toast stays, in milliseconds, unless the caller says otherwise. */
export const TOAST_DURATION_MS = 5000;

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function dismissToast(id: number) {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

/**
 * Shows a toast in the page's notification region. The store is a module shared by every
 * island of the page, so a form or payment island can notify through the one Toaster.
 */
export function showToast(toast: Omit<Toast, 'id'>, durationMs = TOAST_DURATION_MS): number {
  const id = nextId++;
  toasts = [...toasts, { ...toast, id }];
  emit();
  setTimeout(() => dismissToast(id), durationMs);
  return id;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

// One empty list: React compares snapshots by identity and warns when the server's changes on every call.
const NONE: Toast[] = [];

export function useToasts(): Toast[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => NONE,
  );
}
