/**
 * Ant Design theme: the tokens of docs/design.md (Erhai blue, tie-dye indigo, Bai wall white,
 * camellia red), in one place. Font order puts Traditional CJK faces first for zh-HK.
 */
import type { ThemeConfig } from 'antd';
import type { Locale } from '@dali/shared/locales';

const LATIN = ['-apple-system', '"Segoe UI"', 'Roboto'];
const SC = ['"PingFang SC"', '"Hiragino Sans GB"', '"Microsoft YaHei"', '"Noto Sans CJK SC"'];
const TC = ['"PingFang HK"', '"Noto Sans CJK TC"', '"Microsoft JhengHei"'];

/** Palette of the design brief. */
export const PALETTE = {
  erhaiBlue: '#1f6fb2',
  indigo: '#2b3a67',
  baiWhite: '#f7f5ef',
  success: '#3a8d5c',
  warning: '#d99a1e',
  camellia: '#c8553d',
} as const;

/** Font stack with the CJK faces ordered for `locale`. */
export function fontFamilyFor(locale: Locale): string {
  const cjk = locale === 'zh-HK' ? [...TC, ...SC] : [...SC, ...TC];
  return [...LATIN, ...cjk, 'sans-serif'].join(', ');
}

/** The theme for `locale`. */
export function themeFor(locale: Locale): ThemeConfig {
  return {
    token: {
      colorPrimary: PALETTE.erhaiBlue,
      colorInfo: PALETTE.indigo,
      colorBgLayout: PALETTE.baiWhite,
      colorSuccess: PALETTE.success,
      colorWarning: PALETTE.warning,
      colorError: PALETTE.camellia,
      // Ant Design's default secondary greys fall below 4.5:1 on Bai wall white; these meet WCAG AA.
      colorTextDescription: '#586174',
      colorTextTertiary: '#586174',
      borderRadius: 10,
      fontFamily: fontFamilyFor(locale),
      motionDurationMid: '0.15s',
      motionDurationSlow: '0.2s',
    },
  };
}
