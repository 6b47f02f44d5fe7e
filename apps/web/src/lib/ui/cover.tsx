/**
 * Covers of catalog cards and detail pages (design.md "Covers"): the item's photo when it has one,
 * otherwise an SVG drawn here from its kind and id: a soft gradient in the palette, a wave or
 * tie-dye motif and a line icon of the kind. Never a broken image: a photo that fails to load is
 * replaced by the generated cover.
 */
import { useState } from 'react';

/** What a cover shows; matches the unified search kinds. */
export type CoverKind = 'attraction' | 'stay' | 'food' | 'restaurant';

/** Props of {@link Cover}. */
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
}

/** Gradient pairs from the palette: Erhai blue, tie-dye indigo, mountain green, camellia, dusk. */
const PALETTES: readonly [readonly [string, string], ...(readonly [string, string])[]] = [
  ['#1f6fb2', '#6fb3d9'],
  ['#2b3a67', '#5b7fb8'],
  ['#2f7a5b', '#8cc4a0'],
  ['#c8553d', '#eaa57e'],
  ['#5a4a8a', '#a99bd4'],
  ['#1d5d74', '#7fc0c4'],
];

/** Line icons (24×24 viewBox) by kind. */
const ICONS: Record<CoverKind, string> = {
  // mountains and pagoda
  attraction: 'M2 20 L8 10 L12 15 L15 11 L22 20 Z M17 4 V9 M15.5 5.5 H18.5 M15.5 7.5 H18.5',
  // Bai house roof with upturned eaves
  stay: 'M2 11 Q4 11 5 9 L12 4 L19 9 Q20 11 22 11 M5 10 V20 H19 V10 M10 20 V15 H14 V20',
  // bowl with steam
  food: 'M3 12 H21 A9 7 0 0 1 3 12 Z M9 4 Q10 6 9 8 M13 4 Q14 6 13 8 M7 19 H17',
  // chopsticks over a plate
  restaurant: 'M4 15 A8 4 0 0 0 20 15 A8 4 0 0 0 4 15 Z M7 3 L11 13 M12 3 L13 13',
};

/** FNV-1a 32-bit hash: a stable small number from the id. */
export function hashId(id: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i += 1) {
    hash ^= id.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The generated cover as SVG markup's parts, exported for tests. */
export function coverDesign(kind: CoverKind, id: string) {
  const hash = hashId(`${kind}:${id}`);
  const [from, to] = PALETTES[hash % PALETTES.length] ?? PALETTES[0];
  const motif = (hash >>> 8) % 2 === 0 ? 'waves' : 'tiedye';
  const angle = (hash >>> 12) % 360;
  return { from, to, motif, angle, icon: ICONS[kind] } as const;
}

function GeneratedCover({ kind, id, alt, className }: Omit<CoverProps, 'imageUrl' | 'eager'>) {
  const { from, to, motif, angle, icon } = coverDesign(kind, id);
  const gradientId = `cover-g-${kind}-${id}`;
  return (
    <svg
      className={`cover ${className ?? ''}`}
      viewBox="0 0 320 180"
      preserveAspectRatio="xMidYMid slice"
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      data-cover="generated"
    >
      <defs>
        <linearGradient id={gradientId} gradientTransform={`rotate(${angle % 90} 0.5 0.5)`}>
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="320" height="180" fill={`url(#${gradientId})`} />
      {motif === 'waves' ? (
        <g fill="none" stroke="#fff" strokeOpacity="0.22" strokeWidth="3">
          <path d="M0 130 Q40 112 80 130 T160 130 T240 130 T320 130" />
          <path d="M0 150 Q40 132 80 150 T160 150 T240 150 T320 150" />
          <path d="M0 170 Q40 152 80 170 T160 170 T240 170 T320 170" />
        </g>
      ) : (
        <g fill="none" stroke="#fff" strokeOpacity="0.2" strokeWidth="2.5">
          <circle cx="260" cy="40" r="18" />
          <circle cx="260" cy="40" r="32" strokeDasharray="5 6" />
          <circle cx="260" cy="40" r="46" />
          <circle cx="50" cy="150" r="14" />
          <circle cx="50" cy="150" r="28" strokeDasharray="5 6" />
        </g>
      )}
      <g transform="translate(136 66) scale(2)" fill="none" stroke="#fff" strokeOpacity="0.9" strokeWidth="1.4" strokeLinecap="round" strokeLinejoin="round">
        <path d={icon} />
      </g>
    </svg>
  );
}

/** Photo or generated cover of a catalog item. */
export function Cover({ kind, id, alt, imageUrl, className, eager }: CoverProps) {
  const [failed, setFailed] = useState(false);
  if (!imageUrl || failed) return <GeneratedCover kind={kind} id={id} alt={alt} className={className} />;
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
