/**
 * DetailSkeleton: the attraction detail page's shape while it loads, block for block: the cover,
 * the title block (title line, other-script name, chips), the facts card (heading, one row per
 * fact, the map box of the location map's height) and the text sections. Each grey line sits in a
 * box with the font size and line height of the text that replaces it, so the content lands where
 * the skeleton was and nothing below it moves (no layout shift).
 */
import { useTranslation } from 'react-i18next';
import { FACTS_MAP_HEIGHT } from './attraction-facts';

/** Facts a detail page lists: now, hours, ticket, time to allow, phone, website, address, distance. */
const FACT_ROWS = 8;

/** A grey bar one text line high in the enclosing font; `width` as a CSS length. */
function Line({ width }: { width: string }) {
  return <span className="skeleton skeleton-line" style={{ width }} />;
}

function TextSection({ lines }: { lines: number }) {
  return (
    <div className="detail-section">
      <div className="detail-heading">
        <Line width="8em" />
      </div>
      <div className="detail-text">
        {Array.from({ length: lines }, (_, i) => (
          <Line key={i} width={i === lines - 1 ? '55%' : '100%'} />
        ))}
      </div>
    </div>
  );
}

/** The loading state of the detail page. */
export function DetailSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div className="attraction-detail detail-skeleton" aria-busy="true">
      <p className="visually-hidden" role="status">
        {t('app.loading')}
      </p>
      <div aria-hidden="true">
        <div className="detail-hero">
          <div className="skeleton detail-cover detail-cover-skeleton" />
          <div className="detail-title-block">
            <div className="page-title detail-title">
              <Line width="min(14em, 70%)" />
            </div>
            <div className="detail-other">
              <Line width="10em" />
            </div>
            <div className="chips">
              <span className="chip chip-skeleton" />
              <span className="chip chip-skeleton" />
              <span className="chip chip-skeleton" />
            </div>
          </div>
        </div>
        <div className="detail-layout">
          <div className="detail-aside">
            <div className="facts-card">
              <div className="detail-heading facts-heading">
                <Line width="6em" />
              </div>
              <div className="facts-list">
                {Array.from({ length: FACT_ROWS }, (_, i) => (
                  <div key={i} className="fact fact-skeleton">
                    <div className="fact-skeleton-label">
                      <Line width="6em" />
                    </div>
                    <div className="fact-skeleton-value">
                      <Line width={i % 3 === 1 ? '80%' : '55%'} />
                    </div>
                  </div>
                ))}
              </div>
              <div className="facts-subheading">
                <Line width="5em" />
              </div>
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
    </div>
  );
}
