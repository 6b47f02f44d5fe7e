/**
 * LazyCatalogMap: {@link CatalogMap} loaded on first render (Leaflet, its CSS and gcoord are a
 * chunk of their own), with a skeleton of the same height meanwhile. Pages import this, never
 * catalog-map.tsx directly, so their own chunk stays small.
 */
import { lazy, Suspense } from 'react';
import type { CatalogMapProps } from './catalog-map';

const CatalogMap = lazy(() => import('./catalog-map').then((m) => ({ default: m.CatalogMap })));

/** Default height, px; the same as CatalogMap's (not imported, to keep Leaflet out of this chunk). */
const DEFAULT_HEIGHT = 360;

/** The catalog map, loaded lazily; same props as {@link CatalogMap}. */
export function LazyCatalogMap(props: CatalogMapProps) {
  const placeholder = (
    <div
      className={`skeleton ${props.className ?? ''}`}
      style={{ height: props.height ?? DEFAULT_HEIGHT, margin: 0, borderRadius: 'var(--radius)' }}
      aria-busy="true"
      aria-label={props.ariaLabel}
    />
  );
  return (
    <Suspense fallback={placeholder}>
      <CatalogMap {...props} />
    </Suspense>
  );
}
