/**
 * Home `/` (spec §2): the hero with the unified search, then recommended guides, featured
 * destinations and lodging, and the planner and translator teasers. The navbar appears only after
 * scrolling 100 px (app shell), so the hero carries the brand. Plain HTML and CSS: the first load
 * of `/` must stay within its budget (docs/decisions/0006-web-first-load.md).
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FeaturedAttractions, FeaturedStays } from '../components/featured-sections';
import { GuidesSection } from '../components/guides-section';
import { HeroSearch } from '../components/hero-search';
import { Teasers } from '../components/teasers';
import '../home.css';

/** Route `/` (spec §2 home): hero search, guides, featured places and teasers (see module comment). */
export function HomePage() {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation();
  return (
    <div className="home">
      <section className="hero home-hero" aria-labelledby="hero-title">
        <div className="hero-inner">
          <p className="hero-brand">{tc('app.name')}</p>
          <h1 id="hero-title">{tc('home.heroTitle')}</h1>
          <p className="hero-body">{tc('home.heroBody')}</p>
          <HeroSearch />
          <p className="hero-links">
            <Link to="/attractions">{tc('home.explore')}</Link>
            <Link to="/ai-travel-planner">{tc('home.plan')}</Link>
            <Link to="/stay">{t('hero.stay')}</Link>
            <Link to="/gourmetFood">{t('hero.food')}</Link>
          </p>
        </div>
      </section>
      <div className="page home-page">
        <GuidesSection />
        <FeaturedAttractions />
        <FeaturedStays />
        <Teasers />
      </div>
    </div>
  );
}
