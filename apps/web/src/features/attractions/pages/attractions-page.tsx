/**
 * `/attractions` (spec §2 attraction list): search by name (debounced), filters (type, region,
 * rating, open status; inline on desktop, in a drawer under 768 px), sort (recommended, rating,
 * distance, popularity), list or map view, paging, result count and active filters with "clear
 * filters", skeletons, empty and error states. Every choice lives in the URL query string
 * (attraction-filters.ts). Distances are from the visitor when they share their position (asked
 * only when they choose "near me" or the distance sort), otherwise from Dali Old Town, and the
 * page says which.
 */
import '../attractions.css';
import { EnvironmentOutlined, FilterOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Drawer, Input, Segmented, Select } from 'antd';
import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ATTRACTION_SORTS } from '@dali/shared/contracts/attractions';
import { townName, useTowns } from '../../../lib/api/get-towns';
import { useLocaleStore } from '../../../lib/locale';
import { AntdScope } from '../../../lib/ui/antd-scope';
import { LazyCatalogMap } from '../../../lib/ui/lazy-catalog-map';
import { ListEmpty, ListError } from '../../../lib/ui/list-states';
import { Pager } from '../../../lib/ui/pager';
import { useAllAttractions, useAttractions, type AttractionsQuery } from '../api/list-attractions';
import { ActiveFilters } from '../components/active-filters';
import { AttractionCard, AttractionCardSkeleton, type DistanceOrigin } from '../components/attraction-card';
import { AttractionFilterFields } from '../components/attraction-filter-fields';
import { countActive, useAttractionFilters, type AttractionFilters, type AttractionSort, type AttractionView } from '../hooks/attraction-filters';
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

/** Route component. */
export function AttractionsPage() {
  const { t } = useTranslation(['attractions', 'catalog', 'common']);
  const locale = useLocaleStore((s) => s.locale);
  const location = useLocation();
  const [filters, update, searchFor] = useAttractionFilters();
  const [drawerOpen, setDrawerOpen] = useState(false);
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
  const isMap = filters.view === 'map';
  const list = useAttractions(query, !isMap);
  const all = useAllAttractions(mapQuery, isMap);
  const result = isMap ? all : list;
  const towns = useTowns();

  const chooseSort = (sort: AttractionSort) => {
    update({ sort });
    if (sort === 'distance') void locate();
  };
  const nearMe = () => {
    update({ sort: 'distance' });
    void locate();
  };
  const clearFilters = () => update({ q: '', type: null, region: null, minRating: null, openStatus: null });

  const data = result.data;
  const originName = data?.origin?.name[locale] ?? t('attractions:list.defaultOrigin');
  const origin: DistanceOrigin = { from: data?.distanceFrom ?? 'defaultOrigin', placeName: originName };
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
      (isMap ? (all.data?.items ?? []) : []).flatMap((item) =>
        item.location
          ? [
              {
                id: item.id,
                lat: item.location.lat,
                lng: item.location.lng,
                title: item.name[locale],
                subtitle: `${t(`attractions:types.${item.type}`)} · ${townName(towns.data, item.town, locale)}`,
                href: `/attractions/${encodeURIComponent(item.id)}`,
              },
            ]
          : [],
      ),
    [isMap, all.data, locale, t, towns.data],
  );
  const withoutLocation = isMap ? (all.data?.items.length ?? 0) - mapPoints.length : 0;
  const linkState = { listSearch: location.search };

  return (
    <div className="page attractions-page">
      <h1 className="page-title">{t('common:routes.attractions.title')}</h1>
      <p className="lead muted attractions-intro">{t('attractions:list.intro')}</p>
      <AntdScope>
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
            <Input
              id={searchId}
              type="search"
              size="large"
              allowClear
              prefix={<SearchOutlined aria-hidden />}
              placeholder={t('attractions:list.searchPlaceholder')}
              value={search.text}
              onChange={(event) => search.setText(event.target.value)}
              onCompositionStart={search.onCompositionStart}
              onCompositionEnd={(event) => search.onCompositionEnd(event.currentTarget.value)}
              enterKeyHint="search"
            />
          </form>
          <div className="attractions-controls">
            <Button className="filters-button" icon={<FilterOutlined aria-hidden />} onClick={() => setDrawerOpen(true)} size="large">
              {activeCount > 0 ? t('attractions:list.filtersWithCount', { count: activeCount }) : t('attractions:list.filters')}
            </Button>
            <div className="sort-field">
              <label htmlFor={sortId} className="filter-label">
                {t('attractions:list.sort')}
              </label>
              <Select
                id={sortId}
                value={filters.sort}
                onChange={chooseSort}
                options={ATTRACTION_SORTS.map((sort) => ({ value: sort, label: t(`attractions:sorts.${sort}`) }))}
                popupMatchSelectWidth={false}
                className="sort-select"
              />
            </div>
            <Button
              icon={<EnvironmentOutlined aria-hidden />}
              onClick={nearMe}
              loading={positionStatus === 'locating'}
              aria-pressed={filters.sort === 'distance' && positionStatus === 'granted'}
              className="near-me"
            >
              {t('attractions:list.nearMe')}
            </Button>
            <Segmented<AttractionView>
              className="view-toggle"
              aria-label={t('catalog:view.label')}
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
        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          title={t('attractions:list.filtersTitle')}
          placement="right"
          size="min(360px, 88vw)"
          footer={
            <Button type="primary" block size="large" onClick={() => setDrawerOpen(false)}>
              {t('attractions:list.showResults')}
            </Button>
          }
        >
          {filterFields('stacked')}
        </Drawer>

        <div className="results-bar">
          <p className="results-count" aria-live="polite">
            {data ? t('catalog:results.count', { count: data.total }) : t('catalog:results.loading')}
          </p>
          <p className="results-origin muted">{originNote}</p>
        </div>
        <ActiveFilters filters={filters} onChange={update} onClear={clearFilters} />

        <h2 className="visually-hidden">{t('attractions:list.listHeading')}</h2>
        {result.isError && !data ? (
          <ListError reason={result.error.message} onRetry={() => void result.refetch()} />
        ) : !data ? (
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
        ) : data.total === 0 ? (
          <ListEmpty onClear={activeCount > 0 ? clearFilters : undefined} />
        ) : isMap ? (
          <>
            <LazyCatalogMap points={mapPoints} height="min(70vh, 560px)" ariaLabel={t('attractions:list.mapLabel', { count: mapPoints.length })} className="attractions-map" />
            {withoutLocation > 0 && <p className="muted map-note">{t('catalog:map.noLocation', { count: withoutLocation })}</p>}
          </>
        ) : (
          <>
            <ul className={`attraction-grid${result.isPlaceholderData ? ' is-stale' : ''}`} aria-busy={result.isFetching}>
              {data.items.map((item) => (
                <li key={item.id}>
                  <AttractionCard
                    attraction={item}
                    townName={townName(towns.data, item.town, locale)}
                    origin={origin}
                    href={`/attractions/${encodeURIComponent(item.id)}`}
                    linkState={linkState}
                  />
                </li>
              ))}
            </ul>
            <Pager page={data.page} totalPages={data.totalPages} hrefFor={(page) => `/attractions${searchFor({ ...filters, page })}`} />
          </>
        )}
      </AntdScope>
    </div>
  );
}
