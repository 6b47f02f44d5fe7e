/**
 * Footer feedback (spec §2, §5): trimmed non-empty, at most 500 characters with a live count,
 * submit disabled while empty or submitting; posts `{ content, languageCode }`; toasts.
 */
import { App, Button, Input } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_MAX_CHARS } from '@dali/shared/constants';
import { useLocaleStore } from '../../../lib/locale';
import { useSubmitFeedback } from '../api/submit-feedback';

const countChars = (text: string) => [...text].length;

/** The footer feedback form. */
export function FeedbackForm() {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const { message } = App.useApp();
  const [content, setContent] = useState('');
  const submit = useSubmitFeedback();
  const inputId = useId();
  const trimmed = content.trim();
  const disabled = trimmed.length === 0 || countChars(trimmed) > FEEDBACK_MAX_CHARS || submit.isPending;

  const send = () => {
    if (disabled) return;
    submit.mutate(
      { content: trimmed, languageCode: locale },
      {
        onSuccess: (body) => {
          void message.success(body.message || t('footer.feedbackSent'));
          setContent('');
        },
        onError: (error) => void message.error(t('footer.feedbackFailed', { reason: error.message })),
      },
    );
  };

  return (
    <form
      className="feedback-form"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <label htmlFor={inputId} className="feedback-label">
        {t('footer.feedbackLabel')}
      </label>
      <Input.TextArea
        id={inputId}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        placeholder={t('footer.feedbackPlaceholder')}
        autoSize={{ minRows: 3, maxRows: 6 }}
        count={{
          show: ({ count }) => t('footer.feedbackCount', { count, max: FEEDBACK_MAX_CHARS }),
          max: FEEDBACK_MAX_CHARS,
          strategy: countChars,
          exceedFormatter: (text, { max }) => [...text].slice(0, max).join(''),
        }}
      />
      <Button type="primary" htmlType="submit" disabled={disabled} loading={submit.isPending} className="feedback-submit">
        {t('footer.feedbackSubmit')}
      </Button>
    </form>
  );
}
