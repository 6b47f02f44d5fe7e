/**
 * Town names in the current locale. Catalog rows name their town by its English name; the towns
 * list (lib/api/get-towns.ts) maps it to `{zh-CN, zh-HK, en-US}`. Until the list arrives, or for a
 * town it does not know, the English name is shown: it is the catalog's own value, not a guess.
 */
import { useCallback } from 'react';
import type { Town } from '@dali/shared/contracts/stays';
import { townName as findTownName, useTowns } from '../api/get-towns';
import { useLocaleStore } from '../locale';

/** The towns (undefined while loading), whether they failed, and `englishName` → name in the current locale. */
export function useTownNames(): { towns: Town[] | undefined; townsFailed: boolean; townName: (englishName: string) => string } {
  const locale = useLocaleStore((s) => s.locale);
  const { data, isError } = useTowns();
  const townName = useCallback((englishName: string) => findTownName(data, englishName, locale), [data, locale]);
  return { towns: data, townsFailed: isError, townName };
}
