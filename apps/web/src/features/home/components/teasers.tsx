/**
 * Teasers of home (spec §2): the AI planner (a link to `/ai-travel-planner`) and the voice and text
 * translator (opens the floating translator overlay, wherever that feature has registered it).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openOverlay } from '../../../lib/overlays/overlay-store';
import { HomeSection } from './home-section';

/** One teaser card (`teaser-${kind}`): its title, a sentence, then `children`, the action that opens the tool. */
function TeaserCard({ kind, title, body, children }: { kind: string; title: string; body: string; children: ReactNode }) {
  const titleId = `home-${kind}-title`;
  return (
    <article className={`home-card teaser teaser-${kind}`} aria-labelledby={titleId}>
      <div className="home-card-body">
        <h3 id={titleId} className="home-card-title">
          {title}
        </h3>
        <p>{body}</p>
        {children}
      </div>
    </article>
  );
}

/** The planner and translator teaser cards. */
export function Teasers() {
  const { t } = useTranslation('home');
  return (
    <HomeSection id="home-tools-title" title={t('tools.title')}>
      <div className="home-grid home-grid-teasers">
        <TeaserCard kind="planner" title={t('tools.planner.title')} body={t('tools.planner.body')}>
          <Link to="/ai-travel-planner" className="btn btn-primary">
            {t('tools.planner.action')}
          </Link>
        </TeaserCard>
        <TeaserCard kind="translator" title={t('tools.translator.title')} body={t('tools.translator.body')}>
          <button type="button" className="btn btn-primary" aria-haspopup="dialog" onClick={() => openOverlay('floatingTranslator')}>
            {t('tools.translator.action')}
          </button>
        </TeaserCard>
      </div>
    </HomeSection>
  );
}
