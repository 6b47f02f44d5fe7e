/**
 * LoadingRegion: the frame of a page-sized skeleton. It marks its box busy and announces "loading"
 * once through a visually hidden status line, while the grey shapes inside stay silent; screen
 * readers hear one message instead of a run of empty blocks.
 */
import type { ReactNode } from 'react';

export interface LoadingRegionProps {
  /** Classes of the busy box (the skeleton's layout hook). */
  className: string;
  /** The translated "loading…" announcement. */
  label: string;
  /** The skeleton's shapes. */
  children: ReactNode;
}

/** A busy box announcing `label` once, around a skeleton's shapes. */
export function LoadingRegion({ className, label, children }: LoadingRegionProps) {
  return (
    <div className={className} aria-busy="true">
      <p className="visually-hidden" role="status">
        {label}
      </p>
      {children}
    </div>
  );
}
