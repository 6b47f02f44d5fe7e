/**
 * The button row that ends the review and reply forms: a submit button that shows a spinner and
 * `aria-busy` while the form's request runs, and a cancel button that closes the form.
 */
import { SpinnerIcon } from './icons';

export interface ReviewFormActionsProps {
  submitLabel: string;
  cancelLabel: string;
  /** True while the form's request runs. */
  busy: boolean;
  /** Closes the form without sending it. */
  onCancel: () => void;
  /** Draw both buttons large (the full review form). */
  large?: boolean;
  /** Disable the cancel button (e.g. while a request that cannot be stopped runs). */
  cancelDisabled?: boolean;
}

/** Submit and cancel buttons of a review or reply form. */
export function ReviewFormActions({ submitLabel, cancelLabel, busy, onCancel, large = false, cancelDisabled }: ReviewFormActionsProps) {
  const size = large ? ' btn-large' : '';
  return (
    <div className="review-form-actions">
      <button type="submit" className={`btn btn-primary${size}`} aria-busy={busy}>
        {busy && <SpinnerIcon className="icon-spin" />}
        {submitLabel}
      </button>
      <button type="button" className={`btn${size}`} onClick={onCancel} disabled={cancelDisabled}>
        {cancelLabel}
      </button>
    </div>
  );
}
