import 'leaflet/dist/leaflet.css';
import { CircleMarker, MapContainer, Popup, TileLayer, Tooltip } from 'react-leaflet';
import type { LatLngBoundsExpression } from 'leaflet';
import type { Position } from './geo';

export interface MapPlace extends Position {
  key: string;
  title: string;
  detail: string;
}

/**
 * The places on an OpenStreetMap map (loaded with the product page only when there are places).
 * Without a network the tiles stay blank; the list beside it still says everything.
 */
export default function PlacesMap({
  places,
  me,
  label,
  meLabel,
}: {
  places: MapPlace[];
  me: Position | null;
  label: string;
  meLabel: string;
}) {
  const points = [...places, ...(me ? [me] : [])];
  const bounds: LatLngBoundsExpression = points.map((p) => [p.latitude, p.longitude] as [number, number]);
  const single = points.length === 1;
  return (
    <div
      role="region"
      aria-label={label}
      data-testid="places-map"
      style={{ height: 320, borderRadius: 10, overflow: 'hidden' }}
    >
      <MapContainer
        style={{ height: '100%', width: '100%' }}
        {...(single
          ? { center: [points[0].latitude, points[0].longitude] as [number, number], zoom: 11 }
          : { bounds, boundsOptions: { padding: [32, 32] } })}
        scrollWheelZoom={false}
      >
        <TileLayer
          url="https://tile.openstreetmap.org/{z}/{x}/{y}.png"
          attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
          maxZoom={19}
        />
        {places.map((place) => (
          <CircleMarker
            key={place.key}
            center={[place.latitude, place.longitude]}
            radius={9}
            pathOptions={{ color: '#2e7d32', fillColor: '#60ad5e', fillOpacity: 0.85 }}
          >
            <Popup>
              <strong>{place.title}</strong>
              <br />
              {place.detail}
            </Popup>
          </CircleMarker>
        ))}
        {me && (
          <CircleMarker
            center={[me.latitude, me.longitude]}
            radius={7}
            pathOptions={{ color: '#1565c0', fillColor: '#42a5f5', fillOpacity: 0.9 }}
          >
            <Tooltip direction="top">{meLabel}</Tooltip>
          </CircleMarker>
        )}
      </MapContainer>
    </div>
  );
}
