/**
 * The facts sidebar of a dish, restaurant or lodging detail page (docs/design.md "Detail pages"):
 * a titled box holding a definition list of facts, optionally followed by the place's map with the
 * catalog's note on where its position comes from. Also the small pieces the pages' sections share:
 * the "not known yet" placeholder, a titled text section and the folded list of sources.
 */
import './catalog-detail.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { safeExternalUrl } from '../catalog-list/safe-url';
import { LazyCatalogMap } from '../ui/lazy-catalog-map';
import { NavigateLinks } from './navigate-links';

/** One row of {@link DetailFacts}: a label and its value (`testId` goes on the value). */
export interface DetailFact {
  /** Translated label; also the row's key, so labels must differ. */
  label: string;
  value: ReactNode;
  testId?: string;
}

export interface DetailFactsProps {
  /** Id of the box's heading, which names the box for assistive technology. */
  headingId: string;
  title: string;
  facts: DetailFact[];
  /** What follows the list inside the box (a subheading with links, the map…). */
  children?: ReactNode;
}

/** The facts box: heading, `<dl>` of label/value rows, then `children`. */
export function DetailFacts({ headingId, title, facts, children }: DetailFactsProps) {
  return (
    <aside className="catalog-detail-facts" aria-labelledby={headingId}>
      <h2 id={headingId} className="catalog-detail-section-title">
        {title}
      </h2>
      <dl className="catalog-detail-facts-list">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd data-testid={fact.testId}>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </aside>
  );
}

export interface ValueWithNoteProps {
  children: ReactNode;
  /** The note; nothing is drawn for it when it is empty or absent. */
  note: string | null | undefined;
  /** Language of the note when it differs from the page's (e.g. an English catalog remark). */
  lang?: string;
}

/** A fact's value with a small muted note beneath it (where a figure comes from, the other script's spelling). */
export function ValueWithNote({ children, note, lang }: ValueWithNoteProps) {
  return (
    <>
      {children}
      {note && (
        <small className="catalog-detail-note" lang={lang}>
          {note}
        </small>
      )}
    </>
  );
}

/** Props of {@link DetailMap}; texts are already translated. */
export interface DetailMapProps {
  /** The place: its id, position (null when unknown), name and the line under it (its town). */
  place: { id: string; location: { lat: number; lng: number } | null; title: string; subtitle: string };
  /** Accessible name of the map. */
  ariaLabel: string;
  /** The catalog's note on where the position comes from, in the page's language, shown under the map. */
  note: string;
  /** Said instead of the map when the position is unknown. */
  noLocation: string;
  /** The place's Chinese name and address for the "Navigate" links (map apps take over). */
  navigate?: { name: string; address?: string };
}

/** The place on a small map with its position note, or a line saying its position is unknown. */
export function DetailMap({ place, ariaLabel, note, noLocation, navigate }: DetailMapProps) {
  if (!place.location) return <p className="muted">{noLocation}</p>;
  return (
    <>
      <LazyCatalogMap
        points={[{ id: place.id, lat: place.location.lat, lng: place.location.lng, title: place.title, subtitle: place.subtitle }]}
        selectedId={place.id}
        height={240}
        className="catalog-detail-map"
        ariaLabel={ariaLabel}
      />
      <small className="catalog-detail-note">
        {note}
      </small>
      {navigate && <NavigateLinks target={{ ...place.location, ...navigate }} />}
    </>
  );
}

/** The muted "not known yet" placeholder for a fact or text the catalog lacks; `block` makes it a paragraph. */
export function NotKnownYet({ block = false }: { block?: boolean }) {
  const { t } = useTranslation('catalog');
  const Tag = block ? 'p' : 'span';
  return <Tag className="muted">{t('facts.notKnownYet')}</Tag>;
}

export interface DetailSectionProps {
  title: string;
  /** When set, the heading gets this id and names the section (a landmark-like region). */
  headingId?: string;
  /** Extra classes beside `catalog-detail-section`. */
  className?: string;
  testId?: string;
  children: ReactNode;
}

/** A white titled box of the page's main column (about, rooms, amenities…). */
export function DetailSection({ title, headingId, className, testId, children }: DetailSectionProps) {
  return (
    <section className={className ? `catalog-detail-section ${className}` : 'catalog-detail-section'} aria-labelledby={headingId} data-testid={testId}>
      <h2 id={headingId} className="catalog-detail-section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

export interface DetailSourcesProps {
  /** The record's `sources`; only http(s) links are shown. */
  sources: string[];
  /** The folded list's summary for `count` links, translated. */
  summary: (count: number) => string;
}

/** The sources a record's facts come from, folded away by default; nothing when none is a web link. */
export function DetailSources({ sources, summary }: DetailSourcesProps) {
  const links = sources.map(safeExternalUrl).filter((url): url is string => url !== null);
  if (links.length === 0) return null;
  return (
    <details className="catalog-detail-sources">
      <summary>{summary(links.length)}</summary>
      <ul>
        {links.map((link) => (
          <li key={link}>
            <a href={link} target="_blank" rel="noopener noreferrer" className="catalog-detail-break">
              {link}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
