/**
 * Search and filters of the stay list: filters inline on desktop, in a drawer on mobile
 * (design.md "Lists"); the drawer button shows how many filters are on.
 */
import { Badge, Button, Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Town } from '@dali/shared/contracts/stays';
import { countActiveFilters, type StayFilters } from '../hooks/use-stay-filters';
import { StayFilterFields } from './stay-filter-fields';
import { StaySearch } from './stay-search';

/** Props of {@link StayToolbar}. */
export interface StayToolbarProps {
  filters: StayFilters;
  onChange: (patch: Partial<StayFilters>, options?: { replace?: boolean }) => void;
  towns: Town[] | undefined;
  townsFailed: boolean;
  isMobile: boolean;
  /** Result total for the drawer's "show results" button; null while unknown. */
  total: number | null;
}

/** Search field plus inline filters or a filter drawer. */
export function StayToolbar({ filters, onChange, towns, townsFailed, isMobile, total }: StayToolbarProps) {
  const { t } = useTranslation('stay');
  const [open, setOpen] = useState(false);
  const active = countActiveFilters({ ...filters, q: '' });
  const fields = (layout: 'inline' | 'stacked') => (
    <StayFilterFields filters={filters} onChange={onChange} towns={towns} townsFailed={townsFailed} layout={layout} />
  );
  const search = <StaySearch value={filters.q} onSearch={(q) => onChange({ q }, { replace: true })} />;

  if (!isMobile) {
    return (
      <section className="stay-toolbar" aria-label={t('filters.title')}>
        {search}
        {fields('inline')}
      </section>
    );
  }
  return (
    <section className="stay-toolbar stay-toolbar-mobile" aria-label={t('filters.title')}>
      {search}
      <Badge count={active} size="small" color="#1f6fb2">
        <Button className="stay-drawer-button" onClick={() => setOpen(true)} aria-haspopup="dialog" aria-expanded={open}>
          {t('filters.open')}
        </Button>
      </Badge>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title={t('filters.title')}
        placement="bottom"
        size="auto"
        destroyOnHidden={false}
        footer={
          <Button type="primary" block size="large" onClick={() => setOpen(false)}>
            {total === null ? t('filters.done') : t('filters.showResults', { count: total })}
          </Button>
        }
      >
        {fields('stacked')}
      </Drawer>
    </section>
  );
}
