/**
 * Sending one question (spec §4 "Chat send", §5, §8): checks the rule of spec §5 (non-blank
 * trimmed text, no stream in progress), appends the question and an empty reply, streams the reply
 * into it, and handles each way a turn can end:
 * - `completed` frame → the reply is done;
 * - the body ends or breaks without `completed` → the reply keeps what arrived plus "interrupted,
 *   please resend";
 * - HTTP 429 / stream error 42902 (a visitor's free quota) → placeholder removed, the drawer asks the
 *   visitor to register or log in and the login dialog opens;
 * - HTTP 448 / stream error 44801 (the user's quota) → toast, then `/package-pricing`;
 * - any other failure (error frame, 400/403, network before the answer) → error toast, placeholder
 *   removed; a 401 was already toasted by the request client, which logged out.
 * Afterwards the remaining count and the session list are refetched.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ChatStreamFrame } from '@dali/shared/contracts/chat';
import { ERRORS } from '@dali/shared/errors';
import { ApiError } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/locale';
import { openOverlay } from '../../../lib/overlays/overlay-store';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/ui/toast';
import { REMAINING_COUNT_KEY } from '../api/get-remaining-count';
import { CHAT_SESSIONS_KEY } from '../api/list-sessions';
import { openChatStream, readChatFrames } from '../api/chat-stream';
import { chatUserId } from '../chat-user';
import { newSessionId } from '../session-id';
import { isStreaming } from '../state/chat-state';
import { dispatchChat, useChatStore } from '../state/chat-store';

/** What the drawer shows after a turn that hit a quota wall, besides toasts. */
export type ChatWall = { kind: 'visitorLimit'; message: string } | null;

const isVisitorLimit = (status: number | null, code: number | null) =>
  code === ERRORS.ANONYMOUS_LIMIT.code || (status === ERRORS.ANONYMOUS_LIMIT.status && code !== ERRORS.TOO_MANY_REQUESTS.code);
const isQuotaExhausted = (status: number | null, code: number | null) => status === ERRORS.QUOTA_EXHAUSTED.status || code === ERRORS.QUOTA_EXHAUSTED.code;

/** Props of {@link useChatSend}: what leaving for the packages page does to the drawer. */
export interface ChatSendOptions {
  /** Called before navigating to `/package-pricing` (the drawer closes). */
  onLeave: () => void;
}

/** The send function, whether a reply is streaming, the quota wall, and `stop` (new chat, unmount). */
export function useChatSend({ onLeave }: ChatSendOptions) {
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const streaming = useChatStore(isStreaming);
  const [wall, setWall] = useState<ChatWall>(null);
  const controllerRef = useRef<AbortController | null>(null);

  const stop = useCallback(() => {
    controllerRef.current?.abort();
    controllerRef.current = null;
  }, []);
  // The drawer's code unmounts only with the page; a reply still arriving then has nowhere to go.
  useEffect(() => stop, [stop]);

  const fail = useCallback(
    (replyId: string, status: number | null, code: number | null, message: string, kind?: ApiError['kind']) => {
      dispatchChat({ type: 'failed', replyId });
      if (kind === 'aborted') return;
      if (isQuotaExhausted(status, code)) {
        toast.warning(message);
        onLeave();
        void navigate('/package-pricing');
        return;
      }
      if (!session && isVisitorLimit(status, code)) {
        setWall({ kind: 'visitorLimit', message });
        openOverlay('loginDialog', { view: 'login' });
        return;
      }
      // A 401 was toasted by the request client already.
      if (kind !== 'unauthorized') toast.error(message);
    },
    [navigate, onLeave, session],
  );

  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const query = text.trim();
      const state = useChatStore.getState();
      if (!query || isStreaming(state)) return false;
      setWall(null);
      const replyId = newSessionId();
      dispatchChat({ type: 'send', question: query, questionId: newSessionId(), replyId, time: new Date().toISOString() });
      const controller = new AbortController();
      controllerRef.current = controller;
      const userId = chatUserId(session);
      try {
        let response: Response;
        try {
          response = await openChatStream(
            { query, user_id: userId, include_history: true, use_agent: false, use_tools: false, language: currentLocale(), session_id: state.sessionId },
            controller.signal,
          );
        } catch (error) {
          if (error instanceof ApiError) fail(replyId, error.status, error.code, error.message, error.kind);
          else fail(replyId, null, null, String(error));
          return true;
        }
        let completed = false;
        try {
          for await (const frame of readChatFrames(response, controller.signal)) {
            const errorFrame = handleFrame(replyId, frame);
            if (errorFrame) {
              fail(replyId, null, errorFrame.code, errorFrame.message);
              return true;
            }
            if ('status' in frame) completed = true;
          }
        } catch (error) {
          if (error instanceof ApiError && error.kind === 'aborted') {
            dispatchChat({ type: 'failed', replyId });
            return true;
          }
          if (error instanceof ApiError && error.kind === 'contract') console.warn('Chat stream frame outside the contract', error.data);
        }
        if (!completed) dispatchChat({ type: 'interrupted', replyId });
        return true;
      } finally {
        if (controllerRef.current === controller) controllerRef.current = null;
        void queryClient.invalidateQueries({ queryKey: REMAINING_COUNT_KEY });
        void queryClient.invalidateQueries({ queryKey: CHAT_SESSIONS_KEY });
      }
    },
    [fail, queryClient, session],
  );

  return { send, streaming, wall, dismissWall: () => setWall(null), stop };
}

/** Apply one frame; returns the frame when it is an `error` frame (the turn failed). */
function handleFrame(replyId: string, frame: ChatStreamFrame): Extract<ChatStreamFrame, { type: 'error' }> | null {
  if (!('status' in frame) && frame.type === 'error') return frame;
  dispatchChat({ type: 'frame', replyId, frame });
  return null;
}
