/**
 * The membership dialog (spec §2): 600 px wide, full screen at 768 px or narrower, not closed by a
 * click outside (Escape and the close buttons close it; Ant Design's modal keeps focus inside and
 * returns it to the opener). It shows the store's membership (membership-store.ts):
 *
 * - a membership → level badge, plan name, status alert, start, expiry, remaining days and the API
 *   permissions with their limit badges (membership-details.tsx);
 * - none → an empty state; not known yet → a skeleton; the load failed → a short failure note.
 *
 * Footer: refresh (refetch, with a loading state), close, and upgrade / renew only with no
 * membership or an expired one (to /package-pricing, closing the dialog). Each opening loads the
 * membership unless it is already in; a failed load here toasts "please try again later" (spec §8
 * "membership load failure toast asking to retry later"), unlike the quiet background fetches.
 * Loaded on first open, with Ant Design.
 */
import { Button, Modal } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useLocaleStore } from '../../../lib/locale';
import { useSession } from '../../../lib/session';
import { AntdScope } from '../../../lib/ui/antd-scope';
import { toast } from '../../../lib/ui/toast';
import { useFullScreenDialog } from '../hooks/use-full-screen-dialog';
import { canUpgrade } from '../membership-rules';
import { loadMembership, useMembershipStore } from '../membership-store';
import { MembershipDetails } from './membership-details';
import '../membership.css';

/** Width of the dialog above the full-screen breakpoint (spec §2, §9), px. */
export const MEMBERSHIP_DIALOG_WIDTH_PX = 600;

export interface MembershipDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Load the membership; on failure toast "try again later", except after a 401, which the request
 * client has already announced (and which ended the session).
 */
function useLoad(): { load: () => Promise<void>; loading: boolean } {
  const { t } = useTranslation('membership');
  const [loading, setLoading] = useState(false);
  const load = useCallback(async () => {
    setLoading(true);
    try {
      await loadMembership();
    } catch (error) {
      if (!(error instanceof ApiError && error.kind === 'unauthorized')) toast.error(t('dialog.loadFailed'));
    } finally {
      setLoading(false);
    }
  }, [t]);
  return { load, loading };
}

/**
 * Membership modal (spec §2; contents in the module comment); `onClose` runs from the close
 * buttons, Escape, upgrade/renew and a logout, never from a click outside.
 */
export function MembershipDialog({ open, onClose }: MembershipDialogProps) {
  const { t } = useTranslation('membership');
  const locale = useLocaleStore((s) => s.locale);
  const fullScreen = useFullScreenDialog();
  const navigate = useNavigate();
  const session = useSession();
  const info = useMembershipStore((s) => s.info);
  const status = useMembershipStore((s) => s.status);
  const { load, loading } = useLoad();

  // Once per opening (not whenever `load` changes identity, which would retry a failure in a loop).
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    if (open && useMembershipStore.getState().status !== 'ready') void loadRef.current();
  }, [open]);

  // Logged out meanwhile (elsewhere, or a 401): there is no one's membership left to show.
  useEffect(() => {
    if (open && !session) onClose();
  }, [open, session, onClose]);

  const now = Date.now();
  const known = status === 'ready' || info !== null;
  const upgrade = known && canUpgrade(info, now);
  const goToPricing = () => {
    onClose();
    void navigate('/package-pricing');
  };

  const footer = (
    <div className="membership-footer">
      <Button onClick={() => void load()} loading={loading || status === 'loading'} className="membership-refresh">
        {t('dialog.refresh')}
      </Button>
      <span className="membership-footer-end">
        <Button onClick={onClose}>{t('dialog.close')}</Button>
        {upgrade && (
          <Button type="primary" onClick={goToPricing}>
            {info ? t('dialog.renew') : t('dialog.upgrade')}
          </Button>
        )}
      </span>
    </div>
  );

  return (
    <AntdScope>
      <Modal
        open={open}
        onCancel={onClose}
        title={t('dialog.title')}
        footer={footer}
        width={fullScreen ? '100%' : MEMBERSHIP_DIALOG_WIDTH_PX}
        centered={!fullScreen}
        mask={{ closable: false }}
        keyboard
        focusable={{ trap: true, focusTriggerAfterClose: true }}
        className={`membership-dialog${fullScreen ? ' membership-dialog-full' : ''}`}
        destroyOnHidden
      >
        <div className="membership-body" aria-busy={status === 'loading' && !info}>
          {info ? (
            <MembershipDetails info={info} now={now} locale={locale} />
          ) : status === 'ready' ? (
            <EmptyState />
          ) : status === 'error' ? (
            <p className="membership-failed" role="alert">
              {t('dialog.loadFailed')}
            </p>
          ) : (
            <LoadingState label={t('dialog.loading')} />
          )}
        </div>
      </Modal>
    </AntdScope>
  );
}

function EmptyState() {
  const { t } = useTranslation('membership');
  return (
    <div className="membership-empty" data-testid="membership-empty">
      <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
        <rect x="8" y="16" width="48" height="34" rx="6" fill="#eef3f9" stroke="#1f6fb2" strokeWidth="2" />
        <path d="M8 26h48" stroke="#1f6fb2" strokeWidth="2" />
        <path d="M16 40c4-3 8-3 12 0s8 3 12 0 6-2 8-1" fill="none" stroke="#2b3a67" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <h3 className="membership-empty-title">{t('dialog.emptyTitle')}</h3>
      <p className="membership-empty-body">{t('dialog.emptyBody')}</p>
    </div>
  );
}

function LoadingState({ label }: { label: string }) {
  return (
    <div className="membership-loading" role="status" aria-label={label}>
      <div className="skeleton skeleton-title" />
      <div className="skeleton" />
      <div className="skeleton" />
      <div className="skeleton skeleton-short" />
    </div>
  );
}
