/**
 * FilterSheet: a list's filters on a phone (docs/design.md "Lists": filters in a drawer on mobile)
 * as a native modal `<dialog>` that rises from the bottom of the screen. The browser keeps focus
 * inside and closes it on Escape; a click on the backdrop and the close button close it too, and
 * focus goes back to the control that opened it. The content is mounted only while open.
 */
import './filter-sheet.css';
import { useEffect, useId, useRef, type ReactNode } from 'react';

/** Props of {@link FilterSheet}; texts are already translated. */
export interface FilterSheetProps {
  open: boolean;
  /** Called whenever the sheet closes (Escape, backdrop, close button, or `open` turning false). */
  onClose: () => void;
  title: string;
  /** Accessible name of the × button. */
  closeLabel: string;
  /** Pinned under the scrolling body, e.g. a "show results" button. */
  footer?: ReactNode;
  children: ReactNode;
}

/** Bottom sheet with a title, a scrolling body and a footer. */
export function FilterSheet({ open, onClose, title, closeLabel, footer, children }: FilterSheetProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="filter-sheet"
      aria-labelledby={titleId}
      onClose={() => {
        onClose();
        opener.current?.focus();
        opener.current = null;
      }}
      onClick={(event) => {
        // A click on the dialog element itself (not its content) is a click on the backdrop.
        if (event.target === ref.current) ref.current.close();
      }}
    >
      {open && (
        <div className="filter-sheet-inner">
          <header className="filter-sheet-head">
            <h2 id={titleId} className="filter-sheet-title">
              {title}
            </h2>
            <button type="button" className="btn btn-text filter-sheet-close" aria-label={closeLabel} onClick={() => ref.current?.close()}>
              <span aria-hidden="true">×</span>
            </button>
          </header>
          <div className="filter-sheet-body">{children}</div>
          {footer && <footer className="filter-sheet-footer">{footer}</footer>}
        </div>
      )}
    </dialog>
  );
}
