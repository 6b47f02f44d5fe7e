/**
 * The restaurant detail once loaded (spec §2 restaurant detail): cover and title with town and
 * cuisines; facts (open status, opening hours, average price, bookable flag, phone,
 * address, map) first on mobile and as a sidebar on desktop; then the note and its dishes.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RestaurantDetail } from '@dali/shared/contracts/food';
import { useLocaleStore } from '../../../lib/locale';
import { Cover } from '../../../lib/ui/cover';
import { OpenStatusLabel } from '../../../lib/ui/open-status-label';
import { LazyCatalogMap } from '../../../lib/ui/lazy-catalog-map';
import { formatClock, formatDays, otherScriptText, textIn } from '../../../lib/catalog-format';
import { formatFen } from '../../../lib/catalog-list/catalog-text';
import { telHref } from '../../../lib/catalog-list/safe-url';
import { KeywordChips } from './food-tags';
import { SourcesList } from './sources-list';

/** Props of {@link RestaurantDetailView}. */
export interface RestaurantDetailViewProps {
  restaurant: RestaurantDetail;
  townName: (englishName: string) => string;
}

/** Detail layout of one restaurant. */
export function RestaurantDetailView({ restaurant, townName }: RestaurantDetailViewProps) {
  const { t } = useTranslation('food');
  const { t: tc } = useTranslation('catalog');
  const locale = useLocaleStore((s) => s.locale);
  const name = textIn(restaurant.name, locale);
  const other = otherScriptText(restaurant.name, locale);
  const town = townName(restaurant.town);
  const address = textIn(restaurant.address, locale);
  const otherAddress = locale === 'en-US' ? restaurant.address['zh-CN'] : restaurant.address['en-US'];
  const note = textIn(restaurant.note, locale).trim();
  const unknown = <span className="muted">{tc('facts.notKnownYet')}</span>;

  return (
    <>
      <header className="food-hero">
        <Cover kind="restaurant" id={restaurant.id} alt={name} eager className="food-hero-cover" />
        <div className="food-hero-text">
          <h1 className="page-title food-hero-title">{name}</h1>
          {other && (
            <p className="food-hero-other" lang={locale === 'en-US' ? 'zh-CN' : 'en'}>
              {other}
            </p>
          )}
          <p className="catalog-list-chips">
            <span className="catalog-list-chip">{town}</span>
          </p>
          {restaurant.cuisine.length > 0 && <KeywordChips group="cuisine" keywords={restaurant.cuisine} label={t('restaurant.cuisine')} />}
        </div>
      </header>
      <div className="food-detail">
        <aside className="food-facts" aria-labelledby="restaurant-facts-heading">
          <h2 id="restaurant-facts-heading" className="food-section-title">
            {t('detail.facts')}
          </h2>
          <dl className="food-facts-list">
            <div>
              <dt>{t('restaurant.openNow')}</dt>
              <dd>
                <OpenStatusLabel className="food-open" status={restaurant.openStatus} />
              </dd>
            </div>
            <div>
              <dt>{t('restaurant.hours')}</dt>
              <dd>
                {restaurant.openingHours === null ? (
                  unknown
                ) : restaurant.openingHours.length === 0 ? (
                  t('restaurant.alwaysOpen')
                ) : (
                  <ul className="food-hours" data-testid="opening-hours">
                    {restaurant.openingHours.map((period) => (
                      <li key={`${period.days}-${period.open}`}>
                        <span>{formatDays(period.days, locale, t('restaurant.everyDay'))}</span>{' '}
                        <span>{t('restaurant.timeRange', { open: formatClock(period.open, locale), close: formatClock(period.close, locale) })}</span>
                      </li>
                    ))}
                  </ul>
                )}
                <small className="food-note">{t('restaurant.chinaTime')}</small>
              </dd>
            </div>
            <div>
              <dt>{t('restaurant.avgPriceLabel')}</dt>
              <dd>{restaurant.avgPriceFen === null ? unknown : t('restaurant.perPerson', { price: formatFen(restaurant.avgPriceFen, locale) })}</dd>
            </div>
            <div>
              <dt>{t('restaurant.booking')}</dt>
              <dd>{restaurant.bookable ? t('restaurant.bookable') : t('restaurant.notBookable')}</dd>
            </div>
            <div>
              <dt>{t('restaurant.phone')}</dt>
              <dd>{restaurant.phone ? <a href={telHref(restaurant.phone)}>{restaurant.phone}</a> : unknown}</dd>
            </div>
            <div>
              <dt>{t('restaurant.address')}</dt>
              <dd>
                {address}
                {otherAddress.trim() && otherAddress.trim() !== address.trim() && (
                  <small className="food-note" lang={locale === 'en-US' ? 'zh-CN' : 'en'}>
                    {otherAddress}
                  </small>
                )}
              </dd>
            </div>
          </dl>
          {restaurant.location ? (
            <>
              <LazyCatalogMap
                points={[{ id: restaurant.id, lat: restaurant.location.lat, lng: restaurant.location.lng, title: name, subtitle: town }]}
                selectedId={restaurant.id}
                height={240}
                className="food-map"
                ariaLabel={t('restaurant.mapLabel', { name })}
              />
              <small className="food-note" lang="en">
                {restaurant.locationNote}
              </small>
            </>
          ) : (
            <p className="muted">{t('restaurant.noLocation')}</p>
          )}
        </aside>
        <div className="food-main">
          <section className="food-section">
            <h2 className="food-section-title">{t('restaurant.about')}</h2>
            {note ? <p className="food-prose">{note}</p> : <p className="muted">{tc('facts.notKnownYet')}</p>}
          </section>
          <section className="food-section">
            <h2 className="food-section-title">{t('restaurant.dishesTitle')}</h2>
            {restaurant.dishes.length === 0 ? (
              <p className="muted">{t('restaurant.noDishesKnown')}</p>
            ) : (
              <ul className="food-link-list" data-testid="restaurant-dishes">
                {restaurant.dishes.map((dish) => (
                  <li key={dish.id}>
                    <Link to={`/gourmetFood/${encodeURIComponent(dish.id)}`}>{textIn(dish.name, locale)}</Link>
                    <span className="muted"> · {t(`categories.${dish.category}`)}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <SourcesList sources={restaurant.sources} />
        </div>
      </div>
    </>
  );
}
