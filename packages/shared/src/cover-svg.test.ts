import { describe, expect, it } from 'vitest';
import { coverDesign, coverSvgDocument, coverSvgInner } from './cover-svg.js';

describe('generated cover markup', () => {
  it('is the same picture for the same item and differs between items', () => {
    expect(coverSvgInner('attraction', 'erhai-lake')).toBe(coverSvgInner('attraction', 'erhai-lake'));
    expect(coverSvgInner('attraction', 'erhai-lake')).not.toBe(coverSvgInner('stay', 'erhai-lake'));
    const { from, to } = coverDesign('attraction', 'erhai-lake');
    expect(coverSvgInner('attraction', 'erhai-lake')).toContain(`<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>`);
  });

  it('escapes the name and the id, and draws the name only when given', () => {
    const inner = coverSvgInner('restaurant', 'a"b<c', 'Tom & <Jerry>');
    expect(inner).toContain('id="cover-g-restaurant-a&quot;b&lt;c"');
    expect(inner).toContain('<tspan x="16" y="166">Tom &amp; &lt;Jerry&gt;</tspan>');
    expect(coverSvgInner('restaurant', 'x')).not.toContain('<text');
  });

  it('wraps the markup in a standalone SVG document for an image', () => {
    const svg = coverSvgDocument('food', 'rushan');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" preserveAspectRatio="xMidYMid slice">')).toBe(true);
    expect(svg.endsWith(`${coverSvgInner('food', 'rushan')}</svg>`)).toBe(true);
  });
});
