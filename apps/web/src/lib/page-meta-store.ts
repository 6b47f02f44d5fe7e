/**
 * Where a page keeps its own title and description (lib/page-meta.ts writes, the shell's PageHead
 * reads); a module of its own so the shell does not load the text helpers with it.
 */
import { create } from 'zustand';
import type { Locale } from '@dali/shared/locales';

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

