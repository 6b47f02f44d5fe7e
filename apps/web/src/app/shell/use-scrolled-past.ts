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
    // Checked again once the next frame is painted rather than at once: reading scrollY right after
    // React has changed the page makes the browser lay out the whole page inside this task (a long
    // task on a phone, Lighthouse total blocking time); after the frame the layout is already done.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(update, 0);
    });
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      window.removeEventListener('scroll', update);
    };
  }, [threshold, enabled]);
  return enabled && past;
}
