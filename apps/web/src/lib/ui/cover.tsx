/**
 * Covers of catalog cards and detail pages (design.md "Covers"): the item's photo when it has one,
 * otherwise an SVG drawn here from its kind and id: a soft gradient in the palette, a wave or
 * tie-dye motif, a line icon of the kind and, when given, the item's name on a soft shade along
 * the bottom, so generated covers in a grid tell places apart. Never a broken image: a photo that
 * fails to load is replaced by the generated cover.
 */
import { useState } from 'react';
import { COVER_VIEWBOX, coverSvgInner, type CoverKind } from '@dali/shared/cover-svg';

export { coverDesign, coverLabelLines, hashId, type CoverKind } from '@dali/shared/cover-svg';

export interface CoverProps {
  kind: CoverKind;
  /** Stable id of the item: picks the colours and motif, so a cover never changes between visits. */
  id: string;
  /** Accessible name (usually the item's name in the current locale). Empty string = decorative. */
  alt: string;
  /** Photo URL, when the catalog has one. */
  imageUrl?: string | null;
  /** CSS class for size; the cover fills its box (default aspect 16:9 from `.cover`). */
  className?: string;
  /** Load eagerly (the largest image above the fold). */
  eager?: boolean;
  /**
   * Name written on a generated cover (at most two lines, then "…"); not drawn on photos. It is
   * part of the picture: screen readers get the name from `alt` or the surrounding text.
   */
  label?: string;
}

/** The generated picture (packages/shared/src/cover-svg.ts, the same markup the server's first paint uses). */
function GeneratedCover({ kind, id, alt, className, label }: Omit<CoverProps, 'imageUrl' | 'eager'>) {
  return (
    <svg
      className={`cover ${className ?? ''}`}
      viewBox={COVER_VIEWBOX}
      preserveAspectRatio="xMidYMid slice"
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      data-cover="generated"
      // Built from the item's kind, id and name by a pure function that escapes every text.
      dangerouslySetInnerHTML={{ __html: coverSvgInner(kind, id, label) }}
    />
  );
}

/** Photo or generated cover of a catalog item. */
export function Cover({ kind, id, alt, imageUrl, className, eager, label }: CoverProps) {
  const [failed, setFailed] = useState(false);
  if (!imageUrl || failed) return <GeneratedCover kind={kind} id={id} alt={alt} className={className} label={label} />;
  return (
    <img
      className={`cover ${className ?? ''}`}
      src={imageUrl}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
