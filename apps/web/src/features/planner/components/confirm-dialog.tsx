/**
 * A small confirmation (delete a plan): a native modal `<dialog>` with a question, a cancel button
 * (focused first, so Enter does not delete by accident) and a confirm button; Escape cancels.
 */
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of {@link ConfirmDialog}; texts are already translated. */
export interface ConfirmDialogProps {
  title: string;
  body: string;
  confirmLabel: string;
  onConfirm: () => void;
  /** Called once the dialog has closed, confirmed or not. */
  onClose: () => void;
}

/** The dialog; mount it to ask. */
export function ConfirmDialog({ title, body, confirmLabel, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation('planner');
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog ref={ref} className="planner-confirm" aria-labelledby={`${id}-title`} aria-describedby={`${id}-body`} onClose={onClose}>
      <h2 className="planner-confirm-title" id={`${id}-title`}>
        {title}
      </h2>
      <p id={`${id}-body`}>{body}</p>
      <div className="planner-confirm-actions">
        <button type="button" className="btn" onClick={() => ref.current?.close()} autoFocus>
          {t('delete.cancel')}
        </button>
        <button
          type="button"
          className="btn btn-danger"
          onClick={() => {
            onConfirm();
            ref.current?.close();
          }}
        >
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
