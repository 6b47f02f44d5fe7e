/**
 * Global hosts for drawers and modals (spec §2: chat drawer, login dialog, membership dialog,
 * payment modal, floating translator). Features register the component for a slot once; anyone
 * opens a slot by name with optional props. A slot nobody has registered yet opens an honest
 * "not available yet" dialog instead of doing nothing.
 */
import type { ComponentType } from 'react';
import { create } from 'zustand';

/** The global overlay slots. */
export const OVERLAY_SLOTS = ['chatDrawer', 'loginDialog', 'membershipDialog', 'paymentModal', 'floatingTranslator'] as const;
export type OverlaySlot = (typeof OVERLAY_SLOTS)[number];

/** Props every overlay component receives. */
export interface OverlayProps {
  open: boolean;
  /** Props given to `openOverlay`, e.g. `{ view: 'register' }` for the login dialog. */
  params: Record<string, unknown>;
  onClose: () => void;
}

interface OverlayState {
  components: Partial<Record<OverlaySlot, ComponentType<OverlayProps>>>;
  open: Partial<Record<OverlaySlot, Record<string, unknown>>>;
  register: (slot: OverlaySlot, component: ComponentType<OverlayProps>) => void;
  openOverlay: (slot: OverlaySlot, params?: Record<string, unknown>) => void;
  closeOverlay: (slot: OverlaySlot) => void;
}

/** The overlay registry (Zustand). */
export const useOverlayStore = create<OverlayState>((set) => ({
  components: {},
  open: {},
  register: (slot, component) => set((state) => ({ components: { ...state.components, [slot]: component } })),
  openOverlay: (slot, params = {}) => set((state) => ({ open: { ...state.open, [slot]: params } })),
  closeOverlay: (slot) =>
    set((state) => ({ open: Object.fromEntries(Object.entries(state.open).filter(([key]) => key !== slot)) })),
}));

/** Register the component that renders `slot` (called once by the owning feature). */
export function registerOverlay(slot: OverlaySlot, component: ComponentType<OverlayProps>): void {
  useOverlayStore.getState().register(slot, component);
}

/** Open `slot` from anywhere, with optional params. */
export function openOverlay(slot: OverlaySlot, params?: Record<string, unknown>): void {
  useOverlayStore.getState().openOverlay(slot, params);
}
