import {
  divIcon,
  latLngBounds,
  layerGroup,
  map as createMap,
  marker,
  tileLayer,
  type LayerGroup,
  type Map as LeafletMap,
} from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useEffectEvent, useRef } from 'react';
import type { HotelAttraction, HotelMapConfig } from '@kosh/contract/hotels';
import { KIND_COLOURS } from '../../utils/details-attractions';

/*
 * The Nearby Attractions map: Leaflet driven from this one component through a ref (no
 * react-leaflet). This module and Leaflet's CSS are one chunk, imported only when the section
 * comes near the viewport, so no other page pays for Leaflet. Markers are DOM-built divIcons —
 * no PNG icons to resolve, and no HTML strings built from the supplier's text.
 */

const SVG_NS = 'http://www.w3.org/2000/svg';

/** A round pin of a colour; the hotel's is larger and carries a bed. */
function pin(colour: string, size: number, hotel: boolean): HTMLElement {
  const element = document.createElement('span');
  element.style.cssText = `display:flex;align-items:center;justify-content:center;width:${size}px;height:${size}px;border-radius:9999px;background:${colour};border:2px solid #fff;box-shadow:0 1px 4px rgb(0 0 0 / .45)`;
  if (hotel) {
    const svg = document.createElementNS(SVG_NS, 'svg');
    svg.setAttribute('viewBox', '0 0 24 24');
    svg.setAttribute('width', '18');
    svg.setAttribute('height', '18');
    svg.setAttribute('aria-hidden', 'true');
    const path = document.createElementNS(SVG_NS, 'path');
    // A bed (lucide's "bed" outline), white on the brand colour.
    path.setAttribute('d', 'M2 4v16M2 8h18a2 2 0 0 1 2 2v10M2 17h20M6 8v9');
    path.setAttribute('fill', 'none');
    path.setAttribute('stroke', '#fff');
    path.setAttribute('stroke-width', '2');
    path.setAttribute('stroke-linecap', 'round');
    svg.append(path);
    element.append(svg);
  }
  return element;
}

const iconOf = (colour: string, size: number, hotel = false) =>
  divIcon({
    html: pin(colour, size, hotel),
    className: '',
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
    popupAnchor: [0, -size / 2],
  });

function popupOf(lines: { text: string; href?: string; strong?: boolean }[]): HTMLElement {
  const body = document.createElement('div');
  for (const line of lines) {
    const element = document.createElement(line.href ? 'a' : line.strong ? 'strong' : 'span');
    element.textContent = line.text;
    if (line.href) element.setAttribute('href', line.href);
    element.style.display = 'block';
    body.append(element);
  }
  return body;
}

export interface MapHotel {
  name: string;
  latitude: number;
  longitude: number;
  phones: string[];
}

export function DetailsMap({
  config,
  hotel,
  places,
  label,
  hotelLabel,
  describePlace,
}: {
  config: HotelMapConfig;
  hotel: MapHotel;
  /** The places the kinds menu lets through. */
  places: HotelAttraction[];
  /** The map's accessible name. */
  label: string;
  /** The hotel marker's name ("… (the hotel)"). */
  hotelLabel: string;
  /** A place's second and third popup lines: its kind and category, its distance. */
  describePlace: (place: HotelAttraction) => string[];
}) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<LeafletMap | null>(null);
  const placesLayer = useRef<LayerGroup | null>(null);
  const { tileUrl, attribution, maxZoom } = config;
  const { name, latitude, longitude, phones } = hotel;
  const phoneList = phones.join('\n');
  // The words change with the language, not the places: a new language does not refit the map.
  const describe = useEffectEvent(describePlace);

  useEffect(() => {
    if (!container.current) return;
    const map = createMap(container.current, {
      center: [latitude, longitude],
      zoom: 15,
      maxZoom,
      // The page scrolls under a wheel or a finger; the map zooms with its buttons or two fingers.
      scrollWheelZoom: false,
    });
    tileLayer(tileUrl, { maxZoom, attribution }).addTo(map);
    marker([latitude, longitude], {
      icon: iconOf('#1d55c4', 34, true),
      title: hotelLabel,
      zIndexOffset: 1000,
    })
      .bindPopup(
        popupOf([
          { text: name, strong: true },
          ...phoneList
            .split('\n')
            .filter(Boolean)
            .map((phone) => ({ text: phone, href: `tel:${phone.replace(/\s/g, '')}` })),
        ]),
      )
      .addTo(map);
    placesLayer.current = layerGroup().addTo(map);
    mapRef.current = map;
    return () => {
      map.remove();
      mapRef.current = null;
      placesLayer.current = null;
    };
  }, [tileUrl, attribution, maxZoom, latitude, longitude, name, phoneList, hotelLabel]);

  useEffect(() => {
    const map = mapRef.current;
    const layer = placesLayer.current;
    if (!map || !layer) return;
    layer.clearLayers();
    for (const place of places) {
      marker([place.latitude, place.longitude], {
        icon: iconOf(KIND_COLOURS[place.type], 22),
        title: place.name,
      })
        .bindPopup(
          popupOf([
            { text: place.name, strong: true },
            ...describe(place).map((text) => ({ text })),
          ]),
        )
        .addTo(layer);
    }
    // Everything shown in view: the hotel and the places of the kind chosen.
    const bounds = latLngBounds([[latitude, longitude]]);
    for (const place of places) bounds.extend([place.latitude, place.longitude]);
    if (places.length > 0) map.fitBounds(bounds, { padding: [24, 24], maxZoom: 16 });
    else map.setView([latitude, longitude], 15);
    // The map's own inputs too: a map made again gets its places again.
  }, [places, tileUrl, attribution, maxZoom, latitude, longitude, name, phoneList, hotelLabel]);

  return (
    <div
      ref={container}
      role="region"
      aria-label={label}
      className="relative z-0 h-72 w-full overflow-hidden rounded-xl sm:h-96"
    />
  );
}
