/**
 * Teasers of home (spec §2): the AI planner (a link to `/ai-travel-planner`) and the voice and text
 * translator (opens the floating translator overlay, wherever that feature has registered it).
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openOverlay } from '../../../lib/overlays/overlay-store';

/** The planner and translator teaser cards. */
export function Teasers() {
  const { t } = useTranslation('home');
  return (
    <section className="home-section" aria-labelledby="home-tools-title">
      <div className="home-section-head">
        <h2 id="home-tools-title" className="home-section-title">
          {t('tools.title')}
        </h2>
      </div>
      <div className="home-grid home-grid-teasers">
        <article className="home-card teaser teaser-planner" aria-labelledby="home-planner-title">
          <div className="home-card-body">
            <h3 id="home-planner-title" className="home-card-title">
              {t('tools.planner.title')}
            </h3>
            <p>{t('tools.planner.body')}</p>
            <Link to="/ai-travel-planner" className="btn btn-primary">
              {t('tools.planner.action')}
            </Link>
          </div>
        </article>
        <article className="home-card teaser teaser-translator" aria-labelledby="home-translator-title">
          <div className="home-card-body">
            <h3 id="home-translator-title" className="home-card-title">
              {t('tools.translator.title')}
            </h3>
            <p>{t('tools.translator.body')}</p>
            <button type="button" className="btn btn-primary" aria-haspopup="dialog" onClick={() => openOverlay('floatingTranslator')}>
              {t('tools.translator.action')}
            </button>
          </div>
        </article>
      </div>
    </section>
  );
}
