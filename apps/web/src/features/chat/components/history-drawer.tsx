/**
 * The history drawer (spec §2): a logged-in user's stored conversations, 400 px wide (full width on
 * mobile), newest first. Each entry shows its title (else its first message), when it was last
 * active (time of day if today, yesterday, N days ago under a week, else a date), its message count
 * and a delete button that asks first, in place. Choosing an entry loads its messages and makes it
 * the current session. Results and failures are toasts (spec §8: history load, session load and
 * delete failures; load and delete successes); a list that failed to load offers a retry.
 */
import { CloseOutlined, DeleteOutlined } from '@ant-design/icons';
import { Drawer } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatSession } from '@dali/shared/contracts/chat';
import { useLocaleStore } from '../../../lib/locale';
import { toast } from '../../../lib/ui/toast';
import { useDeleteChatSession } from '../api/delete-session';
import { useChatSessions } from '../api/list-sessions';
import { useFocusWrap } from '../hooks/use-focus-wrap';
import { relativeTime } from '../relative-time';

/** Props of {@link HistoryDrawer}. */
export interface HistoryDrawerProps {
  open: boolean;
  userId: string;
  /** The session on screen, marked in the list. */
  currentSessionId: string;
  /** Full width (below 768 px) instead of 400 px. */
  fullWidth: boolean;
  onClose: () => void;
  /** Load `session` into the chat; resolves once loaded (true) or failed (false). */
  onOpenSession: (session: ChatSession) => Promise<boolean>;
  /** `sessionId` was deleted (the chat starts anew when it was the current one). */
  onDeleted: (sessionId: string) => void;
}

/** Width of the history drawer (spec §2, §9), px. */
export const HISTORY_DRAWER_WIDTH_PX = 400;

function useWhenText(iso: string): string {
  const { t } = useTranslation('chat');
  const locale = useLocaleStore((s) => s.locale);
  const when = relativeTime(iso, new Date(), locale);
  switch (when.kind) {
    case 'today':
      return t('history.today', { time: when.time });
    case 'yesterday':
      return t('history.yesterday');
    case 'daysAgo':
      return t('history.daysAgo', { count: when.days });
    default:
      return when.date;
  }
}

interface EntryProps {
  session: ChatSession;
  current: boolean;
  busy: boolean;
  onOpen: () => void;
  onDelete: () => void;
}

function HistoryEntry({ session, current, busy, onOpen, onDelete }: EntryProps) {
  const { t } = useTranslation('chat');
  const [confirming, setConfirming] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const title = session.title.trim() || session.first_message.trim() || t('history.untitled');
  const when = useWhenText(session.updated_at);

  useEffect(() => {
    if (confirming) cancelRef.current?.focus();
  }, [confirming]);
  const cancel = () => {
    setConfirming(false);
    requestAnimationFrame(() => deleteRef.current?.focus());
  };

  return (
    <li className={`chat-history-entry ${current ? 'chat-history-current' : ''}`}>
      <div className="chat-history-row">
        <button type="button" className="chat-history-open" onClick={onOpen} disabled={busy} aria-label={t('history.open', { title })} aria-current={current ? 'true' : undefined}>
          <span className="chat-history-title">{title}</span>
          <span className="chat-history-meta">
            <time dateTime={session.updated_at}>{when}</time>
            <span aria-hidden="true">·</span>
            <span>{t('history.messages', { count: session.message_count })}</span>
            {current && <span className="chat-history-badge">{t('history.current')}</span>}
          </span>
        </button>
        <button
          ref={deleteRef}
          type="button"
          className="btn btn-text chat-icon-button chat-history-delete"
          aria-label={t('history.delete', { title })}
          aria-expanded={confirming}
          disabled={busy}
          onClick={() => setConfirming(true)}
        >
          <DeleteOutlined aria-hidden="true" />
        </button>
      </div>
      {confirming && (
        <div className="chat-history-confirm" role="group" aria-label={t('history.deleteConfirmTitle')}>
          <p>
            <strong>{t('history.deleteConfirmTitle')}</strong> {t('history.deleteConfirmBody')}
          </p>
          <div className="chat-history-confirm-actions">
            <button ref={cancelRef} type="button" className="btn" onClick={cancel}>
              {t('history.cancel')}
            </button>
            <button
              type="button"
              className="btn btn-danger"
              disabled={busy}
              onClick={() => {
                setConfirming(false);
                onDelete();
              }}
            >
              {t('history.deleteConfirm')}
            </button>
          </div>
        </div>
      )}
    </li>
  );
}

/** The history drawer (see the module comment). */
export function HistoryDrawer({ open, userId, currentSessionId, fullWidth, onClose, onOpenSession, onDeleted }: HistoryDrawerProps) {
  const { t } = useTranslation('chat');
  const sessions = useChatSessions(userId, open);
  const remove = useDeleteChatSession();
  const [loading, setLoading] = useState<string | null>(null);
  const titleId = useId();
  const bodyRef = useRef<HTMLDivElement>(null);
  useFocusWrap(open, bodyRef);

  // Spec §8 "history load failure toast", once per failed load.
  const failedAt = sessions.isError ? sessions.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) toast.error(t('history.loadFailed'));
  }, [failedAt, t]);

  const openSession = async (session: ChatSession) => {
    setLoading(session.session_id);
    const loaded = await onOpenSession(session);
    setLoading(null);
    if (loaded) onClose();
  };
  const deleteSession = (session: ChatSession) => {
    remove.mutate(
      { session_id: session.session_id, user_id: userId },
      {
        onSuccess: () => {
          toast.success(t('history.deleted'));
          onDeleted(session.session_id);
        },
        onError: () => toast.error(t('history.deleteFailed')),
      },
    );
  };

  const busy = loading !== null || remove.isPending;
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="right"
      size={fullWidth ? '100%' : HISTORY_DRAWER_WIDTH_PX}
      closable={false}
      aria-labelledby={titleId}
      title={
        <h2 id={titleId} className="chat-drawer-title">
          {t('history.title')}
        </h2>
      }
      extra={
        <button type="button" className="btn btn-text chat-icon-button" aria-label={t('history.close')} onClick={onClose}>
          <CloseOutlined aria-hidden="true" />
        </button>
      }
      className="chat-history-drawer"
      rootClassName="chat-drawer-root"
    >
      <div ref={bodyRef} className="chat-history-body">
        {sessions.isPending && <p className="muted chat-history-state">{t('history.loading')}</p>}
        {sessions.isError && (
          <div className="chat-history-state" role="alert">
            <p>{t('history.loadFailed')}</p>
            <button type="button" className="btn" onClick={() => void sessions.refetch()}>
              {t('history.retry')}
            </button>
          </div>
        )}
        {sessions.data?.length === 0 && <p className="muted chat-history-state">{t('history.empty')}</p>}
        {sessions.data && sessions.data.length > 0 && (
          <ul className="chat-history-list" aria-busy={busy}>
            {sessions.data.map((session) => (
              <HistoryEntry
                key={session.session_id}
                session={session}
                current={session.session_id === currentSessionId}
                busy={busy}
                onOpen={() => void openSession(session)}
                onDelete={() => deleteSession(session)}
              />
            ))}
          </ul>
        )}
      </div>
    </Drawer>
  );
}
