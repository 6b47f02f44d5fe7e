import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { useLocaleStore } from '../locale';
import { RatingStars, starFills } from './rating-stars';

afterEach(cleanup);

describe('rating stars', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en-US');
    await i18n.loadNamespaces('catalog');
  });

  it('draws full, half and empty stars rounded to the nearest half', () => {
    expect(starFills(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starFills(3.5)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starFills(4.24)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starFills(4.26)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starFills(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(starFills(9)).toEqual(starFills(5));
  });

  it('names the rating for screen readers in the current locale', async () => {
    useLocaleStore.setState({ locale: 'en-US' });
    const { container, unmount } = render(<RatingStars rating={4.25} />);
    expect(screen.getByRole('img', { name: '4.3 out of 5 stars' })).toBeTruthy();
    expect([...container.querySelectorAll('svg')].map((svg) => svg.dataset.fill)).toEqual(['full', 'full', 'full', 'full', 'half']);
    unmount();
    useLocaleStore.setState({ locale: 'zh-CN' });
    await i18n.changeLanguage('zh-CN');
    await i18n.loadNamespaces('catalog');
    render(<RatingStars rating={3} />);
    expect(screen.getByRole('img', { name: '3 星（满分 5 星）' })).toBeTruthy();
  });
});
