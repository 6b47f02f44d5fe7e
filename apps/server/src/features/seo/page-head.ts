/**
 * The `<head>` of every page the server sends (spec §2 routes; packages/shared/src/page-routes.ts),
 * written from the same data the page shows so that a crawler or a link preview that runs no
 * JavaScript sees the right one: `<title>`, description, canonical URL, `hreflang` alternates
 * (zh-CN, zh-HK, en-US and x-default), Open Graph and Twitter card tags, `robots` for pages not to
 * be listed, and schema.org JSON-LD on detail pages and shared plans (structured-data.ts).
 *
 * - Static pages use the web's own texts (`routes.<id>.title|description` and `app.name` of
 *   `<locale>/common.json`), read once.
 * - Detail pages read the public API in process (`getJson`, the same answers the page renders):
 *   the title is the place's name, the description its town and the first sentence of its text.
 *   An unknown id answers 404 with the not-found head and `noindex`.
 * - Shared plans: "N-day itinerary" with its towns and sights; `noindex` (a shared link is for the
 *   people it was sent to) unless its owner let search engines list it (`searchable`).
 * - Canonical: the path, plus `?id=` for a lodging's reserve page (each lodging is its own page),
 *   plus `lang=` for the Chinese locales (the web app reads it on load), so each language of each
 *   page has its own address, as apps/web/src/app/shell/page-head.tsx writes it on navigation.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { AttractionDetail, AttractionSummary } from '@dali/shared/contracts/attractions';
import type { FoodDetail, RestaurantDetail } from '@dali/shared/contracts/food';
import type { PlanOverview } from '@dali/shared/contracts/planner';
import type { StoredTravelPlan } from '@dali/shared/contracts/planner-stream';
import type { StayDetail } from '@dali/shared/contracts/stays';
import { DEFAULT_LOCALE, LOCALES, type Locale, type LocalizedText } from '@dali/shared/locales';
import { localizedUrl, matchPageRoute, type PageRouteId } from '@dali/shared/page-routes';
import { fillTemplate, firstSentence, otherScriptText } from '@dali/shared/page-text';
import { attractionData, planData, restaurantData, stayData } from './structured-data.js';

/** Reads a public API answer's `data` in `locale`; null for any non-200 answer. */
export type GetJson = <T>(url: string, locale: Locale) => Promise<T | null>;

/** What a page's head is written for. */
export interface PageHeadRequest {
  pathname: string;
  /** Query without `lang` (already read into `locale`). */
  query: URLSearchParams;
  locale: Locale;
  /** `https://host` the canonical and Open Graph URLs start with (no trailing slash). */
  origin: string;
}

/**
 * The record a detail page opens with, for its static first paint (plugins/app-shell.ts): kind,
 * id, name in the page's language, the name in the other script (null when the same or missing)
 * and the photo URL the page's cover shows (null: generated cover).
 */
export interface PageRecord {
  kind: 'attraction' | 'food' | 'restaurant' | 'stay';
  id: string;
  name: string;
  otherName: string | null;
  imageUrl: string | null;
}

/** {@link PageRecord} of a record in `locale` (other script: Chinese for English pages, English for Chinese ones). */
function pageRecord(kind: PageRecord['kind'], id: string, name: LocalizedText, locale: Locale, imageUrl: string | null | undefined): PageRecord {
  return { kind, id, name: name[locale], otherName: otherScriptText(name, locale), imageUrl: imageUrl ?? null };
}

/**
 * What a shared plan's page opens with, for its static first paint (plugins/app-shell.ts): its
 * length in days, when it was made (ISO 8601), its summary (the page's description), and what its
 * overview card shows: the overview, the request's budget (CNY yuan) and special requirements, the
 * names of its towns in the page's language, and whether every day has a date (calendar export).
 */
