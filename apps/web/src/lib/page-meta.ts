/**
 * A page's own title and description (a detail page's place name and first sentence), which the
 * shell's PageHead (app/shell/page-head.tsx) puts in the tab and the meta description instead of
 * the route's generic text. Kept per URL and language, so a stale name never shows on the next page.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { firstSentence } from '@dali/shared/page-text';
import { useLocaleStore } from './locale';
import { usePageMetaStore } from './page-meta-store';

/**
 * Name the current page `title`, described by the first sentence of `text` (both in the current
 * language); nothing while `title` is undefined (the record is loading).
 */
export function usePageMeta(title: string | undefined, text: string | undefined) {
  const { pathname, search } = useLocation();
  const locale = useLocaleStore((s) => s.locale);
  const setMeta = usePageMetaStore((s) => s.set);
  useEffect(() => {
    if (title === undefined) return;
    setMeta({ url: `${pathname}${search}`, locale, title, description: firstSentence(text ?? '') });
  }, [title, text, pathname, search, locale, setMeta]);
}
