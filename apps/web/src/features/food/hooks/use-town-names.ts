/**
 * Town names in the current locale. Restaurants name their town by its English name (catalog
 * `town`); the towns list maps it to `{zh-CN, zh-HK, en-US}`. Until the list arrives, or for a
 * town it does not know, the English name is shown: it is the catalog's own value, not a guess.
 */
import { useCallback, useMemo } from 'react';
import type { Town } from '@dali/shared/contracts/stays';
import { useLocaleStore } from '../../../lib/locale';
import { useTowns } from '../api/list-towns';
import { pickText } from '../lib/catalog-text';

/** `englishName` → name in the current locale. */
export function useTownNames(): { towns: Town[] | undefined; townName: (englishName: string) => string } {
  const locale = useLocaleStore((s) => s.locale);
  const { data } = useTowns();
  const byEnglishName = useMemo(() => new Map((data ?? []).map((town) => [town.englishName, town])), [data]);
  const townName = useCallback(
    (englishName: string) => {
      const town = byEnglishName.get(englishName);
      return town ? pickText(town.name, locale) : englishName;
    },
    [byEnglishName, locale],
  );
  return { towns: data, townName };
}
