/**
 * ReplyForm: a reply of 1–500 characters to a review, by a logged-in user
 * (`POST /api/v1/reviews/:reviewId/replies`), validated with the shared rule and message.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { safeParse } from 'zod/mini';
import { CreateReplyRequestSchema, REPLY_MAX_CHARS } from '@dali/shared/contracts/reviews';
import { formatIssueMessage, type KeyedIssue } from '@dali/shared/messages';
import { openOverlay } from '../../../lib/overlays/overlay-store';
import { ApiError } from '../../../lib/api-client';
import { useLocaleStore } from '../../../lib/locale';
import { toast } from '../../../lib/ui/toast';
import { useCreateReply } from '../api/create-reply';
import { countChars } from '../review-validation';
import { ReviewFormActions } from './review-form-actions';

export interface ReplyFormProps {
  attractionId: string;
  reviewId: string;
  onDone: () => void;
}

/** The reply form under a review. */
export function ReplyForm({ attractionId, reviewId, onDone }: ReplyFormProps) {
  const { t } = useTranslation('attractions');
  const locale = useLocaleStore((s) => s.locale);
  const id = useId();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reply = useCreateReply(attractionId);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (reply.isPending) return;
    const checked = safeParse(CreateReplyRequestSchema, { content });
    const issue = checked.error?.issues[0];
    if (issue) {
      setError(formatIssueMessage(issue as KeyedIssue, locale) ?? issue.message);
      return;
    }
    setError(null);
    reply.mutate(
      { reviewId, content: content.trim() },
      {
        onSuccess: () => {
          setContent('');
          onDone();
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.kind === 'unauthorized') openOverlay('loginDialog', { view: 'login' });
          else toast.error(t('reviews.replyFailed', { reason: failure.message }));
        },
      },
    );
  };

  return (
    <form className="reply-form" onSubmit={onSubmit} noValidate>
      <label htmlFor={`${id}-reply`} className="visually-hidden">
        {t('reviews.replyLabel')}
      </label>
      <textarea
        id={`${id}-reply`}
        className={`textarea${error ? ' is-invalid' : ''}`}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        rows={2}
        placeholder={t('reviews.replyLabel')}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
      />
      <p id={`${id}-count`} className={`char-count${countChars(content.trim()) > REPLY_MAX_CHARS ? ' is-over' : ''}`}>
        {`${countChars(content.trim())} / ${REPLY_MAX_CHARS}`}
      </p>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
      <ReviewFormActions submitLabel={t('reviews.sendReply')} cancelLabel={t('reviews.cancel')} busy={reply.isPending} onCancel={onDone} />
    </form>
  );
}
