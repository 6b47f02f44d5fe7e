/**
 * Prints one card and nothing else: the card and the page body are marked, and the print rules of
 * phrase-cards.css hide everything but the marked card (a plain `window.print()` would print the
 * whole page). The marks come off when the browser reports the print finished.
 */

/** Class of the card being printed. */
export const PRINT_TARGET_CLASS = 'phrase-card-print-target';
/** Class on `<body>` while a card is printed. */
export const PRINTING_BODY_CLASS = 'phrase-card-printing';

/** Open the print dialog for `card` alone. */
export function printCard(card: HTMLElement): void {
  const done = () => {
    card.classList.remove(PRINT_TARGET_CLASS);
    document.body.classList.remove(PRINTING_BODY_CLASS);
    window.removeEventListener('afterprint', done);
  };
  card.classList.add(PRINT_TARGET_CLASS);
  document.body.classList.add(PRINTING_BODY_CLASS);
  window.addEventListener('afterprint', done);
  window.print();
}
