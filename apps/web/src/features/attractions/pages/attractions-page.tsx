/**
 * `/attractions` (spec §2 attraction list): search by name (debounced), filters (type, region,
 * rating, open status; inline on desktop, in a bottom sheet under 768 px), sort (recommended, rating,
 * distance, popularity), list or map view, paging, result count and active filters with "clear
 * filters", skeletons, empty and error states. Every choice lives in the URL query string
 * (attraction-filters.ts). Distances are from the visitor when they share their position (asked
 * only when they choose "near me" or the distance sort), otherwise from Dali Old Town, and the
 * page says which.
 *
 * Plain HTML controls only (native search box and selects, a radio group for the view, a native
 * dialog for the phone's filter sheet), so the heading, filters and skeleton cards paint with the
 * route's own small chunk; the map (Leaflet) loads only in the map view.
 */
import '../attractions.css';
import { useCallback, useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ATTRACTION_SORTS } from '@dali/shared/contracts/attractions';
import { CatalogFilterSheet } from '../../../lib/catalog-list/catalog-filter-sheet';
import { CatalogResultStates } from '../../../lib/catalog-list/catalog-result-states';
import { useTownNames } from '../../../lib/catalog-list/use-town-names';
import { useLocaleStore } from '../../../lib/locale';
import { LazyCatalogMap } from '../../../lib/ui/lazy-catalog-map';
import { Pager } from '../../../lib/ui/pager';
import { useAllAttractions, useAttractions, type AttractionsQuery } from '../api/list-attractions';
import { ActiveFilters } from '../components/active-filters';
import { AttractionCard, AttractionCardSkeleton, type DistanceOrigin } from '../components/attraction-card';
import { AttractionFilterFields } from '../components/attraction-filter-fields';
import { CloseIcon, FilterIcon, PinIcon, SearchIcon, SpinnerIcon } from '../components/icons';
import { Segmented } from '../components/segmented';
import { countActive, useAttractionFilters, type AttractionFilters, type AttractionView } from '../hooks/attraction-filters';
import { useDebouncedSearch } from '../hooks/use-debounced-search';
import { useVisitorPosition } from '../hooks/use-visitor-position';

/** Cards per page. */
export const ATTRACTIONS_PAGE_SIZE = 12;

/** The API query for the current filters and (if shared) position. */
export function toApiQuery(filters: AttractionFilters, position: { lat: number; lng: number } | null): AttractionsQuery {
  return {
    q: filters.q || undefined,
    type: filters.type ?? undefined,
    region: filters.region ?? undefined,
    minRating: filters.minRating ?? undefined,
    openStatus: filters.openStatus ?? undefined,
    sort: filters.sort,
    page: filters.page,
    pageSize: ATTRACTIONS_PAGE_SIZE,
    ...(position ? { lat: position.lat, lng: position.lng } : {}),
  };
}

/**
 * Route `/attractions` (spec §2 attraction list): search, filters, sort, list or map view and
 * paging, all kept in the URL (see module comment).
 */
