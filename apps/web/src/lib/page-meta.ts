/**
 * A page's own title and description (a detail page's place name and first sentence), which the
 * shell's PageHead (app/shell/page-head.tsx) puts in the tab and the meta description instead of
 * the route's generic text. Kept per URL and language, so a stale name never shows on the next page.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { create } from 'zustand';
import { firstSentence } from '@dali/shared/page-routes';
import type { Locale } from '@dali/shared/locales';
import { useLocaleStore } from './locale';

/** What a page says about itself, and the URL (path and query) and language it said it for. */
export interface PageMeta {
  url: string;
  locale: Locale;
  title: string;
  description: string;
}

export const usePageMetaStore = create<{ meta: PageMeta | null; set: (meta: PageMeta | null) => void }>((set) => ({
  meta: null,
  set: (meta) => set({ meta }),
}));

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
