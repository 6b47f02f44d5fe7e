/**
 * DetailSkeleton: the attraction detail page's shape while it loads, block for block: the cover,
 * the title block (title line, other-script name, chips), the facts card (heading, one row per
 * fact, the map box of the location map's height) and the text sections. Each grey line sits in a
 * box with the font size and line height of the text that replaces it, so the content lands where
 * the skeleton was and nothing below it moves (no layout shift).
 */
import { useTranslation } from 'react-i18next';
import { LoadingRegion } from '../../../lib/ui/loading-region';
import { FACTS_MAP_HEIGHT } from './attraction-facts';
import { SkeletonChips, SkeletonLine, SkeletonTextBox } from './skeleton-parts';

/** Facts a detail page lists: now, hours, ticket, time to allow, phone, website, address, distance. */
const FACT_ROWS = 8;

/** A text section's heading bar and `lines` lines of text, the last one short. */
function TextSection({ lines }: { lines: number }) {
  return (
    <div className="detail-section">
      <SkeletonTextBox className="detail-heading" width="8em" />
      <div className="detail-text">
        {Array.from({ length: lines }, (_, i) => (
          <SkeletonLine key={i} width={i === lines - 1 ? '55%' : '100%'} />
        ))}
      </div>
    </div>
  );
}

/** The loading state of the detail page. */
export function DetailSkeleton() {
  const { t } = useTranslation('common');
  return (
    <LoadingRegion className="attraction-detail detail-skeleton" label={t('app.loading')}>
      <div aria-hidden="true">
        <div className="detail-hero">
          <div className="skeleton detail-cover detail-cover-skeleton" />
          <div className="detail-title-block">
            <SkeletonTextBox className="page-title detail-title" width="min(14em, 70%)" />
            <SkeletonTextBox className="detail-other" width="10em" />
            <SkeletonChips count={3} />
          </div>
        </div>
        <div className="detail-layout">
          <div className="detail-aside">
            <div className="facts-card">
              <SkeletonTextBox className="detail-heading facts-heading" width="6em" />
              <div className="facts-list">
                {Array.from({ length: FACT_ROWS }, (_, i) => (
                  <div key={i} className="fact fact-skeleton">
                    <SkeletonTextBox className="fact-skeleton-label" width="6em" />
                    <SkeletonTextBox className="fact-skeleton-value" width={i % 3 === 1 ? '80%' : '55%'} />
                  </div>
                ))}
              </div>
              <SkeletonTextBox className="facts-subheading" width="5em" />
              <div className="skeleton facts-map-skeleton" style={{ height: FACTS_MAP_HEIGHT }} />
            </div>
          </div>
          <div className="detail-main">
            <TextSection lines={5} />
            <TextSection lines={4} />
            <TextSection lines={3} />
            <TextSection lines={3} />
          </div>
        </div>
      </div>
    </LoadingRegion>
  );
}
