/**
 * Ant Design theme: the tokens of docs/design.md (Erhai blue, tie-dye indigo, Bai wall white,
 * camellia red), in one place, for the light and the dark colour scheme (the page's own colours are
 * in app/shell/shell.css `:root`, with the same values). Fonts come from the page's per-language
 * stack (`--font-ui`).
 */
import { theme as antdTheme, type ThemeConfig } from 'antd';

/** Palette of the design brief. */
export const PALETTE = {
  erhaiBlue: '#1f6fb2',
  indigo: '#2b3a67',
  baiWhite: '#f7f5ef',
  success: '#3a8d5c',
  warning: '#d99a1e',
  camellia: '#c8553d',
} as const;

/**
 * Font stack of Ant Design components: the page's own per-language stack (app/shell/shell.css
 * `--font-ui`: Latin faces first for English, the locale's CJK faces first for Chinese), so a
 * component never renders English punctuation with a CJK face.
 */
export const FONT_FAMILY = 'var(--font-ui)';

/** The light theme (the same in every locale: fonts follow the page's `lang`). */
export const THEME: ThemeConfig = {
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
    fontFamily: FONT_FAMILY,
    motionDurationMid: '0.15s',
    motionDurationSlow: '0.2s',
  },
};

/**
 * The dark theme, used while the system asks for a dark colour scheme (`prefers-color-scheme:
 * dark`). Ant Design's dark algorithm derives the component colours; surfaces, text and links are
 * pinned to the page's dark tokens so components and plain HTML match, and links and secondary text
 * keep WCAG AA (4.5:1) on the dark surfaces.
 */
export const THEME_DARK: ThemeConfig = {
  algorithm: antdTheme.darkAlgorithm,
  token: {
    ...THEME.token,
    colorBgLayout: '#121418',
    colorBgContainer: '#1b1e24',
    colorBgElevated: '#23272f',
    colorText: '#e6e9f0',
    colorLink: '#6cb0f0',
    colorTextDescription: '#a9b1c0',
    colorTextTertiary: '#a9b1c0',
    colorBorder: '#474b53',
    colorBorderSecondary: '#3b3f48',
  },
};
