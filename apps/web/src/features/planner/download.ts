/**
 * Saving a file the page made (a plan image, a calendar file) through a temporary download link.
 */

/** Save `url` (a data: or blob: URL) as `filename`. */
export function downloadUrl(url: string, filename: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Save `blob` as `filename`; the object URL is freed once the browser has taken it. */
export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  downloadUrl(url, filename);
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A file name from a plan id: `dali-plan-<id>.<extension>`, safe on every system. */
export function planFileName(planId: string, extension: string): string {
  return `dali-plan-${planId.replace(/[^\w-]+/g, '').slice(0, 40) || 'trip'}.${extension}`;
}
