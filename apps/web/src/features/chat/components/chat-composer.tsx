/**
 * The question box (spec §2 "3-row textarea and send button", §5 chat send rule): Enter sends,
 * Shift+Enter adds a line, and Enter while an input method is composing (pinyin, cangjie) only
 * confirms the characters. Send is disabled while the text is blank or a reply is streaming; the
 * text is cleared once the question is on its way. Visitors see how many free questions are left
 * today (spec §6).
 */
import { SendOutlined } from '@ant-design/icons';
import { useId, useState, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of {@link ChatComposer}. */
export interface ChatComposerProps {
  /** Send `text`; resolves true when it was taken (the box empties). */
  onSend: (text: string) => Promise<boolean>;
  streaming: boolean;
  /** The visitor's remaining free questions line, or null (logged in, unknown, unlimited). */
  remaining: string | null;
  /** The textarea, focused when the drawer opens and after New chat. */
  ref?: Ref<HTMLTextAreaElement>;
}

/** The composer (see the module comment). */
export function ChatComposer({ onSend, streaming, remaining, ref }: ChatComposerProps) {
  const { t } = useTranslation('chat');
  const id = useId();
  const [text, setText] = useState('');
  const blank = text.trim() === '';

  const submit = () => {
    if (blank || streaming) return;
    const sent = text;
    // Cleared at once, restored only if the send was refused.
    setText('');
    void onSend(sent).then((taken) => {
      if (!taken) setText((current) => current || sent);
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing || event.keyCode === 229) return;
    event.preventDefault();
    submit();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  return (
    <form className="chat-composer" onSubmit={onSubmit} aria-label={t('composer.label')}>
      <label className="visually-hidden" htmlFor={`${id}-text`}>
        {t('composer.label')}
      </label>
      <textarea
        ref={ref}
        id={`${id}-text`}
        className="textarea chat-textarea"
        rows={3}
        value={text}
        placeholder={t('composer.placeholder')}
        aria-describedby={`${id}-hint`}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className="chat-composer-footer">
        <div className="chat-composer-notes">
          <span id={`${id}-hint`} className="chat-hint">
            {t('composer.hint')}
          </span>
          {remaining && (
            <span className="chat-remaining" aria-live="polite">
              {remaining}
            </span>
          )}
        </div>
        <button type="submit" className="btn btn-primary chat-send" disabled={blank || streaming} aria-label={t('actions.send')}>
          <SendOutlined aria-hidden="true" />
          <span className="chat-send-text">{t('actions.send')}</span>
        </button>
      </div>
    </form>
  );
}
