/**
 * Search and the tab's filter: inline on desktop, in a drawer on mobile (design.md "Lists"); the
 * drawer button shows how many filters are on.
 */
import { Badge, Button, Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Town } from '@dali/shared/contracts/stays';
import type { FoodFilters } from '../hooks/use-food-filters';
import { FoodFilterFields } from './food-filter-fields';
import { FoodSearch } from './food-search';

/** Props of {@link FoodToolbar}. */
export interface FoodToolbarProps {
  filters: FoodFilters;
  onChange: (patch: Partial<FoodFilters>, options?: { replace?: boolean }) => void;
  towns: Town[] | undefined;
  townsFailed: boolean;
  isMobile: boolean;
  total: number | null;
}

/** Search field plus inline filter or a filter drawer. */
export function FoodToolbar({ filters, onChange, towns, townsFailed, isMobile, total }: FoodToolbarProps) {
  const { t } = useTranslation('food');
  const [open, setOpen] = useState(false);
  const active = filters.tab === 'food' ? Number(filters.category !== null) : Number(filters.town !== null);
  const fields = (layout: 'inline' | 'stacked') => (
    <FoodFilterFields filters={filters} onChange={onChange} towns={towns} townsFailed={townsFailed} layout={layout} />
  );
  const search = <FoodSearch value={filters.q} onSearch={(q) => onChange({ q }, { replace: true })} />;

  if (!isMobile) {
    return (
      <section className="food-toolbar" aria-label={t('filters.title')}>
        {search}
        {fields('inline')}
      </section>
    );
  }
  return (
    <section className="food-toolbar food-toolbar-mobile" aria-label={t('filters.title')}>
      {search}
      <Badge count={active} size="small" color="#1f6fb2">
        <Button className="food-drawer-button" onClick={() => setOpen(true)} aria-haspopup="dialog" aria-expanded={open}>
          {t('filters.open')}
        </Button>
      </Badge>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title={t('filters.title')}
        placement="bottom"
        size="auto"
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
