/**
 * "Plan checked": every hard constraint the independent checker verified (PlanCheckResult: real
 * catalog places, opening hours, closed days, travel time, no repeats, must-visits, diet, lodging
 * type and band, total budget), each with a pass or fail mark and what it means; the checker's
 * findings (English diagnostics, day and item) are listed under a failed constraint, and the items
 * it could not verify because their price is an estimate under any constraint.
 */
import { useTranslation } from 'react-i18next';
import type { PlanCheckResult } from '@dali/shared/contracts/planner';
import { CheckIcon, CrossIcon } from './plan-icons';

/**
 * Result of the plan's constraint checks: an all-passed or "n of m passed" summary, then a tick
 * or a cross per constraint.
 */
export function CheckPanel({ check }: { check: PlanCheckResult }) {
  const { t } = useTranslation('planner');
  const passedCount = check.results.filter((result) => result.passed).length;
  return (
    <div className={`plan-check ${check.passed ? 'plan-check-passed' : 'plan-check-failed'}`}>
      <p className="plan-check-summary">{check.passed ? t('check.allPassed', { count: check.results.length }) : t('check.someFailed', { passed: passedCount, count: check.results.length })}</p>
      <ul className="plan-check-list">
        {check.results.map((result) => (
          <li key={result.constraint} className={result.passed ? 'plan-check-pass' : 'plan-check-fail'}>
            <span className="plan-check-mark">{result.passed ? <CheckIcon size={18} /> : <CrossIcon size={18} />}</span>
            <div>
              <p className="plan-check-name">
                {t(`check.constraints.${result.constraint}.name`)}
                <span className="visually-hidden"> — {result.passed ? t('check.passed') : t('check.failed')}</span>
              </p>
              <p className="plan-check-detail muted">{t(`check.constraints.${result.constraint}.detail`)}</p>
              {result.unverified.length > 0 && (
                <div className="plan-check-unverified">
                  <p className="muted">{t('check.unverified')}</p>
                  <CheckFindings details={result.unverified} />
                </div>
              )}
              {!result.passed && result.details.length > 0 && <CheckFindings details={result.details} />}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The checker's findings (English diagnostics) with the day each is on. */
function CheckFindings({ details }: { details: PlanCheckResult['results'][number]['details'] }) {
  const { t } = useTranslation('planner');
  return (
    <ul className="plan-check-findings">
      {details.map((detail, index) => (
        <li key={index}>
          {detail.dayIndex !== null && <>{t('plan.day', { day: detail.dayIndex })} · </>}
          <span lang="en">{detail.message}</span>
        </li>
      ))}
    </ul>
  );
}
