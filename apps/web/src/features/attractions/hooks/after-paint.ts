/**
 * Run work just after the browser has painted the current frame (a frame callback runs before the
 * paint; the timeout it sets runs after it). For work a page starts on showing something that must
 * not delay showing it: counting a view, building formatters.
 */

/** Schedule `work` after the next paint; returns a function that cancels it. */
export function afterPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
