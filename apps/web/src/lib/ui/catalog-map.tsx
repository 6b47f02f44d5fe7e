/**
 * CatalogMap: a Leaflet map of catalog points (attractions, lodgings, restaurants) with a marker and
 * a popup per point whose title links to the item's page. Heavy (Leaflet + its CSS + gcoord), so
 * pages load it through lib/ui/lazy-catalog-map.tsx and the list chunk stays small.
 *
 * Tiles come from the client config (`mapTiles`: URL template, subdomains, attribution, datum).
 * Points arrive in WGS-84 as the API gives them and are converted to GCJ-02 when the tiles are
 * drawn in it (lib/ui/map-coordinates.ts). The view fits all points; points at the same spot share
 * one marker listing them all. Markers are inline-SVG `divIcon`s in the palette (no image files
 * that Vite could break), focusable buttons named by their titles; Enter opens the popup and moves
 * focus to its link, Escape closes it again.
 */
import 'leaflet/dist/leaflet.css';
import './catalog-map.css';
import { divIcon, latLngBounds, type DivIconOptions, type Marker as LeafletMarker } from 'leaflet';
import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet';
import { Link } from 'react-router';
import { useClientConfig } from '../api/get-client-config';
import { PALETTE } from './theme';
import { groupPoints, toTileCoordinates, type LatLng, type PointGroup } from './map-coordinates';

/** One point on the map: WGS-84 degrees; `href` is an app path (React Router link). */
export interface CatalogMapPoint {
  id: string;
  lat: number;
  lng: number;
  /** Name in the current locale; the marker's accessible name and the popup heading. */
  title: string;
  /** A second line in the popup (type, town, other-script name…). */
  subtitle?: string;
  /** Where the popup's link goes, e.g. `/attractions/xizhou`. */
  href?: string;
}

export interface CatalogMapProps {
  points: CatalogMapPoint[];
  /** CSS height of the map box (number = px); default 360. */
  height?: number | string;
  className?: string;
  /** Accessible name of the map region, e.g. "Map of 12 attractions". */
  ariaLabel: string;
  /** A point drawn highlighted and brought to the front. */
  selectedId?: string;
}

/** Default height of a map box, px. */
export const CATALOG_MAP_DEFAULT_HEIGHT = 360;
/** Where an empty map looks: Dali Old Town (WGS-84), zoomed to show Erhai Lake. */
const DALI_OLD_TOWN: LatLng = { lat: 25.69056, lng: 100.1625 };
const EMPTY_ZOOM = 10;
/** Closest zoom when fitting points, so a single place still shows its surroundings. */
const MAX_FIT_ZOOM = 14;

function pinSvg(fill: string): string {
  // 28×40 pin with a white dot; the white outline keeps it visible on dark and light tiles.
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="28" height="40" viewBox="0 0 28 40" aria-hidden="true" focusable="false">' +
    `<path d="M14 1.5C7.1 1.5 1.5 7 1.5 13.9 1.5 23.2 14 38.5 14 38.5S26.5 23.2 26.5 13.9C26.5 7 20.9 1.5 14 1.5Z" fill="${fill}" stroke="#fff" stroke-width="2"/>` +
    '<circle cx="14" cy="13.8" r="4.8" fill="#fff"/></svg>'
  );
}

const ICON_OPTIONS: DivIconOptions = { iconSize: [28, 40], iconAnchor: [14, 39], popupAnchor: [0, -34] };
const PIN = divIcon({ ...ICON_OPTIONS, className: 'catalog-marker', html: pinSvg(PALETTE.erhaiBlue) });
const PIN_SELECTED = divIcon({ ...ICON_OPTIONS, className: 'catalog-marker catalog-marker-selected', html: pinSvg(PALETTE.camellia) });

