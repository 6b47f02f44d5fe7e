/**
 * Catalog keywords in the current locale: diet tags (vegetarian, contains pork, raw, spicy…, as
 * the catalog marks the typical version of a dish), other tags, tastes, ingredients, cuisines and
 * categories. A keyword with no translation yet is shown humanised from the catalog's English.
 */
import { useTranslation } from 'react-i18next';
import { humaniseKeyword } from '../../../lib/catalog-list/catalog-text';

/** Tags that describe what a dish contains or how it is eaten (catalog/README.md foods `tags`). */
export const DIET_TAGS = ['vegetarian', 'vegan', 'contains-pork', 'contains-dairy', 'raw', 'spicy', 'halal-friendly'] as const;

/** Whether `tag` is a diet tag. */
export function isDietTag(tag: string): boolean {
  return (DIET_TAGS as readonly string[]).includes(tag);
}

/** Groups of keywords with their own translations in food.json. */
export type KeywordGroup = 'tags' | 'taste' | 'ingredients' | 'cuisine';

/** A function from keyword to label for one group. */
export function useKeywordLabel(group: KeywordGroup): (keyword: string) => string {
  const { t } = useTranslation('food');
  const labels: Record<string, string> = t(`keywords.${group}`, { returnObjects: true });
  return (keyword) => labels[keyword] ?? humaniseKeyword(keyword);
}

/** Diet tags of a dish as coloured chips (nothing when it has none). */
export function DietTags({ tags }: { tags: string[] }) {
  const { t } = useTranslation('food');
  const label = useKeywordLabel('tags');
  const diet = tags.filter(isDietTag);
  if (diet.length === 0) return null;
  return (
    <ul className="food-tags" aria-label={t('labels.dietTags')}>
      {diet.map((tag) => (
        <li key={tag} className={`catalog-list-chip food-diet food-diet-${tag}`}>
          {label(tag)}
        </li>
      ))}
    </ul>
  );
}

/** Plain keyword chips of one group. */
export function KeywordChips({ group, keywords, label }: { group: KeywordGroup; keywords: string[]; label: string }) {
  const toLabel = useKeywordLabel(group);
  return (
    <ul className="food-tags" aria-label={label}>
      {keywords.map((keyword) => (
        <li key={keyword} className="catalog-list-chip">
          {toLabel(keyword)}
        </li>
      ))}
    </ul>
  );
}
