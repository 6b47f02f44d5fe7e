/**
 * The visitor's position for distances "from you", asked for only when they choose the distance
 * sort or "near me" (never on page load). Kept for the browser session in memory, never in the
 * URL or storage, and rounded to 3 decimals (≈ 100 m) before it is sent anywhere.
 */
import { create } from 'zustand';

/** Where the position request stands. */
export type PositionStatus = 'idle' | 'locating' | 'granted' | 'denied' | 'unavailable';

/** A rounded WGS-84 position. */
export interface VisitorPosition {
  lat: number;
  lng: number;
}

interface PositionState {
  status: PositionStatus;
  position: VisitorPosition | null;
  /**
   * Ask the browser; a position or a refusal is kept for the session (no second prompt), a
   * timeout may be retried. Resolves with the position or null.
   */
  locate: () => Promise<VisitorPosition | null>;
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/**
 * Visitor position store: request status and rounded position; `locate()` asks the browser
 * unless the visitor has already granted or denied it.
 */
export const useVisitorPosition = create<PositionState>((set, get) => ({
  status: 'idle',
  position: null,
  locate: () => {
    const { status, position } = get();
    if (status === 'granted' || status === 'denied') return Promise.resolve(position);
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      set({ status: 'unavailable' });
      return Promise.resolve(null);
    }
    set({ status: 'locating' });
    return new Promise((resolve) => {
      navigator.geolocation.getCurrentPosition(
        (result) => {
          const next = { lat: round(result.coords.latitude), lng: round(result.coords.longitude) };
          set({ status: 'granted', position: next });
          resolve(next);
        },
        (error) => {
          set({ status: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' });
          resolve(null);
        },
        { enableHighAccuracy: false, timeout: 10_000, maximumAge: 5 * 60_000 },
      );
    });
  },
}));
