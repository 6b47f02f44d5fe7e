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
 * - The three lists (`/attractions`, `/stay`, `/gourmetFood`) also get their heading and intro, the
 *   planner (`/ai-travel-planner`) its banner, and a record's page (an attraction, a dish, a
 *   restaurant, a lodging; given its record, read for the page head) its back link, cover and name: what a phone shows first, so the page's
 *   largest element is painted with the HTML rather than after the scripts (Largest Contentful
 *   Paint; bench:lighthouse). React's own rendering of them has the same size and place; the
 *   generated cover is the same picture (packages/shared/src/cover-svg.ts), here as an image.
 * - A shared plan (`/share/:planId`, given its plan, read for the page head): no navbar, as the page
 *   has none (spec §2), and the plan's kicker, title, "made on" line and summary.
 * - Anything else: no shell (other pages that hide the navbar, spec §2, and pages we do not know).
 *
 * Class names are the web shell's own (apps/web/src/app/shell/shell.css, in the stylesheet every
 * page links, which also holds the rules of these headings and the banner), so the shell looks like
 * the page's first frame. Texts come from the web's locale files (common: `app.name`, `nav.*`,
 * `home.heroTitle`, `home.heroBody`, `routes.*.title`; attractions, stay and food: `list.intro`;
 * planner: `banner.*`, and for a shared plan `shared.*`, `plan.title_*` and its card's texts,
 * SHARED_PLAN_KEYS), read once.
 */
import fs from 'node:fs';
import path from 'node:path';
import { coverSvgDocument } from '@dali/shared/cover-svg';
import { LOCALES, type Locale } from '@dali/shared/locales';
import { MAIN_LINKS } from '@dali/shared/navigation';
import { matchPageRoute } from '@dali/shared/page-routes';
import { dietWord } from '@dali/shared/messages';
import { fillTemplate, formatYuan } from '@dali/shared/page-text';
import { formatInstant, formatPlanDate, formatPlanDay } from '@dali/shared/plan-dates';
import type { PagePlan, PageRecord } from '../features/seo/page-head.js';

/** The shell's words in one locale, read once from that locale's common.json. */
interface ShellTexts {
  /** The locale these texts are in. */
  locale: Locale;
  appName: string;
  mainNavigation: string;
  links: Record<(typeof MAIN_LINKS)[number]['key'], string>;
  heroTitle: string;
  heroBody: string;
  /** Heading and intro of each list page, by its path. */
  lists: Record<(typeof LIST_PAGES)[number]['path'], { title: string; intro: string }>;
  /** The planner's banner. */
  planner: { kicker: string; title: string; body: string; promises: string[] };
  /**
   * The whole `planner` namespace, for a shared plan's top, actions and overview card
   * ({@link plannerText}); null when it lacks one of {@link SHARED_PLAN_KEYS} (then a shared plan's
   * page gets no shell).
   */
  plannerNs: TextTree | null;
  /** Labels of the back links of the record pages: "All attractions", "All food", "All restaurants", "All places to stay". */
  back: Record<ShellRecord['kind'], string>;
}

/** The list pages whose heading and intro are drawn: path, namespace of the intro, the page's own classes. */
const LIST_PAGES = [
  { path: '/attractions', route: 'attractions', ns: 'attractions', pageClass: 'attractions-page', leadClass: 'lead muted attractions-intro' },
  { path: '/stay', route: 'stay', ns: 'stay', pageClass: 'stay-page', leadClass: 'stay-lead muted' },
  { path: '/gourmetFood', route: 'food', ns: 'food', pageClass: 'food-page', leadClass: 'food-lead muted' },
] as const;

/** The planner's three promises, in the banner's order (apps/web planner-banner.tsx). */
const PLANNER_PROMISES = ['realPlaces', 'checked', 'costs'] as const;

/** The tick before each promise of the planner banner (the web's CheckIcon at 18 px). */
const CHECK_ICON =
  '<svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="M5 12.5l4.5 4.5L19 7.5"></path></svg>';

/** The banner's wave motif (apps/web planner-banner.tsx). */
const PLANNER_WAVES =
  '<svg class="planner-banner-waves" viewBox="0 0 1200 120" preserveAspectRatio="none" aria-hidden="true" focusable="false">' +
  '<path d="M0 70 Q150 40 300 70 T600 70 T900 70 T1200 70 V120 H0Z" fill="rgb(255 255 255 / 8%)"></path>' +
  '<path d="M0 90 Q150 60 300 90 T600 90 T900 90 T1200 90 V120 H0Z" fill="rgb(255 255 255 / 10%)"></path></svg>';

