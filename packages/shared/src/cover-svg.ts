/**
 * The generated cover of a catalog item (docs/design.md "Covers"): a soft gradient in the palette
 * chosen from the item's kind and id, a wave or tie-dye motif, a line icon of the kind and, when
 * given, the item's name along the bottom. The same markup serves the web's covers
 * (apps/web/src/lib/ui/cover.tsx, inside its `<svg>`) and the server's first paint of a detail page
 * (apps/server/src/plugins/app-shell.ts, as an image), so the picture never changes when the
 * scripts take over. Pure string building: no DOM, no React.
 */

/** What a cover shows; matches the unified search kinds. */
export type CoverKind = 'attraction' | 'stay' | 'food' | 'restaurant';

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

/** Widest label line, in em of the label font (the cover is 320 units wide, text inset 16). */
const LABEL_LINE_EM = 15.5;
const LABEL_MAX_LINES = 2;

/** Approximate width of a character in em: CJK and full-width forms 1, capitals 0.68, others 0.55. */
function charEm(char: string): number {
  if (/[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/.test(char)) return 1;
  return /[A-Z]/.test(char) ? 0.68 : 0.55;
}

/**
 * Break a name into at most two lines that fit the cover: Latin text at spaces, CJK anywhere;
 * the last line ends in "…" when the name is longer. Exported for tests.
 */
export function coverLabelLines(label: string, lineEm = LABEL_LINE_EM, maxLines = LABEL_MAX_LINES): string[] {
  const tokens = label.trim().match(/[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]|[^\s\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]+|\s+/g) ?? [];
  const width = (text: string) => [...text].reduce((sum, c) => sum + charEm(c), 0);
  const lines: string[] = [];
  let line = '';
  for (const token of tokens) {
    const candidate = line + token;
    if (width(candidate.trimEnd()) <= lineEm || line.trim() === '') {
      line = candidate;
      continue;
    }
    lines.push(line.trimEnd());
    line = /^\s+$/.test(token) ? '' : token;
  }
  if (line.trim()) lines.push(line.trimEnd());
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1] ?? '';
  while (last && width(`${last}…`) > lineEm) last = [...last].slice(0, -1).join('');
  kept[maxLines - 1] = `${last.trimEnd()}…`;
  return kept;
}


/** The cover's coordinate box: 320 × 180 units (16:9), drawn to fill its element ("slice"). */
export const COVER_VIEWBOX = '0 0 320 180';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

/**
 * Inner SVG markup of a generated cover (everything inside `<svg viewBox="0 0 320 180">`), with
 * gradient ids unique to the item (`cover-g-<kind>-<id>`, `cover-s-<kind>-<id>`). `label` is drawn
 * in at most two lines (see {@link coverLabelLines}); texts and ids are XML-escaped.
 */
export function coverSvgInner(kind: CoverKind, id: string, label?: string): string {
  const { from, to, motif, angle, icon } = coverDesign(kind, id);
  const gradientId = escapeXml(`cover-g-${kind}-${id}`);
  const shadeId = escapeXml(`cover-s-${kind}-${id}`);
  const lines = label ? coverLabelLines(label) : [];
  const fontSize = 17;
  const lineHeight = 22;
  const motifMarkup =
    motif === 'waves'
      ? '<g fill="none" stroke="#fff" stroke-opacity="0.22" stroke-width="3">' +
        '<path d="M0 130 Q40 112 80 130 T160 130 T240 130 T320 130"/>' +
        '<path d="M0 150 Q40 132 80 150 T160 150 T240 150 T320 150"/>' +
        '<path d="M0 170 Q40 152 80 170 T160 170 T240 170 T320 170"/></g>'
      : '<g fill="none" stroke="#fff" stroke-opacity="0.2" stroke-width="2.5">' +
        '<circle cx="260" cy="40" r="18"/><circle cx="260" cy="40" r="32" stroke-dasharray="5 6"/><circle cx="260" cy="40" r="46"/>' +
        '<circle cx="50" cy="150" r="14"/><circle cx="50" cy="150" r="28" stroke-dasharray="5 6"/></g>';
  const iconTransform = lines.length > 0 ? 'translate(140 40) scale(1.67)' : 'translate(136 66) scale(2)';
  const labelMarkup =
    lines.length > 0
      ? `<defs><linearGradient id="${shadeId}" x1="0" y1="0" x2="0" y2="1">` +
        '<stop offset="0" stop-color="#1d2433" stop-opacity="0"/><stop offset="1" stop-color="#1d2433" stop-opacity="0.55"/></linearGradient></defs>' +
        `<rect y="96" width="320" height="84" fill="url(#${shadeId})"/>` +
        `<text x="16" fill="#fff" font-size="${fontSize}" font-weight="600" font-family="inherit">` +
        lines.map((line, i) => `<tspan x="16" y="${180 - 14 - (lines.length - 1 - i) * lineHeight}">${escapeXml(line)}</tspan>`).join('') +
        '</text>'
      : '';
  return (
    `<defs><linearGradient id="${gradientId}" gradientTransform="rotate(${angle % 90} 0.5 0.5)">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="320" height="180" fill="url(#${gradientId})"/>` +
    motifMarkup +
    `<g transform="${iconTransform}" fill="none" stroke="#fff" stroke-opacity="0.9" stroke-width="1.4" stroke-linecap="round" stroke-linejoin="round"><path d="${icon}"/></g>` +
    labelMarkup
  );
}

/**
 * A generated cover as a standalone SVG document (for an `<img>` data URL), the same picture as
 * {@link coverSvgInner}.
 */
export function coverSvgDocument(kind: CoverKind, id: string, label?: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${COVER_VIEWBOX}" preserveAspectRatio="xMidYMid slice">${coverSvgInner(kind, id, label)}</svg>`;
}
