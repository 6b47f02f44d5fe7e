/**
 * Run `start` once the document's next frame has been painted: a `requestAnimationFrame` callback
 * runs just before a frame is rendered (and not while a render-blocking stylesheet is still
 * loading), and a task queued from it runs after that frame. A hidden document renders no frames,
 * so there `start` runs at once.
 *
 * Used by the entry to start the app after the server-drawn first frame (main.tsx).
 * Source: HTML Living Standard, "update the rendering" in the event loop processing model.
 */
export function afterFirstPaint(start: () => void): void {
  if (document.visibilityState !== 'visible' || typeof requestAnimationFrame !== 'function') {
    start();
    return;
  }
  requestAnimationFrame(() => {
    setTimeout(start, 0);
  });
}
