/**
 * ReviewForm: write a review of an attraction (spec §3 Review): a required 1–5 star rating (radio
 * buttons drawn as stars), text of 1–2000 characters with a live count, and up to six JPEG, PNG or
 * WebP photos of at most 5 MB each, checked here with the shared localised messages
 * (review-validation.ts) and again by the server. Posts multipart to
 * `POST /api/v1/attractions/:id/reviews`; only shown to a logged-in user. A 401 opens the login
 * dialog; a 400 shows the server's messages by field.
 */
import { useEffect, useId, useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_IMAGE_TYPES, REVIEW_MAX_CHARS, REVIEW_MAX_IMAGES } from '@dali/shared/contracts/reviews';
import { openOverlay } from '../../../lib/overlays/overlay-store';
import { ApiError } from '../../../lib/api-client';
import { useLocaleStore } from '../../../lib/locale';
import { toast } from '../../../lib/ui/toast';
import { useCreateReview } from '../api/create-review';
import { addReviewImages, countChars, isTooLong, reviewFieldErrors } from '../review-validation';
import { CloseIcon } from './icons';
import { ReviewFormActions } from './review-form-actions';

export interface ReviewFormProps {
  attractionId: string;
  /** Called after the review is published, and on cancel. */
  onDone: () => void;
}

type FieldErrors = Partial<Record<'rating' | 'content' | 'images', string>>;

function useObjectUrls(files: readonly File[]): string[] {
  const urls = useMemo(() => files.map((file) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '')), [files]);
  useEffect(() => () => urls.forEach((url) => url && URL.revokeObjectURL(url)), [urls]);
  return urls;
}

/**
 * Review form of an attraction for a logged-in user (see module comment); `onDone` runs after a
 * successful post and on cancel.
 */
export function ReviewForm({ attractionId, onDone }: ReviewFormProps) {
  const { t } = useTranslation(['attractions', 'catalog']);
  const locale = useLocaleStore((s) => s.locale);
  const id = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [content, setContent] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [imageErrors, setImageErrors] = useState<string[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateReview(attractionId);
  const previews = useObjectUrls(images);
  const chars = countChars(content.trim());

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const added = Array.from(event.target.files ?? []);
    event.target.value = '';
    const next = addReviewImages(images, added, locale);
    setImages(next.images);
    setImageErrors(next.errors);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const found = reviewFieldErrors({ rating, content }, locale);
    setErrors(found);
    if (found.rating || found.content || rating === null) return;
    create.mutate(
      { rating, content: content.trim(), images },
      {
        onSuccess: () => {
          toast.success(t('attractions:reviews.form.posted'));
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.kind === 'unauthorized') {
            toast.error(error.message);
            openOverlay('loginDialog', { view: 'login' });
            return;
          }
          const fields = error instanceof ApiError ? serverFieldErrors(error.data) : {};
          setErrors(fields);
          toast.error(t('attractions:reviews.form.failed', { reason: error.message }));
        },
      },
    );
  };

  return (
    <form className="review-form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="review-form-title">
        {t('attractions:reviews.form.title')}
      </h3>
      <fieldset className="review-form-field" aria-describedby={errors.rating ? `${id}-rating-error` : undefined}>
        <legend className="review-form-label">{t('attractions:reviews.form.rating')}</legend>
        <div className="star-input">
          {[1, 2, 3, 4, 5].map((value) => (
            <label key={value} className={`star-option${rating !== null && value <= rating ? ' is-on' : ''}`}>
              <input
                type="radio"
                name={`${id}-rating`}
                value={value}
                checked={rating === value}
                onChange={() => {
                  setRating(value);
                  setErrors((e) => ({ ...e, rating: undefined }));
                }}
                aria-label={t('catalog:facts.stars', { rating: value })}
              />
              <svg width="30" height="30" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <path d="M10 1.5l2.6 5.5 6 .7-4.4 4.1 1.2 5.9L10 14.8l-5.4 2.9 1.2-5.9L1.4 7.7l6-.7z" strokeWidth="1.2" strokeLinejoin="round" />
              </svg>
            </label>
          ))}
        </div>
        {errors.rating && (
          <p id={`${id}-rating-error`} className="field-error" role="alert">
            {errors.rating}
          </p>
        )}
      </fieldset>

      <div className="review-form-field">
        <label htmlFor={`${id}-content`} className="review-form-label">
          {t('attractions:reviews.form.content')}
        </label>
        <textarea
          id={`${id}-content`}
          className={`textarea${errors.content ? ' is-invalid' : ''}`}
          value={content}
          onChange={(event) => setContent(event.target.value)}
          onBlur={() => content && setErrors((e) => ({ ...e, content: reviewFieldErrors({ rating, content }, locale).content }))}
          placeholder={t('attractions:reviews.form.contentPlaceholder')}
          rows={5}
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={`${id}-count${errors.content ? ` ${id}-content-error` : ''}`}
        />
        <p id={`${id}-count`} className={`char-count${isTooLong(content) ? ' is-over' : ''}`} aria-live="polite">
          {`${chars} / ${REVIEW_MAX_CHARS}`}
        </p>
        {errors.content && (
          <p id={`${id}-content-error`} className="field-error" role="alert">
            {errors.content}
          </p>
        )}
      </div>

      <div className="review-form-field">
        <span className="review-form-label" id={`${id}-images-label`}>
          {t('attractions:reviews.form.images')}
        </span>
        <p className="muted review-form-hint" id={`${id}-images-hint`}>
          {t('attractions:reviews.form.imagesHint', { max: REVIEW_MAX_IMAGES })}
        </p>
        {images.length > 0 && (
          <ul className="review-form-thumbs">
            {images.map((file, index) => (
              <li key={`${file.name}-${index}`}>
                {previews[index] ? <img src={previews[index]} alt={file.name} /> : <span className="thumb-name">{file.name}</span>}
                <button
                  type="button"
                  className="thumb-remove"
                  onClick={() => {
                    setImages(images.filter((_, i) => i !== index));
                    setImageErrors([]);
                  }}
                  aria-label={t('attractions:reviews.form.removeImage', { name: file.name })}
                >
                  <CloseIcon />
                </button>
              </li>
            ))}
          </ul>
        )}
        {images.length < REVIEW_MAX_IMAGES && (
          <label className="btn file-button">
            <input
              type="file"
              className="visually-hidden"
              accept={REVIEW_IMAGE_TYPES.join(',')}
              multiple
              onChange={onFiles}
              aria-describedby={`${id}-images-hint`}
            />
            {t('attractions:reviews.form.addImages')}
          </label>
        )}
        {[...imageErrors, ...(errors.images ? [errors.images] : [])].map((message) => (
          <p key={message} className="field-error" role="alert">
            {message}
          </p>
        ))}
      </div>

      <ReviewFormActions
        submitLabel={t('attractions:reviews.form.submit')}
        cancelLabel={t('attractions:reviews.cancel')}
        busy={create.isPending}
        onCancel={onDone}
        large
        cancelDisabled={create.isPending}
      />
    </form>
  );
}

/** Field messages of a server 400 (`data.fields: [{ field, message }]`), by our field names. */
function serverFieldErrors(data: unknown): FieldErrors {
  const fields = (data as { fields?: unknown } | null)?.fields;
  if (!Array.isArray(fields)) return {};
  const errors: FieldErrors = {};
  for (const entry of fields as { field?: unknown; message?: unknown }[]) {
    const name = String(entry.field ?? '').split('.')[0];
    if ((name === 'rating' || name === 'content' || name === 'images') && typeof entry.message === 'string') errors[name] ??= entry.message;
  }
  return errors;
}
