/**
 * The body of the membership dialog when a membership exists (spec §2 "level badge, plan name,
 * start time, expiry time, remaining days, API permissions list, status alert"; §4 rules; §6 limit
 * badges). Plain HTML with the design tokens; times in the page locale; every rule comes from
 * membership-rules.ts at the `now` it is given.
 */
import { useTranslation } from 'react-i18next';
import type { ApiPermission, MembershipInfo, MembershipLevel } from '@dali/shared/contracts/membership';
import type { Locale } from '@dali/shared/locales';
import { isUnlimited, windowLength } from '../../../lib/membership-limits';
import { formatNumber } from '../../../lib/catalog-format';
import { formatMembershipTime } from '../membership-format';
import { levelBadgeStyle, limitBadgeTone, membershipAlertKind, remainingDays, type MembershipAlertKind } from '../membership-rules';

/** The level badge (spec §4 styles trial, basic, standard, premium, vip) with the level's name. */
export function LevelBadge({ level }: { level: MembershipLevel }) {
  const { t } = useTranslation();
  return <span className={`level-badge level-badge-${levelBadgeStyle(level)}`}>{t(`member.levels.${level}`)}</span>;
}

const ALERT_ICONS: Record<MembershipAlertKind, string> = {
  expired: 'M12 7v6.5M12 16.6v.3',
  expiringSoon: 'M12 7v6.5M12 16.6v.3',
  active: 'M7.5 12.5l3 3 6-6.5',
};

/**
 * The status alert: expired and expiring soon are warnings, active a success (spec §4). A status
 * region, not an alert: opening the dialog should not interrupt a screen reader.
 */
export function MembershipAlert({ info, now, locale }: { info: MembershipInfo; now: number; locale: Locale }) {
  const { t } = useTranslation('membership');
  const kind = membershipAlertKind(info, now);
  const date = formatMembershipTime(info.membershipExpireTime, locale);
  const title =
    kind === 'expired'
      ? t('dialog.alerts.expiredTitle')
      : kind === 'expiringSoon'
        ? t('dialog.alerts.expiringSoonTitle', { count: remainingDays(info, now) })
        : t('dialog.alerts.activeTitle');
  const body = t(`dialog.alerts.${kind}Body`, { date });
  return (
    <div className={`membership-alert membership-alert-${kind === 'active' ? 'success' : 'warning'}`} role="status" data-kind={kind}>
      <svg className="membership-alert-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="10.5" />
        <path d={ALERT_ICONS[kind]} fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <div>
        <p className="membership-alert-title">{title}</p>
        <p className="membership-alert-body">{body}</p>
      </div>
    </div>
  );
}

/** One limit as a coloured badge: "Per day: 200", "Per 7 days: Unlimited" (spec §6 colours). */
function LimitBadge({ api, label, limit, locale }: { api: ApiPermission['apiName']; label: string; limit: number; locale: Locale }) {
  const { t } = useTranslation('membership');
  const unlimited = isUnlimited(limit);
  // A count with its measure word where the language needs one ("200 条", "5 次").
  const value = unlimited ? t('limits.unlimited') : t(`amounts.${api}`, { value: formatNumber(limit, locale, 0) });
  return (
    <span className={`limit-badge limit-badge-${limitBadgeTone(limit)}${unlimited ? ' limit-badge-unlimited' : ''}`} data-limit={limit}>
      {unlimited && (
        <svg className="limit-badge-icon" viewBox="0 0 24 12" width="16" height="8" aria-hidden="true" focusable="false">
          <path d="M6 1.5a4.5 4.5 0 1 0 0 9c4.5 0 7.5-9 12-9a4.5 4.5 0 1 1 0 9c-4.5 0-7.5-9-12-9z" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      )}
      {t('limits.badge', { label, value })}
    </span>
  );
}

/** The label of a permission's window: "Per 7 days", "Per 24 hours". */
function useWindowLabel(): (hours: number) => string {
  const { t } = useTranslation('membership');
  return (hours) => {
    const length = windowLength(hours);
    return length.unit === 'days' ? t('limits.perDays', { count: length.count }) : t('limits.perHours', { count: length.count });
  };
}

/** The API permissions with their daily and window limits (spec §2, §3, §6). */
export function PermissionList({ permissions, locale }: { permissions: readonly ApiPermission[]; locale: Locale }) {
  const { t } = useTranslation('membership');
  const windowLabel = useWindowLabel();
  if (permissions.length === 0) return <p className="muted">{t('dialog.permissionsEmpty')}</p>;
  return (
    <ul className="permission-list">
      {permissions.map((permission) => (
        <li key={permission.apiName} className="permission-item" data-api={permission.apiName}>
          <span className="permission-name">{t(`apis.${permission.apiName}`)}</span>
          <span className="permission-limits">
            <LimitBadge api={permission.apiName} label={t('limits.perDay')} limit={permission.dailyLimit} locale={locale} />
            <LimitBadge api={permission.apiName} label={windowLabel(permission.timeLimitHours)} limit={permission.totalLimit} locale={locale} />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Props of {@link MembershipDetails}: the membership, the time the rules use (epoch ms), the page locale. */
export interface MembershipDetailsProps {
  info: MembershipInfo;
  now: number;
  locale: Locale;
}

/** Level, plan, status, dates, remaining days and permissions of a membership. */
export function MembershipDetails({ info, now, locale }: MembershipDetailsProps) {
  const { t } = useTranslation('membership');
  const days = remainingDays(info, now);
  return (
    <div className="membership-details">
      <div className="membership-summary">
        <LevelBadge level={info.userLevel} />
        <h3 className="membership-plan">{info.planName}</h3>
      </div>
      <MembershipAlert info={info} now={now} locale={locale} />
      <dl className="membership-facts">
        <div>
          <dt>{t('dialog.startTime')}</dt>
          <dd>
            <time dateTime={info.membershipStartTime}>{formatMembershipTime(info.membershipStartTime, locale)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('dialog.expireTime')}</dt>
          <dd>
            <time dateTime={info.membershipExpireTime}>{formatMembershipTime(info.membershipExpireTime, locale)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('dialog.remainingDays')}</dt>
          <dd className="membership-remaining" data-days={days}>
            {t('dialog.days', { count: days })}
          </dd>
        </div>
      </dl>
      <h3 className="membership-section-title">{t('dialog.permissionsTitle')}</h3>
      <PermissionList permissions={info.apiPermissions} locale={locale} />
    </div>
  );
}
