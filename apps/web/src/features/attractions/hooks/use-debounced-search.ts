/**
 * The search box's text, written to the URL `q` 350 ms after typing stops (or at once on Enter),
 * and refreshed from the URL when it changes elsewhere (back button, "clear filters"). While an
 * input method is composing (pinyin, zhuyin) nothing is written, so half-typed syllables are not
 * searched.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

/** Debounce of the search box, ms. */
export const SEARCH_DEBOUNCE_MS = 350;

/** Text state, input handlers and an immediate commit for the search box. */
export function useDebouncedSearch(urlQuery: string, commit: (q: string) => void) {
  const [text, setText] = useState(urlQuery);
  const [composing, setComposing] = useState(false);
  const lastCommitted = useRef(urlQuery);

  // The URL changed without us (back button, clear filters): show what it says.
  useEffect(() => {
    if (urlQuery !== lastCommitted.current) {
      lastCommitted.current = urlQuery;
      setText(urlQuery);
    }
  }, [urlQuery]);

  const commitNow = useCallback(
    (value: string) => {
      const q = value.trim();
      if (q === lastCommitted.current) return;
      lastCommitted.current = q;
      commit(q);
    },
    [commit],
  );

  useEffect(() => {
    if (composing || text.trim() === lastCommitted.current) return undefined;
    const timer = setTimeout(() => commitNow(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, composing, commitNow]);

  return {
    text,
    setText,
    commitNow: () => commitNow(text),
    onCompositionStart: () => setComposing(true),
    onCompositionEnd: (value: string) => {
      setComposing(false);
      setText(value);
    },
  };
}
