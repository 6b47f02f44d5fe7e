/** Leaving the app for a provider's page in this window; its own module so that tests can replace it. */

/** Go to `url` in this window (a payment page on a narrow screen). */
export function leaveTo(url: string): void {
  window.location.assign(url);
}
