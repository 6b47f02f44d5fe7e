import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config/env.js';
import { coverSvgDocument } from '@dali/shared/cover-svg';
import type { PlanOverview } from '@dali/shared/contracts/planner';
import { SHARED_PLAN_KEYS, createAppShell, type ShellPlan } from './app-shell.js';

/** An overview as the planner writes it: two dated days in Dali Old Town, dates chosen by the planner. */
const OVERVIEW: PlanOverview = {
  startDate: '2026-11-29',
  endDate: '2026-11-30',
  dayCount: 2,
  nightCount: 1,
  travelerCount: 1,
  townIds: ['dali-old-town'],
  attractionCount: 6,
  mealCount: 6,
  transferCount: 4,
  mustVisitIds: [],
  transportation: 'public',
  pace: 'moderate',
  dietaryRestrictions: [],
  unrecognisedDietaryRestrictions: [],
  weekdayAgnostic: false,
  lodgingSubstitute: null,
  datesChosen: true,
};

/** A shared plan's first paint input with the given head fields. */
function shellPlan(fields: Pick<ShellPlan, 'dayCount' | 'createdAt' | 'summary'>, extra: Partial<ShellPlan> = {}): ShellPlan {
  return { ...fields, overview: OVERVIEW, budget: null, specialRequirements: null, townNames: ['Dali Old Town'], allDaysDated: true, ...extra };
}

const WEB_LOCALES = path.join(REPO_ROOT, 'apps/web/src/locales');

