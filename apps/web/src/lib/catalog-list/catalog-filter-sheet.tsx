/**
 * The filter sheet of a catalog list on a phone (docs/design.md "Lists"): lib/ui's bottom sheet
 * with one primary button in its footer that closes it, so the results show under the filters
 * just chosen (they apply as they change; the button only leaves the sheet).
 */
import type { ReactNode } from 'react';
import { FilterSheet } from '../ui/filter-sheet';

/** Props of {@link CatalogFilterSheet}; texts are already translated. */
export interface CatalogFilterSheetProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Accessible name of the × button. */
  closeLabel: string;
  /** Text of the footer button, e.g. "Show 12 results". */
  doneLabel: string;
  /** The filter fields, stacked. */
  children: ReactNode;
}

/** Bottom sheet with the filters and a "show results" button. */
export function CatalogFilterSheet({ open, onClose, title, closeLabel, doneLabel, children }: CatalogFilterSheetProps) {
  return (
    <FilterSheet
      open={open}
      onClose={onClose}
      title={title}
      closeLabel={closeLabel}
      footer={
        <button type="button" className="btn btn-primary btn-large" onClick={onClose}>
          {doneLabel}
        </button>
      }
    >
      {children}
    </FilterSheet>
  );
}
