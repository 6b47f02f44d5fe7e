/**
 * The plan's costs (CNY, from fen; spec §2 plan detail "cost"): tickets, lodging, food and local
 * transport for the whole party, the total and the share per person, against the budget when one
 * was given, with the verdict ("Within budget, 3 prices estimated"). Estimates are marked as such
 * (food, fares, nights without a listed price), and attractions without a known price are named
 * (their tickets count 0) so nothing is presented as more certain than it is (design.md "never
 * invent").
 */
import { useTranslation } from 'react-i18next';
import type { PlanCosts } from '@dali/shared/contracts/planner';
import { useLocaleStore } from '../../../lib/locale';
import type { PlacesLookup } from '../api/get-plan-places';
import { yuan } from '../plan-format';

/**
 * Cost table of a plan for all travellers: tickets, lodging, food and local transport in yuan
 * (amounts arrive in fen), estimated rows marked, total flagged when over the budget.
 */
export function CostBreakdown({ costs, places }: { costs: PlanCosts; places: PlacesLookup }) {
  const { t } = useTranslation('planner');
  const locale = useLocaleStore((s) => s.locale);
  const money = (fen: number) => t('plan.yuan', { amount: yuan(fen, locale) });
  const rows = [
    { key: 'tickets', fen: costs.ticketsFen, estimated: false },
    { key: 'lodging', fen: costs.lodgingFen, estimated: costs.lodgingEstimated },
    { key: 'food', fen: costs.foodFen, estimated: costs.foodEstimated },
    { key: 'localTransport', fen: costs.localTransportFen, estimated: costs.localTransportEstimated },
  ] as const;
  const unpriced = costs.unpricedAttractionIds.map((id) => places.name('attraction', id, locale) ?? id);
  const overBudget = costs.budgetFen !== null && costs.totalFen > costs.budgetFen;
  return (
    <div className="plan-costs">
      <table className="plan-cost-table">
        <caption className="visually-hidden">{t('costs.caption', { count: costs.travelerCount })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('costs.item')}</th>
            <th scope="col" className="plan-cost-amount">
              {t('costs.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">
                {t(`costs.${row.key}`)}
                {row.estimated && <span className="plan-cost-estimate"> · {t('costs.estimate')}</span>}
              </th>
              <td className="plan-cost-amount">{money(row.fen)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="plan-cost-total">
            <th scope="row">{t('costs.total', { count: costs.travelerCount })}</th>
            <td className="plan-cost-amount">{money(costs.totalFen)}</td>
          </tr>
          <tr>
            <th scope="row">{t('costs.perPerson')}</th>
            <td className="plan-cost-amount">{money(costs.perPersonFen)}</td>
          </tr>
          {costs.budgetFen !== null && (
            <tr className={overBudget ? 'plan-cost-over' : undefined}>
              <th scope="row">
                {t('costs.budget')}
                <span className="plan-cost-verdict">
                  {' '}
                  · {overBudget ? t('costs.overBudget') : costs.estimatedPriceCount > 0 ? t('costs.withinBudgetEstimated', { count: costs.estimatedPriceCount }) : t('costs.withinBudget')}
                </span>
              </th>
              <td className="plan-cost-amount">{money(costs.budgetFen)}</td>
            </tr>
          )}
        </tfoot>
      </table>
      {unpriced.length > 0 && <p className="muted plan-costs-note">{t('costs.unpriced', { places: unpriced.join(locale === 'en-US' ? ', ' : '、') })}</p>}
    </div>
  );
}
