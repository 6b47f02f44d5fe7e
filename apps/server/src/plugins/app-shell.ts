/**
 * The static first paint of a page (the "app shell" pattern): markup put inside `<div id="root">`
 * of index.html so that a phone on a slow network sees the site's frame and name as soon as the
 * HTML and its stylesheet arrive, instead of a blank page until the scripts have run. React clears
 * it when it renders the page (createRoot replaces the container's children on its first commit).
 *
 * - `/`: the home hero (brand, title, lead text), which is what the home page opens with (its
 *   navbar appears only after scrolling, spec §2).
 * - The four main sections and everything under them (`/attractions…`, `/stay…`, `/gourmetFood…`,
 *   `/ai-travel-planner…`): the navbar with the brand and the five main links (plain links, so
 *   they work before the scripts load), the section's link marked current.
 * - Anything else: no shell (pages that hide the navbar, spec §2, and pages we do not know).
 *
 * Class names are the web shell's own (apps/web/src/app/shell/shell.css, in the stylesheet every
 * page links), so the shell looks like the page's first frame. Texts come from the web's locale
 * files (common namespace: `app.name`, `nav.*`, `home.heroTitle`, `home.heroBody`), read once.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES, type Locale } from '@dali/shared/locales';
import { MAIN_LINKS } from '@dali/shared/navigation';

/** The shell's words in one locale, read once from that locale's common.json. */
interface ShellTexts {
  appName: string;
  mainNavigation: string;
  links: Record<(typeof MAIN_LINKS)[number]['key'], string>;
  heroTitle: string;
  heroBody: string;
}

/** Markup of the shell for a page, by path and locale. */
export interface AppShell {
  /** Shell markup for `pathname` in `locale`; empty when the page gets none. */
  html(pathname: string, locale: Locale): string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

function readTexts(localesDir: string, locale: Locale): ShellTexts | null {
  const file = path.join(localesDir, locale, 'common.json');
  if (!fs.existsSync(file)) return null;
  const common = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    app?: { name?: string };
    nav?: Record<string, string>;
    home?: { heroTitle?: string; heroBody?: string };
  };
  const nav = common.nav ?? {};
  const texts = {
    appName: common.app?.name,
    mainNavigation: nav.mainNavigation,
    heroTitle: common.home?.heroTitle,
    heroBody: common.home?.heroBody,
  };
  const links = Object.fromEntries(MAIN_LINKS.map((link) => [link.key, nav[link.key]]));
  if (Object.values(texts).some((text) => !text) || Object.values(links).some((text) => !text)) return null;
  return { ...(texts as Omit<ShellTexts, 'links'>), links: links as ShellTexts['links'] };
}

/** The main link whose section `pathname` is in, or undefined (home and other pages). */
function sectionOf(pathname: string) {
  return MAIN_LINKS.find((link) => link.to !== '/' && (pathname === link.to || pathname.startsWith(`${link.to}/`)));
}

/**
 * Builds the shell from the web's locale folder (`<localesDir>/<locale>/common.json`). A locale
 * whose file is missing or lacks one of the texts gets no shell, so a page never shows a
 * half-translated frame.
 */
export function createAppShell(localesDir: string): AppShell {
  const byLocale = new Map<Locale, ShellTexts | null>(LOCALES.map((locale) => [locale, readTexts(localesDir, locale)]));
  const cache = new Map<string, string>();
  return {
    html(pathname, locale) {
      const texts = byLocale.get(locale);
      if (!texts) return '';
      const section = pathname === '/' ? 'home' : sectionOf(pathname)?.to;
      if (!section) return '';
      const key = `${locale}|${section}`;
      const known = cache.get(key);
      if (known !== undefined) return known;
      let html: string;
      if (section === 'home') {
        html =
          `<section class="hero home-hero"><div class="hero-inner">` +
          `<p class="hero-brand">${escapeHtml(texts.appName)}</p>` +
          `<h1>${escapeHtml(texts.heroTitle)}</h1>` +
          `<p class="hero-body">${escapeHtml(texts.heroBody)}</p>` +
          `</div></section>`;
      } else {
        const links = MAIN_LINKS.map((link) => {
          const current = link.to === section ? ' active" aria-current="page' : '';
          return `<a class="nav-link${current}" href="${link.to}">${escapeHtml(texts.links[link.key])}</a>`;
        }).join('');
        html =
          `<header class="navbar"><div class="navbar-inner">` +
          `<a href="/" class="brand">${escapeHtml(texts.appName)}</a>` +
          `<nav class="nav-links" aria-label="${escapeHtml(texts.mainNavigation)}">${links}</nav>` +
          `</div></header>`;
      }
      cache.set(key, html);
      return html;
    },
  };
}