export interface PagePlan {
  dayCount: number;
  createdAt: string;
  summary: string;
  overview: PlanOverview;
  budget: number | null;
  specialRequirements: string | null;
  townNames: string[];
  allDaysDated: boolean;
}

/** The head markup, the page's HTTP status (404 for an unknown page or record) and the record or shared plan it shows. */
export interface PageHead {
  html: string;
  status: 200 | 404;
  record?: PageRecord;
  plan?: PagePlan;
}

interface HeadTexts {
  appName: string;
  routes: Record<string, { title: string; description: string }>;
  stayTypes: Record<string, string>;
  share: { title: string; descriptionOne: string; descriptionOther: string; dayName: string };
}

interface HeadFields {
  title: string;
  description: string;
  indexable: boolean;
  status: 200 | 404;
  /** Query kept in the canonical (besides `lang`). */
  canonicalQuery?: Record<string, string>;
  ogType: 'website' | 'article' | 'place';
  image?: string;
  structuredData?: object;
  record?: PageRecord;
  plan?: PagePlan;
}

const OG_LOCALES: Record<Locale, string> = { 'zh-CN': 'zh_CN', 'zh-HK': 'zh_HK', 'en-US': 'en_US' };
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
/** JSON inside `<script>`: no `</script>`, `<!--` or line separators can end it early. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');


function readTexts(localesDir: string, locale: Locale): HeadTexts {
  const read = (file: string) => JSON.parse(fs.readFileSync(path.join(localesDir, locale, file), 'utf8')) as Record<string, unknown>;
  const common = read('common.json') as { app: { name: string }; routes: HeadTexts['routes']; head: { shareTitle: string; shareDescription_one: string; shareDescription_other: string; shareDay: string } };
  const stay = read('stay.json') as { types: Record<string, string> };
  return {
    appName: common.app.name,
    routes: common.routes,
    stayTypes: stay.types,
    share: { title: common.head.shareTitle, descriptionOne: common.head.shareDescription_one, descriptionOther: common.head.shareDescription_other, dayName: common.head.shareDay },
  };
}

/** Builds heads from the web's locale folder and an in-process reader of the public API. */
export function createPageHeads({ localesDir, getJson }: { localesDir: string; getJson: GetJson }) {
  const texts = new Map<Locale, HeadTexts>(LOCALES.map((locale) => [locale, readTexts(localesDir, locale)]));
  const textsOf = (locale: Locale) => texts.get(locale) as HeadTexts;

  /** The town's name in `locale` (towns list of the API), or its English name. */
  async function townName(englishName: string, locale: Locale): Promise<string> {
    const towns = await getJson<{ englishName: string; name: LocalizedText }[]>('/api/v1/towns', locale);
    return towns?.find((town) => town.englishName === englishName)?.name[locale] ?? englishName;
  }

  const staticFields = (id: PageRouteId, locale: Locale, indexable: boolean, status: 200 | 404 = 200): HeadFields => {
    const route = textsOf(locale).routes[id] ?? textsOf(locale).routes.notFound ?? { title: '', description: '' };
    return { title: route.title, description: route.description, indexable, status, ogType: 'website' };
  };

  /** The fields of a page that shows one record, or the not-found fields when it is unknown. */
  async function detailFields(id: PageRouteId, params: Record<string, string>, query: URLSearchParams, locale: Locale, url: () => string): Promise<HeadFields | null> {
    const notFound = staticFields('notFound', locale, false, 404);
    const idOf = (value: string | null | undefined) => (value ? encodeURIComponent(value) : null);
    switch (id) {
      case 'attractionDetail': {
        const recordId = idOf(params.id);
        const a = recordId ? await getJson<AttractionDetail>(`/api/v1/attractions/${recordId}`, locale) : null;
        if (!a) return notFound;
        const description = `${await townName(a.town, locale)} · ${firstSentence(a.intro[locale])}`;
        const record = pageRecord('attraction', a.id, a.name, locale, a.image?.url ?? a.travellerPhotoUrl);
        return { title: a.name[locale], description, indexable: true, status: 200, ogType: 'place', image: a.image?.url ?? a.travellerPhotoUrl ?? undefined, structuredData: attractionData(a, locale, url(), description), record };
      }
      case 'stayReserve': {
        const recordId = idOf(query.get('id'));
        const s = recordId ? await getJson<StayDetail>(`/api/v1/stays/${recordId}`, locale) : null;
        if (!s) return notFound;
        const route = textsOf(locale).routes.stayReserve?.description ?? '';
        const description = `${textsOf(locale).stayTypes[s.type] ?? s.type} · ${await townName(s.town, locale)} · ${route}`;
        return { title: s.name[locale], description, indexable: true, status: 200, canonicalQuery: { id: s.id }, ogType: 'place', image: s.image?.url, structuredData: stayData(s, locale, url(), description), record: pageRecord('stay', s.id, s.name, locale, s.image?.url) };
      }
      case 'foodDetail': {
        const recordId = idOf(params.id);
        const f = recordId ? await getJson<FoodDetail>(`/api/v1/foods/${recordId}`, locale) : null;
        if (!f) return notFound;
        return { title: f.name[locale], description: firstSentence(f.culturalBackground[locale]), indexable: true, status: 200, ogType: 'article', image: f.image?.url, record: pageRecord('food', f.id, f.name, locale, f.image?.url) };
      }
      case 'restaurantDetail': {
        const recordId = idOf(params.id);
        const r = recordId ? await getJson<RestaurantDetail>(`/api/v1/restaurants/${recordId}`, locale) : null;
        if (!r) return notFound;
        const description = `${await townName(r.town, locale)} · ${firstSentence(r.note[locale])}`;
        return { title: r.name[locale], description, indexable: true, status: 200, ogType: 'place', image: r.image?.url, structuredData: restaurantData(r, locale, url(), description), record: pageRecord('restaurant', r.id, r.name, locale, r.image?.url) };
      }
      case 'share': {
        const planId = idOf(params.planId);
        const stored = planId ? await getJson<StoredTravelPlan>(`/ai_api/v1/base_api/travel_plans/${planId}`, locale) : null;
        // A plan that is not (or no longer) shared keeps the generic head: the page explains.
        if (!stored) return staticFields('share', locale, false);
        const { overview, days } = stored.plan;
        // One read of the towns list for all the plan's towns.
        const list = await getJson<{ id: string; name: LocalizedText }[]>('/api/v1/towns', locale);
        const towns = overview.townIds.map((townId) => list?.find((town) => town.id === townId)?.name[locale] ?? townId);
        const separator = locale === 'en-US' ? ', ' : '、';
        const t = textsOf(locale).share;
        const title = fillTemplate(t.title, { days: overview.dayCount, towns: towns.join(separator) });
        const description = fillTemplate(overview.dayCount === 1 ? t.descriptionOne : t.descriptionOther, { count: overview.dayCount, sights: overview.attractionCount, towns: towns.join(separator) });
        const names = await attractionNames(locale);
        const dayList = days.map((day) => ({
          name: fillTemplate(t.dayName, { day: day.dayIndex }),
          places: day.items.flatMap((item) => (item.kind === 'attraction' ? [names.get(item.catalogId) ?? item.catalogId] : [])),
        }));
        const plan: PagePlan = {
          dayCount: overview.dayCount,
          createdAt: stored.createdAt,
          summary: description,
          overview,
          budget: stored.request.budget ?? null,
          specialRequirements: stored.request.specialRequirements ?? null,
          townNames: towns,
          allDaysDated: days.length > 0 && days.every((day) => day.date !== null),
        };
        return { title, description, indexable: stored.searchable, status: 200, ogType: 'article', structuredData: planData(title, url(), dayList), plan };
      }
      default:
        return null;
    }
  }

  /** Attraction names by id in `locale` (the whole list, two pages of 50 at most per call). */
  async function attractionNames(locale: Locale): Promise<Map<string, string>> {
    const names = new Map<string, string>();
    for (let page = 1; page <= 10; page += 1) {
      const data = await getJson<{ items: AttractionSummary[]; totalPages: number }>(`/api/v1/attractions?pageSize=50&page=${page}`, locale);
      for (const item of data?.items ?? []) names.set(item.id, item.name[locale]);
      if (!data || page >= data.totalPages) break;
    }
    return names;
  }

  return {
    /**
     * The head of `request`'s page. Never throws for a bad path: an unknown page or record gets the
     * not-found head with status 404.
     */
    async render(request: PageHeadRequest): Promise<PageHead> {
      const { locale, origin } = request;
      const match = matchPageRoute(request.pathname);
      const canonicalPath = match ? match.route.path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(match.params[key] ?? '')) : request.pathname;
      let canonicalQuery: Record<string, string> = {};
      const urlIn = (target: Locale) => {
        const search = new URLSearchParams(canonicalQuery).toString();
        return localizedUrl(origin, `${canonicalPath}${search ? `?${search}` : ''}`, target);
      };
      const fields: HeadFields = match
        ? ((await detailFields(match.route.id, match.params, request.query, locale, () => urlIn(locale))) ?? staticFields(match.route.id, locale, match.route.indexable))
        : staticFields('notFound', locale, false, 404);
      canonicalQuery = fields.canonicalQuery ?? {};
      // Structured data built before the canonical query was known carries the final URL too.
      const url = urlIn(locale);
      if (fields.structuredData && 'url' in fields.structuredData) (fields.structuredData as { url: string }).url = url;
      const appName = textsOf(locale).appName;
      const title = match?.route.id === 'home' ? fields.title : `${fields.title} · ${appName}`;
      const tags = [
        `<title>${escapeHtml(title)}</title>`,
        `<meta name="description" content="${escapeHtml(fields.description)}">`,
        ...(fields.indexable && fields.status === 200 ? [] : ['<meta name="robots" content="noindex">']),
        ...(fields.status === 200
          ? [
              `<link rel="canonical" href="${escapeHtml(url)}">`,
              ...LOCALES.map((alternate) => `<link rel="alternate" hreflang="${alternate}" href="${escapeHtml(urlIn(alternate))}">`),
              `<link rel="alternate" hreflang="x-default" href="${escapeHtml(urlIn(DEFAULT_LOCALE))}">`,
            ]
          : []),
        `<meta property="og:site_name" content="${escapeHtml(appName)}">`,
        `<meta property="og:type" content="${fields.ogType}">`,
        `<meta property="og:title" content="${escapeHtml(fields.title)}">`,
        `<meta property="og:description" content="${escapeHtml(fields.description)}">`,
        `<meta property="og:url" content="${escapeHtml(url)}">`,
        `<meta property="og:locale" content="${OG_LOCALES[locale]}">`,
        ...LOCALES.filter((other) => other !== locale).map((other) => `<meta property="og:locale:alternate" content="${OG_LOCALES[other]}">`),
        ...(fields.image ? [`<meta property="og:image" content="${escapeHtml(new URL(fields.image, origin).href)}">`] : []),
        `<meta name="twitter:card" content="${fields.image ? 'summary_large_image' : 'summary'}">`,
        `<meta name="twitter:title" content="${escapeHtml(fields.title)}">`,
        `<meta name="twitter:description" content="${escapeHtml(fields.description)}">`,
        ...(fields.structuredData ? [`<script type="application/ld+json">${scriptJson(fields.structuredData)}</script>`] : []),
      ];
      return { html: tags.join('\n    '), status: fields.status, ...(fields.record ? { record: fields.record } : {}), ...(fields.plan ? { plan: fields.plan } : {}) };
    },
  };
}

export type PageHeads = ReturnType<typeof createPageHeads>;