describe('static first paint of a page', () => {
  const shell = createAppShell(WEB_LOCALES);
  const temp: string[] = [];
  afterAll(() => {
    for (const dir of temp) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('draws the home hero in each locale from the web’s own texts', () => {
    for (const locale of ['zh-CN', 'zh-HK', 'en-US'] as const) {
      const common = JSON.parse(fs.readFileSync(path.join(WEB_LOCALES, locale, 'common.json'), 'utf8')) as {
        app: { name: string };
        home: { heroTitle: string };
      };
      const html = shell.html('/', locale);
      expect(html).toContain(`<p class="hero-brand">${common.app.name}</p>`);
      expect(html).toContain(`<h1>${common.home.heroTitle}</h1>`);
      expect(html).not.toContain('navbar');
    }
  });

  it('draws the navbar with the five main links on every page of a main section, marking the section', () => {
    for (const [pathname, current] of [
      ['/attractions', '/attractions'],
      ['/attractions/dali-ancient-city', '/attractions'],
      ['/stay/reserve', '/stay'],
      ['/gourmetFood/restaurant/x', '/gourmetFood'],
      ['/ai-travel-planner', '/ai-travel-planner'],
    ] as const) {
      const html = shell.html(pathname, 'zh-CN');
      expect(html.match(/class="nav-link[ "]/g), pathname).toHaveLength(5);
      expect(html.match(/aria-current="page"/g), pathname).toHaveLength(1);
      expect(html, pathname).toContain(`active" aria-current="page" href="${current}"`);
      expect(html).toContain('<a href="/" class="brand">大理导览</a>');
    }
  });

  it('draws each list page’s heading and intro, and the planner’s banner, in each locale from the web’s own texts', () => {
    interface Texts {
      routes: Record<string, { title: string }>;
      list: { intro: string };
      banner: { title: string; body: string; promises: Record<string, string> };
    }
    const read = (locale: string, ns: string) => JSON.parse(fs.readFileSync(path.join(WEB_LOCALES, locale, `${ns}.json`), 'utf8')) as Texts;
    for (const locale of ['zh-CN', 'zh-HK', 'en-US'] as const) {
      const common = read(locale, 'common');
      for (const [pathname, route, ns] of [
        ['/attractions', 'attractions', 'attractions'],
        ['/stay', 'stay', 'stay'],
        ['/gourmetFood', 'food', 'food'],
      ] as const) {
        const html = shell.html(pathname, locale);
        expect(html, pathname).toContain(`<main id="main" tabindex="-1">`);
        expect(html, pathname).toContain(`<h1 class="page-title">${common.routes[route]?.title ?? '?'}</h1>`);
        expect(html, pathname).toContain(`>${read(locale, ns).list.intro}</p>`);
      }
      const banner = read(locale, 'planner').banner;
      const planner = shell.html('/ai-travel-planner', locale);
      expect(planner).toContain(`<h1 class="planner-banner-title">${banner.title}</h1>`);
      expect(planner).toContain(`<p class="planner-banner-body">${banner.body}</p>`);
      expect(planner.match(/<li>/g)).toHaveLength(3);
      for (const promise of Object.values(banner.promises)) expect(planner).toContain(`<span>${promise}</span>`);
      // Detail pages and the reserve page keep the navbar alone: their tops depend on the record.
      for (const pathname of ['/attractions/dali-ancient-city', '/stay/reserve', '/gourmetFood/shaguo-yu', '/ai-travel-planner/x']) {
        expect(shell.html(pathname, locale), pathname).not.toContain('<main');
      }
    }
  });

  it('draws an attraction’s back link, cover and name when its record is given, escaped, and only then', () => {
    const record = { kind: 'attraction' as const, id: 'erhai-lake', name: 'Erhai <Lake> & "shore"', otherName: '洱海', imageUrl: null };
    const html = shell.html('/attractions/erhai-lake', 'en-US', record);
    expect(html.match(/class="nav-link[ "]/g)).toHaveLength(5);
    expect(html).toContain('<h1 class="page-title detail-title">Erhai &lt;Lake&gt; &amp; &quot;shore&quot;</h1>');
    expect(html).toContain('alt="Erhai &lt;Lake&gt; &amp; &quot;shore&quot;"');
    expect(html).toContain('<a class="back-link" href="/attractions">');
    // The generated cover, as the web draws it, in a data URL.
    const src = /<img class="cover detail-cover" src="([^"]+)"/.exec(html)?.[1] ?? '';
    const svg = decodeURIComponent(src.replace('data:image/svg+xml;charset=utf-8,', ''));
    expect(svg).toBe(coverSvgDocument('attraction', 'erhai-lake'));
    // A photo is used as it is.
    expect(shell.html('/attractions/erhai-lake', 'zh-HK', { ...record, imageUrl: 'https://upload.wikimedia.org/a.jpg?x=1&y=2' })).toContain('src="https://upload.wikimedia.org/a.jpg?x=1&amp;y=2"');
    // Without a record (unknown id) the page keeps the navbar alone.
    expect(shell.html('/attractions/erhai-lake', 'en-US')).not.toContain('<main');
  });

  it('draws a dish’s, a restaurant’s and a lodging’s back link, cover, name and other-script name in the catalog detail frame', () => {
    const cases = [
      { pathname: '/gourmetFood/rushan', record: { kind: 'food' as const, id: 'rushan', name: 'Rushan', otherName: '乳扇', imageUrl: null }, back: '/gourmetFood?tab=food' },
      { pathname: '/gourmetFood/restaurant/sweet-tooth', record: { kind: 'restaurant' as const, id: 'sweet-tooth', name: 'Sweet Tooth', otherName: null, imageUrl: null }, back: '/gourmetFood' },
      { pathname: '/stay/reserve', record: { kind: 'stay' as const, id: 'linden-centre', name: 'The Linden Centre', otherName: '喜林苑', imageUrl: null }, back: '/stay' },
    ];
    for (const { pathname, record, back } of cases) {
      const html = shell.html(pathname, 'en-US', record);
      expect(html, pathname).toContain(`<h1 class="page-title catalog-detail-hero-title">${record.name}</h1>`);
      expect(html, pathname).toContain(`<a class="back-link" href="${back.replace('&', '&amp;')}">← `);
      if (record.otherName) expect(html, pathname).toContain(`<p class="catalog-detail-hero-other" lang="zh-CN">${record.otherName}</p>`);
      else expect(html, pathname).not.toContain('catalog-detail-hero-other');
      const src = /<img class="cover catalog-detail-hero-cover" src="([^"]+)"/.exec(html)?.[1] ?? '';
      expect(decodeURIComponent(src.replace('data:image/svg+xml;charset=utf-8,', '')), pathname).toBe(coverSvgDocument(record.kind, record.id));
    }
    const [dish, , lodging] = cases.map((c) => c.record);
    if (!dish || !lodging) throw new Error('cases changed');
    // A Chinese page names the other script's text as English.
    expect(shell.html('/gourmetFood/rushan', 'zh-CN', { ...dish, name: '乳扇', otherName: 'Rushan' })).toContain('<p class="catalog-detail-hero-other" lang="en">Rushan</p>');
    // A record never draws under the wrong section or on the list itself.
    expect(shell.html('/stay', 'en-US', lodging)).not.toContain('catalog-detail-hero');
    expect(shell.html('/attractions/x', 'en-US', dish)).not.toContain('<main');
  });

  it('draws a shared plan’s kicker, title, made-on line and summary, without a navbar, in each locale, and only when its plan is given', () => {
    const plan = shellPlan({ dayCount: 2, createdAt: '2026-11-01T02:30:00Z', summary: 'A 2-day <Dali> itinerary' });
    const expected = {
      'en-US': { kicker: 'Shared itinerary', title: '2 days in Dali', date: 'Nov 1, 2026' },
      'zh-CN': { kicker: '分享的行程', title: '大理 2 日游', date: '2026年11月1日' },
      'zh-HK': { kicker: '分享的行程', title: '大理 2 日遊', date: '2026年11月1日' },
    } as const;
    for (const locale of ['en-US', 'zh-CN', 'zh-HK'] as const) {
      const planner = JSON.parse(fs.readFileSync(path.join(WEB_LOCALES, locale, 'planner.json'), 'utf8')) as { shared: { kicker: string } };
      const html = shell.html('/share/plan-1', locale, undefined, plan);
      expect(html).not.toContain('navbar');
      expect(html).toContain(`<p class="share-kicker">${planner.shared.kicker}</p>`);
      expect(html).toContain(`<h1 class="page-title plan-title">${expected[locale].title}</h1>`);
      // The date as the web writes it (medium date, short time, China time: 10:30 on 1 November).
      expect(html).toMatch(new RegExp(`<p class="plan-header-meta muted">[^<]*${expected[locale].date}[^<]*10:30[^<]*2[^<]*</p>`));
      expect(html).toContain('<p class="plan-summary">A 2-day &lt;Dali&gt; itinerary</p>');
    }
    expect(shell.html('/share/plan-1', 'en-US', undefined, { ...plan, dayCount: 1 })).toContain('<h1 class="page-title plan-title">1 day in Dali</h1>');
    expect(shell.html('/share/plan-1', 'en-US')).toBe('');
    // A plan given for another page draws nothing of it.
    expect(shell.html('/about', 'en-US', undefined, plan)).toBe('');
  });

  it('draws a shared plan’s export buttons and overview card as the web words them, in each locale', () => {
    const plan = shellPlan({ dayCount: 2, createdAt: '2026-11-28T02:30:00Z', summary: 'S' });
    const en = shell.html('/share/plan-1', 'en-US', undefined, plan);
    // Buttons wait for the app (disabled); a dated plan needs no calendar note.
    expect(en).toMatch(/<div class="plan-actions"><button type="button" class="btn" disabled><svg[^>]*>.*?<\/svg>Add to calendar<\/button><button type="button" class="btn" disabled><svg[^>]*>.*?<\/svg>Print<\/button><\/div>/);
    expect(en).toContain('<h2 class="plan-section-title" id="plan-overview">Overview</h2>');
    const facts = [...en.matchAll(/<dt>([^<]*)<\/dt><dd>([^<]*)<\/dd>/g)].map((m) => `${m[1]}: ${m[2]}`);
    expect(facts).toEqual([
      'When: Nov 29, 2026 – Nov 30, 2026',
      'Length: 2 days, 1 night',
      'Towns: Dali Old Town',
      'Group: 1 traveller',
      'Pace: Moderate',
      'Getting around: Bus and taxi',
      'Planned: 6 visits, 6 meals',
    ]);
    expect(en).toContain(
      '<p class="plan-facts-note muted">No dates were given, so we planned this trip for Sun, Nov 29 – Mon, Nov 30, the first days from tomorrow on which every place in it is open. Change the dates to re-plan.</p>',
    );
    // Undated, with diets, a budget and a substituted lodging type, for a party of three.
    const undated = shellPlan(
      { dayCount: 1, createdAt: '2026-11-28T02:30:00Z', summary: 'S' },
      {
        overview: { ...OVERVIEW, startDate: null, endDate: null, dayCount: 1, nightCount: 0, travelerCount: 3, datesChosen: false, weekdayAgnostic: true, dietaryRestrictions: ['vegetarian'], unrecognisedDietaryRestrictions: ['no coriander'], lodgingSubstitute: { requested: 'hotel', used: 'guesthouse' } },
        budget: 12500,
        townNames: [],
        allDaysDated: false,
      },
    );
    const zh = shell.html('/share/plan-1', 'zh-CN', undefined, undated);
    const zhFacts = Object.fromEntries([...zh.matchAll(/<dt>([^<]*)<\/dt><dd>([^<]*)<\/dd>/g)].map((m) => [m[1], m[2]]));
    const planner = JSON.parse(fs.readFileSync(path.join(WEB_LOCALES, 'zh-CN', 'planner.json'), 'utf8')) as { overview: Record<string, string>; calendar: Record<string, string>; plan: Record<string, string> };
    expect(zhFacts[planner.overview.when ?? '']).toBe(planner.overview.noDates);
    expect(zhFacts[planner.overview.towns ?? '']).toBe(planner.overview.none);
    expect(zhFacts[planner.overview.budget ?? '']).toBe(planner.plan.yuan?.replace('{{amount}}', '12,500'));
    expect(zhFacts[planner.overview.diet ?? '']).toMatch(/、no coriander$/);
    expect(zhFacts[planner.overview.length ?? '']).toContain(planner.overview.nightsNone);
    expect(zh).toContain(`<p class="plan-facts-note muted">${planner.overview.weekdayAgnostic}</p>`);
    expect(zh).toContain(`<p class="plan-actions-note muted" id="plan-calendar-note">${planner.calendar.needsDates}</p>`);
    expect(zh.match(/class="plan-facts-note muted"/g)).toHaveLength(2);
    const hkPlanner = JSON.parse(fs.readFileSync(path.join(WEB_LOCALES, 'zh-HK', 'planner.json'), 'utf8')) as { overview: Record<string, string> };
    const hk = shell.html('/share/plan-1', 'zh-HK', undefined, undated);
    expect(hk).toContain(`<dt>${hkPlanner.overview.when}</dt><dd>${hkPlanner.overview.noDates}</dd>`);
    expect(hk).not.toContain('<dd></dd>');
  });

  it('draws nothing for pages that hide the navbar or that it does not know', () => {
    for (const pathname of ['/share/abc', '/about', '/payment/success', '/attractionsx', '/unknown']) expect(shell.html(pathname, 'en-US'), pathname).toBe('');
  });

  it('escapes the texts and leaves out a locale whose texts are missing or incomplete', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dali-shell-'));
    temp.push(dir);
    const nav = { home: 'Home', attractions: 'A<b>', stay: 'S', food: 'F', planner: 'P', mainNavigation: 'Main "nav"' };
    fs.mkdirSync(path.join(dir, 'en-US'));
    const routes = { attractions: { title: 'At' }, stay: { title: 'St' }, food: { title: 'Fo' } };
    fs.writeFileSync(path.join(dir, 'en-US', 'common.json'), JSON.stringify({ app: { name: 'D&G' }, nav, routes, home: { heroTitle: 'T', heroBody: 'B' } }));
    for (const ns of ['attractions', 'stay', 'food']) fs.writeFileSync(path.join(dir, 'en-US', `${ns}.json`), JSON.stringify({ list: { intro: `${ns} <intro>` }, detail: { back: 'Back', backToFood: 'F', backToRestaurants: 'R' }, reserve: { backToList: 'S' } }));
    const promises = { realPlaces: 'R', checked: 'C', costs: 'Co' };
    const planTexts = { plan: { title_one: '{{count}} day', title_other: '{{count}} days' }, shared: { kicker: 'Sh<', meta_other: '{{date}} · {{count}}' } };
    fs.writeFileSync(path.join(dir, 'en-US', 'planner.json'), JSON.stringify({ banner: { kicker: 'K', title: 'Ti', body: 'Bo', promises }, ...planTexts }));
    fs.mkdirSync(path.join(dir, 'zh-CN'));
    fs.writeFileSync(path.join(dir, 'zh-CN', 'common.json'), JSON.stringify({ app: { name: '大理' }, nav: { ...nav, stay: '' }, home: { heroTitle: 'T', heroBody: 'B' } }));
    const own = createAppShell(dir);
    const html = own.html('/attractions', 'en-US');
    expect(html).toContain('A&lt;b&gt;');
    expect(html).toContain('D&amp;G');
    expect(html).toContain('aria-label="Main &quot;nav&quot;"');
    expect(html).toContain('attractions &lt;intro&gt;');
    // Without the overview card's texts a shared plan gets no shell; with them, a full one.
    expect(own.html('/share/p1', 'en-US', undefined, shellPlan({ dayCount: 1, createdAt: 'not a date', summary: 'S' }))).toBe('');
    const cardTexts: Record<string, unknown> = {};
    for (const key of SHARED_PLAN_KEYS) {
      const [group = '', name = ''] = key.split('.');
      cardTexts[group] = { ...(cardTexts[group] as object), [name]: `${key}<` };
    }
    const withCard = { ...cardTexts, ...planTexts, plan: { ...(cardTexts.plan as object), ...planTexts.plan } };
    fs.writeFileSync(path.join(dir, 'en-US', 'planner.json'), JSON.stringify({ banner: { kicker: 'K', title: 'Ti', body: 'Bo', promises }, ...withCard }));
    const share = createAppShell(dir).html('/share/p1', 'en-US', undefined, shellPlan({ dayCount: 1, createdAt: 'not a date', summary: 'A <plan> & more' }, { specialRequirements: 'No <stairs> & lifts' }));
    expect(share).toContain('<dt>overview.requirements&lt;</dt><dd>No &lt;stairs&gt; &amp; lifts</dd>');
    expect(share).toContain('<p class="share-kicker">Sh&lt;</p>');
    expect(share).toContain('<h1 class="page-title plan-title">1 day</h1>');
    // A meta text without a "one" form falls back to "other"; an unreadable time is shown as given.
    expect(share).toContain('<p class="plan-header-meta muted">not a date · 1</p>');
    expect(share).toContain('<p class="plan-summary">A &lt;plan&gt; &amp; more</p>');
    // A locale lacking a planner promise gets no shell at all rather than a half-drawn banner.
    fs.writeFileSync(path.join(dir, 'en-US', 'planner.json'), JSON.stringify({ banner: { kicker: 'K', title: 'Ti', body: 'Bo', promises: { ...promises, costs: '' } }, ...withCard }));
    expect(createAppShell(dir).html('/ai-travel-planner', 'en-US')).toBe('');
    // So does one lacking the shared plan's kicker.
    fs.writeFileSync(path.join(dir, 'en-US', 'planner.json'), JSON.stringify({ banner: { kicker: 'K', title: 'Ti', body: 'Bo', promises }, ...withCard, shared: { ...planTexts.shared, kicker: '' } }));
    expect(createAppShell(dir).html('/share/p1', 'en-US', undefined, shellPlan({ dayCount: 2, createdAt: '2026-11-01T02:00:00Z', summary: 'S' }))).toBe('');
    expect(own.html('/attractions', 'zh-CN')).toBe('');
    expect(own.html('/', 'zh-HK')).toBe('');
  });
});
