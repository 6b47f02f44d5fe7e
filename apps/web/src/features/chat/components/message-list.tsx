/**
 * The conversation (spec §2 "message list with typing dots"): the welcome message with suggested
 * questions while the conversation is empty (spec §4 new chat), then the questions and answers.
 * A reply still waiting for its first piece shows typing dots; one that is growing shows its text
 * as it arrives; one cut off keeps what arrived and asks to resend (spec §4). Answers are Markdown
 * with their cited entries as cards beneath. The list is a polite live region that is busy while
 * a reply streams, so screen readers read the finished answer once rather than every piece. It
 * follows the newest text unless the reader has scrolled up.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../state/chat-state';
import { ChatMarkdown } from './chat-markdown';
import { ReferenceCards } from './reference-cards';

/** Props of {@link MessageList}. */
export interface MessageListProps {
  messages: ChatMessage[];
  streaming: boolean;
  /** Send a suggested question, or resend one whose answer was cut off. */
  onAsk: (question: string) => void;
  onInternalLink: () => void;
}

/** Pixels from the bottom within which the list keeps following new text. */
const FOLLOW_SLACK_PX = 80;

function TypingDots() {
  const { t } = useTranslation('chat');
  return (
    <span className="chat-typing" role="img" aria-label={t('message.typing')}>
      <span />
      <span />
      <span />
    </span>
  );
}

function Welcome({ onAsk, disabled }: { onAsk: (question: string) => void; disabled: boolean }) {
  const { t } = useTranslation('chat');
  const suggestions = t('welcome.suggestions', { returnObjects: true }) as unknown as string[];
  return (
    <li className="chat-message chat-message-assistant chat-welcome">
      <div className="chat-bubble">
        <p>{t('welcome.greeting')}</p>
        <p className="chat-suggestions-title">{t('welcome.suggestionsTitle')}</p>
        <ul className="chat-suggestions">
          {suggestions.map((question) => (
            <li key={question}>
              <button type="button" className="chat-suggestion" disabled={disabled} onClick={() => onAsk(question)}>
                {question}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

function AssistantMessage({ message, question, streaming, onAsk, onInternalLink }: { message: ChatMessage; question: string | null } & Omit<MessageListProps, 'messages'>) {
  const { t } = useTranslation('chat');
  const waiting = message.status === 'streaming' && message.content === '';
  return (
    <li className="chat-message chat-message-assistant" data-status={message.status}>
      <span className="visually-hidden">{t('message.assistant')}</span>
      <div className="chat-bubble">
        {waiting ? <TypingDots /> : <ChatMarkdown content={message.content} onInternalLink={onInternalLink} />}
        {message.status === 'interrupted' && (
          <div className="chat-interrupted" role="status">
            <p>{t('message.interrupted')}</p>
            {question && (
              <button type="button" className="btn chat-resend" disabled={streaming} onClick={() => onAsk(question)}>
                {t('message.resend')}
              </button>
            )}
          </div>
        )}
      </div>
      {message.status !== 'streaming' && <ReferenceCards references={message.references} onInternalLink={onInternalLink} />}
    </li>
  );
}

/** The message list (see the module comment). */
export function MessageList({ messages, streaming, onAsk, onInternalLink }: MessageListProps) {
  const { t } = useTranslation('chat');
  const ref = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const last = messages.at(-1);

  useEffect(() => {
    const list = ref.current;
    if (!list) return undefined;
    const onScroll = () => {
      following.current = list.scrollHeight - list.scrollTop - list.clientHeight < FOLLOW_SLACK_PX;
    };
    list.addEventListener('scroll', onScroll, { passive: true });
    return () => list.removeEventListener('scroll', onScroll);
  }, []);
  // A new message is always shown; growing text only while the reader is at the bottom.
  useEffect(() => {
    following.current = true;
  }, [messages.length]);
  useLayoutEffect(() => {
    const list = ref.current;
    if (list && following.current) list.scrollTop = list.scrollHeight;
  }, [messages.length, last?.content, last?.status, last?.references]);

  return (
    // Focusable so that keyboard users can scroll a long answer.
    <div ref={ref} className="chat-messages" role="log" aria-live="polite" aria-busy={streaming} aria-label={t('title')} tabIndex={0}>
      <ol className="chat-message-items">
      {messages.length === 0 && <Welcome onAsk={onAsk} disabled={streaming} />}
      {messages.map((message, index) => {
        if (message.role === 'user') {
          return (
            <li key={message.id} className="chat-message chat-message-user">
              <span className="visually-hidden">{t('message.you')}</span>
              <div className="chat-bubble">{message.content}</div>
            </li>
          );
        }
        const previous = messages[index - 1];
        return (
          <AssistantMessage
            key={message.id}
            message={message}
            question={previous?.role === 'user' ? previous.content : null}
            streaming={streaming}
            onAsk={onAsk}
            onInternalLink={onInternalLink}
          />
        );
      })}
      </ol>
    </div>
  );
}
