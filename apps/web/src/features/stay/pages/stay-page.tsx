/**
 * `/stay` (spec §2 stay list): search by name, type and town filters, sort, a stay length whose
 * totals show on every card, result count and active filters, skeletons, empty and error states.
 * Everything lives in the URL. Filters sit inline on desktop and in a drawer below 768 px; paging
 * is previous/next on desktop and "load more" on mobile (spec §2 offers both; each fits its screen).
 * Plain HTML controls throughout: no component library arrives with this route.
 */
import { useTranslation } from 'react-i18next';
import { CatalogToolbar } from '../../../lib/catalog-list/catalog-toolbar';
import { useIsMobile } from '../../../lib/catalog-list/use-media-query';
import { useTownNames } from '../../../lib/catalog-list/use-town-names';
import { StayFilterFields } from '../components/stay-filter-fields';
import { StayResults } from '../components/stay-results';
import { countActiveFilters, useStayFilters } from '../hooks/use-stay-filters';
import { useStayResults } from '../hooks/use-stay-results';
// The kit's card frame, chips and skeletons first, so the page's own rules can refine them.
import '../../../lib/catalog-list/catalog-list.css';
import '../stay.css';

/**
 * Route `/stay` (spec §2 stay list): filters and sort kept in the URL; previous/next paging on
 * desktop, "load more" on mobile.
 */
export function StayPage() {
  const { t: tc } = useTranslation();
  const { t } = useTranslation('stay');
  const [filters, update] = useStayFilters();
  const isMobile = useIsMobile();
  const mode = isMobile ? 'loadMore' : 'pager';
  const results = useStayResults(filters, mode);
  const { towns, townsFailed, townName } = useTownNames();

  return (
    <div className="page stay-page">
      <h1 className="page-title">{tc('routes.stay.title')}</h1>
      <p className="stay-lead muted">{t('list.intro')}</p>
      <CatalogToolbar
        ns="stay"
        q={filters.q}
        onSearch={(q) => update({ q }, { replace: true })}
        renderFields={(layout) => <StayFilterFields filters={filters} onChange={update} towns={towns} townsFailed={townsFailed} layout={layout} />}
        activeCount={countActiveFilters({ ...filters, q: '' })}
        isMobile={isMobile}
        total={results.total}
      />
      <StayResults filters={filters} results={results} mode={mode} onChange={update} townName={townName} />
    </div>
  );
}