/**
 * The record a detail page shows (from its page head, features/seo/page-head.ts): kind, id, name in
 * the page's language, name in the other script (or null), photo URL (or null: the generated cover).
 */
export type ShellRecord = PageRecord;

/**
 * The shared plan a `/share/:planId` page shows (from its page head): days, made at, summary, and
 * what its overview card shows (see {@link PagePlan}).
 */
export type ShellPlan = PagePlan;

/** Markup of the shell for a page, by path and locale. */
export interface AppShell {
  /**
   * Shell markup for `pathname` in `locale`; empty when the page gets none. `record` is the record
   * of a detail page, `plan` the plan of a share page (their tops are drawn only when given).
   */
  html(pathname: string, locale: Locale, record?: ShellRecord, plan?: ShellPlan): string;
}

/** A locale namespace file: nested objects of texts. */
interface TextTree {
  [key: string]: string | TextTree;
}

/** The text at the dotted `key` of `tree`, or '' when there is none. */
function textAt(tree: TextTree, key: string): string {
  let node: string | TextTree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : '';
}

/**
 * A `planner` text in the page's language with its placeholders filled, as i18next would write
 * it: with `count`, the plural form of the locale (`key_one`, `key_other`, by Intl.PluralRules).
 */
function plannerText(texts: ShellTexts, key: string, values: Record<string, string | number> = {}): string {
  const count = values.count;
  const tree = texts.plannerNs ?? {};
  const form = typeof count === 'number' ? textAt(tree, `${key}_${new Intl.PluralRules(texts.locale).select(count)}`) || textAt(tree, `${key}_other`) : '';
  return fillTemplate(form || textAt(tree, key), values);
}

/** Texts of the shared plan's actions and overview card (`planner` namespace) that must exist for a shared plan's shell to be drawn. */
export const SHARED_PLAN_KEYS = [
  'shared.kicker',
  'plan.title_other',
  'shared.meta_other',
  'calendar.export',
  'calendar.needsDates',
  'print.print',
  'plan.summary',
  'plan.yuan',
  'sections.overview',
  'overview.when',
  'overview.dateRange',
  'overview.noDates',
  'overview.length',
  'overview.daysNights',
  'overview.days_other',
  'overview.nights_other',
  'overview.nightsNone',
  'overview.towns',
  'overview.none',
  'overview.party',
  'overview.travellers_other',
  'overview.pace',
  'overview.transport',
  'overview.counts',
  'overview.countsValue',
  'overview.diet',
  'overview.budget',
  'overview.requirements',
  'overview.weekdayAgnostic',
  'overview.datesChosen',
  'overview.lodgingSubstitute',
] as const;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

