/**
 * Pager: previous / numbered / next page controls for catalog lists. With `hrefFor` every control
 * is a link (page state in the URL: shareable, back button works); with `onChange` they are
 * buttons (e.g. reviews inside a page). At most seven numbers, with gaps shown as "…". Controls
 * meet the 32/44 px target sizes of spec §9.
 */
import './catalog-ui.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Props of {@link Pager}; pages are 1-based. */
export interface PagerProps {
  page: number;
  totalPages: number;
  /** Link target of a page (link mode). */
  hrefFor?: (page: number) => string;
  /** Called with the chosen page (button mode, used when `hrefFor` is absent). */
  onChange?: (page: number) => void;
  /** Accessible name of the navigation landmark; default "Pages". */
  label?: string;
  className?: string;
}

/** The page numbers to show: first, last, the current one with its neighbours, gaps as null. */
export function pageWindow(page: number, totalPages: number): (number | null)[] {
  if (totalPages <= 7) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const start = Math.max(2, Math.min(page - 1, totalPages - 4));
  const end = Math.min(totalPages - 1, Math.max(page + 1, 5));
  const middle = Array.from({ length: end - start + 1 }, (_, i) => start + i);
  return [1, ...(start > 2 ? [null] : []), ...middle, ...(end < totalPages - 1 ? [null] : []), totalPages];
}

/** Paging controls; renders nothing for a single page. */
export function Pager({ page, totalPages, hrefFor, onChange, label, className }: PagerProps) {
  const { t } = useTranslation('catalog');
  if (totalPages <= 1) return null;

  const control = (target: number, text: string, options: { current?: boolean; disabled?: boolean; ariaLabel?: string; key?: string } = {}) => {
    const classes = `pager-item${options.current ? ' pager-current' : ''}`;
    if (options.disabled || options.current) {
      return (
        <span key={options.key} className={`${classes} pager-disabled`} aria-current={options.current ? 'page' : undefined} aria-disabled={options.disabled || undefined}>
          {text}
        </span>
      );
    }
    if (hrefFor) {
      return (
        <Link key={options.key} className={classes} to={hrefFor(target)} aria-label={options.ariaLabel}>
          {text}
        </Link>
      );
    }
    return (
      <button key={options.key} type="button" className={classes} onClick={() => onChange?.(target)} aria-label={options.ariaLabel}>
        {text}
      </button>
    );
  };

  return (
    <nav className={`pager ${className ?? ''}`} aria-label={label ?? t('pager.label')}>
      {control(page - 1, t('pager.previous'), { disabled: page <= 1, key: 'previous' })}
      <span className="pager-numbers">
        {pageWindow(page, totalPages).map((n, i) =>
          n === null ? (
            <span key={`gap-${i}`} className="pager-gap" aria-hidden="true">
              …
            </span>
          ) : (
            control(n, String(n), { current: n === page, key: String(n), ariaLabel: t('pager.status', { page: n, total: totalPages }) })
          ),
        )}
      </span>
      <span className="pager-status">{t('pager.status', { page, total: totalPages })}</span>
      {control(page + 1, t('pager.next'), { disabled: page >= totalPages, key: 'next' })}
    </nav>
  );
}
