/**
 * ReviewImageViewer: the photos of one review, large, one at a time (loaded when a thumbnail is
 * opened). A native modal `<dialog>`: focus moves in and stays there, Escape, the close button or
 * a click on the backdrop close it; ← and → (or the buttons) step through the photos.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from './icons';

/** One photo: its URL and its text alternative. */
export interface ViewerImage {
  url: string;
  alt: string;
}

export interface ReviewImageViewerProps {
  images: readonly ViewerImage[];
  /** Index of the photo shown first. */
  start: number;
  /** Called once the viewer has closed, in any way. */
  onClose: () => void;
}

/** The open viewer; mount it to open, unmount after `onClose`. */
export function ReviewImageViewer({ images, start, onClose }: ReviewImageViewerProps) {
  const { t } = useTranslation('attractions');
  const ref = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState(start);
  const image = images[index];
  const many = images.length > 1;

  useEffect(() => {
    const dialog = ref.current;
    // See FiltersDrawer: closing on unmount is left to the element's removal.
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const step = (by: number) => setIndex((current) => (current + by + images.length) % images.length);
  const onKeyDown = (event: KeyboardEvent) => {
    if (!many) return;
    if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'ArrowRight') step(1);
  };

  return (
    <dialog
      ref={ref}
      className="image-viewer"
      aria-label={image?.alt}
      onClose={onClose}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        if (event.target === ref.current) ref.current.close();
      }}
    >
      <div className="image-viewer-inner">
        <button type="button" className="image-viewer-button image-viewer-close" onClick={() => ref.current?.close()} aria-label={t('reviews.viewer.close')}>
          <CloseIcon />
        </button>
        {image && <img className="image-viewer-image" src={image.url} alt={image.alt} />}
        {many && (
          <div className="image-viewer-nav">
            <button type="button" className="image-viewer-button" onClick={() => step(-1)} aria-label={t('reviews.viewer.previous')}>
              <ChevronLeftIcon />
            </button>
            <p className="image-viewer-position" aria-live="polite">
              {t('reviews.viewer.position', { index: index + 1, total: images.length })}
            </p>
            <button type="button" className="image-viewer-button" onClick={() => step(1)} aria-label={t('reviews.viewer.next')}>
              <ChevronRightIcon />
            </button>
          </div>
        )}
      </div>
    </dialog>
  );
}
