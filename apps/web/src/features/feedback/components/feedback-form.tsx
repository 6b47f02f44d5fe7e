/**
 * Footer feedback (spec §2, §5): trimmed non-empty, at most 500 characters with a live count,
 * submit disabled while empty or submitting; posts `{ content, languageCode }`; toasts.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_MAX_CHARS } from '@dali/shared/constants';
import { useLocaleStore } from '../../../lib/locale';
import { toast } from '../../../lib/ui/toast';
import { useSubmitFeedback } from '../api/submit-feedback';

const countChars = (text: string) => [...text].length;

/**
 * Feedback textarea of the footer (spec §5): trimmed text up to 500 characters, sent with the
 * current locale as `languageCode`; toasts the outcome.
 */
export function FeedbackForm() {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const [content, setContent] = useState('');
  const submit = useSubmitFeedback();
  const inputId = useId();
  const countId = useId();
  const trimmed = content.trim();
  const disabled = trimmed.length === 0 || submit.isPending;

  const send = () => {
    if (disabled) return;
    submit.mutate(
      { content: trimmed, languageCode: locale },
      {
        onSuccess: (body) => {
          toast.success(body.message || t('footer.feedbackSent'));
          setContent('');
        },
        onError: (error) => toast.error(t('footer.feedbackFailed', { reason: error.message })),
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
      <textarea
        id={inputId}
        className="textarea"
        rows={3}
        value={content}
        aria-describedby={countId}
        placeholder={t('footer.feedbackPlaceholder')}
        // Cut at 500 code points (not UTF-16 units), the limit of spec §5.
        onChange={(event) => setContent([...event.target.value].slice(0, FEEDBACK_MAX_CHARS).join(''))}
      />
      <span id={countId} className="feedback-count" aria-live="polite">
        {t('footer.feedbackCount', { count: countChars(content), max: FEEDBACK_MAX_CHARS })}
      </span>
      <button type="submit" className="btn btn-primary feedback-submit" disabled={disabled} aria-busy={submit.isPending}>
        {t('footer.feedbackSubmit')}
      </button>
    </form>
  );
}
