/**
 * Keeps Tab inside a drawer (spec §2 dialogs; WCAG 2.4.3): Tab on its last control goes to its first,
 * Shift+Tab on its first goes to its last. Ant Design's focus lock only pulls focus back once it has
 * landed outside, so Tab from the drawer's last control first leaves the page for the browser's own
 * controls; this closes that gap. Only the drawer that holds the focus acts, so a drawer opened on
 * top (history over chat) keeps its own loop.
 */
import { useEffect, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), textarea:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(panel: HTMLElement): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
}

/**
 * While `active`, wrap Tab inside the drawer panel around `inside` (any element in the panel; the
 * panel is its closest `.ant-drawer-section`).
 */
export function useFocusWrap(active: boolean, inside: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!active) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const panel = inside.current?.closest<HTMLElement>('.ant-drawer-section');
      const current = document.activeElement;
      // The drawer whose own panel holds the focus (a nested drawer's panel may sit inside this one's).
      if (!panel || !(current instanceof HTMLElement) || current.closest('.ant-drawer-section') !== panel) return;
      const list = focusables(panel);
      const first = list[0];
      const last = list.at(-1);
      if (!first || !last) return;
      if (!event.shiftKey && current === last) {
        event.preventDefault();
        first.focus();
      } else if (event.shiftKey && current === first) {
        event.preventDefault();
        last.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [active, inside]);
}
