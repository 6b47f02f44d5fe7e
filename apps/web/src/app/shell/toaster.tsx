/**
 * Renders the toasts of lib/ui/toast.ts: a polite live region (errors are assertive), dismissable
 * by click, stacked top-centre.
 */
import { useTranslation } from 'react-i18next';
import { useToastStore } from '../../lib/ui/toast';

/** The toast region; mounted once in the shell. */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToastStore((s) => s.toasts);
  const dismiss = useToastStore((s) => s.dismiss);
  return (
    <div className="toaster" aria-live="polite">
      {toasts.map((item) => (
        <div key={item.id} className={`toast toast-${item.kind}`} role={item.kind === 'error' ? 'alert' : 'status'}>
          <span>{item.text}</span>
          <button type="button" className="toast-close" aria-label={t('overlay.close')} onClick={() => dismiss(item.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
