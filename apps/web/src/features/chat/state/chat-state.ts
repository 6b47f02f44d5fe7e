/**
 * The conversation on screen (spec §3 "Chat message", §4 "Chat send") as a pure reducer, so every
 * step of a turn can be tested without a browser: a send appends the question and an empty reply
 * placeholder; stream frames grow the reply piece by piece or replace it with the full content,
 * attach the cited entries and end it; an interrupted stream leaves the placeholder with a
 * "please resend" notice; any other failure removes the placeholder. New chat and a session loaded
 * from history replace the whole conversation.
 */
import type { ChatReference, ChatStoredMessage, ChatStreamFrame } from '@dali/shared/contracts/chat';

/** Where a reply stands: still arriving, finished, or cut off before its end (spec §4). */
export type ChatMessageStatus = 'streaming' | 'done' | 'interrupted';

/**
 * One message on screen (spec §3 local chat message: id, sender, content, time, isMe), plus the
 * catalog entries an answer cites and where a reply stands. `time` is ISO 8601.
 */
export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  time: string;
  references: ChatReference[];
  status: ChatMessageStatus;
}

/** The conversation: the session it is stored under and its messages, oldest first. */
export interface ChatState {
  sessionId: string;
  messages: ChatMessage[];
}

/** What can happen to the conversation. */
export type ChatAction =
  /** A question was sent: append it and an empty reply `replyId`. */
  | { type: 'send'; question: string; questionId: string; replyId: string; time: string }
  /** One frame of the reply `replyId` arrived. */
  | { type: 'frame'; replyId: string; frame: ChatStreamFrame }
  /** The stream of `replyId` ended without its `completed` frame. */
  | { type: 'interrupted'; replyId: string }
  /** The turn failed before or while streaming (error frame, HTTP error, quota): drop the placeholder. */
  | { type: 'failed'; replyId: string }
  /** New chat: an empty conversation (the welcome message shows) under a new id. */
  | { type: 'reset'; sessionId: string }
  /** A stored session was loaded (history, or the current one after a reload). */
  | { type: 'loaded'; sessionId: string; messages: ChatStoredMessage[] };

function updateReply(state: ChatState, replyId: string, update: (message: ChatMessage) => ChatMessage): ChatState {
  return { ...state, messages: state.messages.map((message) => (message.id === replyId ? update(message) : message)) };
}

/** The next state after `action` (see the module comment). Frames for a reply not on screen do nothing. */
export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'send':
      return {
        ...state,
        messages: [
          ...state.messages,
          { id: action.questionId, role: 'user', content: action.question, time: action.time, references: [], status: 'done' },
          { id: action.replyId, role: 'assistant', content: '', time: action.time, references: [], status: 'streaming' },
        ],
      };
    case 'frame': {
      const { frame } = action;
      if ('status' in frame) return updateReply(state, action.replyId, (m) => ({ ...m, status: 'done' }));
      switch (frame.type) {
        case 'ai_response':
          return updateReply(state, action.replyId, (m) => ({ ...m, content: m.content + frame.content }));
        case 'full_content':
          return updateReply(state, action.replyId, (m) => ({ ...m, content: frame.content }));
        case 'references':
          return updateReply(state, action.replyId, (m) => ({ ...m, references: frame.references }));
        case 'session':
          // The server may store the turn under another id (it never does today); follow it.
          return frame.session_id && frame.session_id !== state.sessionId ? { ...state, sessionId: frame.session_id } : state;
        case 'error':
          return chatReducer(state, { type: 'failed', replyId: action.replyId });
      }
      return state;
    }
    case 'interrupted':
      return updateReply(state, action.replyId, (m) => ({ ...m, status: 'interrupted' }));
    case 'failed':
      return { ...state, messages: state.messages.filter((message) => message.id !== action.replyId) };
    case 'reset':
      return { sessionId: action.sessionId, messages: [] };
    case 'loaded':
      return {
        sessionId: action.sessionId,
        messages: action.messages.map((message, index) => ({
          id: `${action.sessionId}-${index}`,
          role: message.role,
          content: message.content,
          time: message.timestamp,
          references: message.references,
          status: 'done',
        })),
      };
  }
}

/** Whether a reply is still arriving (spec §5: no send while a stream is in progress). */
export function isStreaming(state: ChatState): boolean {
  return state.messages.some((message) => message.status === 'streaming');
}
