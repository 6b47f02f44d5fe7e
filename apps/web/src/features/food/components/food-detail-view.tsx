/**
 * The dish detail once loaded (spec §2 food detail, §3 Food): cover and title with category and
 * diet tags; facts (best season, price range, recommended place, taste, the restaurants known for
 * it) first on mobile and as a sidebar on desktop; then cultural background, cooking and eating
 * method, ingredients, tips and tags.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FoodDetail } from '@dali/shared/contracts/food';
import type { LocalizedText } from '@dali/shared/locales';
import { useLocaleStore } from '../../../lib/locale';
import { Cover } from '../../../lib/ui/cover';
import { otherScriptText, textIn } from '../../../lib/catalog-format';
import { formatFenRange } from '../../../lib/catalog-list/catalog-text';
import { DietTags, KeywordChips, isDietTag } from './food-tags';
import { SourcesList } from './sources-list';

/** Props of {@link FoodDetailView}. */
export interface FoodDetailViewProps {
  food: FoodDetail;
  townName: (englishName: string) => string;
}

/** Detail layout of one dish. */
export function FoodDetailView({ food, townName }: FoodDetailViewProps) {
  const { t } = useTranslation('food');
  const { t: tc } = useTranslation('catalog');
  const locale = useLocaleStore((s) => s.locale);
  const name = textIn(food.name, locale);
  const other = otherScriptText(food.name, locale);
  const price = formatFenRange(food.priceMinFen, food.priceMaxFen, locale);
  const otherTags = food.tags.filter((tag) => !isDietTag(tag));
  const text = (value: LocalizedText) => textIn(value, locale).trim() || null;
  const unknown = <span className="muted">{tc('facts.notKnownYet')}</span>;
  const prose = (title: string, value: LocalizedText) => (
    <section className="food-section">
      <h2 className="food-section-title">{title}</h2>
      {text(value) ? <p className="food-prose">{text(value)}</p> : <p className="muted">{tc('facts.notKnownYet')}</p>}
    </section>
  );

  return (
    <>
      <header className="food-hero">
        <Cover kind="food" id={food.id} alt={name} eager className="food-hero-cover" />
        <div className="food-hero-text">
          <h1 className="page-title food-hero-title">{name}</h1>
          {other && (
            <p className="food-hero-other" lang={locale === 'en-US' ? 'zh-CN' : 'en'}>
              {other}
            </p>
          )}
          <p className="catalog-list-chips">
            <span className="catalog-list-chip">{t(`categories.${food.category}`)}</span>
          </p>
          <DietTags tags={food.tags} />
        </div>
      </header>
      <div className="food-detail">
        <aside className="food-facts" aria-labelledby="food-facts-heading">
          <h2 id="food-facts-heading" className="food-section-title">
            {t('detail.facts')}
          </h2>
          <dl className="food-facts-list">
            <div>
              <dt>{t('detail.bestSeason')}</dt>
              <dd>{text(food.bestSeason) ?? unknown}</dd>
            </div>
            <div>
              <dt>{t('detail.priceRange')}</dt>
              <dd>
                {price ? t('detail.perPortion', { price }) : unknown}
                {food.priceNote && (
                  <small className="food-note" lang="en">
                    {food.priceNote}
                  </small>
                )}
              </dd>
            </div>
            <div>
              <dt>{t('detail.recommendedPlace')}</dt>
              <dd>{text(food.recommendedPlace) ?? unknown}</dd>
            </div>
            <div>
              <dt>{t('detail.taste')}</dt>
              <dd>{food.taste.length > 0 ? <KeywordChips group="taste" keywords={food.taste} label={t('detail.taste')} /> : unknown}</dd>
            </div>
          </dl>
          <h3 className="food-subtitle">{t('detail.restaurants')}</h3>
          {food.restaurants.length === 0 ? (
            <p className="muted">{t('detail.noRestaurants')}</p>
          ) : (
            <ul className="food-link-list" data-testid="food-restaurants">
              {food.restaurants.map((restaurant) => (
                <li key={restaurant.id}>
                  <Link to={`/gourmetFood/restaurant/${encodeURIComponent(restaurant.id)}`}>{textIn(restaurant.name, locale)}</Link>
                  <span className="muted"> · {townName(restaurant.town)}</span>
                </li>
              ))}
            </ul>
          )}
        </aside>
        <div className="food-main">
          {prose(t('detail.culturalBackground'), food.culturalBackground)}
          {prose(t('detail.cookingMethod'), food.cookingMethod)}
          {prose(t('detail.eatingMethod'), food.eatingMethod)}
          <section className="food-section">
            <h2 className="food-section-title">{t('detail.ingredients')}</h2>
            {food.ingredients.length > 0 ? <KeywordChips group="ingredients" keywords={food.ingredients} label={t('detail.ingredients')} /> : <p className="muted">{tc('facts.notKnownYet')}</p>}
          </section>
          {prose(t('detail.tips'), food.tips)}
          {otherTags.length > 0 && (
            <section className="food-section">
              <h2 className="food-section-title">{t('detail.tags')}</h2>
              <KeywordChips group="tags" keywords={otherTags} label={t('detail.tags')} />
            </section>
          )}
          <p className="food-note">{t('detail.dietNote')}</p>
          <SourcesList sources={food.sources} />
        </div>
      </div>
    </>
  );
}
