/**
 * HeroSearch: the unified catalog search of the home hero (spec §2 "hero search"), an ARIA 1.2
 * combobox with a grouped listbox popup, in plain HTML so the first load stays small
 * (docs/decisions/0006-web-first-load.md).
 *
 * Typing asks `GET /api/v1/search` once input pauses ({@link SEARCH_DEBOUNCE_MS}); hits are grouped
 * by kind (attractions, stays, dishes, restaurants). Keys: ↓/↑ move through every hit across groups
 * (wrapping), Enter opens the highlighted hit's page, or with nothing highlighted goes to
 * `/attractions?q=<text>`, Escape closes the popup (a second Escape clears the text). Loading,
 * "no results" and error states are announced through the popup's status line.
 */
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SEARCH_MAX_QUERY_CHARS, type SearchHit, type SearchKind } from '@dali/shared/contracts/search';
import { otherScriptText } from '../../../lib/catalog-format';
import { useLocaleStore } from '../../../lib/locale';
import { useCatalogSearch } from '../api/search-catalog';
import { useDebouncedValue } from '../hooks/use-debounced-value';

/** Pause in typing before the search is sent, ms. */
export const SEARCH_DEBOUNCE_MS = 200;

/** Where Enter goes when no hit is highlighted: the attraction list searched by name. */
export function attractionsSearchPath(text: string): string {
  return `/attractions?q=${encodeURIComponent(text)}`;
}

const KIND_KEYS: Record<SearchKind, 'kinds.attraction' | 'kinds.stay' | 'kinds.food' | 'kinds.restaurant'> = {
  attraction: 'kinds.attraction',
  stay: 'kinds.stay',
  food: 'kinds.food',
  restaurant: 'kinds.restaurant',
};

/** The hero search box with its results popup. */
export function HeroSearch() {
  const { t } = useTranslation('home');
  const locale = useLocaleStore((s) => s.locale);
  const navigate = useNavigate();
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = text.trim();
  const debounced = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const search = useCatalogSearch(debounced);

  const groups = useMemo(() => (query.length > 0 ? (search.data?.groups ?? []) : []), [query, search.data]);
  const hits = useMemo(() => groups.flatMap((group) => group.items), [groups]);
  const settled = query === debounced && !search.isFetching;
  const showPopup = open && query.length > 0;

  const activeId = showPopup && active >= 0 ? optionId(active) : undefined;
  useEffect(() => {
    // Keep the highlighted hit visible when the arrows move past the popup's scroll edge.
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const openHit = (hit: SearchHit) => {
    setOpen(false);
    void navigate(hit.path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Keys typed while an input method (pinyin, cangjie) composes belong to the IME.
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!showPopup) {
          if (query.length > 0) setOpen(true);
          return;
        }
        if (hits.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current) => (current < 0 ? (step === 1 ? 0 : hits.length - 1) : (current + step + hits.length) % hits.length));
        return;
      }
      case 'Enter': {
        event.preventDefault();
        const hit = showPopup && active >= 0 ? hits[active] : undefined;
        if (hit) openHit(hit);
        else if (query.length > 0) {
          setOpen(false);
          void navigate(attractionsSearchPath(query));
        }
        return;
      }
      case 'Escape':
        event.preventDefault();
        if (showPopup) setOpen(false);
        else setText('');
        setActive(-1);
        return;
      case 'Tab':
        setOpen(false);
        return;
      default:
    }
  };

  const total = groups.reduce((sum, group) => sum + group.total, 0);
  let status: { text: string; tone: 'info' | 'error' };
  if (!settled) status = { text: t('search.loading'), tone: 'info' };
  else if (search.isError) status = { text: t('search.error', { query }), tone: 'error' };
  else if (hits.length === 0) status = { text: t('search.empty', { query }), tone: 'info' };
  else status = { text: t('search.count', { count: total }), tone: 'info' };

  let index = -1;
  return (
    <form
      className="hero-search"
      role="search"
      aria-label={t('search.label')}
      onSubmit={(event) => {
        event.preventDefault();
        if (query.length > 0) void navigate(attractionsSearchPath(query));
      }}
    >
      <div className="hero-search-box">
        <label htmlFor={`${baseId}-input`} className="visually-hidden">
          {t('search.label')}
        </label>
        <input
          id={`${baseId}-input`}
          className="hero-search-input"
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={SEARCH_MAX_QUERY_CHARS}
          placeholder={t('search.placeholder')}
          aria-autocomplete="list"
          aria-expanded={showPopup}
          aria-controls={listboxId}
          aria-activedescendant={activeId}
          aria-describedby={`${baseId}-hint`}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="btn btn-primary hero-search-submit" aria-label={t('search.submit')}>
          <svg className="hero-search-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
            <path d="M15.5 15.5 L21 21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
          <span className="hero-search-submit-text" aria-hidden="true">
            {t('search.submit')}
          </span>
        </button>
      </div>
      <p id={`${baseId}-hint`} className="hero-search-hint">
        {t('search.hint')} <span className="hero-search-keys">{t('search.keys')}</span>
      </p>
      <div className="hero-search-popup" hidden={!showPopup}>
        <p role="status" className={`hero-search-status ${status.tone === 'error' ? 'hero-search-status-error' : ''}`}>
          {showPopup ? status.text : ''}
        </p>
        {/* Options are chosen with the pointer too; keep focus in the input while clicking. */}
        <div id={listboxId} role="listbox" aria-label={t('search.results')} className="hero-search-listbox" onMouseDown={(event) => event.preventDefault()}>
          {showPopup &&
            groups.map((group) => (
              <div key={group.kind} role="group" aria-label={t(KIND_KEYS[group.kind])} className="hero-search-group">
                <div aria-hidden="true" className="hero-search-group-label">
                  {t(KIND_KEYS[group.kind])}
                  <span className="hero-search-group-total">{group.total}</span>
                </div>
                {group.items.map((hit) => {
                  index += 1;
                  const mine = index;
                  const other = otherScriptText(hit.name, locale);
                  return (
                    <div
                      key={`${hit.kind}:${hit.id}`}
                      id={optionId(mine)}
                      role="option"
                      aria-selected={mine === active}
                      className={`hero-search-option ${mine === active ? 'is-active' : ''}`}
                      onMouseMove={() => setActive(mine)}
                      onClick={() => openHit(hit)}
                    >
                      <span className="hero-search-option-name">{hit.name[locale]}</span>
                      {other && (
                        <span className="hero-search-option-other" lang={locale === 'en-US' ? 'zh-CN' : 'en-US'}>
                          {other}
                        </span>
                      )}
                      <span className="hero-search-option-sub">{hit.subtitle[locale]}</span>
                    </div>
                  );
                })}
              </div>
            ))}
        </div>
      </div>
    </form>
  );
}
