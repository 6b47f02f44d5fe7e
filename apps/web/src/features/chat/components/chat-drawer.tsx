/**
 * The chat drawer (spec §2, §4, §5, §8): 480 px from the right, full width below 768 px. The header
 * names the assistant and shows whether the browser is online; logged-in users get History and
 * New chat. Below: the conversation (message-list.tsx), a notice when a visitor's free questions
 * are used up (spec §8 429: register or log in), and the composer with the visitor's remaining
 * free questions (spec §6). Focus is trapped inside while open, Escape closes, and focus returns to
 * the chat button (Ant Design's drawer). Loaded on first open (chat-drawer-slot.tsx).
 */
import '../chat.css';
import { CloseOutlined, HistoryOutlined, PlusOutlined } from '@ant-design/icons';
import { Drawer } from 'antd';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatSession } from '@dali/shared/contracts/chat';
import { useIsMobile } from '../../../lib/catalog-list/use-media-query';
import { openOverlay } from '../../../lib/overlays/overlay-store';
import { useSession } from '../../../lib/session';
import { AntdScope } from '../../../lib/ui/antd-scope';
import { toast } from '../../../lib/ui/toast';
import { useRemainingCount } from '../api/get-remaining-count';
import { getSessionMessages } from '../api/get-session-messages';
import { chatUserId } from '../chat-user';
import { useChatSend } from '../hooks/use-chat-send';
import { useFocusWrap } from '../hooks/use-focus-wrap';
import { useOnline } from '../../../lib/use-online';
import { useRestoreSession } from '../hooks/use-restore-session';
import { newSessionId } from '../session-id';
import { dispatchChat, useChatStore } from '../state/chat-store';
import { ChatComposer } from './chat-composer';
import { HistoryDrawer } from './history-drawer';
import { MessageList } from './message-list';
import { useEscapeFromPage } from '../../../lib/ui/use-escape-from-page';

/** Width of the chat drawer on wider screens (spec §2, §9), px. */
export const CHAT_DRAWER_WIDTH_PX = 480;

/** Props of {@link ChatDrawer}. */
export interface ChatDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** The visitor's "N free questions left today" line; null for users, while unknown, or unlimited. */
function useRemainingText(open: boolean): string | null {
  const { t } = useTranslation('chat');
  const session = useSession();
  const count = useRemainingCount(chatUserId(session), 'chat', open && !session);
  if (session || !count.data || count.data.unlimited) return null;
  return count.data.remaining > 0 ? t('remaining.count', { count: count.data.remaining }) : t('remaining.none');
}

/** The drawer (see the module comment). */
export function ChatDrawer({ open, onClose }: ChatDrawerProps) {
  const { t } = useTranslation('chat');
  const session = useSession();
  const mobile = useIsMobile();
  const online = useOnline();
  const messages = useChatStore((s) => s.messages);
  const sessionId = useChatStore((s) => s.sessionId);
  const [historyOpen, setHistoryOpen] = useState(false);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  // Ant Design's own id is the same for every drawer under test; the name must be this drawer's.
  const titleId = useId();
  const { send, streaming, wall, dismissWall, stop } = useChatSend({ onLeave: onClose });
  const remaining = useRemainingText(open);
  useRestoreSession(open, chatUserId(session));
  useFocusWrap(open, bodyRef);
  // The composer is disabled once the free questions are used up, which drops focus to the page.
  useEscapeFromPage(open && !historyOpen, onClose, '.chat-drawer-root');

  // Spec §2: a link in an answer opens its page; on a phone the drawer covers it, so it closes.
  const onInternalLink = useCallback(() => {
    if (mobile) onClose();
  }, [mobile, onClose]);
  const ask = useCallback((question: string) => void send(question), [send]);

  const newChat = () => {
    stop();
    dismissWall();
    dispatchChat({ type: 'reset', sessionId: newSessionId() });
    textareaRef.current?.focus();
  };
  const openSession = async (chosen: ChatSession): Promise<boolean> => {
    try {
      const stored = await getSessionMessages(chosen.session_id);
      stop();
      dismissWall();
      dispatchChat({ type: 'loaded', sessionId: chosen.session_id, messages: stored });
      toast.success(t('history.loaded'));
      return true;
    } catch {
      toast.error(t('history.sessionLoadFailed'));
      return false;
    }
  };
  const onDeleted = (deletedId: string) => {
    if (deletedId === useChatStore.getState().sessionId) newChat();
  };

  return (
    <AntdScope>
      <Drawer
        open={open}
        onClose={onClose}
        placement="right"
        size={mobile ? '100%' : CHAT_DRAWER_WIDTH_PX}
        closable={false}
        aria-labelledby={titleId}
        title={
          <div className="chat-drawer-heading">
            <h2 id={titleId} className="chat-drawer-title">
              {t('title')}
            </h2>
            <span className={`chat-status chat-status-${online ? 'online' : 'offline'}`} role="status">
              <span className="chat-status-dot" aria-hidden="true" />
              {online ? t('status.online') : t('status.offline')}
            </span>
          </div>
        }
        extra={
          <div className="chat-drawer-actions">
            {session && (
              <>
                <button type="button" className="btn btn-text chat-icon-button" aria-label={t('actions.history')} title={t('actions.history')} onClick={() => setHistoryOpen(true)}>
                  <HistoryOutlined aria-hidden="true" />
                  <span className="chat-action-text">{t('actions.history')}</span>
                </button>
                <button type="button" className="btn btn-text chat-icon-button" aria-label={t('actions.newChat')} title={t('actions.newChat')} onClick={newChat}>
                  <PlusOutlined aria-hidden="true" />
                  <span className="chat-action-text">{t('actions.newChat')}</span>
                </button>
              </>
            )}
            <button type="button" className="btn btn-text chat-icon-button" aria-label={t('actions.close')} title={t('actions.close')} onClick={onClose}>
              <CloseOutlined aria-hidden="true" />
            </button>
          </div>
        }
        className="chat-drawer"
        rootClassName="chat-drawer-root"
        afterOpenChange={(visible) => {
          // On a phone the keyboard would cover half the answer: focus stays on the drawer.
          if (visible && !mobile) textareaRef.current?.focus();
        }}
      >
        <div ref={bodyRef} className="chat-drawer-body">
          <MessageList messages={messages} streaming={streaming} onAsk={ask} onInternalLink={onInternalLink} />
          {wall && (
            <div className="chat-wall" role="alert">
              <p>{t('wall.visitorLimit')}</p>
              <div className="chat-wall-actions">
                <button type="button" className="btn btn-primary" onClick={() => openOverlay('loginDialog', { view: 'register' })}>
                  {t('wall.register')}
                </button>
                <button type="button" className="btn" onClick={() => openOverlay('loginDialog', { view: 'login' })}>
                  {t('wall.login')}
                </button>
              </div>
            </div>
          )}
          <ChatComposer ref={textareaRef} onSend={send} streaming={streaming} remaining={remaining} />
        </div>
        {session && (
          <HistoryDrawer
            open={historyOpen}
            userId={session.userId}
            currentSessionId={sessionId}
            fullWidth={mobile}
            onClose={() => setHistoryOpen(false)}
            onOpenSession={openSession}
            onDeleted={onDeleted}
          />
        )}
      </Drawer>
    </AntdScope>
  );
}
