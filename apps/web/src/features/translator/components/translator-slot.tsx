/**
 * What the `floatingTranslator` overlay renders (spec §2 "Floating translator"): the floating
 * assistant button with its tooltip, always there unless the page hides the shell, and the overlay
 * itself, whose code, styles, worklet and `translator` texts load the first time it opens
 * (docs/decisions/0006-web-first-load.md). Toggling faster than 500 ms is ignored (spec §9).
 */
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { OverlayProps } from '../../../lib/overlays/overlay-host';
import { closeOverlay, openOverlay } from '../../../lib/overlays/overlay-store';
import './translator-fab.css';

/**
 * Presses of the floating button closer than this are ignored, ms (spec §9; the value of
 * `TRANSLATOR_TOGGLE_DEBOUNCE_MS` in packages/shared/src/contracts/voice.ts, which a test checks).
 * Not imported from there: that module's zod schemas would join the first load of every page.
 */
export const FAB_TOGGLE_DEBOUNCE_MS = 500;

const TranslatorOverlay = lazy(() => import('./translator-overlay').then((m) => ({ default: m.TranslatorOverlay })));

/** Props: the overlay props, and whether the page hides the floating button (spec §2). */
export interface TranslatorSlotProps extends OverlayProps<'floatingTranslator'> {
  hideButton?: boolean;
}

/** The component the app gives the `floatingTranslator` overlay. */
export function TranslatorSlot({ overlay, onClose, hideButton = false }: TranslatorSlotProps) {
  const { t } = useTranslation();
  const open = overlay !== undefined;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const lastToggle = useRef(Number.NEGATIVE_INFINITY);
  const wasOpen = useRef(open);
  useEffect(() => {
    // Focus goes back to the button the overlay came from (WCAG 2.4.3).
    if (wasOpen.current && !open) buttonRef.current?.focus();
    wasOpen.current = open;
  }, [open]);
  const toggle = () => {
    const now = Date.now();
    if (now - lastToggle.current < FAB_TOGGLE_DEBOUNCE_MS) return;
    lastToggle.current = now;
    if (open) closeOverlay('floatingTranslator');
    else openOverlay('floatingTranslator');
  };
  return (
    <>
      {!hideButton && (
        <button ref={buttonRef} type="button" className="translator-fab" aria-haspopup="dialog" aria-expanded={open} onClick={toggle}>
          <svg viewBox="0 0 48 48" width="32" height="32" aria-hidden="true" focusable="false">
            <path d="M8 10h22a4 4 0 0 1 4 4v12a4 4 0 0 1-4 4H18l-7 6v-6H8a4 4 0 0 1-4-4V14a4 4 0 0 1 4-4z" fill="#fff" />
            <path d="M14 24l4-10 4 10m-6.5-3.5h5" stroke="#1f6fb2" strokeWidth="2.2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
            <path d="M36 18h4a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4h-2v5l-6-5h-8a4 4 0 0 1-4-4" fill="#f7f5ef" opacity=".9" />
            <path d="M29 25h9m-4.5-2v2m3 0c-1 4-4 6-7 7m3-4c1 2 3 3.5 5 4" stroke="#2b3a67" strokeWidth="1.8" fill="none" strokeLinecap="round" />
          </svg>
          <span className="translator-fab-tip">{t('home.sections.translator')}</span>
        </button>
      )}
      {open && (
        <Suspense fallback={null}>
          <TranslatorOverlay initialTab={overlay.tab} onClose={onClose} />
        </Suspense>
      )}
    </>
  );
}
