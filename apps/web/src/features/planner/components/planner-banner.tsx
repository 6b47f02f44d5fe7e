/**
 * The planner's banner (design.md hero: lake-blue to tie-dye indigo, white text): what the planner
 * does and the three promises it keeps, over a quiet wave motif of Erhai Lake.
 */
import { useTranslation } from 'react-i18next';
import { CheckIcon } from './plan-icons';

/**
 * Banner heading the planner page (spec §2 planner "banner"): title and the three promises (real
 * places, checked plan, costs), each with a tick.
 */
export function PlannerBanner() {
  const { t } = useTranslation('planner');
  const promises = ['realPlaces', 'checked', 'costs'] as const;
  return (
    <header className="planner-banner">
      <svg className="planner-banner-waves" viewBox="0 0 1200 120" preserveAspectRatio="none" aria-hidden="true" focusable="false">
        <path d="M0 70 Q150 40 300 70 T600 70 T900 70 T1200 70 V120 H0Z" fill="rgb(255 255 255 / 8%)" />
        <path d="M0 90 Q150 60 300 90 T600 90 T900 90 T1200 90 V120 H0Z" fill="rgb(255 255 255 / 10%)" />
      </svg>
      <div className="planner-banner-inner">
        <p className="planner-banner-kicker">{t('banner.kicker')}</p>
        <h1 className="planner-banner-title">{t('banner.title')}</h1>
        <p className="planner-banner-body">{t('banner.body')}</p>
        <ul className="planner-banner-promises">
          {promises.map((key) => (
            <li key={key}>
              <CheckIcon size={18} />
              <span>{t(`banner.promises.${key}`)}</span>
            </li>
          ))}
        </ul>
      </div>
    </header>
  );
}
