/**
 * Escape closes an open overlay even when focus already fell to the page: a control that becomes
 * disabled while focused (a send or record button during work, a composer out of quota) drops
 * focus to `<body>`, where the overlay's own key handler never hears the key (WCAG 2.1.2: a dialog
 * must stay dismissible from the keyboard). Only keys aimed at the page itself are taken, so a key
 * pressed inside another dialog stays that dialog's.
 */
import { useEffect } from 'react';

/**
 * While `open`, call `onClose` on an Escape whose target is the page itself (`<body>` or `<html>`),
 * or, with `within` (a CSS selector of the overlay's root), whose target is inside the overlay: the
 * overlay library's own handler ignores keys once another dialog has been opened over it and
 * closed, and closing twice is harmless (closeOverlay does nothing for a closed overlay).
 */
export function useEscapeFromPage(open: boolean, onClose: () => void, within?: string): void {
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const target = event.target;
      const onPage = target === document.body || target === document.documentElement;
      const inside = within !== undefined && target instanceof Element && target.closest(within) !== null;
      if (onPage || inside) onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose, within]);
}
