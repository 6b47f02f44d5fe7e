/**
 * True once the window has scrolled more than `threshold` px (spec §2 home navbar, 100 px).
 */
import { useEffect, useState } from 'react';

/** Whether `window.scrollY` exceeds `threshold`; off when `enabled` is false. */
export function useScrolledPast(threshold: number, enabled: boolean): boolean {
  const [past, setPast] = useState(() => enabled && window.scrollY > threshold);
  useEffect(() => {
    if (!enabled) return undefined;
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold, enabled]);
  return enabled && past;
}
