import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Cover, coverLabelLines } from './cover';

afterEach(cleanup);

describe('generated cover label', () => {
  it('keeps short names on one line and breaks Latin names at spaces', () => {
    expect(coverLabelLines('Erhai Lake')).toEqual(['Erhai Lake']);
    expect(coverLabelLines('Three Pagodas of Chongsheng Temple')).toEqual(['Three Pagodas of Chongsheng', 'Temple']);
  });

  it('breaks Chinese anywhere and ends a name that is too long with an ellipsis', () => {
    expect(coverLabelLines('中国科学院西双版纳热带植物园')).toEqual(['中国科学院西双版纳热带植物园']);
    const lines = coverLabelLines('Xishuangbanna Tropical Botanical Garden of the Chinese Academy of Sciences');
    expect(lines).toHaveLength(2);
    expect(lines[1]?.endsWith('…')).toBe(true);
    expect(coverLabelLines('一二三四五六七八九十一二三四五六七八九十一二三四五六七八九十一二三四五', 15.5)).toEqual([
      '一二三四五六七八九十一二三四五',
      '六七八九十一二三四五六七八九…',
    ]);
  });

  it('draws the name on a generated cover but keeps the picture decorative without alt', () => {
    const { container } = render(<Cover kind="attraction" id="erhai-lake" alt="" label="Erhai Lake" />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.querySelector('text')?.textContent).toBe('Erhai Lake');
  });
});
