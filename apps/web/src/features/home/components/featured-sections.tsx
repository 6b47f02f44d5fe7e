/**
 * Featured destinations and lodging on home (spec §2): the first attractions and stays of their
 * lists in `recommended` order, as cards with a cover (design.md "Cards": cover, name with the other
 * script beneath, type and town, key facts). The card's name is its link and covers the whole card;
 * a photo's credit stays a separate link (catalog/README.md "Photos": attribution is required).
 */
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AttractionSummary } from '@dali/shared/contracts/attractions';
import type { StaySummary } from '@dali/shared/contracts/stays';
import type { LocalizedText } from '@dali/shared/locales';
import { townName, useTowns } from '../../../lib/api/get-towns';
import { formatNumber, formatYuan, otherScriptText } from '../../../lib/catalog-format';
import { useLocaleStore } from '../../../lib/locale';
import { Cover, type CoverKind } from '../../../lib/ui/cover';
import { FEATURED_ATTRACTIONS, FEATURED_STAYS, useFeaturedAttractions, useFeaturedStays } from '../api/list-featured';
import { HomeSection } from './home-section';
import { SectionError, SkeletonCards } from './section-state';

interface PlaceCardProps {
  kind: CoverKind;
  id: string;
  name: LocalizedText;
  to: string;
  photo?: AttractionSummary['image'];
  /** Type and town line. */
  meta: string;
  /** Key facts line. */
  facts: string;
}

function PlaceCard({ kind, id, name, to, photo, meta, facts }: PlaceCardProps) {
  const { t } = useTranslation('home');
  const locale = useLocaleStore((s) => s.locale);
  const other = otherScriptText(name, locale);
  return (
    <article className="home-card place-card">
      <Cover kind={kind} id={id} alt="" label={name[locale]} imageUrl={photo?.url} className="place-card-cover" />
      {photo && (
        <a className="place-card-credit" href={photo.pageUrl} target="_blank" rel="noreferrer">
          {t('featured.photoCredit', { author: photo.author, license: photo.license })}
        </a>
      )}
      <div className="home-card-body">
        <h3 className="home-card-title">
          <Link to={to} className="card-link">
            {name[locale]}
          </Link>
        </h3>
        {other && (
          <p className="place-card-other" lang={locale === 'en-US' ? 'zh-CN' : 'en-US'}>
            {other}
          </p>
        )}
        <p className="place-card-meta">{meta}</p>
        <p className="place-card-facts">{facts}</p>
      </div>
    </article>
  );
}

/** Top attractions by the list's recommended order. */
export function FeaturedAttractions() {
  const { t } = useTranslation('home');
  const locale = useLocaleStore((s) => s.locale);
  const towns = useTowns();
  const attractions = useFeaturedAttractions();
  // The cards are drawn in a deferred (time-sliced) render, not in the blocking one that the
  // query's answer triggers, so the main thread stays free for input while they appear.
  const items = useDeferredValue(attractions.data);
  const facts = (a: AttractionSummary) => {
    const ticket =
      a.ticketPriceFen === null ? t('featured.ticketUnknown') : a.ticketPriceFen === 0 ? t('featured.free') : t('featured.ticket', { price: formatYuan(a.ticketPriceFen, locale) });
    return `${t('featured.visitHours', { hours: formatNumber(a.recommendedDurationHours, locale) })} · ${ticket}`;
  };
  return (
    <HomeSection
      id="home-featured-title"
      title={t('featured.title')}
      lead={t('featured.lead')}
      more={
        <Link to="/attractions" className="home-section-more">
          {t('featured.more')}
        </Link>
      }
    >
      {(attractions.isPending || (attractions.isSuccess && !items)) && <SkeletonCards count={FEATURED_ATTRACTIONS} withCover className="home-grid-places" />}
      {attractions.isError && <SectionError message={t('featured.error')} onRetry={() => void attractions.refetch()} />}
      {attractions.isSuccess && items && (
        <div className="home-grid home-grid-places">
          {items.map((a) => (
            <PlaceCard
              key={a.id}
              kind="attraction"
              id={a.id}
              name={a.name}
              to={`/attractions/${encodeURIComponent(a.id)}`}
              photo={a.image}
              meta={`${t(`attractionTypes.${a.type}`)} · ${townName(towns.data, a.town, locale)}`}
              facts={facts(a)}
            />
          ))}
        </div>
      )}
    </HomeSection>
  );
}

/** Top lodgings by the list's recommended order. */
export function FeaturedStays() {
  const { t } = useTranslation('home');
  const locale = useLocaleStore((s) => s.locale);
  const towns = useTowns();
  const stays = useFeaturedStays();
  // Deferred like the attraction cards above.
  const items = useDeferredValue(stays.data);
  const price = (s: StaySummary) => (s.priceFromFen === null ? t('stays.priceUnknown') : t('stays.priceFrom', { price: formatYuan(s.priceFromFen, locale) }));
  return (
    <HomeSection
      id="home-stays-title"
      title={t('stays.title')}
      lead={t('stays.lead')}
      more={
        <Link to="/stay" className="home-section-more">
          {t('stays.more')}
        </Link>
      }
    >
      {(stays.isPending || (stays.isSuccess && !items)) && <SkeletonCards count={FEATURED_STAYS} withCover className="home-grid-stays" />}
      {stays.isError && <SectionError message={t('stays.error')} onRetry={() => void stays.refetch()} />}
      {stays.isSuccess && items && (
        <div className="home-grid home-grid-stays">
          {items.map((s) => (
            <PlaceCard
              key={s.id}
              kind="stay"
              id={s.id}
              name={s.name}
              to={`/stay/reserve?id=${encodeURIComponent(s.id)}`}
              meta={`${t(`stayTypes.${s.type}`)} · ${townName(towns.data, s.town, locale)}`}
              facts={price(s)}
            />
          ))}
        </div>
      )}
    </HomeSection>
  );
}
