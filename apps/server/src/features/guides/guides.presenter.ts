/**
 * Maps guide rows to the DTOs of packages/shared/src/contracts/guides.ts, including the web route
 * of each stop's page (spec §2 routes).
 */
import {
  GUIDE_PREVIEW_STOPS,
  type GuideDetail,
  type GuideStopKind,
  type GuideSummary,
  type GuideTheme,
} from '@dali/shared/contracts/guides';
import type { LocalizedText } from '@dali/shared/locales';
import type { GuideRow, ResolvedStopRow } from './guides.repository.js';

const parse = <T>(text: string): T => JSON.parse(text) as T;

/**
 * Web route of a catalog record's page (spec §2): `/attractions/:id`, `/gourmetFood/:id`,
 * `/gourmetFood/restaurant/:id`, and the stay reserve page with the stay's id in the query.
 */
export function pathOf(kind: GuideStopKind, id: string): string {
  const slug = encodeURIComponent(id);
  switch (kind) {
    case 'attraction':
      return `/attractions/${slug}`;
    case 'food':
      return `/gourmetFood/${slug}`;
    case 'restaurant':
      return `/gourmetFood/restaurant/${slug}`;
    case 'stay':
      return `/stay/reserve?id=${slug}`;
  }
}

/** A guide in the list: stop count and the first stops' names. */
export function presentGuideSummary(row: GuideRow, stops: ResolvedStopRow[]): GuideSummary {
  return {
    id: row.id,
    title: parse<LocalizedText>(row.title),
    summary: parse<LocalizedText>(row.summary),
    theme: row.theme as GuideTheme,
    duration: { value: row.durationValue, unit: row.durationUnit as 'hours' | 'days' },
    stopCount: stops.length,
    firstStops: stops.slice(0, GUIDE_PREVIEW_STOPS).map((stop) => ({
      kind: stop.kind as GuideStopKind,
      id: stop.refId,
      name: parse<LocalizedText>(stop.target.name),
    })),
  };
}

/** A guide with every stop, numbered from 1 in route order. */
export function presentGuideDetail(row: GuideRow, stops: ResolvedStopRow[]): GuideDetail {
  return {
    ...presentGuideSummary(row, stops),
    stops: stops.map((stop, index) => {
      const kind = stop.kind as GuideStopKind;
      const { target } = stop;
      return {
        position: index + 1,
        kind,
        id: stop.refId,
        name: parse<LocalizedText>(target.name),
        note: parse<LocalizedText>(stop.note),
        path: pathOf(kind, stop.refId),
        town: target.town,
        location: target.lat === null || target.lng === null ? null : { lat: target.lat, lng: target.lng },
      };
    }),
  };
}
