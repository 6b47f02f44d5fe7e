/**
 * Home (spec §2): hero with the two main ways in, then the sections that fill in as their features
 * arrive (recommended routes, featured places and lodging, planner and translator teasers).
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const SECTIONS = ['guides', 'featured', 'planner', 'translator'] as const;

/** Route component of `/`. */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <div className="home">
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero-inner">
          <p className="hero-brand">{t('app.name')}</p>
          <h1 id="hero-title">{t('home.heroTitle')}</h1>
          <p className="hero-body">{t('home.heroBody')}</p>
          <div className="hero-actions">
            <Link to="/attractions" className="btn btn-primary btn-large">
              {t('home.explore')}
            </Link>
            <Link to="/ai-travel-planner" className="btn btn-ghost btn-large">
              {t('home.plan')}
            </Link>
          </div>
        </div>
      </section>
      <div className="page">
        <div className="section-grid">
          {SECTIONS.map((section) => (
            <article key={section} className="card">
              <h2 className="card-title">{t(`home.sections.${section}`)}</h2>
              <p className="muted">
                <strong>{t('comingSoon.title')}</strong> · {t('comingSoon.body')}
              </p>
            </article>
          ))}
        </div>
      </div>
    </div>
  );
}
