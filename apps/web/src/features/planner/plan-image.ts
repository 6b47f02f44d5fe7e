/**
 * The plan as a picture (spec §2 planner "image preview, download"): a compact plan card in the
 * page is drawn to a PNG with `html-to-image` (loaded on first use), twice the CSS pixel size so
 * it stays sharp on phones, on the page's Bai-white background.
 */

/** Background of the image (design.md colorBgLayout). */
const BACKGROUND = '#f7f5ef';

/**
 * A PNG data URL of `node`.
 * @throws whatever the renderer throws (an image that cannot be read, a canvas the browser refuses).
 */
export async function renderPlanPng(node: HTMLElement): Promise<string> {
  const { toPng } = await import('html-to-image');
  return toPng(node, { pixelRatio: 2, backgroundColor: BACKGROUND, cacheBust: true });
}
