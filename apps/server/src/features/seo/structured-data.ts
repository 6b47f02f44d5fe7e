/**
 * schema.org structured data (JSON-LD) of detail pages and shared plans, built from the same API
 * answers the pages show. Types come from `schema-dts` (Google's generated schema.org vocabulary),
 * so a property schema.org does not define on a type, or a wrong type, fails to compile.
 * Units: coordinates WGS-84 degrees; prices CNY (the API's fen ÷ 100). Unknown facts are left out,
 * never guessed.
 */
import type { AttractionDetail } from '@dali/shared/contracts/attractions';
import type { RestaurantDetail } from '@dali/shared/contracts/food';
import type { StayDetail } from '@dali/shared/contracts/stays';
import type { Locale } from '@dali/shared/locales';
import type { GeoCoordinates, ItemList, LodgingBusiness, OpeningHoursSpecification, PostalAddress, Restaurant, TouristAttraction, WithContext } from 'schema-dts';

/** A place's point as schema.org `GeoCoordinates`, or undefined when unknown. */
function geoOf(location: { lat: number; lng: number } | null): GeoCoordinates | undefined {
  return location ? { '@type': 'GeoCoordinates', latitude: location.lat, longitude: location.lng } : undefined;
}

/** The street address as written in the locale, in Dali (Yunnan, China). */
function addressOf(street: string): PostalAddress {
  return { '@type': 'PostalAddress', streetAddress: street, addressRegion: 'Yunnan', addressCountry: 'CN' };
}

const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const DAY_ABBREVIATIONS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/**
 * Catalog opening periods (`{days: "Mon-Sun" | "Sat" | "Mon,Wed", open, close}`, China time) as
 * `OpeningHoursSpecification`s; `[]` (open at all times) → every day 00:00–23:59; periods whose day
 * text cannot be read are left out.
 */
export function openingHoursOf(periods: readonly { days: string; open: string; close: string }[]): OpeningHoursSpecification[] {
  if (periods.length === 0) return [{ '@type': 'OpeningHoursSpecification', dayOfWeek: [...DAY_NAMES], opens: '00:00', closes: '23:59' }];
  return periods.flatMap((period) => {
    const days = new Set<number>();
    for (const part of period.days.split(',')) {
      const [from, to] = part.trim().split('-').map((name) => DAY_ABBREVIATIONS.indexOf(name.trim().slice(0, 3)));
      if (from === undefined || from < 0) return [];
      const last = to === undefined ? from : to;
      if (last < 0) return [];
      for (let day = from; ; day = (day + 1) % 7) {
        days.add(day);
        if (day === last) break;
      }
    }
    return [{ '@type': 'OpeningHoursSpecification' as const, dayOfWeek: [...days].sort().map((day) => DAY_NAMES[day] ?? 'Monday'), opens: period.open, closes: period.close }];
  });
}

/** `TouristAttraction` of an attraction page at `url`. */
export function attractionData(a: AttractionDetail, locale: Locale, url: string, description: string): WithContext<TouristAttraction> {
  const geo = geoOf(a.location);
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristAttraction',
    name: a.name[locale],
    description,
    url,
    address: addressOf(a.address[locale]),
    ...(geo ? { geo } : {}),
    ...(a.openingHours ? { openingHoursSpecification: openingHoursOf(a.openingHours) } : {}),
    ...(a.ticketPriceFen === 0 ? { isAccessibleForFree: true } : {}),
    ...(a.image ? { image: a.image.url } : {}),
    ...(a.phone ? { telephone: a.phone } : {}),
    ...(a.website ? { sameAs: a.website } : {}),
  };
}

/** `LodgingBusiness` of a lodging's reserve page; `priceRange` from its lowest known price. */
export function stayData(s: StayDetail, locale: Locale, url: string, description: string): WithContext<LodgingBusiness> {
  const geo = geoOf(s.location);
  return {
    '@context': 'https://schema.org',
    '@type': 'LodgingBusiness',
    name: s.name[locale],
    description,
    url,
    address: addressOf(s.address[locale]),
    ...(geo ? { geo } : {}),
    ...(s.priceFromFen !== null ? { priceRange: `from CNY ${s.priceFromFen / 100}` } : {}),
    ...(s.image ? { image: s.image.url } : {}),
    ...(s.phone ? { telephone: s.phone } : {}),
  };
}

/** `Restaurant` of a restaurant page: cuisine keywords, average spend as `priceRange`, hours. */
export function restaurantData(r: RestaurantDetail, locale: Locale, url: string, description: string): WithContext<Restaurant> {
  const geo = geoOf(r.location);
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: r.name[locale],
    description,
    url,
    address: addressOf(r.address[locale]),
    ...(geo ? { geo } : {}),
    ...(r.cuisine.length > 0 ? { servesCuisine: [...r.cuisine] } : {}),
    ...(r.avgPriceFen !== null ? { priceRange: `about CNY ${r.avgPriceFen / 100} per person` } : {}),
    ...(r.openingHours ? { openingHoursSpecification: openingHoursOf(r.openingHours) } : {}),
    ...(r.image ? { image: r.image.url } : {}),
    ...(r.phone ? { telephone: r.phone } : {}),
  };
}

/** A shared plan as an `ItemList` of its days, each day a list of the places it visits in order. */
export function planData(name: string, url: string, days: readonly { name: string; places: readonly string[] }[]): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    url,
    numberOfItems: days.length,
    itemListElement: days.map((day, index) => ({
      '@type': 'ListItem' as const,
      position: index + 1,
      item: { '@type': 'ItemList' as const, name: day.name, itemListElement: day.places.map((place, i) => ({ '@type': 'ListItem' as const, position: i + 1, name: place })) },
    })),
  };
}