export function AttractionsPage() {
  const { t } = useTranslation(['attractions', 'catalog', 'common']);
  const locale = useLocaleStore((s) => s.locale);
  const location = useLocation();
  const [filters, update, searchFor] = useAttractionFilters();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const searchInput = useRef<HTMLInputElement>(null);
  const searchId = useId();
  const sortId = useId();

  const positionStatus = useVisitorPosition((s) => s.status);
  const position = useVisitorPosition((s) => s.position);
  const locate = useVisitorPosition((s) => s.locate);

  const commitSearch = useCallback((q: string) => update({ q }), [update]);
  const search = useDebouncedSearch(filters.q, commitSearch);

  const query = useMemo(() => toApiQuery(filters, position), [filters, position]);
  const mapQuery = useMemo(() => {
    const { page: _page, pageSize: _pageSize, ...rest } = query;
    return rest;
  }, [query]);
  const mapWanted = filters.view === 'map';
  const list = useAttractions(query, !mapWanted);
  const all = useAllAttractions(mapQuery, mapWanted);
  const result = mapWanted ? all : list;
  const { townName } = useTownNames();

  const chooseSort = (value: string) => {
    const sort = ATTRACTION_SORTS.find((candidate) => candidate === value);
    if (!sort) return;
    update({ sort });
    if (sort === 'distance') void locate();
  };
  const nearMe = () => {
    // One question to the browser at a time.
    if (positionStatus === 'locating') return;
    update({ sort: 'distance' });
    void locate();
  };
  const clearFilters = () => update({ q: '', type: null, region: null, minRating: null, openStatus: null });

  // The results render in a background (interruptible) pass, so the page stays responsive while
  // a page of cards is built; the cards are memoised and the rest of the page is light. View and
  // answer are deferred together, so they always match.
  const current = useMemo(() => ({ data: result.data, isMap: mapWanted }), [result.data, mapWanted]);
  const { data, isMap } = useDeferredValue(current);
  const originName = data?.origin?.name[locale] ?? t('attractions:list.defaultOrigin');
  const originFrom = data?.distanceFrom ?? 'defaultOrigin';
  // Stable props let the (memoised) cards skip renders caused by other answers (towns, config).
  const origin = useMemo<DistanceOrigin>(() => ({ from: originFrom, placeName: originName }), [originFrom, originName]);
  const activeCount = countActive(filters);
  const originNote =
    positionStatus === 'locating'
      ? t('attractions:list.locating')
      : origin.from === 'visitor'
        ? t('catalog:distance.measuredFromYou')
        : positionStatus === 'denied'
          ? t('attractions:list.positionDenied', { place: originName })
          : positionStatus === 'unavailable'
            ? t('attractions:list.positionUnavailable', { place: originName })
            : t('catalog:distance.measuredFromPlace', { place: originName });

  const filterFields = (layout: 'inline' | 'stacked') => <AttractionFilterFields filters={filters} onChange={update} layout={layout} />;
  const mapPoints = useMemo(
    () =>
      (isMap ? (data?.items ?? []) : []).flatMap((item) =>
        item.location
          ? [
              {
                id: item.id,
                lat: item.location.lat,
                lng: item.location.lng,
                title: item.name[locale],
                subtitle: `${t(`attractions:types.${item.type}`)} · ${townName(item.town)}`,
                href: `/attractions/${encodeURIComponent(item.id)}`,
              },
            ]
          : [],
      ),
    [isMap, data, locale, t, townName],
  );
  const withoutLocation = isMap ? (data?.items.length ?? 0) - mapPoints.length : 0;
  const linkState = useMemo(() => ({ listSearch: location.search }), [location.search]);

  return (
    <div className="page attractions-page">
      <h1 className="page-title">{t('common:routes.attractions.title')}</h1>
      <p className="lead muted attractions-intro">{t('attractions:list.intro')}</p>
      <div className="attractions-toolbar">
        <form
          role="search"
          className="attractions-search"
          onSubmit={(event) => {
            event.preventDefault();
            search.commitNow();
          }}
        >
          <label htmlFor={searchId} className="visually-hidden">
            {t('attractions:list.searchLabel')}
          </label>
          <SearchIcon className="search-field-icon" />
          <input
            ref={searchInput}
            id={searchId}
            type="search"
            className="field-input search-field-input"
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            placeholder={t('attractions:list.searchPlaceholder')}
            value={search.text}
            onChange={(event) => search.setText(event.target.value)}
            onCompositionStart={search.onCompositionStart}
            onCompositionEnd={(event) => search.onCompositionEnd(event.currentTarget.value)}
          />
          {search.text && (
            <button
              type="button"
              className="search-field-clear"
              aria-label={t('attractions:list.clearSearch')}
              onClick={() => {
                search.setText('');
                searchInput.current?.focus();
              }}
            >
              <CloseIcon />
            </button>
          )}
        </form>
        <div className="attractions-controls">
          <button
            type="button"
            className="btn btn-large filters-button"
            onClick={() => setDrawerOpen(true)}
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
          >
            <FilterIcon />
            <span>{activeCount > 0 ? t('attractions:list.filtersWithCount', { count: activeCount }) : t('attractions:list.filters')}</span>
          </button>
          <div className="sort-field">
            <label htmlFor={sortId} className="filter-label">
              {t('attractions:list.sort')}
            </label>
            <select id={sortId} className="field-select sort-select" value={filters.sort} onChange={(event) => chooseSort(event.target.value)}>
              {ATTRACTION_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`attractions:sorts.${sort}`)}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className="btn near-me"
            onClick={nearMe}
            aria-pressed={filters.sort === 'distance' && positionStatus === 'granted'}
            aria-busy={positionStatus === 'locating'}
          >
            {positionStatus === 'locating' ? <SpinnerIcon className="icon-spin" /> : <PinIcon />}
            <span>{t('attractions:list.nearMe')}</span>
          </button>
          <Segmented<AttractionView>
            className="view-toggle"
            label={t('catalog:view.label')}
            value={filters.view}
            onChange={(view) => update({ view })}
            options={[
              { value: 'list', label: t('catalog:view.list') },
              { value: 'map', label: t('catalog:view.map') },
            ]}
          />
        </div>
      </div>
      <div className="filters-inline">{filterFields('inline')}</div>
      <CatalogFilterSheet
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        title={t('attractions:list.filtersTitle')}
        closeLabel={t('attractions:list.closeFilters')}
        doneLabel={t('attractions:list.showResults')}
      >
        {filterFields('stacked')}
      </CatalogFilterSheet>

      <div className="results-bar">
        <p className="results-count" aria-live="polite">
          {data ? t('catalog:results.count', { count: data.total }) : t('catalog:results.loading')}
        </p>
        <p className="results-origin muted">{originNote}</p>
      </div>
      <ActiveFilters filters={filters} onChange={update} onClear={clearFilters} />

      <h2 className="visually-hidden">{t('attractions:list.listHeading')}</h2>
      <CatalogResultStates
        failed={result.isError && !data}
        error={result.error}
        retry={() => void result.refetch()}
        isPending={!data}
        skeleton={
          isMap ? (
            <div className="skeleton attractions-map-skeleton" aria-busy="true" />
          ) : (
            <ul className="attraction-grid" aria-busy="true" aria-label={t('catalog:results.loading')}>
              {Array.from({ length: 6 }, (_, i) => (
                <li key={i}>
                  <AttractionCardSkeleton />
                </li>
              ))}
            </ul>
          )
        }
        isEmpty={data?.total === 0}
        onClear={activeCount > 0 ? clearFilters : undefined}
        renderResults={() =>
          isMap ? (
            <>
              <LazyCatalogMap points={mapPoints} height="min(70vh, 560px)" ariaLabel={t('attractions:list.mapLabel', { count: mapPoints.length })} className="attractions-map" />
              {withoutLocation > 0 && <p className="muted map-note">{t('catalog:map.noLocation', { count: withoutLocation })}</p>}
            </>
          ) : (
            <>
              <ul className={`attraction-grid${result.isPlaceholderData ? ' is-stale' : ''}`} aria-busy={result.isFetching}>
                {(data?.items ?? []).map((item) => (
                  <li key={item.id}>
                    <AttractionCard
                      attraction={item}
                      townName={townName(item.town)}
                      origin={origin}
                      href={`/attractions/${encodeURIComponent(item.id)}`}
                      linkState={linkState}
                    />
                  </li>
                ))}
              </ul>
              {data && <Pager page={data.page} totalPages={data.totalPages} hrefFor={(page) => `/attractions${searchFor({ ...filters, page })}`} />}
            </>
          )
        }
      />
    </div>
  );
}
