/**
 * Maps catalog rows to search documents: the hit a result row shows (name, a localised subtitle,
 * the web route of spec §2 it links to) and the secondary text indexed beside the name (town
 * names, type or category labels, tags, a restaurant's dishes). Built once per index, so a query
 * only adds the score.
 */
import type { SearchHit, SearchKind } from '@dali/shared/contracts/search';
import { LocalizedTextSchema, type LocalizedText } from '@dali/shared/locales';
import { StringListColumnSchema, readJsonColumn } from '../../lib/json-column.js';
import type { SearchCatalogRows } from './search.repository.js';

/** A hit without its score. */
export type SearchHitTemplate = Omit<SearchHit, 'score'>;

/** One indexed record: its hit, and the lower-weight text it is also found by. */
export interface SearchDocument {
  hit: SearchHitTemplate;
  /** Texts in any script (Chinese, English, slugs like `lake-fish`). */
  secondary: string[];
  /** An editorial pick of the catalog (`featuredRank`): ranks above equal matches. */
  featured?: boolean;
}

const text = (zhCN: string, zhHK: string, enUS: string): LocalizedText => ({ 'zh-CN': zhCN, 'zh-HK': zhHK, 'en-US': enUS });
const same = (value: string): LocalizedText => text(value, value, value);

/** Labels of the catalog's attraction types (catalog/README.md). */
const ATTRACTION_TYPES: Record<string, LocalizedText> = {
  natural: text('自然风光', '自然風光', 'Nature'),
  cultural: text('人文景观', '人文景觀', 'Culture'),
  historical: text('历史古迹', '歷史古蹟', 'History'),
  religious: text('宗教场所', '宗教場所', 'Religious site'),
  entertainment: text('休闲娱乐', '休閒娛樂', 'Entertainment'),
};

/** Labels of the lodging types. */
const STAY_TYPES: Record<string, LocalizedText> = {
  homestay: text('民宿', '民宿', 'Homestay'),
  hotel: text('酒店', '酒店', 'Hotel'),
  inn: text('客栈', '客棧', 'Inn'),
  hostel: text('青年旅舍', '青年旅舍', 'Hostel'),
};

/** Labels of the dish categories. */
const FOOD_CATEGORIES: Record<string, LocalizedText> = {
  'main dish': text('主菜', '主菜', 'Main dish'),
  snack: text('小吃', '小食', 'Snack'),
  seafood: text('河鲜水产', '河鮮水產', 'Fish and seafood'),
  meat: text('肉类', '肉類', 'Meat'),
  vegetarian: text('素食', '素食', 'Vegetarian'),
};

/** Words for each kind, so "restaurant xizhou" or "住宿 双廊" narrow to a kind. */
const KIND_WORDS: Record<SearchKind, LocalizedText> = {
  attraction: text('景点', '景點', 'attraction sight'),
  stay: text('住宿', '住宿', 'stay lodging'),
  food: text('美食', '美食', 'food dish'),
  restaurant: text('餐厅', '餐廳', 'Restaurant'),
};

const RESTAURANT = text('餐厅', '餐廳', 'Restaurant');

/** Web route of a record (spec §2 route table). */
export function pathOf(kind: SearchKind, id: string): string {
  const slug = encodeURIComponent(id);
  const paths: Record<SearchKind, string> = {
    attraction: `/attractions/${slug}`,
    stay: `/stay/reserve?id=${slug}`,
    food: `/gourmetFood/${slug}`,
    restaurant: `/gourmetFood/restaurant/${slug}`,
  };
  return paths[kind];
}

const allLocales = (value: LocalizedText) => [value['zh-CN'], value['zh-HK'], value['en-US']];
/** A localised name column. @throws JsonColumnError when it is corrupt. */
const nameIn = (table: string, id: string, text: string) => readJsonColumn(LocalizedTextSchema, text, { table, column: 'name', id });
/** A string-list column. @throws JsonColumnError when it is corrupt. */
const listIn = (table: string, column: string, row: { id: string }, text: string) =>
  readJsonColumn(StringListColumnSchema, text, { table, column, id: row.id });

/** "label · town" in each locale; either part may be missing. */
function joinLabels(...parts: (LocalizedText | undefined)[]): LocalizedText {
  const present = parts.filter((part): part is LocalizedText => part !== undefined);
  const join = (locale: keyof LocalizedText) => present.map((part) => part[locale]).join(' · ');
  return { 'zh-CN': join('zh-CN'), 'zh-HK': join('zh-HK'), 'en-US': join('en-US') };
}

/**
 * Search documents of the whole catalog, attractions first, each kind by id.
 * @throws JsonColumnError when a name, tag or cuisine column of any row is corrupt (lib/json-column.ts).
 */
export function presentCatalog(rows: SearchCatalogRows): SearchDocument[] {
  const towns = new Map(rows.towns.map((town) => [town.englishName, nameIn('towns', town.id, town.name)]));
  // A town missing from towns.json cannot pass the import; its English name is the fallback anyway.
  const townOf = (englishName: string) => towns.get(englishName) ?? same(englishName);
  const townTexts = (englishName: string) => [englishName, ...allLocales(townOf(englishName))];
  const dishes = new Map<string, string[]>();
  for (const dish of rows.restaurantDishes) {
    dishes.set(dish.restaurantId, [...(dishes.get(dish.restaurantId) ?? []), ...allLocales(nameIn('foods', dish.foodId, dish.name))]);
  }
  const tables: Record<SearchKind, string> = { attraction: 'attractions', stay: 'stays', food: 'foods', restaurant: 'restaurants' };
  const document = (kind: SearchKind, id: string, name: string, subtitle: LocalizedText, secondary: string[], featured = false): SearchDocument => ({
    hit: { kind, id, name: nameIn(tables[kind], id, name), subtitle, path: pathOf(kind, id) },
    secondary: [...secondary, ...allLocales(KIND_WORDS[kind])],
    featured,
  });

  return [
    ...rows.attractions.map((row) => {
      const type = ATTRACTION_TYPES[row.type];
      return document(
        'attraction',
        row.id,
        row.name,
        joinLabels(type, townOf(row.town)),
        [...(type ? allLocales(type) : [row.type]), ...townTexts(row.town), row.region, ...listIn('attractions', 'tags', row, row.tags)],
        row.featuredRank !== null,
      );
    }),
    ...rows.stays.map((row) => {
      const type = STAY_TYPES[row.type];
      return document('stay', row.id, row.name, joinLabels(type, townOf(row.town)), [...(type ? allLocales(type) : [row.type]), ...townTexts(row.town)], row.featuredRank !== null);
    }),
    ...rows.foods.map((row) => {
      const category = FOOD_CATEGORIES[row.category];
      return document('food', row.id, row.name, category ?? same(row.category), [
        ...(category ? allLocales(category) : [row.category]),
        ...listIn('foods', 'tags', row, row.tags),
      ]);
    }),
    ...rows.restaurants.map((row) =>
      document('restaurant', row.id, row.name, joinLabels(RESTAURANT, townOf(row.town)), [
        ...townTexts(row.town),
        ...listIn('restaurants', 'cuisine', row, row.cuisine),
        ...(dishes.get(row.id) ?? []),
      ]),
    ),
  ];
}
