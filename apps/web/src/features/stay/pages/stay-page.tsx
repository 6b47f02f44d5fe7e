/**
 * `/stay` (spec §2 stay list): search by name, type and town filters, sort, a stay length whose
 * totals show on every card, result count and active filters, skeletons, empty and error states.
 * Everything lives in the URL. Filters sit inline on desktop and in a drawer below 768 px; paging
 * is previous/next on desktop and "load more" on mobile (spec §2 offers both; each fits its screen).
 * Plain HTML controls throughout: no component library arrives with this route.
 */
import { useTranslation } from 'react-i18next';
import { StayResults } from '../components/stay-results';
import { StayToolbar } from '../components/stay-toolbar';
import { useIsMobile } from '../hooks/use-is-mobile';
import { useStayFilters } from '../hooks/use-stay-filters';
import { useStayResults } from '../hooks/use-stay-results';
import { useTownNames } from '../hooks/use-town-names';
import '../stay.css';

/** Route component. */
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
      <StayToolbar
        filters={filters}
        onChange={update}
        towns={towns}
        townsFailed={townsFailed}
        isMobile={isMobile}
        total={results.total}
      />
      <StayResults filters={filters} results={results} mode={mode} onChange={update} townName={townName} />
    </div>
  );
}
