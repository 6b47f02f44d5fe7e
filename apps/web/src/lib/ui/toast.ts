/**
 * Toasts (spec §8: results of actions, request failures): a tiny store the request client and
 * forms push to, rendered by the shell's <Toaster>. Kept free of component-library code so the
 * first page load stays small (docs/decisions/0006-web-first-load.md).
 */
import { create } from 'zustand';

/** Kind of a toast; decides its colour and whether it interrupts screen readers. */
export type ToastKind = 'success' | 'error' | 'warning' | 'info';

/** One toast on screen. */
export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

/** How long a toast stays, ms. */
export const TOAST_DURATION_MS = 4500;

interface ToastState {
  toasts: Toast[];
  push: (kind: ToastKind, text: string) => void;
  dismiss: (id: number) => void;
}

let nextId = 1;

/** Toasts the shell's toaster shows; pushing a toast already on screen does nothing. */
export const useToastStore = create<ToastState>((set, get) => ({
  toasts: [],
  push: (kind, text) => {
    // The same message twice in a row (e.g. two failing queries) shows once.
    if (get().toasts.some((t) => t.text === text && t.kind === kind)) return;
    const id = nextId;
    nextId += 1;
    set((state) => ({ toasts: [...state.toasts, { id, kind, text }].slice(-4) }));
    setTimeout(() => get().dismiss(id), TOAST_DURATION_MS);
  },
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) })),
}));

/** Show toasts from anywhere. */
export const toast = {
  success: (text: string) => useToastStore.getState().push('success', text),
  error: (text: string) => useToastStore.getState().push('error', text),
  warning: (text: string) => useToastStore.getState().push('warning', text),
  info: (text: string) => useToastStore.getState().push('info', text),
};
