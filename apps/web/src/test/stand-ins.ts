/**
 * Small test helpers the feature tests share: a stand-in for the modal `<dialog>` methods jsdom
 * lacks, and the texts of the toasts on screen.
 */
import { useToastStore } from '../lib/ui/toast';

/** Give jsdom's `<dialog>` `showModal` and `close` (open attribute and the close event). */
export function installDialogStandIn(): void {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { showModal?: () => void };
  if (typeof proto.showModal === 'function') return;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

/** Texts of the toasts on screen, by kind. */
export function toastTexts(kind?: 'success' | 'error' | 'warning' | 'info'): string[] {
  return useToastStore
    .getState()
    .toasts.filter((item) => kind === undefined || item.kind === kind)
    .map((item) => item.text);
}