/** Fits the view to the points whenever the set of points changes. */
function FitToPoints({ points, center }: { points: CatalogMapPoint[]; center: LatLng }) {
  const map = useMap();
  const key = points.map((p) => `${p.id}:${p.lat}:${p.lng}`).join('|');
  useEffect(() => {
    const [first] = points;
    if (!first) map.setView(center, EMPTY_ZOOM);
    else if (points.length === 1) map.setView(first, MAX_FIT_ZOOM - 1);
    else map.fitBounds(latLngBounds(points.map((p) => [p.lat, p.lng])), { padding: [36, 36], maxZoom: MAX_FIT_ZOOM });
    // `key` stands for `points`: a new array with the same places must not move the view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, key, center]);
  return null;
}

/** Popup body; takes focus when it opens so keyboard users land on the (first) link. */
function PopupBody({ points, onEscape }: { points: CatalogMapPoint[]; onEscape: () => void }) {
  const { t } = useTranslation('catalog');
  const linkRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => linkRef.current?.focus({ preventScroll: true }), []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onEscape();
  };
  return (
    <ul className="catalog-map-popup" onKeyDown={onKeyDown}>
      {points.map((point, index) => (
        <li key={point.id}>
          <p className="catalog-map-popup-title">{point.title}</p>
          {point.subtitle && <p className="catalog-map-popup-subtitle">{point.subtitle}</p>}
          {point.href && (
            <Link
              ref={index === 0 ? linkRef : undefined}
              to={point.href}
              className="catalog-map-popup-link"
              aria-label={t('map.viewDetailsOf', { name: point.title })}
            >
              {t('map.viewDetails')}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

function PointMarker({ group, selected }: { group: PointGroup<CatalogMapPoint>; selected: boolean }) {
  const map = useMap();
  const markerRef = useRef<LeafletMarker>(null);
  const closeAndRefocus = () => {
    map.closePopup();
    markerRef.current?.getElement()?.focus({ preventScroll: true });
  };
  const name = group.points.map((point) => point.title).join(' · ');
  return (
    <Marker ref={markerRef} position={group} icon={selected ? PIN_SELECTED : PIN} title={name} alt={name} keyboard riseOnHover zIndexOffset={selected ? 1000 : 0}>
      <Popup>
        <PopupBody points={group.points} onEscape={closeAndRefocus} />
      </Popup>
    </Marker>
  );
}

/** A map of catalog points with linked popups (see the module comment). */
export function CatalogMap({ points, height = CATALOG_MAP_DEFAULT_HEIGHT, className, ariaLabel, selectedId }: CatalogMapProps) {
  const { t } = useTranslation('catalog');
  const config = useClientConfig();
  const tiles = config.data?.mapTiles;
  const drawn = useMemo(
    () => (tiles ? points.map((point) => ({ ...point, ...toTileCoordinates(point, tiles.crs) })) : []),
    [points, tiles],
  );
  const center = useMemo(() => (tiles ? toTileCoordinates(DALI_OLD_TOWN, tiles.crs) : DALI_OLD_TOWN), [tiles]);
  const boxClass = `catalog-map ${className ?? ''}`;

  if (config.isError) {
    return (
      <div className={`${boxClass} catalog-map-message`} style={{ height }} role="note">
        {t('map.unavailable')}
      </div>
    );
  }
  if (!tiles) return <div className={`${boxClass} skeleton`} style={{ height }} role="region" aria-busy="true" aria-label={ariaLabel} />;

  return (
    <div className={boxClass} style={{ height }} role="region" aria-label={ariaLabel}>
      <MapContainer center={center} zoom={EMPTY_ZOOM} scrollWheelZoom={false} className="catalog-map-canvas">
        <TileLayer url={tiles.url} attribution={tiles.attribution} {...(tiles.subdomains ? { subdomains: tiles.subdomains } : {})} />
        <FitToPoints points={drawn} center={center} />
        {groupPoints(drawn).map((group) => (
          <PointMarker key={group.key} group={group} selected={group.points.some((point) => point.id === selectedId)} />
        ))}
      </MapContainer>
    </div>
  );
}
