/**
 * LazyCatalogMap: {@link CatalogMap} loaded when its box comes near the viewport (Leaflet, its CSS
 * and gcoord are a chunk of their own, and tiles are downloads too), with a skeleton of the same
 * height meanwhile. Pages import this, never catalog-map.tsx directly, so their own chunk stays
 * small and a map further down a page costs nothing until the visitor scrolls to it.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { CatalogMapProps } from './catalog-map';

const CatalogMap = lazy(() => import('./catalog-map').then((m) => ({ default: m.CatalogMap })));

/** Default height, px; the same as CatalogMap's (not imported, to keep Leaflet out of this chunk). */
const DEFAULT_HEIGHT = 360;
/** Start loading this far before the box scrolls into view. */
const PRELOAD_MARGIN = '300px';

/** True once the element has come within PRELOAD_MARGIN of the viewport (at once without IntersectionObserver). */
function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

/** The catalog map, loaded lazily; same props as {@link CatalogMap}. */
export function LazyCatalogMap(props: CatalogMapProps) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  const placeholder = (
    <div
      ref={ref}
      className={`skeleton ${props.className ?? ''}`}
      style={{ height: props.height ?? DEFAULT_HEIGHT, margin: 0, borderRadius: 'var(--radius)' }}
      role="region"
      aria-busy="true"
      aria-label={props.ariaLabel}
    />
  );
  if (!near) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <CatalogMap {...props} />
    </Suspense>
  );
}
