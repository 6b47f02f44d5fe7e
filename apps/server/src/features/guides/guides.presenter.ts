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
import { LocalizedTextSchema, type LocalizedText } from '@dali/shared/locales';
import { jsonColumnsOf, readJsonColumn } from '../../lib/json-column.js';
import type { GuideRow, ResolvedStopRow } from './guides.repository.js';

/** Table a stop's target is read from, for the error of a corrupt name. */
const TARGET_TABLES: Record<GuideStopKind, string> = { attraction: 'attractions', food: 'foods', restaurant: 'restaurants', stay: 'stays' };

/** The localised name of a stop's target. @throws JsonColumnError when it is corrupt. */
function targetName(stop: ResolvedStopRow): LocalizedText {
  const table = TARGET_TABLES[stop.kind as GuideStopKind];
  return jsonColumnsOf(table, stop.target)('name', LocalizedTextSchema);
}

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

/**
 * A guide in the list: stop count and the first stops' names.
 * @throws JsonColumnError when a JSON column of the guide or of a stop's target is corrupt.
 */
export function presentGuideSummary(row: GuideRow, stops: ResolvedStopRow[]): GuideSummary {
  const json = jsonColumnsOf('guides', row);
  return {
    id: row.id,
    title: json('title', LocalizedTextSchema),
    summary: json('summary', LocalizedTextSchema),
    theme: row.theme as GuideTheme,
    duration: { value: row.durationValue, unit: row.durationUnit as 'hours' | 'days' },
    stopCount: stops.length,
    firstStops: stops.slice(0, GUIDE_PREVIEW_STOPS).map((stop) => ({
      kind: stop.kind as GuideStopKind,
      id: stop.refId,
      name: targetName(stop),
    })),
  };
}

/**
 * A guide with every stop, numbered from 1 in route order.
 * @throws JsonColumnError when a JSON column of the guide, a stop or a stop's target is corrupt.
 */
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
        name: targetName(stop),
        note: readJsonColumn(LocalizedTextSchema, stop.note, { table: 'guideStops', column: 'note', id: `${stop.guideId}/${stop.position}` }),
        path: pathOf(kind, stop.refId),
        town: target.town,
        location: target.lat === null || target.lng === null ? null : { lat: target.lat, lng: target.lng },
      };
    }),
  };
}