/** A locale's namespace file, or null when it is missing. */
function readNamespace<T>(localesDir: string, locale: Locale, ns: string): T | null {
  const file = path.join(localesDir, locale, `${ns}.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : null;
}

function readTexts(localesDir: string, locale: Locale): ShellTexts | null {
  const common = readNamespace<{
    app?: { name?: string };
    nav?: Record<string, string>;
    home?: { heroTitle?: string; heroBody?: string };
    routes?: Record<string, { title?: string }>;
  }>(localesDir, locale, 'common');
  if (!common) return null;
  const nav = common.nav ?? {};
  const texts = {
    appName: common.app?.name,
    mainNavigation: nav.mainNavigation,
    heroTitle: common.home?.heroTitle,
    heroBody: common.home?.heroBody,
  };
  const links = Object.fromEntries(MAIN_LINKS.map((link) => [link.key, nav[link.key]]));
  if (Object.values(texts).some((text) => !text) || Object.values(links).some((text) => !text)) return null;
  const lists = Object.fromEntries(
    LIST_PAGES.map((page) => [
      page.path,
      { title: common.routes?.[page.route]?.title ?? '', intro: readNamespace<{ list?: { intro?: string } }>(localesDir, locale, page.ns)?.list?.intro ?? '' },
    ]),
  ) as ShellTexts['lists'];
  const food = readNamespace<{ detail?: { backToFood?: string; backToRestaurants?: string } }>(localesDir, locale, 'food')?.detail;
  const back = {
    attraction: readNamespace<{ detail?: { back?: string } }>(localesDir, locale, 'attractions')?.detail?.back ?? '',
    food: food?.backToFood ?? '',
    restaurant: food?.backToRestaurants ?? '',
    stay: readNamespace<{ reserve?: { backToList?: string } }>(localesDir, locale, 'stay')?.reserve?.backToList ?? '',
  };
  const plannerNs = readNamespace<TextTree>(localesDir, locale, 'planner') ?? {};
  const banner = (plannerNs as { banner?: { kicker?: string; title?: string; body?: string; promises?: Record<string, string> } }).banner;
  const planner = {
    kicker: banner?.kicker ?? '',
    title: banner?.title ?? '',
    body: banner?.body ?? '',
    promises: PLANNER_PROMISES.map((key) => banner?.promises?.[key] ?? ''),
  };
  if (Object.values(lists).some((list) => !list.title || !list.intro)) return null;
  if ([planner.kicker, planner.title, planner.body, ...Object.values(back), ...planner.promises].some((text) => !text)) return null;
  return {
    ...(texts as Omit<ShellTexts, 'locale' | 'links' | 'lists' | 'planner' | 'back' | 'plannerNs'>),
    locale,
    links: links as ShellTexts['links'],
    lists,
    planner,
    back,
    plannerNs: SHARED_PLAN_KEYS.every((key) => textAt(plannerNs, key)) ? plannerNs : null,
  };
}

/** The back link's arrow (the web's ArrowLeftIcon). */
const ARROW_LEFT_ICON =
  '<svg class="icon " width="1em" height="1em" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="M20 12H5M11 5.5 4.5 12l6.5 6.5"></path></svg>';

/** Where each record page's back link leads, its page class, and the section its path is in. */
const RECORD_PAGES: Record<ShellRecord['kind'], { back: string; pageClass: string; section: string }> = {
  attraction: { back: '/attractions', pageClass: 'attraction-detail-page', section: '/attractions' },
  food: { back: '/gourmetFood?tab=food', pageClass: 'food-detail-page', section: '/gourmetFood' },
  restaurant: { back: '/gourmetFood', pageClass: 'food-detail-page', section: '/gourmetFood' },
  stay: { back: '/stay', pageClass: 'stay-detail-page', section: '/stay' },
};

/**
 * The top of a record's page: back link, cover (the photo, or the generated cover as an SVG image)
 * and name, in the page's own classes: an attraction's (apps/web attraction-detail-page.tsx) or
 * the catalog detail frame of a dish, restaurant or lodging (lib/catalog-detail: detail-page.tsx,
 * detail-hero.tsx, which also shows the name in the other script).
 */
function recordTop(record: ShellRecord, texts: ShellTexts): string {
  const page = RECORD_PAGES[record.kind];
  const src = record.imageUrl ?? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(coverSvgDocument(record.kind, record.id))}`;
  const name = escapeHtml(record.name);
  const backLabel = escapeHtml(texts.back[record.kind]);
  if (record.kind === 'attraction') {
    return (
      `<main id="main" tabindex="-1"><div class="page ${page.pageClass}">` +
      `<p class="detail-back"><a class="back-link" href="${escapeHtml(page.back)}">${ARROW_LEFT_ICON}<span>${backLabel}</span></a></p>` +
      `<article class="attraction-detail"><header class="detail-hero"><div class="detail-cover-media">` +
      `<img class="cover detail-cover" src="${escapeHtml(src)}" alt="${name}">` +
      `</div><div class="detail-title-block"><h1 class="page-title detail-title">${name}</h1></div></header></article>` +
      `</div></main>`
    );
  }
  const otherLang = texts.locale === 'en-US' ? 'zh-CN' : 'en';
  const other = record.otherName ? `<p class="catalog-detail-hero-other" lang="${otherLang}">${escapeHtml(record.otherName)}</p>` : '';
  return (
    `<main id="main" tabindex="-1"><div class="page ${page.pageClass}">` +
    `<p class="catalog-detail-back"><a class="back-link" href="${escapeHtml(page.back)}">← ${backLabel}</a></p>` +
    `<header class="catalog-detail-hero"><div class="catalog-detail-hero-media">` +
    `<img class="cover catalog-detail-hero-cover" src="${escapeHtml(src)}" alt="${name}">` +
    `</div><div class="catalog-detail-hero-text"><h1 class="page-title catalog-detail-hero-title">${name}</h1>${other}</div></header>` +
    `</div></main>`
  );
}

/** The planner's calendar and printer icons (apps/web plan-icons.tsx), 20 px. */
const planIcon = (path: string) =>
  `<svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="${path}"></path></svg>`;
const CALENDAR_ICON = planIcon('M4 6.5h16v13.5H4zM4 10.5h16M8.5 3.5v5M15.5 3.5v5');
const PRINT_ICON = planIcon('M7 9V3.5h10V9M7 17.5H4.5V9h15v8.5H17M7 14h10v6.5H7z');

/**
 * The plan's export buttons (apps/web plan-actions.tsx ExportActions): add to calendar, print,
 * and the note when the plan has no dates. Disabled until the app runs and can act on them.
 */
function sharedPlanActions(plan: ShellPlan, texts: ShellTexts): string {
  const needsDates = escapeHtml(plannerText(texts, 'calendar.needsDates'));
  const calendarNote = plan.allDaysDated ? '' : ` title="${needsDates}" aria-describedby="plan-calendar-note"`;
  return (
    `<div class="plan-actions">` +
    `<button type="button" class="btn" disabled${calendarNote}>${CALENDAR_ICON}${escapeHtml(plannerText(texts, 'calendar.export'))}</button>` +
    `<button type="button" class="btn" disabled>${PRINT_ICON}${escapeHtml(plannerText(texts, 'print.print'))}</button>` +
    (plan.allDaysDated ? '' : `<p class="plan-actions-note muted" id="plan-calendar-note">${needsDates}</p>`) +
    `</div>`
  );
}

/**
 * The plan's overview card (apps/web plan-sections.tsx PlanOverviewFacts in plan-view.tsx's aside):
 * dates or none, length, towns, party, pace, transport, counts, diets, budget, requirements, and
 * the notes on chosen dates and substituted lodging, worded as the web words them.
 */
function sharedPlanOverview(plan: ShellPlan, texts: ShellTexts): string {
  const { locale } = texts;
  const { overview } = plan;
  const separator = locale === 'en-US' ? ', ' : '、';
  const diets = [...overview.dietaryRestrictions.map((diet) => dietWord(diet, locale)), ...overview.unrecognisedDietaryRestrictions].join(separator);
  const facts: [string, string][] = [
    [
      'overview.when',
      overview.startDate && overview.endDate
        ? plannerText(texts, 'overview.dateRange', { start: formatPlanDate(overview.startDate, locale), end: formatPlanDate(overview.endDate, locale) })
        : plannerText(texts, 'overview.noDates'),
    ],
    [
      'overview.length',
      plannerText(texts, 'overview.daysNights', {
        days: plannerText(texts, 'overview.days', { count: overview.dayCount }),
        nights: overview.nightCount === 0 ? plannerText(texts, 'overview.nightsNone') : plannerText(texts, 'overview.nights', { count: overview.nightCount }),
      }),
    ],
    ['overview.towns', plan.townNames.join(separator) || plannerText(texts, 'overview.none')],
    ['overview.party', plannerText(texts, 'overview.travellers', { count: overview.travelerCount })],
    ['overview.pace', plannerText(texts, `form.paces.${overview.pace}`)],
    ['overview.transport', plannerText(texts, `form.transportationOptions.${overview.transportation}`)],
    ['overview.counts', plannerText(texts, 'overview.countsValue', { attractions: overview.attractionCount, meals: overview.mealCount })],
  ];
  if (diets) facts.push(['overview.diet', diets]);
  if (plan.budget !== null) facts.push(['overview.budget', plannerText(texts, 'plan.yuan', { amount: formatYuan(plan.budget * 100, locale) })]);
  if (plan.specialRequirements) facts.push(['overview.requirements', plan.specialRequirements]);
  const notes: string[] = [];
  if (overview.weekdayAgnostic) notes.push(plannerText(texts, 'overview.weekdayAgnostic'));
  if (overview.lodgingSubstitute) {
    const { requested, used } = overview.lodgingSubstitute;
    notes.push(plannerText(texts, 'overview.lodgingSubstitute', { requested: plannerText(texts, `overview.lodgingWords.${requested}`), used: plannerText(texts, `overview.lodgingWords.${used}`) }));
  }
  if (overview.datesChosen && overview.startDate && overview.endDate) {
    notes.push(plannerText(texts, 'overview.datesChosen', { start: formatPlanDay(overview.startDate, locale), end: formatPlanDay(overview.endDate, locale) }));
  }
  return (
    `<div class="plan-layout"><aside class="plan-aside" aria-label="${escapeHtml(plannerText(texts, 'plan.summary'))}">` +
    `<section class="plan-section " aria-labelledby="plan-overview"><h2 class="plan-section-title" id="plan-overview">${escapeHtml(plannerText(texts, 'sections.overview'))}</h2>` +
    `<dl class="plan-facts">${facts.map(([label, value]) => `<div class="plan-fact"><dt>${escapeHtml(plannerText(texts, label))}</dt><dd>${escapeHtml(value)}</dd></div>`).join('')}</dl>` +
    notes.map((note) => `<p class="plan-facts-note muted">${escapeHtml(note)}</p>`).join('') +
    `</section></aside></div>`
  );
}

/**
 * The top of a shared plan's page (apps/web share-page.tsx and plan-view.tsx): kicker, title, the
 * line with when it was made, its summary, the export buttons and the overview card, which on a
 * phone fill the first screen (so the page's largest text is painted with the HTML). Plural forms
 * are chosen as i18next chooses them (Intl.PluralRules of the locale), the date by the web's own
 * formatInstant.
 */
function sharedPlanTop(plan: ShellPlan, texts: ShellTexts): string {
  const title = plannerText(texts, 'plan.title', { count: plan.dayCount });
  const meta = plannerText(texts, 'shared.meta', { count: plan.dayCount, date: formatInstant(plan.createdAt, texts.locale) });
  return (
    `<main id="main" tabindex="-1"><div class="page plan-page share-page"><p class="share-kicker">${escapeHtml(plannerText(texts, 'shared.kicker'))}</p>` +
    `<article class="plan-view"><header class="plan-header"><div class="plan-header-text">` +
    `<h1 class="page-title plan-title">${escapeHtml(title)}</h1><p class="plan-header-meta muted">${escapeHtml(meta)}</p>` +
    `<p class="plan-summary">${escapeHtml(plan.summary)}</p></div>${sharedPlanActions(plan, texts)}</header>` +
    `${sharedPlanOverview(plan, texts)}</article></div></main>`
  );
}

/** What goes under the navbar on first paint: a list's heading and intro, the planner's banner, or nothing. */
function pageTop(pathname: string, texts: ShellTexts): string {
  const list = LIST_PAGES.find((page) => page.path === pathname);
  if (list) {
    const { title, intro } = texts.lists[list.path];
    return (
      `<main id="main" tabindex="-1"><div class="page ${list.pageClass}">` +
      `<h1 class="page-title">${escapeHtml(title)}</h1><p class="${list.leadClass}">${escapeHtml(intro)}</p></div></main>`
    );
  }
  if (pathname === '/ai-travel-planner') {
    const { kicker, title, body, promises } = texts.planner;
    return (
      `<main id="main" tabindex="-1"><div class="planner-page"><header class="planner-banner">${PLANNER_WAVES}<div class="planner-banner-inner">` +
      `<p class="planner-banner-kicker">${escapeHtml(kicker)}</p><h1 class="planner-banner-title">${escapeHtml(title)}</h1>` +
      `<p class="planner-banner-body">${escapeHtml(body)}</p>` +
      `<ul class="planner-banner-promises">${promises.map((promise) => `<li>${CHECK_ICON}<span>${escapeHtml(promise)}</span></li>`).join('')}</ul>` +
      `</div></header></div></main>`
    );
  }
  return '';
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
  /** The hero, or the navbar with a list's or the planner's top: the same for every visitor, so cached. */
  const frame = (pathname: string, section: string, texts: ShellTexts): string => {
    const locale = texts.locale;
    const top = LIST_PAGES.some((page) => page.path === pathname) || pathname === '/ai-travel-planner' ? pathname : '';
    const key = `${locale}|${section}|${top}`;
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
        `</div></header>` +
        pageTop(top, texts);
    }
    cache.set(key, html);
    return html;
  };

  return {
    html(pathname, locale, record, plan) {
      const texts = byLocale.get(locale);
      if (!texts) return '';
      // A shared plan's page has no navbar (spec §2): only its own top.
      if (plan && matchPageRoute(pathname)?.route.id === 'share') return texts.plannerNs ? sharedPlanTop(plan, texts) : '';
      const section = pathname === '/' ? 'home' : sectionOf(pathname)?.to;
      if (!section) return '';
      const html = frame(pathname, section, texts);
      // A record's page adds the record's own top (not cached: one per record).
      return record && section === RECORD_PAGES[record.kind].section && pathname !== section ? html + recordTop(record, texts) : html;
    },
  };
}
