/**
 * GuidesSection: the recommended guides of home (spec §2): one card per guide from
 * `GET /api/v1/guides` with its theme, duration, stop count and first stops; "see the route" opens
 * {@link GuideDialog} listing every stop with links to their pages (an in-page dialog, so the
 * routes of spec §2 stay as they are).
 */
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GuideSummary } from '@dali/shared/contracts/guides';
import { useLocaleStore } from '../../../lib/locale';
import { useGuides } from '../api/list-guides';
import { useDurationText } from '../hooks/use-duration-text';
import { GuideDialog } from './guide-dialog';
import { HomeSection } from './home-section';
import { SectionError, SkeletonCards } from './section-state';

function GuideCard({ guide, onOpen }: { guide: GuideSummary; onOpen: () => void }) {
  const { t } = useTranslation('home');
  const locale = useLocaleStore((s) => s.locale);
  const durationText = useDurationText();
  const titleId = `guide-${guide.id}-title`;
  const more = guide.stopCount > guide.firstStops.length;
  return (
    <article className="home-card guide-card" aria-labelledby={titleId}>
      <div className="home-card-body">
        <p className="guide-card-meta">
          <span className={`chip chip-theme chip-theme-${guide.theme}`}>{t(`themes.${guide.theme}`)}</span>
          <span>{durationText(guide.duration)}</span>
          <span aria-hidden="true">·</span>
          <span>{t('guides.stopCount', { count: guide.stopCount })}</span>
        </p>
        <h3 id={titleId} className="home-card-title">
          {guide.title[locale]}
        </h3>
        <p className="guide-card-summary">{guide.summary[locale]}</p>
        <p className="guide-card-stops">
          <span className="visually-hidden">{t('guides.firstStops')}</span>
          {guide.firstStops.map((stop, i) => (
            <span key={`${stop.kind}:${stop.id}`}>
              {i > 0 && (
                <span className="guide-card-arrow" aria-hidden="true">
                  {' → '}
                </span>
              )}
              {stop.name[locale]}
            </span>
          ))}
          {more && (
            <span aria-hidden="true">
              <span className="guide-card-arrow">{' → '}</span>
              {'…'}
            </span>
          )}
        </p>
        <button type="button" className="btn btn-primary guide-card-open" aria-haspopup="dialog" onClick={onOpen}>
          {t('guides.open')}
          <span className="visually-hidden">{` · ${guide.title[locale]}`}</span>
        </button>
      </div>
    </article>
  );
}

/** The recommended guides section of home. */
export function GuidesSection() {
  const { t } = useTranslation('home');
  const guides = useGuides();
  // The cards are drawn in a deferred (time-sliced) render, not in the blocking one that the
  // query's answer triggers, so the main thread stays free for input while they appear.
  const items = useDeferredValue(guides.data);
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <HomeSection id="home-guides-title" title={t('guides.title')} lead={t('guides.lead')}>
      {(guides.isPending || (guides.isSuccess && !items)) && <SkeletonCards count={4} className="home-grid-guides" />}
      {guides.isError && <SectionError message={t('guides.error')} onRetry={() => void guides.refetch()} />}
      {guides.isSuccess && items?.length === 0 && <p className="muted">{t('guides.empty')}</p>}
      {guides.isSuccess && items && items.length > 0 && (
        <div className="home-grid home-grid-guides">
          {items.map((guide) => (
            <GuideCard key={guide.id} guide={guide} onOpen={() => setOpenId(guide.id)} />
          ))}
        </div>
      )}
      {openId !== null && <GuideDialog guideId={openId} onClose={() => setOpenId(null)} />}
    </HomeSection>
  );
}
