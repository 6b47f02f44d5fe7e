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
import { textIn } from '../../../lib/catalog-format';
import { formatFenRange } from '../../../lib/catalog-list/catalog-text';
import { DetailHero } from '../../../lib/catalog-detail/detail-hero';
import { DetailFacts, type DetailFact, DetailSection, DetailSources, NotKnownYet, ValueWithNote } from '../../../lib/catalog-detail/detail-facts';
import { DietTags, KeywordChips, isDietTag } from './food-tags';
import { usePageMeta } from '../../../lib/page-meta';

/** Props of {@link FoodDetailView}: the loaded dish and how to name a town in the visitor's language. */
export interface FoodDetailViewProps {
  food: FoodDetail;
  townName: (englishName: string) => string;
}

/** Detail layout of one dish: hero, facts sidebar with its restaurants, and the text sections. */
export function FoodDetailView({ food, townName }: FoodDetailViewProps) {
  const { t } = useTranslation('food');
  const locale = useLocaleStore((s) => s.locale);
  const price = formatFenRange(food.priceMinFen, food.priceMaxFen, locale);
  const otherTags = food.tags.filter((tag) => !isDietTag(tag));
  const text = (value: LocalizedText) => textIn(value, locale).trim() || null;
  usePageMeta(textIn(food.name, locale), textIn(food.culturalBackground, locale));
  const prose = (title: string, value: LocalizedText) => (
    <DetailSection title={title}>{text(value) ? <p className="food-prose">{text(value)}</p> : <NotKnownYet block />}</DetailSection>
  );
  const facts: DetailFact[] = [
    { label: t('detail.bestSeason'), value: text(food.bestSeason) ?? <NotKnownYet /> },
    {
      label: t('detail.priceRange'),
      value: (
        <ValueWithNote note={food.priceNote ? textIn(food.priceNote, locale) : null}>
          {price ? t('detail.perPortion', { price }) : <NotKnownYet />}
        </ValueWithNote>
      ),
    },
    { label: t('detail.recommendedPlace'), value: text(food.recommendedPlace) ?? <NotKnownYet /> },
    {
      label: t('detail.taste'),
      value: food.taste.length > 0 ? <KeywordChips group="taste" keywords={food.taste} label={t('detail.taste')} /> : <NotKnownYet />,
    },
  ];

  return (
    <>
      <DetailHero kind="food" id={food.id} name={food.name} photo={food.image}>
        <p className="catalog-list-chips">
          <span className="catalog-list-chip">{t(`categories.${food.category}`)}</span>
        </p>
        <DietTags tags={food.tags} />
      </DetailHero>
      <div className="catalog-detail-layout">
        <DetailFacts headingId="food-facts-heading" title={t('detail.facts')} facts={facts}>
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
        </DetailFacts>
        <div className="catalog-detail-main">
          {prose(t('detail.culturalBackground'), food.culturalBackground)}
          {prose(t('detail.cookingMethod'), food.cookingMethod)}
          {prose(t('detail.eatingMethod'), food.eatingMethod)}
          <DetailSection title={t('detail.ingredients')}>
            {food.ingredients.length > 0 ? <KeywordChips group="ingredients" keywords={food.ingredients} label={t('detail.ingredients')} /> : <NotKnownYet block />}
          </DetailSection>
          {prose(t('detail.tips'), food.tips)}
          {otherTags.length > 0 && (
            <DetailSection title={t('detail.tags')}>
              <KeywordChips group="tags" keywords={otherTags} label={t('detail.tags')} />
            </DetailSection>
          )}
          <p className="catalog-detail-note">{t('detail.dietNote')}</p>
          <DetailSources sources={food.sources} summary={(count) => t('detail.sources', { count })} />
        </div>
      </div>
    </>
  );
}
